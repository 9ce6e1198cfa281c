import request from 'supertest';
import { beforeEach, describe, expect } from 'vitest';
import { IDEMPOTENCY_FIELD } from '../../shared/forms';
import { it, test } from '../../tests/fixtures';
import { contact, postForm, postFromIsland, quote } from '../../tests/helpers/formPosts';
import { defaultTiers } from '../http/rateLimit';

/** The forms' hidden Idempotency-Key field (shared/forms.ts), with and without JavaScript. */
let queued = 0;
test.override('appOptions', {
  rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } },
  onMailQueued: () => (queued += 1),
});
beforeEach(() => {
  queued = 0;
});

let counter = 0;
const freshKey = () => `form-${Date.now()}-${(counter += 1)}`;

const leadsOf = (database: { db: import('knex').Knex }, email: string) =>
  database.db('leads').where({ email }).select('id');
const hiddenKeyOf = (html: string) => /<input type="hidden"[^>]* name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1];

describe('the forms’ idempotency key', () => {
  it('without JavaScript: the quote form posted twice with the same key stores one lead and lands on the thanks page twice', async ({
    app,
    database,
  }) => {
    const fields = { ...quote, email: 'double.clic@exemple.fr', [IDEMPOTENCY_FIELD]: freshKey() };
    const first = await postForm(app, '/demande-devis', fields);
    const again = await postForm(app, '/demande-devis', fields);
    for (const res of [first, again]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/demande-devis/merci');
    }
    expect(await leadsOf(database, fields.email)).toHaveLength(1);
    expect(queued).toBe(1);
  });

  it('from the island: the same key gives the same id; an empty field stores each post', async ({ app, database }) => {
    const fields = { ...contact, email: 'ilot@exemple.fr', [IDEMPOTENCY_FIELD]: freshKey() };
    const first = await postFromIsland(app, '/contact', fields);
    const again = await postFromIsland(app, '/contact', fields);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await leadsOf(database, fields.email)).toHaveLength(1);

    const noKey = { ...contact, email: 'sans.cle@exemple.fr', [IDEMPOTENCY_FIELD]: '' };
    await postForm(app, '/contact', noKey);
    await postForm(app, '/contact', noKey);
    expect(await leadsOf(database, noKey.email)).toHaveLength(2);
  });

  it('stores one lead for two posts at once with the same key', async ({ app, database }) => {
    const fields = { ...contact, email: 'en.meme.temps@exemple.fr', [IDEMPOTENCY_FIELD]: freshKey() };
    const answers = await Promise.all([
      postFromIsland(app, '/contact', fields),
      postFromIsland(app, '/contact', fields),
    ]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await leadsOf(database, fields.email)).toHaveLength(1);
  });

  it('refuses the key with other values (422), and the page that comes back carries a new key', async ({
    app,
    database,
  }) => {
    const key = freshKey();
    const fields = { ...contact, email: 'autre.envoi@exemple.fr', [IDEMPOTENCY_FIELD]: key };
    expect((await postForm(app, '/contact', fields)).status).toBe(303);
    const json = await postFromIsland(app, '/contact', { ...fields, message: 'Autre chose.' });
    expect(json.status).toBe(422);
    expect(json.body.error.code).toBe('idempotency_key_reused');
    const page = await postForm(app, '/contact', { ...fields, message: 'Autre chose.' });
    expect(page.status).toBe(422);
    const renewed = hiddenKeyOf(page.text);
    expect(renewed).toMatch(/^[\w-]{36}$/);
    expect(renewed).not.toBe(key);
    expect(await leadsOf(database, fields.email)).toHaveLength(1);
  });

  it('keeps the key on a page refused for its values, so that the corrected post is the first one taken', async ({
    app,
    database,
  }) => {
    const key = freshKey();
    const fields = { ...contact, email: 'corrige@exemple.fr', [IDEMPOTENCY_FIELD]: key };
    const refused = await postForm(app, '/contact', { ...fields, telephone: '' });
    expect(refused.status).toBe(400);
    expect(hiddenKeyOf(refused.text)).toBe(key);
    expect((await postForm(app, '/contact', fields)).status).toBe(303);
    expect(await leadsOf(database, fields.email)).toHaveLength(1);
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters', async ({ app }) => {
    const res = await postFromIsland(app, '/contact', { ...contact, [IDEMPOTENCY_FIELD]: 'une clé' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_idempotency_key');
  });

  it('newsletter: the same key posted twice queues one confirmation mail; its key is apart from the API’s', async ({
    app,
    database,
  }) => {
    const key = freshKey();
    const email = 'lecteur.idem@exemple.fr';
    for (let i = 0; i < 2; i++)
      expect((await postForm(app, '/newsletter', { email, website: '', [IDEMPOTENCY_FIELD]: key })).status).toBe(303);
    // The confirmation mail made two hours old: a new request would send another, a retry does not.
    await database
      .db('newsletter_subscribers')
      .where({ email })
      .update({ confirmation_sent_at: new Date(Date.now() - 2 * 3_600_000) });
    expect((await postForm(app, '/newsletter', { email, website: '', [IDEMPOTENCY_FIELD]: key })).status).toBe(303);
    expect(queued).toBe(1);
    // The same key through the API is another request.
    const api = await request(app).post('/api/v1/newsletter/subscribe').set('Idempotency-Key', key).send({ email });
    expect(api.status).toBe(200);
    expect(queued).toBe(2);
  });

  it('renders the cached pages with the first post’s key: the same bytes for every visitor', async ({ app }) => {
    for (const path of ['/contact', '/demande-devis']) {
      const first = await request(app).get(path);
      const second = await request(app).get(path);
      expect(hiddenKeyOf(first.text)).toBeTruthy();
      expect(second.text).toBe(first.text);
    }
  });

  it('without JavaScript: the first form of a page, sent twice as it came, stores one lead and one mail', async ({
    app,
    database,
  }) => {
    for (const [path, fields] of [
      ['/demande-devis', { ...quote, email: 'premier.envoi@exemple.fr' }],
      ['/contact', { ...contact, email: 'premier.message@exemple.fr' }],
    ] as const) {
      queued = 0;
      const key = hiddenKeyOf((await request(app).get(path)).text) ?? '';
      const form = { ...fields, [IDEMPOTENCY_FIELD]: key };
      expect((await postForm(app, path, form)).status).toBe(303);
      expect((await postForm(app, path, form)).status).toBe(303);
      expect(await leadsOf(database, fields.email)).toHaveLength(1);
      expect(queued).toBe(1);
      // Someone else sending their own first form from the same cached page is another lead.
      const other = { ...form, email: `autre.${fields.email}` };
      expect((await postForm(app, path, other)).status).toBe(303);
      expect(await leadsOf(database, other.email)).toHaveLength(1);
    }
  });
});
