import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Signed links: an address that proves the site made it (a blog preview, later
 * a newsletter confirmation or unsubscribe link), without storing anything per
 * link. The signature is an HMAC-SHA256 over a purpose, a payload and an expiry,
 * so a link made for one purpose is worthless for another, and an edited
 * payload or expiry no longer matches.
 *
 * The secret needs no configuration and is the same on every instance: the
 * first process to need it generates it and stores it in the `settings` table
 * (insert … on conflict do nothing, then read: two instances racing both end up
 * with the one that won).
 */

export const SIGNING_SECRET_KEY = 'signing_secret';

/** 256 random bits, the size of HMAC-SHA256's output. */
const SECRET_BYTES = 32;

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export interface SignedLinks {
  /** A token for `payload` under `purpose`, valid until `expiresAt` (to the second). */
  sign(purpose: string, payload: string, expiresAt: Date): string;
  /** Whether `token` was made by `sign` for this purpose and payload, and is still valid at `now`. */
  verify(purpose: string, payload: string, token: string, now?: Date): LinkCheck;
}

/** The site's signing secret, created on first use. */
export async function loadSigningSecret(db: Knex): Promise<Buffer> {
  const fresh = randomBytes(SECRET_BYTES).toString('base64url');
  await db('settings')
    .insert({ key: SIGNING_SECRET_KEY, value: JSON.stringify({ key: fresh }) })
    .onConflict('key')
    .ignore();
  const row: { value: { key?: unknown } } | undefined = await db('settings')
    .where({ key: SIGNING_SECRET_KEY })
    .first('value');
  const stored = row?.value?.key;
  if (typeof stored !== 'string' || Buffer.from(stored, 'base64url').length < SECRET_BYTES) {
    throw new Error(`the setting "${SIGNING_SECRET_KEY}" is not a usable secret`);
  }
  return Buffer.from(stored, 'base64url');
}

/** Sign and verify with `secret` (from loadSigningSecret). */
export function signedLinks(secret: Buffer): SignedLinks {
  const mac = (purpose: string, payload: string, expires: string) =>
    // Newlines cannot occur in the expiry, and the purpose is ours: the parts cannot be shifted into one another.
    createHmac('sha256', secret).update(`${purpose}\n${expires}\n${payload}`).digest();

  return {
    sign(purpose, payload, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return `${expires}.${mac(purpose, payload, expires).toString('base64url')}`;
    },
    verify(purpose, payload, token, now = new Date()) {
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const [, expires, signature] = match as unknown as [string, string, string];
      const expected = mac(purpose, payload, expires);
      const given = Buffer.from(signature, 'base64url');
      // The last of 43 characters carries two spare bits: only the canonical spelling is accepted.
      if (given.length !== expected.length || given.toString('base64url') !== signature) return 'invalid';
      // Constant time: how much of a guess matches must not show in the response time.
      if (!timingSafeEqual(given, expected)) return 'invalid';
      return parseInt(expires, 36) * 1000 > now.getTime() ? 'valid' : 'expired';
    },
  };
}

/** The links of a database, the secret read once and kept. */
export function lazySignedLinks(db: Knex): () => Promise<SignedLinks> {
  let links: Promise<SignedLinks> | undefined;
  return () => {
    links ??= loadSigningSecret(db).then(signedLinks);
    // A failure (database down) is not kept: the next call tries again.
    links.catch(() => (links = undefined));
    return links;
  };
}
