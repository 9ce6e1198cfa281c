import type { Knex } from 'knex';
import { migrationSource } from '../../migrations/index';

/** Brings the schema up to date. Knex's lock table makes concurrent starts safe on Postgres. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(db: Knex): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource }, true)) as [number, string[]];
  return reverted;
}
