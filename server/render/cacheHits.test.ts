import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { testEnv } from '../../tests/helpers/testApp';
import { requestHandler } from '../app';
import { importLandingPages } from '../landing/import';
import { shippedPagesDir } from '../landing/seed';
import { routes } from '../routes';

/** A server of its own on 127.0.0.1 for the handler, closed after the file: its origin. */
async function listen(handler: http.RequestListener, onCleanup: (cleanup: () => void) => void): Promise<string> {
  const server = http.createServer(handler);
  onCleanup(() => server.close());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  /** Raw header lines, names as sent, in order, without Date (the clock moves) or Connection (the socket's). */
  headers: string[];
  body: Buffer;
}

function send(origin: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const [host, port] = origin.split(':');
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host, port: Number(port), method, path, headers: { connection: 'close', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (!/^(date|connection|keep-alive)$/i.test(name)) lines.push(`${name}: ${res.rawHeaders[i + 1]}`);
          }
          resolve({ status: res.statusCode!, headers: lines, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The fast path of cached pages answers exactly as Express does: the same
 * status, the same headers in the same order, the same bytes. Two servers on
 * one app (one page cache): Express alone, and the fast path in front of it.
 */

// Loopback requests are served as the site's own (canonical host check), and
// X-Forwarded-* from loopback is trusted, as behind a proxy.
test.override('appOptions', { env: testEnv({ TRUST_PROXY: 'loopback' }) });

/** Six posts and the shipped pages (specialities, Belgium, questions) in the file's database; `fast` and `plain`: the app behind the fast path, and Express alone. */
const it = test
  .extend('posts', { scope: 'file', auto: true }, async ({ database }) => {
    await importLandingPages(database, [shippedPagesDir()!]);
    await database.db('blog_posts').insert(
      Array.from({ length: 6 }, (_, i) => ({
        slug: `article-${i + 1}`,
        title: `Article ${i + 1}`,
        excerpt: `Résumé ${i + 1}`,
        content: `<p>Contenu ${i + 1}</p>`,
        image: '/images/blog/comment-fonctionne-un-telesecretariat-medical.webp',
        image_alt: 'Illustration',
        published_at: new Date(Date.UTC(2026, 10, i + 1, 9)),
      })),
    );
  })
  .extend('fast', { scope: 'file' }, ({ app }, { onCleanup }) => listen(requestHandler(app), onCleanup))
  .extend('plain', { scope: 'file' }, ({ app }, { onCleanup }) =>
    listen(requestHandler(app, { fastPath: false }), onCleanup),
  );

/** Every address of the site whose page is cached, and the feed. */
const ADDRESSES = [
  ...routes.filter((route) => !route.path.includes(':') && route.sitemap !== false).map((route) => route.path),
  '/header',
  '/demande-devis/merci',
  '/blog?page=2',
  '/blog/article-3',
  '/blog/rss.xml',
];

const ENCODINGS: [string, Record<string, string>][] = [
  ['br', { 'accept-encoding': 'gzip, deflate, br' }],
  ['as Chrome asks', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
  ['gzip', { 'accept-encoding': 'gzip' }],
  ['identity', {}],
  ['br by weight', { 'accept-encoding': 'gzip;q=0.5, br;q=0.9, identity;q=0.1' }],
  ['nothing acceptable', { 'accept-encoding': 'br;q=0, gzip;q=0, identity;q=0' }],
  // Forwarded requests meet the canonical host check: the proxy passes the site's own name.
  [
    'https through the proxy',
    { 'accept-encoding': 'br', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.secretalia.fr' },
  ],
];

describe('the fast path of cached pages', () => {
  it.for(ADDRESSES)(
    '%s: the same answer for every encoding, HEAD and 304, from the fast path',
    async (path, { app, fast, plain }) => {
      for (const [label, headers] of ENCODINGS) {
        for (const method of ['GET', 'HEAD']) {
          // The first answer goes through Express and teaches the fast path; the second comes from it.
          const expected = await send(plain, method, path, headers);
          await send(fast, method, path, headers);
          const before = app.cacheHits.hits;
          const answer = await send(fast, method, path, headers);
          expect(app.cacheHits.hits, `${method} ${path} ${label}: from the fast path`).toBe(before + 1);
          expect(answer.status, `${method} ${path} ${label}`).toBe(expected.status);
          expect(answer.headers, `${method} ${path} ${label}`).toEqual(expected.headers);
          expect(answer.body.equals(expected.body), `${method} ${path} ${label}: body`).toBe(true);
        }
      }
      const etag = (await send(plain, 'GET', path)).headers.find((line) => line.startsWith('ETag: '))!.slice(6);
      // As browsers and caches send it back: alone, without its weak mark, in a list, or any version at all.
      for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"une-autre", ${etag}`, '*']) {
        await send(fast, 'GET', path, { 'if-none-match': ifNoneMatch });
        const before = app.cacheHits.hits;
        const revalidated = await send(fast, 'GET', path, { 'if-none-match': ifNoneMatch });
        expect(app.cacheHits.hits, `If-None-Match: ${ifNoneMatch}`).toBe(before + 1);
        expect(revalidated, `If-None-Match: ${ifNoneMatch}`).toEqual(
          await send(plain, 'GET', path, { 'if-none-match': ifNoneMatch }),
        );
        expect(revalidated.status, `If-None-Match: ${ifNoneMatch}`).toBe(304);
      }
    },
  );

  it.for([
    ['another host name (the canonical redirect)', 'GET', '/', { host: 'secretalia.fr' }],
    ['another host name through the proxy', 'GET', '/', { 'x-forwarded-host': 'ancien-domaine.fr' }],
    ['a trailing slash', 'GET', '/nos-tarifs/', {}],
    ['capitals', 'GET', '/Nos-Tarifs', {}],
    [
      'http through the proxy (to https)',
      'GET',
      '/nos-tarifs',
      { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'www.secretalia.fr' },
    ],
    ['a query string the cache does not key on', 'GET', '/nos-tarifs?utm_source=lettre', {}],
    ['a page number the list writes otherwise', 'GET', '/blog?page=1', {}],
    ['another method', 'POST', '/nos-tarifs', {}],
    ['an ETag of another version', 'GET', '/', { 'if-none-match': '"ancienne-version"' }],
  ] as const)('%s: left to Express, with the same answer', async ([, method, path, headers], { app, fast, plain }) => {
    await send(fast, 'GET', path.replace(/\/$/, '').split('?')[0] || '/');
    const expected = await send(plain, method, path, headers);
    await send(fast, method, path, headers);
    const before = app.cacheHits.hits;
    const answer = await send(fast, method, path, headers);
    expect(answer).toEqual(expected);
    // Only what the fast path may answer came from it: an unknown ETag is a full page, from the cache.
    if (!('if-none-match' in headers)) expect(app.cacheHits.hits).toBe(before);
  });

  it('serves nothing of a page past its freshness, or once the cache was cleared', async ({ app, fast }) => {
    await send(fast, 'GET', '/nos-services');
    await send(fast, 'GET', '/nos-services');
    app.pageCache.clear();
    const before = app.cacheHits.hits;
    const answer = await send(fast, 'GET', '/nos-services');
    expect(answer.status).toBe(200);
    expect(app.cacheHits.hits).toBe(before);
  });

  it('leaves requests to Express while the server drains, whose answers close the connection', async ({
    app,
    fast,
  }) => {
    await send(fast, 'GET', '/nos-tarifs');
    await send(fast, 'GET', '/nos-tarifs');
    app.set('draining', true);
    try {
      const before = app.cacheHits.hits;
      const answer = await send(fast, 'GET', '/nos-tarifs', { connection: 'keep-alive' });
      expect(answer.status).toBe(200);
      expect(app.cacheHits.hits).toBe(before);
    } finally {
      app.set('draining', false);
    }
  });
});
