import type { Knex } from 'knex';

/** Deletes the visits recorded before `before`; resolves with how many (the purge of jobs/). */
export const deleteVisitsBefore = async (db: Knex, before: Date | Knex.Raw) =>
  ((await db('page_visits').where('created_at', '<', before).delete().returning('id')) as unknown[]).length;
