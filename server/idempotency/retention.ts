import type { Knex } from 'knex';

/** Deletes the keys stored before `before`; resolves with how many (the purge of jobs/). */
export const deleteKeysBefore = async (db: Knex, before: Date | Knex.Raw) =>
  ((await db('idempotency_keys').where('created_at', '<', before).delete().returning('key')) as unknown[]).length;
