import type { Knex } from 'knex';
import { contactDetails } from '../../shared/contactDetails';
import { settingsRepo } from '../settings/repo';
import { afterCommit, type Taking } from '../idempotency/idempotency';
import { takeSubscription, type SubscriptionArrival } from './intake';
import { subscribersRepo, UNCONFIRMED_RETENTION_DAYS, type ConfirmationRequest } from './subscribersRepo';
import { confirmationMail } from './mails';
import { loadNewsletterLinkSecret } from '../settings/secrets';
import { payloadLinks, type PayloadLinks as LinkSigner } from '../signedLinks';

const loadLinkSigner = async (db: Knex) => payloadLinks(await loadNewsletterLinkSecret(db));

/** The source recorded with a subscription made on the site (its footer box or its retry page). */
export const SITE_FORM_SOURCE = 'formulaire newsletter du site';

/** How long a confirmation link works: as long as an unconfirmed request is kept. */
const CONFIRMATION_LINK_DAYS = UNCONFIRMED_RETENTION_DAYS;

const CONFIRMATION_PURPOSE = 'newsletter-confirmation';

const signers = new WeakMap<Knex, Promise<LinkSigner>>();
const loadedSigners = new WeakMap<Knex, LinkSigner>();

/**
 * The database's signer, loaded once per connection pool (the secret lives in
 * `settings`). Inside a transaction, unless already loaded, it is read through
 * it (on PGlite, one connection, a load through the pool would wait for the
 * transaction) and kept only once the transaction is committed: until then it
 * may roll a new secret back.
 */
function signerOf(db: Knex, within?: Knex.Transaction): Promise<LinkSigner> {
  if (within) {
    const loaded = loadedSigners.get(db);
    if (loaded) return Promise.resolve(loaded);
    const signer = loadLinkSigner(within);
    // Kept once the transaction is committed: the secret is then the database's.
    signer.then(
      (read) =>
        within.executionPromise.then(
          () => loadedSigners.set(db, read),
          () => {},
        ),
      () => {},
    );
    return signer;
  }
  let signer = signers.get(db);
  if (!signer) {
    signer = loadLinkSigner(db);
    // A failure (the database away) is not kept: the next call tries again.
    signer.then((loaded) => loadedSigners.set(db, loaded)).catch(() => signers.delete(db));
    signers.set(db, signer);
  }
  return signer;
}

/** The request a confirmation token names, when its signature holds and it has not expired. */
export async function readConfirmationToken(db: Knex, token: string): Promise<ConfirmationRequest | undefined> {
  if (token.length > 200) return undefined;
  const payload = (await signerOf(db)).verify(CONFIRMATION_PURPOSE, token);
  const match = payload ? /^(\d{1,18}):(\d{1,24})$/.exec(payload) : null;
  return match ? { id: Number(match[1]), stamp: match[2]! } : undefined;
}

export interface NewsletterService {
  /** Every subscription's way in (intake.ts): the footer box's action and the API alike. */
  take(arrival: SubscriptionArrival): Promise<Taking>;
}

export function newsletterService(db: Knex, siteUrl: string, onQueued: () => void): NewsletterService {
  const repo = subscribersRepo(db);
  /**
   * Records a request and queues the confirmation mail when one is due; `within` a
   * transaction (the key's), its writes are made there. Says nothing of the address's state.
   */
  const subscribe = async (email: string, within?: Knex.Transaction) => {
    const signer = await signerOf(db, within);
    const contact = contactDetails(await settingsRepo(within ?? db).get('contact'));
    const expires = new Date(Date.now() + CONFIRMATION_LINK_DAYS * 86_400_000);
    const queued = await (within ? subscribersRepo(within) : repo).request(email, SITE_FORM_SOURCE, (request) =>
      confirmationMail(
        email,
        siteUrl,
        signer.sign(CONFIRMATION_PURPOSE, `${request.id}:${request.stamp}`, expires),
        contact,
      ),
    );
    if (queued) afterCommit(within, onQueued);
  };
  return { take: (arrival) => takeSubscription(db, subscribe, arrival) };
}
