import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { enqueueMail, type OutgoingMail } from './outboxRepo';

export function newsletterRepo(db: Knex) {
  return {
    /**
     * Subscribes an address (already lower-cased). A new address, or one that
     * had unsubscribed, records the consent and queues the welcome mail; an
     * address already subscribed changes nothing. Resolves with whether a mail was queued.
     */
    async subscribe(email: string, source: string, welcome: (token: string) => OutgoingMail): Promise<boolean> {
      return db.transaction(async (trx) => {
        const { rows } = await trx.raw(
          `insert into newsletter_subscribers (email, consent_source, unsubscribe_token)
           values (?, ?, ?)
           on conflict (email) do update
              set unsubscribed_at = null, consent_at = now(), consent_source = excluded.consent_source, updated_at = now()
            where newsletter_subscribers.unsubscribed_at is not null
           returning unsubscribe_token`,
          [email, source, randomBytes(24).toString('base64url')],
        );
        const token = (rows as { unsubscribe_token: string }[])[0]?.unsubscribe_token;
        if (!token) return false;
        await enqueueMail(trx, welcome(token));
        return true;
      });
    },

    async findByToken(token: string): Promise<{ email: string; unsubscribed: boolean } | undefined> {
      const row = await db('newsletter_subscribers').where({ unsubscribe_token: token }).first('email', 'unsubscribed_at');
      return row ? { email: row.email, unsubscribed: row.unsubscribed_at !== null } : undefined;
    },

    /** Resolves with false when the token is unknown. */
    async unsubscribe(token: string): Promise<boolean> {
      const rows = await db('newsletter_subscribers')
        .where({ unsubscribe_token: token })
        .update({ unsubscribed_at: db.raw('coalesce(unsubscribed_at, now())'), updated_at: db.fn.now() })
        .returning('id');
      return rows.length > 0;
    },
  };
}
