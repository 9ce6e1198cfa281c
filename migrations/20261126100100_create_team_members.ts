import type { Knex } from 'knex';

/** The team the owner presents (npm run team:import): first name, role, photo, a sentence. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('team_members', (t) => {
    t.bigIncrements('id').primary();
    t.text('slug').notNullable().unique();
    t.text('first_name').notNullable();
    t.text('role').notNullable();
    t.text('sentence').notNullable();
    t.text('photo_hash').references('hash').inTable('media').onDelete('SET NULL');
    t.text('photo_alt');
    t.integer('position').notNullable().defaultTo(0);
    t.text('source_hash').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('team_members');
}
