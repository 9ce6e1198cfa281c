import type { Knex } from 'knex';

/**
 * Who changed a lead's status from the espace (issue 45: every action recorded with the
 * staff member who made it). Written as the member was named at that moment (their name,
 * else their e-mail) rather than as a reference to the staff table: the history must still
 * say who did it once that person has left and been revoked. Null for a change made with
 * `npm run leads:status`, from the server's shell.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lead_status_changes', (t) => {
    t.text('changed_by');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lead_status_changes', (t) => {
    t.dropColumn('changed_by');
  });
}
