/** Addresses and words the blog's pages, island and feed share. */
export const BLOG_PATH = '/blog';
export const BLOG_RSS_PATH = '/blog/rss.xml';
export const BLOG_RSS_TITLE = 'Le blog Secretalia (RSS)';

/** A page of the list: `/blog` for the first (its canonical form), `/blog?page=N` after. */
export function blogPageHref(page: number): string {
  return page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH;
}

export function articleHref(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`;
}

/** The list's title, with its page number after the first (no two pages share a title). */
export function blogListTitle(page: number): string {
  return page > 1 ? `Blog – page ${page}` : 'Blog';
}

/**
 * The French long date of ARCHITECTURE.md, as `frenchDate` of shared/schemas.ts
 * (a test keeps the two identical). Not imported from there: that module brings
 * zod, some 450 kB, into the blog's island for the sake of a date.
 */
export const postDateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** `22 novembre 2026`: the day in Paris, whatever the zone of the server or the browser. */
export function formatPostDate(isoDate: string): string {
  return postDateFormat.format(new Date(isoDate));
}
