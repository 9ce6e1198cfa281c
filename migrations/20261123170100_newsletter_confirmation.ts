import type { Knex } from 'knex';

/**
 * Double opt-in. An address is pending until the link of its confirmation mail
 * is opened (`confirmed_at`); only confirmed addresses receive newsletters.
 * `confirmation_sent_at` paces the confirmation mails (one an hour at most) and
 * dates a pending request for the 30-day purge.
 *
 * Consent now means the confirmed request, so `consent_at` and `consent_source`
 * describe the request being confirmed and are emptied when the address
 * unsubscribes (only the address and the date of unsubscription are kept then).
 *
 * Rows subscribed before this migration never confirmed their address (anyone
 * could subscribe anyone): they are left unconfirmed, receive nothing, and go
 * with the 30-day purge of unconfirmed requests unless they subscribe again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('confirmation_sent_at', { useTz: true });
  });
  await knex.raw(
    'alter table newsletter_subscribers alter column consent_at drop not null, alter column consent_source drop not null',
  );
  // The audience of a campaign: confirmed and still subscribed, in id order.
  await knex.raw(
    'create index newsletter_subscribers_confirmed_idx on newsletter_subscribers (id) where confirmed_at is not null and unsubscribed_at is null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index newsletter_subscribers_confirmed_idx');
  // Rows emptied by an unsubscription get back the values the old schema required.
  await knex('newsletter_subscribers')
    .whereNull('consent_at')
    .update({ consent_at: knex.ref('updated_at') });
  await knex('newsletter_subscribers').whereNull('consent_source').update({ consent_source: 'inconnue' });
  await knex.raw(
    'alter table newsletter_subscribers alter column consent_at set not null, alter column consent_source set not null',
  );
  await knex.schema.alterTable('newsletter_subscribers', (t) => {
    t.dropColumn('confirmation_sent_at');
    t.dropColumn('confirmed_at');
  });
}
