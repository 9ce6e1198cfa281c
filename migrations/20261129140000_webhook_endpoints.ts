import type { Knex } from 'knex';

/**
 * The webhook addresses that answered `410 Gone` (Standard Webhooks: the receiver says the
 * address is gone for good): nothing more is posted there until the owner enables it again
 * (`npm run webhooks:retry-dead -- --reactiver`). Their webhooks stay queued meanwhile.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (t) => {
    t.text('url').primary();
    t.timestamp('disabled_at', { useTz: true });
    t.text('reason');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_endpoints');
}
