import type { Knex } from 'knex';

/**
 * Extra headers of a queued mail, as name → value (the newsletter's
 * `List-Unsubscribe` and `List-Unsubscribe-Post`): stored with the mail so that
 * the worker that sends it, in whichever instance, sends them too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.jsonb('headers');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('email_outbox', (t) => {
    t.dropColumn('headers');
  });
}
