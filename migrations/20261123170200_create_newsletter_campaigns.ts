import type { Knex } from 'knex';

/**
 * A newsletter as sent: recorded once, under a key (the Markdown file's name, or
 * `article:<slug>`), with the subject and bodies every subscriber receives.
 * The audience is fixed when it is recorded: the addresses confirmed by then.
 * `next_slot_at` paces the sending (`--per-minute`): each queued mail takes the
 * next slot, whichever instance queues it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_campaigns', (t) => {
    t.bigIncrements('id').primary();
    t.text('key').notNullable().unique();
    t.text('subject').notNullable();
    t.text('preheader');
    /** The mail's HTML and text with the unsubscribe address as a placeholder, filled per subscriber. */
    t.text('html_body').notNullable();
    t.text('text_body').notNullable();
    /** Hash of the source, to say so when the file changed after the campaign was recorded. */
    t.text('source_hash').notNullable();
    t.integer('per_minute').notNullable();
    t.timestamp('next_slot_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_campaigns');
}
