import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEnv } from '../tests/helpers/testApp';
import { createTestDatabase } from '../tests/helpers/testDatabase';
import type { Database } from './db/database';

let database: Database;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { builtAt: new Date('2026-11-20T08:00:00Z') });
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
afterAll(() => database.close());

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers to the sitemap and away from the API, and lets them read the noindex of other pages', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toContain('Sitemap: https://www.secretalia.fr/sitemap.xml');
    expect(res.text.split('\n').filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    for (const path of ['/header', '/newsletter/merci', '/contact/merci']) {
      expect((await request(app).get(path)).text, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('lists every indexable page and every article with its last change (its update date, or else its date)', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const path of ['/', '/nos-services', '/pourquoi-secretalia', '/nos-tarifs', '/demande-devis', '/contact', '/mentions-legales', '/politique-de-confidentialite']) {
      expect(res.text).toContain(`<url><loc>https://www.secretalia.fr${path}</loc><lastmod>2026-11-20T08:00:00.000Z</lastmod></url>`);
    }
    expect(res.text).toContain('<url><loc>https://www.secretalia.fr/blog/premier-article</loc><lastmod>2026-11-01T09:00:00.000Z</lastmod></url>');
    expect(res.text).toContain('<url><loc>https://www.secretalia.fr/blog/article-revu</loc><lastmod>2026-11-05T09:00:00.000Z</lastmod></url>');
    expect(res.text).toContain('<url><loc>https://www.secretalia.fr/blog</loc><lastmod>2026-11-05T09:00:00.000Z</lastmod></url>');
    expect(res.text).not.toContain('/header<');
  });
});

describe('behind a proxy', () => {
  it('redirects another host name to the canonical host, keeping the path and query', async () => {
    const res = await request(app).get('/nos-tarifs?x=1').set('Host', 'secretalia.example.net');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('https://www.secretalia.fr/nos-tarifs?x=1');
    // Health probes and loopback requests are never redirected.
    expect((await request(app).get('/healthz').set('Host', '10.0.0.7:3000')).status).toBe(200);
    expect((await request(app).get('/').set('Host', '127.0.0.1:3000')).status).toBe(200);
  });

  it('sends HSTS only over HTTPS, as told by a trusted proxy', async () => {
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
