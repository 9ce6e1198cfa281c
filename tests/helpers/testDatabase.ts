import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrate';

/** True when the suite runs against a real Postgres server (CI's second leg). */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A migrated database of its own for one test file: an in-memory PGlite, or a
 * fresh schema on the Postgres server of TEST_DATABASE_URL, dropped on close.
 */
export interface TestDatabase extends Database {
  /** A second, independent connection pool to the same data, as another server process would have. */
  openAnother(): Promise<Database>;
  /** Postgres only: the schema this file works in. */
  schema?: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * A migrated embedded database's data folder, made once per set of migrations and PGlite
 * version, and kept on disk for every test file of every run: a new PGlite folder costs
 * Postgres's initdb and the migrations (2.5 s here, once per test file, a hundred files),
 * one loaded from this tarball 0.4 s. Outside the checkout; written whole then renamed, so
 * two workers making it at once each read a whole one.
 */
async function migratedDataDir(): Promise<Blob> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  const migrations = path.join(repoRoot, 'migrations');
  for (const name of fs.readdirSync(migrations).sort())
    hash.update(name).update(fs.readFileSync(path.join(migrations, name)));
  const file = path.join(os.tmpdir(), 'secretalia-tests', `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase('pglite://memory');
    try {
      await migrateLatest(database.db);
      const tarball = Buffer.from(await (await database.dataDir!()).arrayBuffer());
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(partial, tarball);
      fs.renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([fs.readFileSync(file)]);
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase('pglite://memory', { loadDataDir: await migratedDataDir() });
    // Nothing to do on the migrated folder; still asked, as a new database would be.
    await migrateLatest(database.db);
    // PGlite in memory has one connection: "another process" shares it.
    return { ...database, openAnother: async () => ({ ...database, close: async () => {} }) };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create schema ??', [schema]);
  const database = await openDatabase(url, { searchPath: schema });
  await migrateLatest(database.db);
  return {
    ...database,
    schema,
    openAnother: () => openDatabase(url, { searchPath: schema }),
    close: async () => {
      await database.close();
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    },
  };
}
