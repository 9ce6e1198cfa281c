import type { Knex } from 'knex';

/** Deletes the visits recorded before `before`; resolves with how many (the purge of jobs/). */
export const deleteVisitsBefore = async (db: Knex, before: Date | Knex.Raw) =>
  ((await db('page_visits').where('created_at', '<', before).delete().returning('id')) as unknown[]).length;

/** How many visits are stored (the API bench compares them with the answers it got). */
export const countVisits = async (db: Knex): Promise<number> =>
  Number(((await db('page_visits').count({ n: '*' })) as { n: number | string }[])[0]!.n);
