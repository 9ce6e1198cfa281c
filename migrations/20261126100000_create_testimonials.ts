import type { Knex } from 'knex';

/**
 * Testimonials the owner supplies (npm run testimonials:import): a doctor's words
 * with their name, specialty, practice, city, photo and the day they consented to
 * publication. Shown instead of the spec's anonymous quotes once there are some.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('testimonials', (t) => {
    t.bigIncrements('id').primary();
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('specialty').notNullable();
    t.text('practice');
    t.text('city').notNullable();
    t.text('quote').notNullable();
    t.date('consent_date').notNullable();
    t.text('photo_hash').references('hash').inTable('media').onDelete('SET NULL');
    t.text('photo_alt');
    t.integer('position').notNullable().defaultTo(0);
    t.text('source_hash').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('testimonials');
}
