import type { Knex } from 'knex';

/**
 * The speciality page a testimonial belongs to (issue 48): a paediatrician's words shown
 * on /nos-services/pediatrie rather than on a surgeon's page. Optional (`specialtyPage` in the
 * file, npm run testimonials:import), so the owner's existing files import as they did; the
 * free text `specialty` stays what the signature shows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('testimonials', (t) => {
    t.text('specialty_page');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('testimonials', (t) => {
    t.dropColumn('specialty_page');
  });
}
