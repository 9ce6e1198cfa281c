import type { Knex } from 'knex';

/** Audience measurement without cookies: the spec's fields only, no IP address, 25 months. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('page_visits', (t) => {
    t.bigIncrements('id').primary();
    t.text('url').notNullable();
    t.text('referrer');
    t.text('page_title').notNullable().defaultTo('');
    t.integer('screen_width');
    t.integer('screen_height');
    t.text('timezone');
    t.text('language');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'page_visits_created_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('page_visits');
}
