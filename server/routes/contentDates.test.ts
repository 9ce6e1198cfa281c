import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { parisDateTime } from '../../shared/dates';
import { paths } from '../../shared/paths';
import { test } from '../../tests/fixtures';
import { CONTENT_DATES, type ContentDate } from '../routing/contentDates';
import { routes } from '.';

const FILE = path.join(import.meta.dirname, 'content-dates.json');
const UPDATE = process.env.UPDATE_CONTENT_DATES === '1';

/** Pages whose sitemap date is their articles' (server/routes/blog.tsx, la-redaction.tsx), not their copy's. */
const DATED_BY_ARTICLES = new Set<string>([paths.blog, paths.editorialTeam]);

/** The pages the sitemap lists by their own path: every route without parameters that is not left out. */
const pages = routes
  .filter((route) => !route.path.includes(':') && route.sitemap !== false && !DATED_BY_ARTICLES.has(route.path))
  .map((route) => route.path);

/** What a visitor reads of a page: its <main>, without the build's hashed asset names. */
export function fingerprint(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0];
  if (!main) throw new Error('no <main> in the page');
  return createHash('sha256').update(main.replace(/\/assets\/[^"'\s)]+/g, '/assets/…')).digest('hex');
}

describe('the sitemap dates of the pages’ copy (server/routes/content-dates.json)', () => {
  test('each page listed has the date its copy last changed; a change without its date fails here', async ({ app }) => {
    const found: Record<string, string> = {};
    for (const address of pages) {
      const res = await request(app).get(address);
      expect(res.status, address).toBe(200);
      found[address] = fingerprint(res.text);
    }
    if (UPDATE) {
      const today = parisDateTime(new Date()).slice(0, 10);
      const next: Record<string, ContentDate> = {};
      for (const [address, print] of Object.entries(found)) {
        const known = CONTENT_DATES[address];
        next[address] = known?.fingerprint === print ? known : { changed: today, fingerprint: print };
      }
      fs.writeFileSync(FILE, `${JSON.stringify(next, null, 2)}\n`);
      return;
    }
    const undated = Object.entries(found)
      .filter(([address, print]) => CONTENT_DATES[address]?.fingerprint !== print)
      .map(([address]) => address);
    expect(
      undated,
      `the copy of ${undated.join(', ')} changed (or is new): run \`npm run content:dates\` to date it in server/routes/content-dates.json`,
    ).toEqual([]);
    expect(Object.keys(CONTENT_DATES).sort(), 'server/routes/content-dates.json names a page the site no longer lists').toEqual(Object.keys(found).sort());
  });
});
