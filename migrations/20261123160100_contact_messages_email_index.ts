import type { Knex } from 'knex';

/**
 * E-mail addresses are kept as the visitor typed them and looked up whatever
 * their capitalisation (privacy requests: `lower(email) = lower(?)`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index contact_messages_email_lower_idx on contact_messages (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index contact_messages_email_lower_idx');
}
