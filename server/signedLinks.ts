import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links: an address that proves the site made it (a blog preview, a
 * newsletter confirmation), without storing anything per link. The signature is
 * an HMAC-SHA256 over a purpose, a payload and an expiry, so a link made for one
 * purpose is worthless for another, and an edited payload or expiry no longer matches.
 *
 * Two spellings of token, both kept so that links already sent keep working:
 * `signedLinks` (the blog's previews: `<expiry, base 36>.<signature>`, the payload
 * being in the address beside it) and `payloadLinks` (the newsletter's:
 * `<payload>.<expiry, unix seconds>.<signature>`, the token carrying its payload).
 * The secrets live in settings (server/settings/secrets.ts), one per kind of link.
 */

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export interface SignedLinks {
  /** A token for `payload` under `purpose`, valid until `expiresAt` (to the second). */
  sign(purpose: string, payload: string, expiresAt: Date): string;
  /** Whether `token` was made by `sign` for this purpose and payload, and is still valid at `now`. */
  verify(purpose: string, payload: string, token: string, now?: Date): LinkCheck;
}

/** Sign and verify with `secret` (the blog's: loadSigningSecret of server/settings/secrets.ts). */
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

export interface PayloadLinks {
  sign(purpose: string, payload: string, expiresAt: Date): string;
  /** The payload when the token is intact, of this purpose, and not expired; otherwise undefined. */
  verify(purpose: string, token: string, now?: Date): string | undefined;
}

/** Tokens that carry their payload, signed with `secret` (the newsletter's: loadNewsletterLinkSecret). */
export function payloadLinks(secret: Buffer): PayloadLinks {
  // Newlines cannot occur in a purpose or an expiry: the three parts cannot be shifted into one another.
  const mac = (purpose: string, payload: string, expires: number) =>
    createHmac('sha256', secret).update(`${purpose}\n${expires}\n${payload}`).digest();
  return {
    sign(purpose, payload, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = mac(purpose, payload, expires).toString('base64url');
      return `${Buffer.from(payload, 'utf8').toString('base64url')}.${expires}.${signature}`;
    },
    verify(purpose, token, now = new Date()) {
      const match = /^([\w-]{1,400})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, encodedPayload, expiresText, signature] = match as unknown as [string, string, string, string];
      const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
      const expires = Number(expiresText);
      const expected = mac(purpose, payload, expires);
      const given = Buffer.from(signature, 'base64url');
      // Constant time: how far a forged signature matches tells nothing.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (expires * 1000 <= now.getTime()) return undefined;
      return payload;
    },
  };
}

/** The links of a database, the secret (`load`) read once and kept. */
export function lazySignedLinks(load: () => Promise<Buffer>): () => Promise<SignedLinks> {
  let links: Promise<SignedLinks> | undefined;
  return () => {
    links ??= load().then(signedLinks);
    // A failure (database down) is not kept: the next call tries again.
    links.catch(() => (links = undefined));
    return links;
  };
}
