import type { Knex } from 'knex';

/**
 * Where each lead came from (docs/decisions/038-lead-attribution.md): the
 * campaign's five UTM parameters, the host of the external site that sent the
 * visitor, the page the visit landed on and the call to action followed. All
 * nullable: the leads before this and the visitors who refuse measurement have none.
 */
const COLUMNS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'landing_page',
  'cta',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    for (const column of COLUMNS) t.text(column);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumns(...COLUMNS);
  });
}
