import type { Knex } from 'knex';

/**
 * The outbox's default number of tries, aligned with the worker's (MAX_ATTEMPTS
 * in server/db/outboxRepo.ts, 12 tries: about six hours of backoff). Every row
 * the code queues sets it explicitly; the default is for rows written by hand.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table email_outbox alter column max_attempts set default 12');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table email_outbox alter column max_attempts set default 8');
}
