import type { Knex } from 'knex';
import { migrationSource } from '../../migrations/index';

/** Any constant: the key of the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 727_310_001;

interface PgConnection {
  query(sql: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Brings the schema up to date. On Postgres, instances starting together take
 * turns on an advisory lock first: Knex's own lock lives in a table that the
 * first run creates, and two first runs racing to create it fail.
 */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const run = async () => ((await db.migrate.latest({ migrationSource })) as [number, string[]])[1];
  // PGlite has a single connection and a single process: nothing to serialise.
  if (db.client.config.client !== 'pg') return run();
  const connection = (await db.client.acquireConnection()) as PgConnection;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

export async function migrateRollbackAll(db: Knex): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource }, true)) as [number, string[]];
  return reverted;
}
