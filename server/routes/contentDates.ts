import type { Knex } from 'knex';
import { peopleRepo, type PeopleKind } from '../people/repo';
import { settingsRepo, type SettingKey } from '../settings/repo';
import dates from './content-dates.json';
import type { SitemapEntry } from '../routing/route';

/**
 * When the copy of each page last changed (server/routes/content-dates.json): the
 * sitemap's `lastmod` for what the code says. The dates are kept honest by
 * server/routes/contentDates.test.ts, which fingerprints every page's <main> and
 * fails when one changed without its date (`npm run content:dates` dates it).
 */
export interface ContentDate {
  /** The day the page's copy last changed (YYYY-MM-DD, Paris). */
  changed: string;
  /** SHA-256 of the page's <main>, as rendered on a fresh database. */
  fingerprint: string;
}

export const CONTENT_DATES: Record<string, ContentDate> = dates;

/**
 * The day a page's copy last changed (YYYY-MM-DD): all that is known of it, and what the
 * sitemap says, rather than a made-up hour that pages changed the same day would share.
 */
export function contentChanged(path: string): string | undefined {
  return CONTENT_DATES[path]?.changed;
}

/**
 * The latest of a page's changes, days and moments: a moment on a day the copy changed
 * counts as later (the copy's change has no hour).
 */
export function latestChange(changes: (Date | string | undefined)[]): Date | string | undefined {
  const key = (change: Date | string) => (typeof change === 'string' ? change : change.toISOString());
  return changes
    .filter((change): change is Date | string => change !== undefined)
    .reduce<Date | string | undefined>(
      (latest, change) => (!latest || key(change) > key(latest) ? change : latest),
      undefined,
    );
}

/**
 * The sitemap entry of a page made of its copy, of settings the owner sets
 * (`settings:contact`, `settings:legal`) and of the people they import
 * (`testimonials:import`, `team:import`): it changed when any of them last did.
 */
export function pageChangedWith(
  path: string,
  { settings: keys = [], people = [] }: { settings?: SettingKey[]; people?: PeopleKind[] },
) {
  return async ({ db }: { db: Knex }): Promise<SitemapEntry[]> => {
    const lastmod = latestChange([
      contentChanged(path),
      keys.length ? await settingsRepo(db).lastChange(keys) : undefined,
      ...(await Promise.all(people.map((kind) => peopleRepo(db).lastChange(kind)))),
    ]);
    return [{ path, ...(lastmod ? { lastmod } : {}) }];
  };
}
