import type { Knex } from 'knex';
import type { PostSummary } from '../../shared/blog';
import { QUESTIONS_SLUG, type LandingKind, type LandingPage } from '../../shared/landing';
import { testimonialForLanding, type SignedTestimonial } from '../../shared/people';
import { isSpecialtySlug } from '../../shared/specialties';
import type { KeptPeople } from '../people/kept';
import { blogRepo } from '../blog/repo';
import type { KeptLanding } from './kept';
import { landingRepo } from './repo';
import sourceDates from './source-dates.json';

/**
 * A page of content/pages/ as its route shows it, with its related articles (none: no query),
 * the questions page it picks its doctors' questions from, and the owner's testimonial it shows
 * (shared/people.ts's testimonialForLanding): each kept object as it is, for the page's markup
 * to be kept under them (views/components/Static.tsx).
 */
export async function landingForPage(
  { db, landing, people }: { db: Knex; landing: KeptLanding; people: KeptPeople },
  slug: string,
  /** The owner's preview (/espace/apercu): what visitors do not see kept, and said so. */
  preview = false,
): Promise<
  { page: LandingPage; related: PostSummary[]; questions?: LandingPage; testimonial?: SignedTestimonial } | undefined
> {
  const read = (wanted: string) => (preview ? landing.preview(wanted) : landing.page(wanted));
  const page = await read(slug);
  if (!page) return undefined;
  const [related, questions, testimonials] = await Promise.all([
    page.articles.length ? blogRepo(db).summariesOf(page.articles) : [],
    read(QUESTIONS_SLUG),
    people.testimonials(),
  ]);
  const testimonial = testimonialForLanding(isSpecialtySlug(page.slug) ? page.slug : undefined, testimonials);
  return { page, related, ...(questions ? { questions } : {}), ...(testimonial ? { testimonial } : {}) };
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
