import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formMessages } from '../shared/formMessages';
import { createTestApp } from '../tests/helpers/testApp';
import { createTestDatabase } from '../tests/helpers/testDatabase';
import type { Database } from './db/database';
import { defaultTiers } from './security/rateLimit';

let database: Database;
let app: ReturnType<typeof createTestApp>;
let queued = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database, {
    rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } },
    onMailQueued: () => (queued += 1),
  });
});
afterAll(() => database.close());
beforeEach(() => {
  queued = 0;
});

const decode = (html: string) =>
  html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Posts a form as a browser without JavaScript does. */
const postForm = (path: string, fields: Record<string, string>, target = app) =>
  request(target).post(path).type('form').set('Accept', 'text/html').send(fields);

const quote = {
  plan: 'standard',
  nom: 'Dr Claire Morel',
  email: 'claire.morel@exemple.fr',
  telephone: '06 12 34 56 78',
  cabinet: 'Cabinet des Tilleuls',
  ville: 'Lyon',
  message: '',
  acceptPolicy: 'on',
  website: '',
};
const contact = { ...quote, message: 'Pouvez-vous me rappeler ?' } as Record<string, string>;
delete contact.plan;

/** Text of each field message, by the id of its field. */
const fieldErrors = (html: string) =>
  Object.fromEntries([...html.matchAll(/<p class="field-error" id="([\w-]+)-erreur">([^<]*)<\/p>/g)].map((m) => [m[1], decode(m[2]!)]));

