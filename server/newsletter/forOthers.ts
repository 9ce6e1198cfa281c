import type { Knex } from 'knex';

/**
 * What the other features need of the subscribers, so that their SQL stays in
 * newsletter/: the purge and the GDPR requests.
 */
type Db = Knex | Knex.Transaction;
type Cutoff = Date | Knex.Raw;

const count = async (query: Knex.QueryBuilder) => ((await query.returning('id')) as unknown[]).length;

const subscriptionsOfAddress = (db: Db, spellings: string[]) =>
  db('newsletter_subscribers').whereRaw('lower(email) = any(?)', [spellings]);

/** The subscription of an address, as stored (a GDPR export): `spellings` as for the leads (server/leads/forOthers.ts), lower-cased. */
export const subscriptionsOf = (db: Db, spellings: string[]): Promise<Record<string, unknown>[]> =>
  subscriptionsOfAddress(db, spellings).orderBy('id');

/** Deletes the subscription of an address (a GDPR erasure); resolves with how many rows. */
export const eraseSubscriptionsOf = (db: Db, spellings: string[]): Promise<number> =>
  count(subscriptionsOfAddress(db, spellings).delete());

/** Every subscriber's address, as stored: what a restore checks against the erasures' journal. */
export const subscriberAddresses = (db: Db): Promise<string[]> => db('newsletter_subscribers').pluck('email');

/**
 * Deletes those who unsubscribed before `before`, unless a new request since
 * still waits for its confirmation, sent after `requestedBefore` (it keeps the row for its own days).
 */
export const deleteFormerSubscribers = (db: Db, before: Cutoff, requestedBefore: Cutoff) =>
  count(
    db('newsletter_subscribers')
      .whereNotNull('unsubscribed_at')
      .where('unsubscribed_at', '<', before)
      .where((q) => q.whereNull('confirmation_sent_at').orWhere('confirmation_sent_at', '<', requestedBefore))
      .delete(),
  );

/** Deletes the requests never confirmed whose last sign of life is older than `before`. */
export const deleteUnconfirmedSubscribers = (db: Db, before: Cutoff) =>
  count(
    db('newsletter_subscribers')
      .whereNull('confirmed_at')
      .whereNull('unsubscribed_at')
      .where(db.raw('coalesce(confirmation_sent_at, consent_at, created_at)'), '<', before)
      .delete(),
  );
