import { describe, expect } from 'vitest';
import { it } from '../tests/fixtures';
import {
  loadNewsletterLinkSecret,
  loadSigningSecret,
  NEWSLETTER_LINK_SECRET_KEY,
  SIGNING_SECRET_KEY,
} from './settings/secrets';
import { payloadLinks, signedLinks } from './signedLinks';

const HOUR = 3_600_000;

describe('the signing secret', () => {
  it('is made once, stored in settings, and the same for every instance on the database', async ({ database }) => {
    expect(await database.db('settings').where({ key: SIGNING_SECRET_KEY }).first()).toBeUndefined();
    const another = await database.openAnother();
    try {
      // Two instances asking at once: one secret wins, both use it.
      const [first, second] = await Promise.all([loadSigningSecret(database.db), loadSigningSecret(another.db)]);
      expect(first.length).toBe(32);
      expect(second.equals(first)).toBe(true);
      expect((await loadSigningSecret(database.db)).equals(first)).toBe(true);
      const rows = await database.db('settings').where({ key: SIGNING_SECRET_KEY });
      expect(rows).toHaveLength(1);
      // A link made on one instance checks out on the other.
      const now = new Date();
      const token = signedLinks(first).sign('blog-preview', 'mon-article', new Date(now.getTime() + HOUR));
      expect(signedLinks(second).verify('blog-preview', 'mon-article', token, now)).toBe('valid');
    } finally {
      await another.close();
    }
  });
});

describe('signed links', () => {
  const links = signedLinks(Buffer.alloc(32, 7));
  const now = new Date('2026-11-23T12:00:00Z');
  const token = links.sign('blog-preview', 'mon-article', new Date(now.getTime() + HOUR));

  it('check out for their purpose and payload until they expire', () => {
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(links.verify('blog-preview', 'mon-article', token, now)).toBe('valid');
    expect(links.verify('blog-preview', 'mon-article', token, new Date(now.getTime() + 2 * HOUR))).toBe('expired');
  });

  it('are worthless for another purpose, another payload, or another secret', () => {
    expect(links.verify('newsletter-confirm', 'mon-article', token, now)).toBe('invalid');
    expect(links.verify('blog-preview', 'autre-article', token, now)).toBe('invalid');
    expect(signedLinks(Buffer.alloc(32, 8)).verify('blog-preview', 'mon-article', token, now)).toBe('invalid');
  });

  it('cannot be stretched or forged', () => {
    const [expires, signature] = token.split('.') as [string, string];
    const later = (parseInt(expires, 36) + 86_400 * 365).toString(36);
    expect(links.verify('blog-preview', 'mon-article', `${later}.${signature}`, now)).toBe('invalid');
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    expect(links.verify('blog-preview', 'mon-article', `${expires}.${flipped}`, now)).toBe('invalid');
    // The same bytes spelt another way (the last character's two spare bits): refused too.
    const last = 'AEIMQUYcgkosw048'.indexOf(signature.at(-1)!);
    const respelt =
      signature.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last * 4 + 1];
    expect(Buffer.from(respelt, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(links.verify('blog-preview', 'mon-article', `${expires}.${respelt}`, now)).toBe('invalid');
    for (const junk of ['', 'x', `${expires}.`, `.${signature}`, `${expires}.${signature}=`, `${token}.${token}`]) {
      expect(links.verify('blog-preview', 'mon-article', junk, now), junk).toBe('invalid');
    }
  });
});

describe('links already sent', () => {
  // Tokens made by the two signers that were merged into this module, with the
  // secret each stored in its own settings row: one module now, every old link still good.
  const secret = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc';
  const before2100 = new Date('2099-12-31T00:00:00Z');

  it('a newsletter confirmation sent before the merge still confirms', async ({ database }) => {
    await database
      .db('settings')
      .insert({ key: NEWSLETTER_LINK_SECRET_KEY, value: JSON.stringify({ secret }) })
      .onConflict('key')
      .merge();
    const links = payloadLinks(await loadNewsletterLinkSecret(database.db));
    const sent = 'NDI6Y2xhaXJlLm1vcmVsQGV4YW1wbGUuZnI.4102444800.qBHAl0iba6qgJjelQGvwO814xS3chDFDYEb6EZSmMks';
    expect(links.verify('newsletter-confirmation', sent, before2100)).toBe('42:claire.morel@example.fr');
  });

  it('a blog preview shared before the merge still opens', async ({ database }) => {
    await database
      .db('settings')
      .insert({ key: SIGNING_SECRET_KEY, value: JSON.stringify({ key: secret }) })
      .onConflict('key')
      .merge();
    const links = signedLinks(await loadSigningSecret(database.db));
    const shared = '1vuhmo0.0lkaRSprGyS3ZLreA3xCdYSAZoXZgzHQntM58qL32K0';
    expect(links.verify('blog-preview', 'mon-article', shared, before2100)).toBe('valid');
  });
});
