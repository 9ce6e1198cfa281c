import type { Knex } from 'knex';

/**
 * Mails waiting to be sent. A row is written in the same transaction as what it
 * reports, and a worker sends it later, so a mail server outage loses nothing.
 * `sending` rows carry a lease (`locked_until`) so a crashed worker's rows are retried.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('email_outbox', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.text('to_address').notNullable();
    t.text('reply_to');
    t.text('subject').notNullable();
    t.text('text_body').notNullable();
    t.text('html_body');
    t.text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'sending', 'sent', 'dead'], 'email_outbox_status_check');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(8);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('locked_until', { useTz: true });
    t.text('last_error');
    t.bigInteger('contact_message_id').references('id').inTable('contact_messages').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['status', 'next_attempt_at'], 'email_outbox_due_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('email_outbox');
}
