import request from 'supertest';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { signInAs } from '../../tests/helpers/staff';
import { createTestApp } from '../../tests/helpers/testApp';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, SESSION_IDLE_MS } from './session';
import { staffRepo } from './repo';

const SITE = 'https://www.secretalia.fr';

/** The espace's addresses a visitor might try, with or without a page behind them yet. */
const ESPACE_ADDRESSES = ['/espace', '/espace/demandes/1', '/espace/export.csv', '/espace/appareils'];

describe('the espace without a session', () => {
  it('sends a page request to the sign-in page, coming back afterwards, and shows nothing', async ({ app }) => {
    for (const address of ESPACE_ADDRESSES.filter((a) => !a.endsWith('.csv'))) {
      const res = await request(app).get(address).set('Accept', 'text/html');
      expect(res.status, address).toBe(303);
      const back = address === '/espace' ? '' : `?suite=${encodeURIComponent(address)}`;
      expect(res.headers.location, address).toBe(`/espace/connexion${back}`);
      expect(res.headers['cache-control'], address).toBe('no-store');
      expect(res.headers['x-robots-tag'], address).toContain('noindex');
    }
  });

  it('answers a request for JSON or CSV with a 401 problem', async ({ app }) => {
    for (const [address, accept] of [
      ['/espace', 'application/json'],
      ['/espace/export.csv', 'text/csv'],
      ['/espace/export.csv', '*/*'],
    ] as const) {
      const res = await request(app).get(address).set('Accept', accept);
      expect(res.status, address).toBe(401);
      expect(res.body.error).toMatchObject({
        code: 'sign_in_required',
        message: 'Connectez-vous à l’espace pour continuer.',
      });
    }
  });

  it('does not take a made-up or tampered cookie for a session', async ({ app }) => {
    for (const cookie of [`${SESSION_COOKIE}=${'a'.repeat(43)}`, `${SESSION_COOKIE}=<script>`, 'secretalia_espace=x']) {
      const res = await request(app).get('/espace').set('Cookie', cookie);
      expect(res.status, cookie).toBe(303);
    }
  });
});

describe('a signed-in member', () => {
  it('sees the espace, private: no-store, noindex, never from the page cache', async ({ app, database }) => {
    const cookie = await signInAs(database, 'claire.martin@secretalia.fr', 'Claire Martin');
    for (let i = 0; i < 2; i++) {
      const res = await request(app).get('/espace').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Claire Martin');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toContain('noindex');
    }
    expect(app.pageCache.peek('/espace')).toBeUndefined();
    // Signed out, the same address shows nothing: what a member saw was not kept for others.
    const after = await request(app).get('/espace');
    expect(after.status).toBe(303);
  });

  it('signs out: the cookie is cleared and the session ends on the server too', async ({ app, database }) => {
    const cookie = await signInAs(database, 'hugo@secretalia.fr');
    const out = await request(app).post('/espace/deconnexion').set('Cookie', cookie).set('Origin', SITE);
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/espace/connexion');
    expect(out.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    // The old cookie, replayed (kept by a copy of the browser, say), opens nothing.
    expect((await request(app).get('/espace').set('Cookie', cookie)).status).toBe(303);
  });

  it('is refused a post from another origin, or with no origin at all', async ({ app, database }) => {
    const cookie = await signInAs(database, 'hugo@secretalia.fr');
    for (const origin of ['https://evil.example', 'http://www.secretalia.fr', null]) {
      const post = request(app).post('/espace/deconnexion').set('Cookie', cookie).set('Accept', 'application/json');
      const res = origin ? await post.set('Origin', origin) : await post;
      expect(res.status, String(origin)).toBe(403);
      expect(res.body.error.code).toBe('forbidden_origin');
    }
    expect((await request(app).get('/espace').set('Cookie', cookie)).status).toBe(200);
  });

  it('is signed out once revoked, at the next request', async ({ app, database }) => {
    const cookie = await signInAs(database, 'depart@secretalia.fr', 'Dr Départ');
    expect((await request(app).get('/espace').set('Cookie', cookie)).status).toBe(200);
    await staffRepo(database.db).revoke('depart@secretalia.fr', new Date());
    expect((await request(app).get('/espace').set('Cookie', cookie)).status).toBe(303);
  });

  it('is signed out after 12 hours unused, or 7 days after signing in however used', async ({ app, database }) => {
    const idle = await signInAs(database, 'idle@secretalia.fr');
    const old = await signInAs(database, 'old@secretalia.fr');
    const hashOf = async (cookie: string) => (await import('./repo')).hashOf(cookie.slice(SESSION_COOKIE.length + 1));
    const now = Date.now();
    await database
      .db('staff_sessions')
      .where({ id_hash: await hashOf(idle) })
      .update({ last_seen_at: new Date(now - SESSION_IDLE_MS - 60_000) });
    await database
      .db('staff_sessions')
      .where({ id_hash: await hashOf(old) })
      .update({ created_at: new Date(now - SESSION_ABSOLUTE_MS - 60_000), last_seen_at: new Date(now) });
    expect((await request(app).get('/espace').set('Cookie', idle)).status).toBe(303);
    expect((await request(app).get('/espace').set('Cookie', old)).status).toBe(303);
    const left = await database.db('staff_sessions').whereIn('id_hash', [await hashOf(idle), await hashOf(old)]);
    expect(left).toEqual([]);
  });
});

describe('the public site', () => {
  it('sets no cookie, and lists no espace address in its sitemap', async ({ app }) => {
    for (const address of ['/', '/contact', '/demande-devis', '/espace/connexion']) {
      const res = await request(app).get(address);
      expect(res.headers['set-cookie'], address).toBeUndefined();
    }
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/espace');
  });

  it('says in its privacy policy that the staff’s cookie is strictly necessary, and what it holds', async ({ app }) => {
    const policy = await request(app).get('/politique-de-confidentialite');
    expect(policy.text).toContain('<code>__Host-secretalia_espace</code>. Strictement nécessaire');
    expect(policy.text).toContain('12 heures sans utilisation, 7 jours au plus');
  });
});

describe('the espace’s doors (sign-in and enrolment)', () => {
  it('refuses a made-up passkey answer, in French, and opens no session', async ({ app }) => {
    const options = await request(app)
      .post('/espace/connexion/options')
      .set('Origin', SITE)
      .set('Accept', 'application/json');
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: 'www.secretalia.fr', userVerification: 'required' });
    for (const body of [
      {},
      { response: 'x' },
      { response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {} } },
    ]) {
      const res = await request(app)
        .post('/espace/connexion/verification')
        .set('Origin', SITE)
        .set('Accept', 'application/json')
        .send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'passkey_refused' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a ceremony started from another site', async ({ app }) => {
    const res = await request(app)
      .post('/espace/connexion/options')
      .set('Origin', 'https://evil.example')
      .set('Accept', 'application/json');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden_origin');
  });

  it('loads the espace’s script on its pages only', async ({ app }) => {
    const { loadManifest } = await import('../render/assets');
    const { distDir } = await import('../../tests/helpers/testApp');
    const { espace } = loadManifest(distDir);
    expect((await request(app).get('/espace/connexion')).text).toContain(`<script type="module" src="${espace}"`);
    expect((await request(app).get('/')).text).not.toContain(espace!);
  });

  it('counts sign-in attempts, failures included: past 30 in 10 minutes, a 429', async ({ database }) => {
    // An app of its own: its counts start at zero.
    const app = createTestApp(database);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await request(app)
        .post('/espace/connexion/verification')
        .set('Origin', SITE)
        .set('Accept', 'application/json')
        .send({});
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
