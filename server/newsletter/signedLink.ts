import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Signed links of the newsletter (the confirmation link of the double opt-in):
 * an HMAC-SHA256 over a purpose, a payload and an expiry, so that a link made
 * for one thing cannot be used for another, cannot be altered, and dies on its date.
 *
 * The secret is made once, at random, and kept in the `settings` table: every
 * instance signs and checks with the same one, and it survives restarts.
 * (The same approach as the editorial signed links, meant to become one helper.)
 *
 * A token reads `<payload, base64url>.<expiry, unix seconds>.<signature, base64url>`:
 * URL-safe, so it sits in a path as it is.
 */

const SETTINGS_KEY = 'newsletter_link_secret';

export interface LinkSigner {
  sign(purpose: string, payload: string, expiresAt: Date): string;
  /** The payload when the token is intact, of this purpose, and not expired; otherwise undefined. */
  verify(purpose: string, token: string, now?: Date): string | undefined;
}

function signature(secret: Buffer, purpose: string, payload: string, expires: number): Buffer {
  // Newlines cannot occur in a purpose or an expiry: the three parts cannot be shifted into one another.
  return createHmac('sha256', secret).update(`${purpose}\n${expires}\n${payload}`).digest();
}

export function linkSigner(secret: Buffer): LinkSigner {
  return {
    sign(purpose, payload, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const mac = signature(secret, purpose, payload, expires).toString('base64url');
      return `${Buffer.from(payload, 'utf8').toString('base64url')}.${expires}.${mac}`;
    },
    verify(purpose, token, now = new Date()) {
      const match = /^([\w-]{1,400})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, encodedPayload, expiresText, mac] = match as unknown as [string, string, string, string];
      const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
      const expires = Number(expiresText);
      const expected = signature(secret, purpose, payload, expires);
      const given = Buffer.from(mac, 'base64url');
      // Constant time: how far a forged signature matches tells nothing.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (expires * 1000 <= now.getTime()) return undefined;
      return payload;
    },
  };
}

/**
 * The signer with the database's secret, creating the secret the first time.
 * Two instances starting together may both try: the first insert wins and
 * both read the winner back.
 */
export async function loadLinkSigner(db: Knex): Promise<LinkSigner> {
  await db('settings')
    .insert({ key: SETTINGS_KEY, value: JSON.stringify({ secret: randomBytes(32).toString('base64url') }) })
    .onConflict('key')
    .ignore();
  const row = await db('settings').where({ key: SETTINGS_KEY }).first('value');
  const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== 'string' || secret.length < 43)
    throw new Error(`settings.${SETTINGS_KEY} is not a secret this site made`);
  return linkSigner(Buffer.from(secret, 'base64url'));
}
