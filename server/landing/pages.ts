import type { Knex } from 'knex';
import type { PostSummary } from '../../shared/blog';
import { markPlaceholders, placeholderText, type LandingKind, type LandingPage } from '../../shared/landing';
import { sanitizeArticleHtmlForPage } from '../content/sanitize';
import { blogRepo } from '../blog/repo';
import { landingRepo } from './repo';

/**
 * A page of content/pages/ as its route shows it: the stored HTML through the
 * articles' allowlist again (the database is not trusted to hold only what the
 * import wrote), the owner's `[[à compléter : …]]` marked, its related articles.
 */
export async function landingForPage(
  db: Knex,
  slug: string,
): Promise<{ page: LandingPage; related: PostSummary[] } | undefined> {
  const page = await landingRepo(db).find(slug);
  if (!page) return undefined;
  const html = (text: string) => markPlaceholders(sanitizeArticleHtmlForPage(text));
  return {
    page: {
      ...page,
      lead: placeholderText(page.lead),
      content: html(page.content),
      sections: page.sections.map((section) => ({ ...section, html: html(section.html) })),
    },
    related: await blogRepo(db).summariesOf(page.articles),
  };
}

/** The sitemap entries of the pages of one kind, each dated by its last import. */
export async function landingSitemap(
  db: Knex,
  kind: LandingKind,
  href: (slug: string) => string,
): Promise<{ path: string; lastmod: Date }[]> {
  return (await landingRepo(db).changes())
    .filter((page) => page.kind === kind)
    .map((page) => ({ path: href(page.slug), lastmod: page.updatedAt }));
}
