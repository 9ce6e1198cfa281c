import type { Knex } from 'knex';
import { HONEYPOT_FIELD, type FieldReader } from '../../shared/forms';
import { fieldErrors, newsletterSchema } from '../../shared/schemas';
import { takeOnce, type Taking } from '../idempotency/idempotency';

/**
 * A subscription request as it arrives: the footer box's fields (its island and a browser
 * without JavaScript alike), or an API body. `key` is the Idempotency-Key as sent (null
 * when none); `scope` the address posted to (the same key elsewhere is another key).
 */
export type SubscriptionArrival = { scope: string; key: string | null } & (
  { via: 'form'; read: FieldReader } | { via: 'api'; body: Record<string, unknown> }
);

/**
 * Every subscription's way in, as server/leads/intake.ts is every lead's: the honeypot,
 * the key, the address's rules, then, once per key, `subscribe` in the key's transaction.
 * The same answer whether the address is new or known: no membership leak.
 */
export function takeSubscription(
  db: Knex,
  subscribe: (email: string, within?: Knex.Transaction) => Promise<void>,
  arrival: SubscriptionArrival,
): Promise<Taking> {
  return takeOnce(db, {
    scope: arrival.scope,
    honeypot: arrival.via === 'form' ? arrival.read(HONEYPOT_FIELD) : arrival.body[HONEYPOT_FIELD],
    key: arrival.key,
    check: () => {
      const parsed = newsletterSchema.safeParse(
        arrival.via === 'form' ? { email: arrival.read('email') } : arrival.body,
      );
      return parsed.success
        ? { ok: true, value: parsed.data, submission: parsed.data }
        : { ok: false, fields: fieldErrors(parsed.error) };
    },
    work: async ({ email }, within) => {
      await subscribe(email, within);
      return { status: 200, json: { subscribed: true } };
    },
  });
}
