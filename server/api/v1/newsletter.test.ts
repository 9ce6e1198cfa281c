import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/testApp';
import { createTestDatabase } from '../../../tests/helpers/testDatabase';
import type { Database } from '../../db/database';
import { defaultTiers } from '../../security/rateLimit';

let database: Database;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });
});
afterAll(() => database.close());

const subscribe = (email: unknown) => request(app).post('/api/v1/newsletter/subscribe').send({ email });
const welcomeMails = (to: string) => database.db('email_outbox').where({ kind: 'newsletter_welcome', to_address: to });

describe('POST /api/v1/newsletter/subscribe', () => {
  it('gives the same answer for a new and a known address, and sends one welcome mail', async () => {
    const first = await subscribe('Jeanne.Martin@Exemple.fr');
    const again = await subscribe('  jeanne.martin@exemple.FR ');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ subscribed: true });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await database.db('newsletter_subscribers').where({ email: 'jeanne.martin@exemple.fr' });
    expect(rows).toHaveLength(1);
    expect(rows[0].consent_source).toBe('formulaire newsletter du site');
    expect(rows[0].consent_at).toBeInstanceOf(Date);
    expect(rows[0].unsubscribe_token).toMatch(/^[\w-]{32}$/);
    const mails = await welcomeMails('jeanne.martin@exemple.fr');
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(`https://www.secretalia.fr/newsletter/desinscription/${rows[0].unsubscribe_token}`);
    expect(mails[0].html_body).toContain(`href="https://www.secretalia.fr/newsletter/desinscription/${rows[0].unsubscribe_token}"`);
  });

  it.each(['', 'jeanne', 'jeanne@exemple', '@exemple.fr', 'jeanne martin@exemple.fr', 42, null])(
    'refuses %j with the newsletter message',
    async (email) => {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.email).toBe('Veuillez saisir un email valide.');
    },
  );

  it('refuses a filled honeypot', async () => {
    const res = await request(app).post('/api/v1/newsletter/subscribe').send({ email: 'bot@exemple.fr', website: 'x' });
    expect(res.status).toBe(400);
    expect(await database.db('newsletter_subscribers').where({ email: 'bot@exemple.fr' })).toHaveLength(0);
  });
});

describe('unsubscribe link', () => {
  it('shows a button on GET, unsubscribes only on POST, and allows subscribing again', async () => {
    await subscribe('paul@exemple.fr');
    const { unsubscribe_token: token } = await database.db('newsletter_subscribers').where({ email: 'paul@exemple.fr' }).first();
    const page = await request(app).get(`/newsletter/desinscription/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('p•••@exemple.fr');
    expect(page.text).toMatch(new RegExp(`<form (action="/newsletter/desinscription/${token}" method="post"|method="post" action="/newsletter/desinscription/${token}")>`));
    expect(page.text).toContain('Confirmer ma désinscription');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    // Opening the link (as a mail scanner would) changed nothing.
    expect((await database.db('newsletter_subscribers').where({ email: 'paul@exemple.fr' }).first()).unsubscribed_at).toBeNull();

    const done = await request(app).post(`/newsletter/desinscription/${token}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Vous êtes désinscrit(e)');
    expect((await database.db('newsletter_subscribers').where({ email: 'paul@exemple.fr' }).first()).unsubscribed_at).toBeInstanceOf(Date);
    expect((await request(app).get(`/newsletter/desinscription/${token}`)).text).toContain('Vous êtes déjà désinscrit(e)');

    await subscribe('paul@exemple.fr');
    expect((await database.db('newsletter_subscribers').where({ email: 'paul@exemple.fr' }).first()).unsubscribed_at).toBeNull();
    expect(await welcomeMails('paul@exemple.fr')).toHaveLength(2);
  });

  it('answers an unknown token with a French 404 page', async () => {
    const res = await request(app).get('/newsletter/desinscription/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Ce lien de désinscription n’est pas valide');
    expect((await request(app).post('/newsletter/desinscription/nope')).status).toBe(404);
  });
});
