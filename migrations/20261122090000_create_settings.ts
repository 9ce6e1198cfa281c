import type { Knex } from 'knex';

/** Key/value settings edited by the team; `social` holds the footer's social links. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('settings', (t) => {
    t.text('key').primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex('settings').insert({
    key: 'social',
    value: JSON.stringify({
      linkedin: 'https://www.linkedin.com/company/secretalia',
      facebook: 'https://www.facebook.com/secretalia',
      instagram: 'https://www.instagram.com/secretalia',
      youtube: 'https://www.youtube.com/@secretalia',
    }),
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('settings');
}
