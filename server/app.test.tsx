import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it, test } from '../tests/fixtures';
import { inlineScripts } from '../tests/helpers/html';
import { createTestApp, testEnv } from '../tests/helpers/testApp';
import { createTestDatabase } from '../tests/helpers/testDatabase';
import { HomePage } from '../views/pages/HomePage';
import type { App } from './app';
import { settingsRepo } from './settings/repo';
import { page } from './routing/route';
import { routes } from './routes';
import { defaultTiers } from './http/rateLimit';
// @ts-expect-error plain JavaScript module without type declarations
import { REQUIRED_CSP } from '../scripts/quality/headers.mjs';

/** Two routes of the tests' own, beside the site's, to reach the route machinery's edge cases. */
const essai = page<{ slug: string; page: string | null }>({
  path: '/essai/:slug',
  load: async ({ params, query }) => {
    if (params.slug === 'ancien') return { redirect: '/essai/nouveau', status: 301 };
    if (params.slug === 'absent') return { notFound: true };
    return { data: { slug: params.slug ?? '', page: query.get('page') } };
  },
  element: (data) => <p id="essai">{`${data.slug} ${data.page ?? '-'}`}</p>,
  cache: ({ path, query }) => (query.has('nocache') ? null : `${path}?page=${query.get('page') ?? ''}`),
});
const boom = page({
  path: '/boom',
  element: () => {
    throw new Error('secret stack detail');
  },
});
test.override('appOptions', { routes: [...routes, essai, boom] });

let app: App;
test.beforeEach(({ app: theApp }) => {
  app = theApp;
  app.contentChanged.emit();
});

/** The real app on a database of its own that has gone away (closed in a finally, even if building the app fails). */
async function appWithoutDatabase() {
  const broken = await createTestDatabase();
  try {
    return createTestApp(broken);
  } finally {
    await broken.close();
  }
}

