import type { Knex } from 'knex';

/** The speciality of the page a quote was asked from (`/demande-devis?specialite=…`), when it was one. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.text('specialty');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('specialty');
  });
}
