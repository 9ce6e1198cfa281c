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
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase('pglite://memory');
    await migrateLatest(database.db);
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create schema ??', [schema]);
  const database = await openDatabase(url, { searchPath: schema });
  await migrateLatest(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    },
  };
}
