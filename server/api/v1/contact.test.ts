import request from 'supertest';
import { beforeEach, describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';
import { createTestApp } from '../../../tests/helpers/testApp';
import { messages } from '../../../shared/schemas';
import type { App } from '../../app';
import { defaultTiers } from '../../http/rateLimit';

let queued = 0;

const valid = { name: 'Dr Claire Morel', email: 'claire.morel@exemple.fr', message: 'Bonjour, je souhaite un rappel.' };

// Room for the many posts of this file; the limit itself is tested below.
test.override('appOptions', {
  rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } },
  onMailQueued: () => (queued += 1),
});
beforeEach(() => {
  queued = 0;
});

/** `post(body)`: the body posted as JSON to the file's app, or to the app given. */
const it = test.extend(
  'post',
  async ({ app }) =>
    (body: unknown, target: App = app) =>
      request(target)
        .post('/api/v1/contact')
        .send(body as object),
);

describe('POST /api/v1/contact', () => {
  it('stores the message and its notification before answering 201 with the id', async ({ database, post }) => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const row = await database.db('leads').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      kind: 'contact',
      name: valid.name,
      email: valid.email,
      message: valid.message,
      consent: false,
    });
    const mail = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    expect(mail).toMatchObject({ status: 'pending', to_address: 'contact@secretalia.fr', reply_to: valid.email });
    expect(mail.subject).toBe('Message de contact – Dr Claire Morel');
    expect(queued).toBe(1);
  });

  it('keeps the structured fields of a quote and lists every field in the notification', async ({ database, post }) => {
    const res = await post({
      ...valid,
      kind: 'quote',
      phone: '06 12 34 56 78',
      practice: 'Cabinet des Tilleuls',
      city: 'Lyon',
      plan: 'serenite',
      consent: true,
    });
    expect(res.status).toBe(201);
    const row = await database.db('leads').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      kind: 'quote',
      phone: '06 12 34 56 78',
      practice: 'Cabinet des Tilleuls',
      city: 'Lyon',
      plan: 'serenite',
      consent: true,
    });
    const mail = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    expect(mail.subject).toBe('Demande de devis – Dr Claire Morel');
    for (const text of [
      'Nom et prénom : Dr Claire Morel',
      'Téléphone : 06 12 34 56 78',
      'Cabinet : Cabinet des Tilleuls',
      'Ville : Lyon',
      'Formule : SÉRÉNITÉ',
      'Consentement : oui',
      valid.message,
    ]) {
      expect(mail.text_body).toContain(text);
    }
    expect(mail.html_body).toContain('<th align="left">Formule</th><td>SÉRÉNITÉ</td>');
  });

  it.for<[string, string]>([
    ['a line feed', '\n'],
    ['CR LF', '\r\n'],
    ['a carriage return', '\r'],
    ['a Unicode line separator', '\u2028'],
    ['a tab and a next line', '\t\u0085'],
  ])('one-line fields stay one line with %s: no forged row in the notification', async ([, br], { database, post }) => {
    const res = await post({
      ...valid,
      kind: 'quote',
      name: `Dr Eve${br}E-mail : pirate@exemple.com`,
      // A row forged in the phone is refused as no number (server/routes/fields.test.ts): a number on two lines is one.
      phone: `06 12${br}34 56 78`,
      practice: `Cabinet${br}Ville : Paris`,
      city: `Lyon${br}Consentement : oui`,
      plan: 'serenite',
      consent: true,
    });
    expect(res.status).toBe(201);
    const mail = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    const lines: string[] = mail.text_body.split('\n');
    for (const label of ['Nom et prénom', 'E-mail', 'Téléphone', 'Cabinet', 'Ville', 'Consentement']) {
      expect(
        lines.filter((line) => line.startsWith(`${label} :`)),
        label,
      ).toHaveLength(1);
    }
    expect(lines).toContain('Nom et prénom : Dr Eve E-mail : pirate@exemple.com');
    expect(lines).toContain('E-mail : claire.morel@exemple.fr');
    expect(lines).toContain('Téléphone : 06 12 34 56 78');
    expect(mail.subject).toBe('Demande de devis – Dr Eve E-mail : pirate@exemple.com');
  });

  it.for<[string, object, string]>([
    ['name', { ...valid, name: '' }, messages.nom],
    ['name', { ...valid, name: '   ' }, messages.nom],
    ['email', { ...valid, email: 'pas-un-email' }, messages.email],
    ['email', { ...valid, email: '' }, messages.email],
    ['message', { ...valid, message: '' }, messages.message],
    ['name', { email: valid.email, message: valid.message }, messages.nom],
  ])('refuses a bad %s with its French message', async ([field, body, message], { post }) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('names every missing field at once', async ({ post }) => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ name: messages.nom, email: messages.email, message: messages.message });
  });

  it('refuses a filled honeypot without storing anything', async ({ database, post }) => {
    const before = await database.db('leads').count({ n: '*' }).first();
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('spam_suspected');
    const after = await database.db('leads').count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('answers a form or text body with 415, broken JSON with 400, an oversized body with 413', async ({
    app,
    post,
  }) => {
    const form = await request(app).post('/api/v1/contact').type('form').send('name=a&email=b&message=c');
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('unsupported_media_type');
    const broken = await request(app)
      .post('/api/v1/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": "a",');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('invalid_json');
    const huge = await post({ ...valid, message: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });

  it('refuses a post sent by another site', async ({ post }) => {
    const res = await post(valid).set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden_origin');
    const sameSite = await post(valid).set('Origin', 'https://www.secretalia.fr');
    expect(sameSite.status).toBe(201);
  });

  const hostile: [string, unknown][] = [
    ['an array', [valid]],
    ['a string', 'bonjour'],
    ['null', null],
    ['numbers for strings', { name: 42, email: 43, message: 44 }],
    ['objects for strings', { name: { $ne: '' }, email: valid.email, message: valid.message }],
    ['a string for consent', { ...valid, consent: 'yes' }],
    ['an unknown plan', { ...valid, plan: 'premium' }],
    ['an unknown kind', { ...valid, kind: 'admin' }],
    ['a very long name', { ...valid, name: 'a'.repeat(5_000) }],
    ['a very long message', { ...valid, message: 'a'.repeat(9_000) }],
    ['a header injection', { ...valid, email: 'a@b.fr\r\nBcc: victim@example.com' }],
    ['SQL fragments', { ...valid, name: "Robert'); DROP TABLE leads;--" }],
    ['HTML', { ...valid, name: '<img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' }],
    ['unicode', { ...valid, name: 'Zoë 🩺 Ærø \u202e\u0000', message: '\ud83d\ude00 \u2028 ok' }],
    ['extra fields', { ...valid, id: 1, created_at: '1970-01-01', isAdmin: true }],
    ['prototype keys', JSON.parse('{"__proto__": {"polluted": true}, "name": "a", "email": "a@b.fr", "message": "m"}')],
  ];
  it.for(hostile)('never fails with a 5xx on %s', async ([, body], { app }) => {
    const res = await request(app)
      .post('/api/v1/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores hostile text as given and escapes it in the notification', async ({ database, post }) => {
    const res = await post({ ...valid, name: '<img src=x onerror=alert(1)>', message: '<script>alert("x")</script>' });
    expect(res.status).toBe(201);
    const row = await database.db('leads').where({ id: res.body.id }).first();
    expect(row.name).toBe('<img src=x onerror=alert(1)>');
    const mail = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    expect(mail.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html_body).not.toContain('<script>');
    expect(await database.db.schema.hasTable('leads')).toBe(true);
  });
});

describe('rate limit', () => {
  it('refuses the sixth post from one address within ten minutes, saying when to retry', async ({ database, post }) => {
    const limited = createTestApp(database);
    for (let i = 0; i < 5; i++) expect((await post(valid, limited)).status).toBe(201);
    const sixth = await post(valid, limited);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('rate_limited');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.headers.ratelimit).toMatch(/r=0/);
    expect(sixth.headers['ratelimit-policy']).toMatch(/q=5; w=600/);
  });
});
