import type { Knex } from 'knex';

/**
 * The notification of each lead, found from the lead: the lead list marks
 * those whose mail died, and a privacy erasure deletes a lead's mail copies.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index email_outbox_contact_message_idx on email_outbox (contact_message_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index email_outbox_contact_message_idx');
}
