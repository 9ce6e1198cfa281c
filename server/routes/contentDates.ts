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

/** The day a page's copy last changed, at noon UTC: the same day in Paris and in UTC, winter or summer. */
export function contentChanged(path: string): Date | undefined {
  const entry = CONTENT_DATES[path];
  return entry ? new Date(`${entry.changed}T12:00:00Z`) : undefined;
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
    const times = [
      contentChanged(path),
      keys.length ? await settingsRepo(db).lastChange(keys) : undefined,
      ...(await Promise.all(people.map((kind) => peopleRepo(db).lastChange(kind)))),
    ].filter((d): d is Date => d !== undefined);
    return [{ path, ...(times.length ? { lastmod: new Date(Math.max(...times.map(Number))) } : {}) }];
  };
}
