import type { Knex } from 'knex';

/**
 * The page of the site a contact message or quote was sent from (path and
 * query, so a campaign's `utm_…` parameters come along), for the owner's
 * lead list and export. Null for messages stored before, or sent through the
 * API without saying where from.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.text('page');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.dropColumn('page');
  });
}
