import type { Knex } from 'knex';

/**
 * The jobs of the queue (docs/decisions/054-one-queue.md): each runs once at its time
 * (`next_attempt_at`), `key` unique so that every instance may ask for the same job and one
 * row exists. The queue's columns, as `email_outbox` and `webhook_outbox`. A job about a
 * lead goes with it (erasure, the purge): ON DELETE CASCADE.
 * The callbacks already booked and still to come get their reminder (decision 055).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('queue_jobs', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.text('key').notNullable().unique();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'sending', 'sent', 'dead'], 'queue_jobs_status_check');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable();
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.bigInteger('lead_id').references('id').inTable('leads').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('done_at', { useTz: true });
    t.index(['status', 'next_attempt_at'], 'queue_jobs_due_idx');
    t.index(['lead_id'], 'queue_jobs_lead_idx');
  });
  await knex.raw(
    `insert into queue_jobs (kind, key, lead_id, next_attempt_at, max_attempts)
     select 'callback-reminder', 'callback-reminder:' || id, id, callback_at - interval '10 minutes', 8
       from leads
      where callback_at is not null and callback_at > now() and status = 'nouveau'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('queue_jobs');
}