describe('POST /demande-devis (no JavaScript)', () => {
  it('stores the quote like the API would, with the composed message, then redirects (303) to the thanks page', async () => {
    const res = await postForm('/demande-devis', { ...quote, formule: 'collectif', message: 'Deux praticiens.' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/demande-devis/merci');
    const row = await database.db('contact_messages').where({ email: quote.email, kind: 'quote' }).orderBy('id', 'desc').first();
    expect(row).toMatchObject({ name: 'Dr Claire Morel', phone: '06 12 34 56 78', practice: 'Cabinet des Tilleuls', city: 'Lyon', plan: 'collectif', consent: true });
    expect(row.message).toMatch(/^Téléphone: 06 12 34 56 78\nCabinet: Cabinet des Tilleuls\nVille: Lyon\nFormule: COLLECTIF\nPolitique de confidentialité acceptée: oui\nDate: .+\n\nDeux praticiens\.$/);
    expect(await database.db('email_outbox').where({ contact_message_id: row.id }).first()).toMatchObject({ status: 'pending' });
    expect(queued).toBe(1);

    const thanks = await request(app).get('/demande-devis/merci');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(formMessages.quoteSuccess);
    expect(thanks.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('takes the plan of the hidden field when no radio was sent, and STANDARD when neither is a plan', async () => {
    await postForm('/demande-devis', { ...quote, email: 'plan.hidden@exemple.fr', plan: 'continuite' });
    await postForm('/demande-devis', { ...quote, email: 'plan.none@exemple.fr', plan: 'platine', formule: 'or' });
    const plans = await database.db('contact_messages').whereIn('email', ['plan.hidden@exemple.fr', 'plan.none@exemple.fr']).orderBy('email').pluck('plan');
    expect(plans).toEqual(['continuite', 'standard']);
  });

  it('answers 400 with the page, every message under its field, the values kept and nothing stored', async () => {
    const before = await database.db('contact_messages').count({ n: '*' }).first();
    const res = await postForm('/demande-devis', { plan: 'serenite', nom: '  ', email: 'claire@exemple', telephone: '', cabinet: '', ville: '', message: 'Mon message', website: '' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(fieldErrors(res.text)).toEqual({
      'devis-nom': 'Le nom et prénom sont requis',
      'devis-email': "L'email n'est pas valide",
      'devis-telephone': 'Le téléphone est requis',
      'devis-cabinet': 'Le nom du cabinet est requis',
      'devis-ville': 'La ville est requise',
      'devis-acceptPolicy': 'Vous devez accepter la politique de confidentialité',
    });
    const email = res.text.match(/<input id="devis-email"[^>]*>/)![0];
    for (const attr of [' aria-invalid="true"', ' aria-describedby="devis-email-erreur"', ' value="claire@exemple"']) expect(email).toContain(attr);
    expect(res.text).toContain('>Mon message</textarea>');
    // The plan chosen stays chosen, in the form and in the carousel.
    expect(res.text).toContain('<input type="hidden" name="plan" value="serenite"/>');
    expect(res.text).toContain('<article class="plan-card is-selected" data-plan="serenite"');
    expect(res.text).toContain('class="form-problem"');
    expect(await database.db('contact_messages').count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses a filled honeypot like the API, with the failure box, storing nothing', async () => {
    const res = await postForm('/demande-devis', { ...quote, email: 'robot@exemple.fr', website: 'https://spam.example' });
    expect(res.status).toBe(400);
    expect(decode(res.text)).toContain(formMessages.sendFailure);
    expect(await database.db('contact_messages').where({ email: 'robot@exemple.fr' })).toHaveLength(0);
  });
});

describe('POST /contact (no JavaScript)', () => {
  it('stores the message with the composed text, then redirects to its thanks page', async () => {
    const res = await postForm('/contact', { ...contact, email: 'contact.form@exemple.fr' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact/merci');
    const row = await database.db('contact_messages').where({ email: 'contact.form@exemple.fr' }).first();
    expect(row).toMatchObject({ kind: 'contact', plan: null, consent: true });
    expect(row.message).toBe('Téléphone: 06 12 34 56 78\nCabinet: Cabinet des Tilleuls\nVille: Lyon\n\nPouvez-vous me rappeler ?');
    expect((await request(app).get('/contact/merci')).text).toContain(formMessages.contactSuccess);
  });

  it('answers 400 with its own messages', async () => {
    const res = await postForm('/contact', { ...contact, message: ' ', acceptPolicy: '' });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.text)).toEqual({
      'contact-message': 'Le message est requis',
      'contact-acceptPolicy': 'Vous devez accepter que vos données soient utilisées pour vous recontacter',
    });
    expect(res.text).not.toContain('name="plan"');
    expect(res.text).toMatch(/<input id="contact-nom"[^>]* value="Dr Claire Morel"/);
  });
});

describe('POST /newsletter (no JavaScript)', () => {
  it('subscribes like the API (same source, one welcome mail) and redirects to its thanks page', async () => {
    const res = await postForm('/newsletter', { email: ' Paul.Durand@Exemple.fr ', website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/newsletter/merci');
    const row = await database.db('newsletter_subscribers').where({ email: 'paul.durand@exemple.fr' }).first();
    expect(row.consent_source).toBe('formulaire newsletter du site');
    expect(await database.db('email_outbox').where({ kind: 'newsletter_welcome', to_address: 'paul.durand@exemple.fr' })).toHaveLength(1);
    const thanks = await request(app).get('/newsletter/merci');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(formMessages.newsletterSuccess);
  });

  it.each(['', 'paul', 'paul@exemple', 'paul durand@exemple.fr'])('answers %j with the message and the address kept', async (email) => {
    const res = await postForm('/newsletter', { email, website: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Veuillez saisir un email valide.');
    expect(res.text).toContain(`value="${email}"`);
    expect(res.text).toContain('aria-invalid="true"');
  });

  it('refuses a filled honeypot with the failure message', async () => {
    const res = await postForm('/newsletter', { email: 'robot@exemple.fr', website: 'x' });
    expect(res.status).toBe(400);
    expect(decode(res.text)).toContain(formMessages.newsletterFailure);
    expect(await database.db('newsletter_subscribers').where({ email: 'robot@exemple.fr' })).toHaveLength(0);
  });
});

describe('form posts, all three', () => {
  it('share the API rate limit: the sixth post in the window is refused', async () => {
    const limited = createTestApp(database);
    const statuses: number[] = [];
    await request(limited).post('/api/v1/newsletter/subscribe').send({ email: 'quota@exemple.fr' });
    for (const [path, body] of [
      ['/newsletter', { email: 'quota@exemple.fr' }],
      ['/contact', contact],
      ['/demande-devis', quote],
      ['/newsletter', { email: 'quota@exemple.fr' }],
      ['/contact', contact],
    ] as const) {
      statuses.push((await postForm(path, body, limited)).status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 429]);
  });

  it('are refused when sent by another site', async () => {
    const res = await postForm('/contact', contact).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
  });

  it('answer 503 with the failure box and the values when the database is away', async () => {
    const broken = await createTestDatabase();
    const brokenApp = createTestApp(broken);
    await broken.close();
    const res = await postForm('/contact', contact, brokenApp);
    expect(res.status).toBe(503);
    expect(decode(res.text)).toContain(formMessages.sendFailure);
    expect(res.text).toMatch(/<input id="contact-email"[^>]* value="claire.morel@exemple.fr"/);
  });

  it('land on pages that are not listed for search engines', async () => {
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/merci');
  });
});
