import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { createTestApp, testEnv } from '../../tests/helpers/testApp';
import path from 'node:path';
import { importArticles } from '../blog/importer';
import { mediaCache } from '../media/mediaCache';
import { sharedMediaCache } from '../../tests/helpers/dataDir';
import { repoRoot } from '../../tests/helpers/server';
import { preferredEncoding } from './negotiation';

const BROWSER = 'gzip, deflate, br, zstd';

describe('content coding, as browsers ask for it', () => {
  test('at equal weight the server’s preference decides: br, then gzip, then none', () => {
    expect(preferredEncoding(BROWSER)).toBe('br');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
  });

  test('a page and an asset are sent in brotli to a browser, whatever the order it lists them in', async ({ app }) => {
    const page = await request(app).get('/').set('Accept-Encoding', BROWSER);
    expect(page.headers['content-encoding']).toBe('br');
    const css =
      /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)?.[1] ??
      /href="(\/assets\/[^"]+\.css)"/.exec((await request(app).get('/')).text)![1]!;
    expect((await request(app).get(css).set('Accept-Encoding', BROWSER)).headers['content-encoding']).toBe('br');
  });
});

describe('revalidation (RFC 9110 §13.1.2)', () => {
  test('If-None-Match: the weak form of the tag, a list holding it, or * get a 304', async ({ app }) => {
    const first = await request(app).get('/nos-tarifs').set('Accept-Encoding', BROWSER);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const bare = etag.slice(2);
    for (const header of [etag, bare, `"ancienne", ${etag}`, `W/"x", ${bare}`, '*']) {
      expect((await request(app).get('/nos-tarifs').set('If-None-Match', header)).status, header).toBe(304);
    }
    expect((await request(app).get('/nos-tarifs').set('If-None-Match', '"ancienne"')).status).toBe(200);
    // One validator for every coding of the page: it is weak.
    const gzip = await request(app).get('/nos-tarifs').set('Accept-Encoding', 'gzip');
    expect(gzip.headers.etag).toBe(etag);
  });

  test('the sitemap, the feed and the API’s article list carry a validator too', async ({ app }) => {
    for (const address of ['/sitemap.xml', '/blog/rss.xml', '/api/v1/blog']) {
      const res = await request(app).get(address);
      expect(res.headers.etag, address).toMatch(/^W\/"/);
      expect(
        (
          await request(app)
            .get(address)
            .set('If-None-Match', res.headers.etag as string)
        ).status,
        address,
      ).toBe(304);
    }
  });
});

describe('addresses', () => {
  test('a trailing slash or capitals on a known address: 301 to the address the site writes, query kept', async ({
    app,
  }) => {
    for (const [asked, sent] of [
      ['/contact/', '/contact'],
      ['/Contact', '/contact'],
      ['/blog/', '/blog'],
      ['/Nos-Tarifs/?utm_source=lettre', '/nos-tarifs?utm_source=lettre'],
      ['/blog/Week-End-Et-Appels-Urgents', '/blog/week-end-et-appels-urgents'],
    ]) {
      const res = await request(app).get(asked!);
      expect([res.status, res.headers.location], asked).toEqual([301, sent]);
    }
    expect((await request(app).get('/une-page-absente/')).status).toBe(404);
  });

  test('behind the proxy, plain http goes to https on the same host first, then to the canonical host', async ({
    database,
  }) => {
    const app = createTestApp(database, { env: testEnv({ TRUST_PROXY: '1' }) });
    const bare = await request(app)
      .get('/nos-tarifs')
      .set('Host', 'secretalia.fr')
      .set('X-Forwarded-Proto', 'http')
      .set('X-Forwarded-For', '203.0.113.7');
    expect([bare.status, bare.headers.location]).toEqual([301, 'https://secretalia.fr/nos-tarifs']);
    const secure = await request(app)
      .get('/nos-tarifs')
      .set('Host', 'secretalia.fr')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '203.0.113.7');
    expect([secure.status, secure.headers.location]).toEqual([301, 'https://www.secretalia.fr/nos-tarifs']);
    // A loopback Host through the proxy is no exception; on this machine itself (tests, development) it is.
    const local = await request(app)
      .get('/nos-tarifs')
      .set('Host', 'localhost:3000')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-For', '203.0.113.7');
    expect([local.status, local.headers.location]).toEqual([301, 'https://www.secretalia.fr/nos-tarifs']);
    expect((await request(app).get('/nos-tarifs').set('Host', 'localhost:3000')).status).toBe(200);
    expect(
      (await request(app).get('/healthz').set('Host', 'localhost:3000').set('X-Forwarded-For', '203.0.113.7')).status,
    ).toBe(200);
  });
});

describe('images for mail clients', () => {
  test('public images may be shown by other sites (a webmail); pages, scripts and styles may not', async ({
    app,
    database,
  }) => {
    const report = await importArticles(
      database,
      [path.join(repoRoot, 'docs/examples/preparer-l-arrivee-de-votre-secretaire')],
      { cache: mediaCache(sharedMediaCache) },
    );
    const cover = (await database.db('blog_posts').where({ slug: report.results[0]!.slug }).first('image'))
      .image as string;
    expect(cover).toMatch(/^\/media\//);
    for (const address of ['/og-image.png', '/feed-image.png', '/apple-touch-icon.png', cover]) {
      expect((await request(app).get(address)).headers['cross-origin-resource-policy'], address).toBe('cross-origin');
    }
    const page = await request(app).get('/');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)![1]!;
    expect((await request(app).get(script)).headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
