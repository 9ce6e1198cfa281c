import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The secrets the signed links are made with (server/signedLinks.ts). None needs
 * configuring, and each is the same on every instance: the first process to need
 * one generates it and stores it in the `settings` table (insert … on conflict do
 * nothing, then read: two instances racing both end up with the one that won).
 *
 * Each kind of link has its own secret, under the row and field it was first
 * stored in: the links already sent (a newsletter confirmation in a mailbox, a
 * blog preview shared with a reviewer) go on verifying.
 */

/** 256 random bits, the size of HMAC-SHA256's output. */
const SECRET_BYTES = 32;

/** The blog's preview links (`{ key }`). */
export const SIGNING_SECRET_KEY = 'signing_secret';
/** The newsletter's confirmation links (`{ secret }`). */
export const NEWSLETTER_LINK_SECRET_KEY = 'newsletter_link_secret';

async function storedSecret(db: Knex, key: string, field: 'key' | 'secret'): Promise<Buffer> {
  const fresh = randomBytes(SECRET_BYTES).toString('base64url');
  await db('settings')
    .insert({ key, value: JSON.stringify({ [field]: fresh }) })
    .onConflict('key')
    .ignore();
  const row: { value: Record<string, unknown> } | undefined = await db('settings').where({ key }).first('value');
  const stored = row?.value?.[field];
  if (typeof stored !== 'string' || Buffer.from(stored, 'base64url').length < SECRET_BYTES) {
    throw new Error(`the setting "${key}" is not a usable secret`);
  }
  return Buffer.from(stored, 'base64url');
}

/** The secret of the blog's preview links, created on first use. */
export const loadSigningSecret = (db: Knex) => storedSecret(db, SIGNING_SECRET_KEY, 'key');

/** The secret of the newsletter's confirmation links, created on first use. */
export const loadNewsletterLinkSecret = (db: Knex) => storedSecret(db, NEWSLETTER_LINK_SECRET_KEY, 'secret');

/** Whether the settings table exists yet (a database the migrations have not reached). */
export const settingsTableExists = (db: Knex) => db.schema.hasTable('settings');
