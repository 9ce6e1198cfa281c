import type { Knex } from 'knex';

/**
 * A lead's status (docs/decisions/040-lead-status-and-due-leads.md): the
 * current one on the lead itself (`status`, `status_at`), read by every list
 * at no cost; each change, with its time and note, in `lead_status_changes`,
 * deleted with its lead. `lead_digests` holds one row per Paris day whose
 * digest of overdue leads was queued, so that it goes once whatever the
 * number of instances.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.text('status').notNullable().defaultTo('nouveau');
    t.timestamp('status_at', { useTz: true });
  });
  await knex.schema.createTable('lead_status_changes', (t) => {
    t.increments('id');
    t.integer('lead_id').notNullable().references('id').inTable('leads').onDelete('CASCADE');
    t.text('status').notNullable();
    t.text('note');
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['lead_id', 'changed_at']);
  });
  await knex.schema.createTable('lead_digests', (t) => {
    t.date('day').primary();
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_digests');
  await knex.schema.dropTable('lead_status_changes');
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumns('status', 'status_at');
  });
}
