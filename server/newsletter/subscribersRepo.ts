import { retentionPeriods } from '../../shared/retention';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { deleteMails, lockUnsentMails } from '../mail/forOthers';
import { enqueueMail, type OutgoingMail } from '../mail/outboxRepo';

/**
 * The subscription request a confirmation link is made for: the subscriber's
 * id and the date of the request in microseconds (`stamp`). A link made for an
 * earlier request (before an unsubscription, say) names another date and is refused.
 */
export interface ConfirmationRequest {
  id: number;
  stamp: string;
}

export type ConfirmationState = 'confirm' | 'already';

/** The date of the request, exact to the microsecond whatever the driver does with dates. */
const STAMP = `((extract(epoch from consent_at) * 1000000)::bigint)::text`;

/** An unconfirmed request is deleted after this many days; its confirmation link works as long. */
export const UNCONFIRMED_RETENTION_DAYS = retentionPeriods.unconfirmedSubscribers.days;

/** A confirmation mail for a pending address goes out at most this often. */
export const CONFIRMATION_RESEND_INTERVAL = '1 hour';

/**
 * The rows of `newsletter_subscribers`, one per address (lower-cased, in the
 * `email` column, where the privacy commands find it). An address is
 * - pending: `confirmed_at` and `unsubscribed_at` empty, until its link is opened;
 * - confirmed: `confirmed_at` set; the only ones that receive newsletters;
 * - unsubscribed: `unsubscribed_at` set, and nothing else about it kept but the
 *   address; a new request sets `consent_at` again and waits for its confirmation.
 */
export function subscribersRepo(db: Knex) {
  return {
    /**
     * Records a subscription request (the address already lower-cased) and, when
     * one is due, queues its confirmation mail in the same transaction. Due: a
     * new address, an unsubscribed one, or a pending one whose last confirmation
     * mail is more than an hour old. A confirmed address changes nothing.
     * Resolves with whether a mail was queued.
     */
    async request(
      email: string,
      source: string,
      confirmation: (request: ConfirmationRequest) => OutgoingMail,
    ): Promise<boolean> {
      return db.transaction(async (trx) => {
        const { rows: created } = await trx.raw(
          `insert into newsletter_subscribers (email, consent_at, consent_source, confirmation_sent_at, unsubscribe_token)
           values (?, now(), ?, now(), ?)
           on conflict (email) do nothing
           returning id, ${STAMP} as stamp`,
          [email, source, randomBytes(24).toString('base64url')],
        );
        let request = (created as { id: number; stamp: string }[])[0];
        if (!request) {
          // Known address: a new mail only when one is due. The row lock makes two
          // requests at once send one mail.
          const { rows: due } = await trx.raw(
            `update newsletter_subscribers
                set consent_at = coalesce(consent_at, now()),
                    consent_source = coalesce(consent_source, ?),
                    confirmation_sent_at = now(), updated_at = now()
              where email = ?
                and (confirmed_at is null or unsubscribed_at is not null)
                and (confirmation_sent_at is null or confirmation_sent_at < now() - interval '${CONFIRMATION_RESEND_INTERVAL}')
              returning id, ${STAMP} as stamp`,
            [source, email],
          );
          request = (due as { id: number; stamp: string }[])[0];
        }
        if (!request) return false;
        await enqueueMail(trx, confirmation({ id: Number(request.id), stamp: request.stamp }));
        return true;
      });
    },

    /** What a confirmation link leads to, or undefined when it names no current request. */
    async findConfirmation({
      id,
      stamp,
    }: ConfirmationRequest): Promise<{ email: string; state: ConfirmationState } | undefined> {
      const row = await db('newsletter_subscribers')
        .where({ id })
        .whereNotNull('consent_at')
        .whereRaw(`${STAMP} = ?`, [stamp])
        .first('email', 'confirmed_at', 'unsubscribed_at');
      if (!row) return undefined;
      return { email: row.email, state: row.confirmed_at && !row.unsubscribed_at ? 'already' : 'confirm' };
    },

    /** Confirms the request; resolves with what the page should say, or undefined when the link names no current request. */
    async confirm({ id, stamp }: ConfirmationRequest): Promise<ConfirmationState | undefined> {
      return db.transaction(async (trx) => {
        const row = await trx('newsletter_subscribers')
          .where({ id })
          .whereNotNull('consent_at')
          .whereRaw(`${STAMP} = ?`, [stamp])
          .forUpdate()
          .first('confirmed_at', 'unsubscribed_at');
        if (!row) return undefined;
        if (row.confirmed_at && !row.unsubscribed_at) return 'already';
        await trx('newsletter_subscribers')
          .where({ id })
          .update({ confirmed_at: trx.fn.now(), unsubscribed_at: null, updated_at: trx.fn.now() });
        return 'confirm';
      });
    },

    async findByToken(token: string): Promise<{ email: string; unsubscribed: boolean } | undefined> {
      const row = await db('newsletter_subscribers')
        .where({ unsubscribe_token: token })
        .first('email', 'unsubscribed_at');
      return row ? { email: row.email, unsubscribed: row.unsubscribed_at !== null } : undefined;
    },

    /**
     * Unsubscribes at once, keeping only what honouring it needs: the address
     * and the date. The request and its confirmation are forgotten, campaign
     * mails still waiting for it are withdrawn, and the campaigns it received
     * no longer name it. Resolves with false when the token is unknown.
     */
    async unsubscribe(token: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const [subscriber] = await trx('newsletter_subscribers')
          .where({ unsubscribe_token: token })
          .update({
            unsubscribed_at: trx.raw('coalesce(unsubscribed_at, now())'),
            confirmed_at: null,
            consent_at: null,
            consent_source: null,
            confirmation_sent_at: null,
            updated_at: trx.fn.now(),
          })
          .returning('id');
        if (!subscriber) return false;
        const subscriberId = Number(subscriber.id);
        const waiting = await lockUnsentMails(
          trx,
          trx('newsletter_deliveries')
            .where({ subscriber_id: subscriberId })
            .whereNotNull('outbox_id')
            .select('outbox_id'),
        );
        if (waiting.length) {
          await trx('newsletter_deliveries').whereIn('outbox_id', waiting).update({ skipped_at: trx.fn.now() });
          await deleteMails(trx, waiting);
        }
        await trx('newsletter_deliveries').where({ subscriber_id: subscriberId }).update({ subscriber_id: null });
        return true;
      });
    },

    /** Confirmed, still subscribed addresses with their confirmation date, oldest first (`newsletter:export`). */
    async confirmed(): Promise<{ email: string; confirmedAt: Date }[]> {
      const rows: { email: string; confirmed_at: Date | string }[] = await db('newsletter_subscribers')
        .whereNotNull('confirmed_at')
        .whereNull('unsubscribed_at')
        .orderBy([{ column: 'confirmed_at' }, { column: 'id' }])
        .select('email', 'confirmed_at');
      return rows.map((row) => ({ email: row.email, confirmedAt: new Date(row.confirmed_at) }));
    },

    /** An address's unsubscribe token, when it is subscribed and confirmed (a test campaign's link). */
    async confirmedToken(email: string): Promise<string | undefined> {
      const row = await db('newsletter_subscribers')
        .where({ email })
        .whereNotNull('confirmed_at')
        .whereNull('unsubscribed_at')
        .first('unsubscribe_token');
      return row?.unsubscribe_token;
    },

    async tokenOf(email: string): Promise<string | undefined> {
      return (await db('newsletter_subscribers').where({ email }).first('unsubscribe_token'))?.unsubscribe_token;
    },
  };
}

export type SubscribersRepo = ReturnType<typeof subscribersRepo>;