/** GET without any client-side decoding, to see the bytes as sent. */
async function rawGet(target: App, path: string, headers: Record<string, string>) {
  const server = target.listen(0);
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('home page', () => {
  it('arrives complete: header, hero, footer, head tags', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    expect(html.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(html).toContain('<h1 id="hero-title" class="hero-title">Gérez moins, soignez mieux</h1>');
    for (const [href, label] of [
      ['/nos-services', 'Nos Services'],
      ['/pourquoi-secretalia', 'Pourquoi Secretalia\u00a0?'],
      ['/nos-tarifs', 'Nos Tarifs'],
      ['/blog', 'Blog'],
      ['/contact', 'Contact'],
    ]) {
      expect(html).toContain(`<a href="${href}">${label}</a>`);
    }
    expect(html).toContain(
      'href="https://calendly.com/secretalia/decouverte" class="btn btn-secondary external-link" target="_blank" rel="noopener noreferrer"',
    );
    // The hero's button, named for the lead's attribution (docs/decisions/038-lead-attribution.md).
    expect(html).toContain(
      '<a href="/demande-devis" class="btn btn-cta" data-cta="accueil-hero">Demander un devis</a>',
    );
    expect(html).toContain('© 2025 Secretalia');
    expect(html).toContain('<title>Secretalia – Télésecrétariat médical</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.secretalia.fr/"/>');
    expect(html).toContain('<meta property="og:url" content="https://www.secretalia.fr/"/>');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1"\/>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('sends the strict security headers', async () => {
    const res = await request(app).get('/');
    const csp = res.headers['content-security-policy'];
    // The quality gate's list (npm run quality checks every route against it).
    for (const directive of [...(REQUIRED_CSP as string[]), 'frame-src https://www.youtube-nocookie.com'])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // One framing policy, said twice: frame-ancestors 'none' and, for older browsers, DENY.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is compressed with brotli or gzip as the browser asks, and revalidates with its ETag', async () => {
    const br = await rawGet(app, '/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('Gérez moins, soignez mieux');

    const gz = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('Gérez moins, soignez mieux');

    const etag = gz.headers.etag;
    // Weak: the same page in brotli, gzip or plain is one representation to a cache.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await request(app).get('/').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
  });

  it('shows a social icon only for each network whose address is set, after the data changes', async ({ database }) => {
    const before = await request(app).get('/');
    expect(before.text).toContain('data-social="youtube"');
    await settingsRepo(database.db).set('social', { linkedin: 'https://www.linkedin.com/company/secretalia' });
    app.contentChanged.emit();
    const after = await request(app).get('/');
    expect(after.text).toContain('data-social="linkedin"');
    for (const network of ['youtube', 'facebook', 'instagram'])
      expect(after.text).not.toContain(`data-social="${network}"`);
    await settingsRepo(database.db).set('social', {});
    app.contentChanged.emit();
    const none = await request(app).get('/');
    expect(none.text).not.toContain('class="social-icons"');
    await settingsRepo(database.db).set('social', {
      linkedin: 'https://www.linkedin.com/company/secretalia',
      youtube: 'https://www.youtube.com/@secretalia',
      facebook: 'https://www.facebook.com/secretalia',
      instagram: 'https://www.instagram.com/secretalia',
    });
  });

  it('renders once and serves the cached copy until the cache is cleared', async ({ database }) => {
    const first = await request(app).get('/');
    expect(app.pageCache.size).toBe(1);
    const links = settingsRepo(database.db);
    const saved = await links.get('social');
    try {
      // The data changes, but nothing told the cache: the copy from before is served.
      await links.set('social', {});
      const cached = await request(app).get('/');
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(cached.text).toContain('data-social="youtube"');
      app.contentChanged.emit();
      const fresh = await request(app).get('/');
      expect(fresh.headers.etag).not.toBe(first.headers.etag);
      expect(fresh.text).not.toContain('data-social="youtube"');
    } finally {
      await links.set('social', saved);
    }
  });

  it('is compressed also when the page cache is off', async ({ database }) => {
    const uncached = createTestApp(database, { env: testEnv({ PAGE_CACHE_TTL_SECONDS: '0' }) });
    const br = await rawGet(uncached, '/nos-tarifs', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('NOS TARIFS');
    const gz = await rawGet(uncached, '/nos-tarifs', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('NOS TARIFS');
    expect(uncached.pageCache.size).toBe(0);
  });
});

describe('islands', () => {
  it('renders the mobile menu as a native disclosure, enhanced by an island of its own root with its props beside it', async () => {
    const html = (await request(app).get('/')).text;
    expect(html).toContain('<details class="menu"><summary class="menu-button">');
    const island = html.match(
      /<div data-island="MobileMenu" data-hydrate="interaction" data-prefix="([\w-]+)" data-wake-within="details">/,
    );
    expect(island).not.toBeNull();
    const prefix = island![1]!;
    expect(html.indexOf('<details class="menu">')).toBeLessThan(island!.index!);
    expect(html).toContain(`<script type="application/json" data-island-props="${prefix}">{}</script>`);
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/entry-\w+\.js$/);
    // An island hydrated on interaction is not preloaded: nothing downloads before it is needed.
    expect(html).not.toContain('modulepreload');
  });
});

describe('assets', () => {
  it('serves hashed files for a year, pre-compressed', async () => {
    const html = (await request(app).get('/')).text;
    const css = html.match(/href="(\/assets\/main-\w+\.css)"/)![1]!;
    const res = await request(app).get(css).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(app).get(css).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('--teal:');
    expect((await request(app).get('/assets/nope-123.js')).status).toBe(404);
  });
});

describe('routes with data', () => {
  it('load data from the path and query, and redirect or fall to the 404 page as the loader says', async () => {
    const page = await request(app).get('/essai/mon-article?page=2');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<p id="essai">mon-article 2</p>');
    expect((await request(app).get('/essai/mon-article?page=3')).text).toContain('mon-article 3');
    expect((await request(app).get('/essai/caf%C3%A9')).text).toContain('café -');
    const moved = await request(app).get('/essai/ancien');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/essai/nouveau');
    expect((await request(app).get('/essai/absent')).status).toBe(404);
    expect((await request(app).get('/essai/a/b')).status).toBe(404);
  });
});

describe('errors', () => {
  it('answers an unknown page with the French 404 page and status 404, naming the address asked for', async () => {
    const res = await request(app).get('/page-qui-n-existe-pas');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Cette page est introuvable');
    expect(res.text).toContain('<code class="asked-path">/page-qui-n-existe-pas</code>');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain('© 2025 Secretalia');
    // Another address gets its own page, not a copy of the first visitor's.
    const other = await request(app).get('/autre-adresse');
    expect(other.status).toBe(404);
    expect(other.text).toContain('<code class="asked-path">/autre-adresse</code>');
    expect(other.text).not.toContain('page-qui-n-existe-pas');
  });

  it('answers 503 with Retry-After and the French page when the database is away, pages and API alike', async () => {
    const brokenApp = await appWithoutDatabase();
    const blog = await request(brokenApp).get('/blog').set('Accept', 'text/html');
    expect(blog.status).toBe(503);
    expect(blog.headers['retry-after']).toBe('5');
    expect(blog.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(blog.text).toContain('Cette page est momentanément indisponible');
    expect(blog.text).toContain('<html lang="fr">');
    const article = await request(brokenApp).get('/blog/un-article');
    expect(article.status).toBe(503);
    const api = await request(brokenApp).get('/api/v1/blog');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.body.error.code).toBe('database_unavailable');
  });

  it('answers a 429 under /api/ with the JSON error, whatever the client accepts', async ({ database }) => {
    const limited = createTestApp(database, {
      rateLimits: { ...defaultTiers, forms: { limit: 1, windowMs: 60_000 }, visits: { limit: 1, windowMs: 60_000 } },
    });
    const send = () =>
      request(limited)
        .post('/api/v1/newsletter/subscribe')
        .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
        .send({ email: 'limite@exemple.fr' });
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.body.error.code).toBe('rate_limited');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await request(app).get('/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Ressource introuvable.' } });
  });

  it('answers a failing page with the French 500 page and no stack trace', async () => {
    const res = await request(app).get('/boom');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Un incident nous empêche d’afficher cette page');
    expect(res.text).not.toContain('secret stack detail');
    expect(res.text).not.toMatch(/at \w+ \(/);
  });
});

describe('health', () => {
  it('reports the process and the database', async () => {
    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('says not ready when the database does not answer', async () => {
    const brokenApp = await appWithoutDatabase();
    const res = await request(brokenApp).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('unavailable');
    // Pages still render, without the social links the database would have given.
    const page = await request(brokenApp).get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Gérez moins, soignez mieux');
  });
});

it('HomePage is the page of the route table for /', () => {
  expect(routes.find((route) => route.path === '/')!.element({}).type).toBe(HomePage);
});
