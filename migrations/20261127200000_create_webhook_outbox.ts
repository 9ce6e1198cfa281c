import type { Knex } from 'knex';

/**
 * Webhook deliveries waiting to be made (docs/decisions/039-lead-webhooks.md): one
 * row per lead and address, written in the lead's transaction. `message_id` is the
 * Standard Webhooks `webhook-id`, fixed here so that every retry carries the same;
 * `body` is the exact JSON (or Slack/Teams text) posted, also the same on every try.
 * The body repeats the lead's personal data, so a row goes with its lead (privacy:erase,
 * the three-year purge): ON DELETE CASCADE, and an erased lead is never posted afterwards.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('event').notNullable();
    t.text('url').notNullable();
    t.text('message_id').notNullable();
    t.text('body').notNullable();
    t.text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'sending', 'sent', 'dead'], 'webhook_outbox_status_check');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable();
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.bigInteger('lead_id').references('id').inTable('leads').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['status', 'next_attempt_at'], 'webhook_outbox_due_idx');
    t.index(['lead_id'], 'webhook_outbox_lead_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_outbox');
}
