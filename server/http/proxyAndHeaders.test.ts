import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { createTestApp, testEnv } from '../../tests/helpers/testApp';
import { trustProxyProblem } from './startChecks';
import { homeLocation } from './canonicalHost';
import { defaultTiers } from './rateLimit';

const valid = { name: 'Dr Anne Roche', email: 'anne.roche@exemple.fr', message: 'Pouvez-vous me rappeler ?' };

describe('behind one trusted TLS proxy (TRUST_PROXY=1)', () => {
  test('sends a visitor who came over plain http to https, and keeps https visitors on it with HSTS', async ({
    database,
  }) => {
    const app = createTestApp(database, { env: testEnv({ TRUST_PROXY: '1' }) });
    const plain = await request(app)
      .get('/nos-tarifs?x=1')
      .set('Host', 'www.secretalia.fr')
      .set('X-Forwarded-Proto', 'http');
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://www.secretalia.fr/nos-tarifs?x=1');
    const secure = await request(app)
      .get('/nos-tarifs')
      .set('Host', 'www.secretalia.fr')
      .set('X-Forwarded-Proto', 'https');
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    // A proxy that does not say the scheme is not guessed about: no redirect loop.
    expect((await request(app).get('/nos-tarifs').set('Host', 'www.secretalia.fr')).status).toBe(200);
  });
});

describe('redirects stay home', () => {
  test('plain http through the proxy goes to https on SITE_URL’s host, whatever Host or X-Forwarded-Host named', async ({
    database,
  }) => {
    const app = createTestApp(database, { env: testEnv({ TRUST_PROXY: '1' }) });
    for (const [header, value] of [
      ['Host', 'evil.example'],
      ['Host', 'www.secretalia.fr.evil.example'],
      ['Host', 'evil.example:8443'],
      ['Host', 'localhost'],
      ['X-Forwarded-Host', 'evil.example'],
      ['X-Forwarded-Host', 'www.secretalia.fr@evil.example'],
    ] as const) {
      const res = await request(app)
        .get('/nos-tarifs?x=1')
        .set('Host', 'www.secretalia.fr')
        .set(header, value)
        .set('X-Forwarded-Proto', 'http')
        .set('X-Forwarded-For', '203.0.113.7');
      expect([res.status, res.headers.location], `${header}: ${value}`).toEqual([
        301,
        'https://www.secretalia.fr/nos-tarifs?x=1',
      ]);
    }
  });

  test('a redirect’s address is the site’s own: another host, a protocol-relative or backslashed path goes home', () => {
    const home = homeLocation('https://www.secretalia.fr');
    expect(home('/contact')).toBe('/contact');
    expect(home('/nos-tarifs?utm_source=lettre')).toBe('/nos-tarifs?utm_source=lettre');
    expect(home('https://www.secretalia.fr/blog')).toBe('https://www.secretalia.fr/blog');
    for (const away of [
      '//evil.example/blog',
      '/\\evil.example/blog',
      '\\\\evil.example',
      'https://evil.example/',
      'http://www.secretalia.fr/blog',
      'https://www.secretalia.fr@evil.example/',
      'javascript:alert(1)',
    ])
      expect(home(away), away).toBe('https://www.secretalia.fr/');
  });
});

describe('a proxy that writes the client as address:port', () => {
  test('counts each address once, whatever its port, in the form limits and the visits', async ({ database }) => {
    const app = createTestApp(database, {
      env: testEnv({ TRUST_PROXY: '1' }),
      rateLimits: { ...defaultTiers, forms: { limit: 2, windowMs: 60_000 }, visits: { limit: 2, windowMs: 60_000 } },
    });
    const visit = { url: 'https://www.secretalia.fr/', referrer: null, page_title: 'Accueil' };
    for (const spellings of [
      ['198.51.100.4:5678', '198.51.100.4:5679', '198.51.100.4'],
      ['[2001:db8::7]:5678', '[2001:db8::7]:443', '2001:db8::7'],
      ['[::ffff:198.51.100.9]:80', '198.51.100.9:81', '198.51.100.9'],
    ]) {
      const posts = [];
      const visits = [];
      for (const client of spellings) {
        posts.push(
          (
            await request(app)
              .post('/api/v1/contact')
              .set('Origin', 'https://www.secretalia.fr')
              .set('X-Forwarded-For', client)
              .send(valid)
          ).status,
        );
        visits.push(
          (await request(app).post('/api/v1/analytics/visit').set('X-Forwarded-For', client).send(visit)).status,
        );
      }
      expect(posts, spellings.join(' ')).toEqual([201, 201, 429]);
      expect(visits, spellings.join(' ')).toEqual([204, 204, 429]);
    }
  });
});

describe('without a trusted proxy', () => {
  const it = test;

  it('does not believe a client’s own X-Forwarded-Proto', async ({ app }) => {
    const res = await request(app).get('/nos-tarifs').set('Host', 'www.secretalia.fr').set('X-Forwarded-Proto', 'http');
    expect(res.status).toBe(200);
  });

  it('checks a post’s Origin against SITE_URL, not against the Host header the client wrote', async ({ app }) => {
    const forged = await request(app)
      .post('/api/v1/contact')
      .set('Host', 'evil.example')
      .set('Origin', 'http://evil.example')
      .send(valid);
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('forbidden_origin');
    const own = await request(app).post('/api/v1/contact').set('Origin', 'https://www.secretalia.fr').send(valid);
    expect(own.status).toBe(201);
    // On a loopback address (development, tests) the address typed is the page's origin.
    const local = await request(app)
      .post('/api/v1/contact')
      .set('Host', '127.0.0.1:4000')
      .set('Origin', 'http://127.0.0.1:4000')
      .send(valid);
    expect(local.status).toBe(201);
  });

  it('serves no source map, and the scripts do not point to one', async ({ app }) => {
    const page = await request(app).get('/');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const js = await request(app).get(script!);
    expect(js.status).toBe(200);
    expect(js.text).not.toContain('sourceMappingURL');
    expect((await request(app).get(`${script}.map`)).status).toBe(404);
  });
});

describe('TRUST_PROXY=true at start', () => {
  test('is named as a risk, with the setting to use instead', () => {
    expect(trustProxyProblem(true)).toMatch(/X-Forwarded-For.*number of proxies/s);
    // A hop count is safe only when nothing but the proxy can reach the port.
    expect(trustProxyProblem(1, '127.0.0.1')).toBeUndefined();
    expect(trustProxyProblem(1, '0.0.0.0')).toMatch(/listens on every interface.*HOST=127\.0\.0\.1/s);
    expect(trustProxyProblem(1)).toMatch(/listens on every interface/);
    expect(trustProxyProblem(false)).toBeUndefined();
    expect(trustProxyProblem('10.0.0.0/8')).toBeUndefined();
    // A proxy on this machine while the port is open to all: the site is reachable around it.
    expect(trustProxyProblem('loopback')).toMatch(/listens on every interface.*HOST=127\.0\.0\.1/s);
    expect(trustProxyProblem('127.0.0.1, ::1', '0.0.0.0')).toMatch(/listens on 0\.0\.0\.0/);
    expect(trustProxyProblem('loopback', '127.0.0.1')).toBeUndefined();
    expect(trustProxyProblem('uniquelocal')).toBeUndefined();
  });
});
