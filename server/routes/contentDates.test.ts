import request from 'supertest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths';
import { test } from '../../tests/fixtures';
// @ts-expect-error plain JavaScript build script without type declarations
import { fingerprint } from '../../scripts/build/content-dates.mjs';
import path from 'node:path';
import { importLandingPages } from '../landing/import';
import { repoRoot } from '../../tests/helpers/server';
import { CONTENT_DATES } from './contentDates';
import { SOURCE_DATES } from '../landing/pages';
import { routes } from '.';

/**
 * Pages whose sitemap date is their articles' (server/routes/blog.tsx, la-redaction.tsx), or their
 * content file's import (content/pages/: belgique.tsx, questions-frequentes.tsx), not their copy's.
 */
const DATED_BY_ARTICLES = new Set<string>([paths.blog, paths.editorialTeam, paths.belgium, paths.questions]);

/** The pages the sitemap lists by their own path: every route without parameters that is not left out. */
const pages = routes
  .filter((route) => !route.path.includes(':') && route.sitemap !== false && !DATED_BY_ARTICLES.has(route.path))
  .map((route) => route.path);

describe('the sitemap dates of the pages’ copy (server/routes/content-dates.json)', () => {
  test('each page listed has the date its copy last changed; a change without its date fails here', async ({
    app,
    database,
  }) => {
    // A fresh database has the shipped pages of content/pages/ (the pricing page shows some of their questions).
    await importLandingPages(database, [path.join(repoRoot, 'content', 'pages')]);
    const found: Record<string, string> = {};
    for (const address of pages) {
      const res = await request(app).get(address);
      expect(res.status, address).toBe(200);
      found[address] = fingerprint(res.text) as string;
    }
    const undated = Object.entries(found)
      .filter(([address, print]) => CONTENT_DATES[address]?.fingerprint !== print)
      .map(([address]) => address);
    expect(
      undated,
      `the copy of ${undated.join(', ')} changed (or is new): run \`npm run content:dates\` to date it in server/routes/content-dates.json`,
    ).toEqual([]);
    expect(
      Object.keys(CONTENT_DATES).sort(),
      'server/routes/content-dates.json names a page the site no longer lists',
    ).toEqual(Object.keys(found).sort());
  }, 120_000);
});

describe('the sitemap dates of the shipped files of content/pages/ (server/landing/source-dates.json)', () => {
  it('each file has the day it last changed; a change without its date fails here', () => {
    const dir = path.join(repoRoot, 'content', 'pages');
    const found = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => [
          name.slice(0, -3),
          createHash('sha256')
            .update(fs.readFileSync(path.join(dir, name)))
            .digest('hex'),
        ]),
    );
    const undated = Object.keys(found).filter((slug) => SOURCE_DATES[slug]?.source !== found[slug]);
    expect(
      undated,
      `content/pages/ ${undated.join(', ')} changed (or is new): run \`npm run content:dates\` to date it in server/landing/source-dates.json`,
    ).toEqual([]);
    expect(Object.keys(SOURCE_DATES).sort()).toEqual(Object.keys(found).sort());
    for (const { changed } of Object.values(SOURCE_DATES)) expect(changed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
