import type { Knex } from 'knex';
import type { PostSummary } from '../../shared/blog';
import type { LandingKind, LandingPage } from '../../shared/landing';
import { blogRepo } from '../blog/repo';
import type { KeptLanding } from './kept';
import { landingRepo } from './repo';

/** A page of content/pages/ as its route shows it, with its related articles (none: no query). */
export async function landingForPage(
  { db, landing }: { db: Knex; landing: KeptLanding },
  slug: string,
): Promise<{ page: LandingPage; related: PostSummary[] } | undefined> {
  const page = await landing.page(slug);
  if (!page) return undefined;
  return { page, related: page.articles.length ? await blogRepo(db).summariesOf(page.articles) : [] };
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
