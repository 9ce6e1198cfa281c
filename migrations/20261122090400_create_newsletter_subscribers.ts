import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.bigIncrements('id').primary();
    /** Stored lower-cased: one row per address. */
    t.text('email').notNullable().unique();
    /** When and how consent was given (which form, which wording). */
    t.timestamp('consent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('consent_source').notNullable();
    t.text('unsubscribe_token').notNullable().unique();
    t.timestamp('unsubscribed_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscribers');
}
