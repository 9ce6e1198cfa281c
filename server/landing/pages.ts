import type { Knex } from 'knex';
import type { PostSummary } from '../../shared/blog';
import type { LandingKind, LandingPage } from '../../shared/landing';
import { blogRepo } from '../blog/repo';
import type { KeptLanding } from './kept';
import { landingRepo } from './repo';
import sourceDates from './source-dates.json';

/** A page of content/pages/ as its route shows it, with its related articles (none: no query). */
export async function landingForPage(
  { db, landing }: { db: Knex; landing: KeptLanding },
  slug: string,
): Promise<{ page: LandingPage; related: PostSummary[] } | undefined> {
  const page = await landing.page(slug);
  if (!page) return undefined;
  return { page, related: page.articles.length ? await blogRepo(db).summariesOf(page.articles) : [] };
}

/**
 * The day each shipped file of content/pages/ last changed, with that file's SHA-256
 * (server/landing/source-dates.json, dated by `npm run content:dates`; checked by
 * server/routes/contentDates.test.ts).
 */
export const SOURCE_DATES: Record<string, { changed: string; source: string }> = sourceDates;

/**
 * The sitemap entries of the pages of one kind. A page still as shipped changed on its
 * file's day, whenever the site imported it (a new site imports them all as it starts);
 * a page the owner imported from another file changed when they did.
 */
export async function landingSitemap(
  db: Knex,
  kind: LandingKind,
  href: (slug: string) => string,
): Promise<{ path: string; lastmod: Date | string }[]> {
  return (await landingRepo(db).changes())
    .filter((page) => page.kind === kind)
    .map((page) => {
      const shipped = SOURCE_DATES[page.slug];
      return { path: href(page.slug), lastmod: shipped?.source === page.sourceHash ? shipped.changed : page.updatedAt };
    });
}
