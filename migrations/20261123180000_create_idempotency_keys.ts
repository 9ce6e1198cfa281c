import type { Knex } from 'knex';

/**
 * The `Idempotency-Key`s of the form posts and of the API (docs/DECISIONS.md):
 * one row per endpoint (`scope`) and key, written in the same transaction as
 * what the request stored, with the answer it gave. A retry with the same key
 * and the same submission (`request_hash`) gets that answer again; a failed
 * request leaves no row, so it can be retried. Deleted after 24 hours by the purge.
 *
 * The row is inserted first, to claim the key (a second request with it waits on
 * the first's transaction), and its answer is written before the commit: the
 * response columns are empty only inside that transaction, never once committed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.string('scope', 64).notNullable();
    t.string('key', 255).notNullable();
    t.string('request_hash', 64).notNullable();
    t.integer('response_status');
    t.jsonb('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['scope', 'key'], { constraintName: 'idempotency_keys_pkey' });
    t.index(['created_at'], 'idempotency_keys_created_at_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
