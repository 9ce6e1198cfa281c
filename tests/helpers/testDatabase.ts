import { randomBytes } from 'node:crypto';
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase('pglite://memory');
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
