import type { Knex } from 'knex';

/**
 * One row per campaign and subscriber, written in the same transaction as the
 * mail it queues: the unique constraint is what makes each subscriber receive a
 * campaign once, however many instances send it and wherever one crashed.
 *
 * When an address unsubscribes (or is erased), its rows lose their subscriber
 * (set null): who received what is no longer kept, the campaign's counts are.
 * A mail of the outbox purged once sent leaves `outbox_id` null (counted as sent);
 * a mail withdrawn because its address unsubscribed first has `skipped_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('campaign_id').notNullable().references('id').inTable('newsletter_campaigns').onDelete('CASCADE');
    t.bigInteger('subscriber_id').references('id').inTable('newsletter_subscribers').onDelete('SET NULL');
    t.bigInteger('outbox_id').references('id').inTable('email_outbox').onDelete('SET NULL');
    t.timestamp('skipped_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['campaign_id', 'subscriber_id'], { indexName: 'newsletter_deliveries_once' });
    t.index(['subscriber_id'], 'newsletter_deliveries_subscriber_idx');
    t.index(['outbox_id'], 'newsletter_deliveries_outbox_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_deliveries');
}
