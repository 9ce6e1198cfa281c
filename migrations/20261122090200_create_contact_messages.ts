import type { Knex } from 'knex';

/** Contact messages and quote requests, kept 3 years (docs/DECISIONS.md, privacy). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable().defaultTo('contact').checkIn(['contact', 'quote'], 'contact_messages_kind_check');
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('message').notNullable();
    t.text('phone');
    t.text('practice');
    t.text('city');
    t.text('plan');
    t.boolean('consent').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'contact_messages_created_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
}
