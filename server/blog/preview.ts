import type { Knex } from 'knex';
import { articleHref, paths } from '../../shared/paths';
import { loadSigningSecret } from '../settings/secrets';
import { lazySignedLinks, type LinkCheck, type SignedLinks } from '../signedLinks';

/**
 * Private previews of articles not yet public (drafts, scheduled posts): a
 * signed address on SITE_URL that only the import and `npm run blog:list` print.
 * Anyone holding it may read the article; nobody can make one up.
 */
export const PREVIEW_PATH = '/blog/apercu';
export const PREVIEW_PURPOSE = 'blog-preview';
/** Long enough for an article's review; `npm run blog:list` prints a fresh address at any time. */
export const PREVIEW_VALIDITY_MS = 30 * 24 * 60 * 60 * 1000;
/** The query parameter carrying the signature. */
export const PREVIEW_SIGNATURE_PARAM = 'signature';

export function previewPath(slug: string, links: SignedLinks, now: Date = new Date()): string {
  const token = links.sign(PREVIEW_PURPOSE, slug, new Date(now.getTime() + PREVIEW_VALIDITY_MS));
  return `${PREVIEW_PATH}${articleHref(slug).slice(paths.blog.length)}?${PREVIEW_SIGNATURE_PARAM}=${token}`;
}

/** Makes preview addresses on `siteUrl`, the database's secret read once. */
export function previewAddresses(db: Knex, siteUrl: string): (slug: string) => Promise<string> {
  const links = lazySignedLinks(() => loadSigningSecret(db));
  return async (slug) => `${siteUrl}${previewPath(slug, await links())}`;
}

export function checkPreview(links: SignedLinks, slug: string, token: unknown, now: Date = new Date()): LinkCheck {
  return typeof token === 'string' ? links.verify(PREVIEW_PURPOSE, slug, token, now) : 'invalid';
}
