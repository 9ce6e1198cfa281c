import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { createTestApp, testEnv } from '../../tests/helpers/testApp';
import { CONTENT_DATES } from './contentDates';
import path from 'node:path';
import { importLandingPages } from '../landing/import';
import { SOURCE_DATES } from '../landing/pages';
import { repoRoot } from '../../tests/helpers/server';
// @ts-expect-error plain JavaScript module without type declarations
import { lastmodProblems, pageFacts, sitemapEntries } from '../../scripts/quality/sitemap.mjs';

test.override('appOptions', { builtAt: new Date('2026-11-20T08:00:00Z') });

/** Two articles, one updated and one revised, in the file's database before its first test. */
const it = test.extend('posts', { scope: 'file', auto: true }, async ({ database }) => {
  await database.db('blog_posts').insert({
    slug: 'premier-article',
    title: 'Premier article',
    excerpt: 'Résumé',
    content: '<p>Texte</p>',
    image: '/images/blog/x.webp',
    published_at: new Date('2026-11-01T09:00:00Z'),
    updated_at: new Date('2026-11-02T10:00:00Z'),
  });
  await database.db('blog_posts').insert({
    slug: 'article-revu',
    title: 'Article revu',
    excerpt: 'Résumé',
    content: '<p>Texte</p>',
    image: '/images/blog/y.webp',
    published_at: new Date('2026-10-01T09:00:00Z'),
    revised_at: new Date('2026-11-05T09:00:00Z'),
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers to the sitemap and away from the API, and lets them read the noindex of other pages', async ({
    app,
  }) => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Sitemap: https://www.secretalia.fr/sitemap.xml');
    expect(res.text.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    for (const path of ['/header', '/newsletter/merci', '/contact/merci']) {
      expect((await request(app).get(path)).text, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('lists every indexable page and every article with its last change (its update date, or else its date)', async ({
    app,
    database,
  }) => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    // A page of copy: the day its copy last changed (server/routes/content-dates.json), as a day: not the build's
    // time, nor an hour that every page changed that day would share.
    for (const path of [
      '/',
      '/nos-services',
      '/pourquoi-secretalia',
      '/nos-tarifs',
      '/demande-devis',
      '/mentions-legales',
      '/politique-de-confidentialite',
    ]) {
      expect(res.text).toContain(
        `<url><loc>https://www.secretalia.fr${path}</loc><lastmod>${CONTENT_DATES[path]!.changed}</lastmod></url>`,
      );
    }
    // The contact page also shows the social links, stored since the database was created: the later of the two.
    const social = await database.db('settings').where({ key: 'social' }).first();
    const socialAt = new Date(social.updated_at).toISOString();
    const contact =
      socialAt.slice(0, 10) >= CONTENT_DATES['/contact']!.changed ? socialAt : CONTENT_DATES['/contact']!.changed;
    expect(res.text).toContain(`<url><loc>https://www.secretalia.fr/contact</loc><lastmod>${contact}</lastmod></url>`);
    expect(res.text).toContain(
      '<url><loc>https://www.secretalia.fr/la-redaction</loc><lastmod>2026-11-05T09:00:00.000Z</lastmod></url>',
    );
    expect(res.text).toContain(
      '<url><loc>https://www.secretalia.fr/blog/premier-article</loc><lastmod>2026-11-01T09:00:00.000Z</lastmod></url>',
    );
    expect(res.text).toContain(
      '<url><loc>https://www.secretalia.fr/blog/article-revu</loc><lastmod>2026-11-05T09:00:00.000Z</lastmod></url>',
    );
    expect(res.text).toContain(
      '<url><loc>https://www.secretalia.fr/blog</loc><lastmod>2026-11-05T09:00:00.000Z</lastmod></url>',
    );
    expect(res.text).not.toContain('/header<');
  });
});

describe('sitemap dates on a new site', () => {
  it('gives the pages of content/pages/ their file’s day, not the import’s time, and no two pages the same moment unless an article and the pages listing it', async ({
    app,
    database,
  }) => {
    await importLandingPages(database, [path.join(repoRoot, 'content', 'pages')]);
    const xml = (await request(app).get('/sitemap.xml')).text;
    const entries = sitemapEntries(xml) as { path: string; lastmod: string }[];
    const lastmod = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
    expect(lastmod('/nos-services/pediatrie')).toBe(SOURCE_DATES.pediatrie!.changed);
    expect(lastmod('/belgique')).toBe(SOURCE_DATES.belgique!.changed);
    expect(lastmod('/questions-frequentes')).toBe(SOURCE_DATES.questions!.changed);
    const pageOf = async (path: string) => pageFacts((await request(app).get(path)).text);
    expect(await lastmodProblems(entries, pageOf)).toEqual([]);
  });

  it('the check fails moments shared by pages that are not an article and the pages listing it', async () => {
    const page = (article: boolean, ...links: string[]) => ({ article, links: new Set(links) });
    const pages: Record<string, ReturnType<typeof page>> = {
      '/': page(false, '/blog/a'),
      '/contact': page(false, '/'),
      '/blog': page(false, '/blog/a', '/'),
      '/blog/a': page(true, '/blog', '/'),
    };
    const at = '2026-11-29T02:51:01.442Z';
    const problems = await lastmodProblems(
      [
        { path: '/', lastmod: '2026-11-28' },
        { path: '/contact', lastmod: '2026-11-28' },
        { path: '/blog', lastmod: at },
        { path: '/blog/a', lastmod: at },
      ],
      async (path: string) => pages[path]!,
    );
    expect(problems).toEqual([]);
    expect(
      await lastmodProblems(
        [
          { path: '/', lastmod: at },
          { path: '/contact', lastmod: at },
          { path: '/blog/a', lastmod: '28/11/2026' },
        ],
        async (path: string) => pages[path]!,
      ),
    ).toEqual([
      '/blog/a: lastmod 28/11/2026 is not a W3C date',
      `2 URLs share the lastmod ${at} (a start or import time, not when each changed): /, /contact`,
    ]);
  });
});

describe('sitemap dates that follow the content', () => {
  const lastmodOf = (xml: string, path: string) =>
    new RegExp(`<loc>https://www.secretalia.fr${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

  it('moves the date of the pages that show a setting when the owner changes it, and only theirs', async ({
    database,
    app,
  }) => {
    const before = (await request(app).get('/sitemap.xml')).text;
    const changedAt = new Date('2030-01-15T10:00:00Z');
    await database
      .db('settings')
      .insert({ key: 'contact', value: JSON.stringify({ phone: '+33 1 84 80 12 34' }), updated_at: changedAt })
      .onConflict('key')
      .merge();
    try {
      const after = (await request(app).get('/sitemap.xml')).text;
      for (const path of ['/', '/contact', '/mentions-legales', '/politique-de-confidentialite']) {
        expect(lastmodOf(after, path), path).toBe(changedAt.toISOString());
      }
      for (const path of ['/nos-services', '/pourquoi-secretalia', '/nos-tarifs', '/demande-devis']) {
        expect(lastmodOf(after, path), path).toBe(lastmodOf(before, path));
      }
      await database
        .db('settings')
        .insert({
          key: 'legal',
          value: JSON.stringify({ siret: '73282932000074' }),
          updated_at: new Date('2030-02-01T10:00:00Z'),
        })
        .onConflict('key')
        .merge();
      const legal = (await request(app).get('/sitemap.xml')).text;
      expect(lastmodOf(legal, '/mentions-legales')).toBe('2030-02-01T10:00:00.000Z');
      expect(lastmodOf(legal, '/contact')).toBe(changedAt.toISOString());
    } finally {
      await database.db('settings').whereIn('key', ['contact', 'legal']).delete();
    }
  });
});

describe('behind a proxy', () => {
  it('redirects another host name to the canonical host, keeping the path and query', async ({ app }) => {
    const res = await request(app).get('/nos-tarifs?x=1').set('Host', 'secretalia.example.net');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://www.secretalia.fr/nos-tarifs?x=1');
    // Health probes and loopback requests are never redirected.
    expect((await request(app).get('/healthz').set('Host', '10.0.0.7:3000')).status).toBe(200);
    expect((await request(app).get('/').set('Host', '127.0.0.1:3000')).status).toBe(200);
  });

  it('sends HSTS only over HTTPS, as told by a trusted proxy', async ({ database, app }) => {
    const trusting = createTestApp(database, { env: testEnv({ TRUST_PROXY: '1' }) });
    const https = await request(trusting).get('/').set('Host', 'www.secretalia.fr').set('X-Forwarded-Proto', 'https');
    expect(https.status).toBe(200);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await request(trusting).get('/').set('Host', 'www.secretalia.fr');
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header from the client is not believed.
    const untrusted = await request(app).get('/').set('Host', 'www.secretalia.fr').set('X-Forwarded-Proto', 'https');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
