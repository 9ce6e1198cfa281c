import request from 'supertest';
import { beforeEach, describe, expect } from 'vitest';
import { formMessages } from '../../shared/forms';
import { planTitle } from '../../shared/plans';
import { it, test } from '../../tests/fixtures';
import { contact, postForm, postFromIsland, quote } from '../../tests/helpers/formPosts';
import { decode, fieldMessages, textOf } from '../../tests/helpers/html';
import { createTestApp } from '../../tests/helpers/testApp';
import { createTestDatabase } from '../../tests/helpers/testDatabase';
import type { App } from '../app';
import { defaultTiers } from '../http/rateLimit';

let queued = 0;
// Room for the many posts of this file; the limit itself is tested below.
test.override('appOptions', {
  rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } },
  onMailQueued: () => (queued += 1),
});
beforeEach(() => {
  queued = 0;
});

describe('POST /demande-devis', () => {
  it('without JavaScript: stores each field apart, queues the notification, then redirects (303) to the thanks page', async ({
    app,
    database,
  }) => {
    const res = await postForm(app, '/demande-devis', { ...quote, plan: 'collectif', message: 'Deux praticiens.' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/demande-devis/merci');
    const row = await database.db('leads').where({ email: quote.email, kind: 'quote' }).orderBy('id', 'desc').first();
    expect(row).toMatchObject({
      name: 'Dr Claire Morel',
      phone: '06 12 34 56 78',
      practice: 'Cabinet des Tilleuls',
      city: 'Lyon',
      plan: 'collectif',
      consent: true,
      message: 'Deux praticiens.',
    });
    const mail = await database.db('email_outbox').where({ lead_id: row.id }).first();
    expect(mail).toMatchObject({ status: 'pending', subject: 'Demande de devis – Dr Claire Morel' });
    // Each field once, the plan written as everywhere else.
    for (const line of [
      'Téléphone : 06 12 34 56 78',
      'Cabinet : Cabinet des Tilleuls',
      'Ville : Lyon',
      `Formule : ${planTitle('collectif')}`,
      'Consentement : oui',
    ]) {
      expect(mail.text_body.split(line)).toHaveLength(2);
    }
    expect(mail.text_body).toContain('Message :\nDeux praticiens.');
    expect(queued).toBe(1);

    const thanks = await request(app).get('/demande-devis/merci');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(formMessages.quoteSuccess);
    expect(thanks.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('the thanks page a browser without JavaScript lands on: the spec’s message once, what happens next once, « Envoyer une autre demande » back to the form', async ({
    app,
  }) => {
    const page = (await request(app).get('/demande-devis/merci')).text;
    const main = textOf(/<main\b[\s\S]*<\/main>/.exec(page)![0]);
    expect(main.split(formMessages.quoteSuccess)).toHaveLength(2);
    expect(main.match(/Et maintenant/g)).toHaveLength(1);
    expect(main.match(/Nous étudions votre demande/g)).toHaveLength(1);
    expect(page).toMatch(/<a class="btn btn-secondary" href="\/demande-devis">Envoyer une autre demande<\/a>/);
  });

  it('from the island: the same action answers 201 with the id, and the lead is the same', async ({
    app,
    database,
  }) => {
    const res = await postFromIsland(app, '/demande-devis', { ...quote, email: 'ilot@exemple.fr', plan: 'serenite' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const row = await database.db('leads').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      kind: 'quote',
      email: 'ilot@exemple.fr',
      plan: 'serenite',
      consent: true,
      message: '',
    });
    const mail = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    expect(mail.text_body).toContain('Message :\nAucun message');
  });

  it('refuses a plan that is not one of the four, under its field', async ({ app, database }) => {
    const res = await postForm(app, '/demande-devis', { ...quote, email: 'plan.none@exemple.fr', plan: 'platine' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.text)).toEqual({ 'devis-plan': 'Choisissez une des quatre formules' });
    expect(await database.db('leads').where({ email: 'plan.none@exemple.fr' })).toHaveLength(0);
  });

  it('answers 400 with the page, every message under its field, the values kept and nothing stored', async ({
    app,
    database,
  }) => {
    const before = await database.db('leads').count({ n: '*' }).first();
    const res = await postForm(app, '/demande-devis', {
      plan: 'serenite',
      nom: '  ',
      email: 'claire@exemple',
      telephone: '',
      cabinet: '',
      ville: '',
      message: 'Mon message',
      website: '',
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(fieldMessages(res.text)).toEqual({
      'devis-nom': 'Le nom et prénom sont requis',
      'devis-email': "L'email n'est pas valide",
      'devis-telephone': 'Le téléphone est requis',
      'devis-cabinet': 'Le nom du cabinet est requis',
      'devis-ville': 'La ville est requise',
      'devis-acceptPolicy': 'Vous devez accepter la politique de confidentialité',
    });
    const email = res.text.match(/<input id="devis-email"[^>]*>/)![0];
    for (const attr of [' aria-invalid="true"', ' aria-describedby="devis-email-erreur"', ' value="claire@exemple"'])
      expect(email).toContain(attr);
    expect(res.text).toContain('>Mon message</textarea>');
    // The plan chosen stays chosen, in the form and in the carousel.
    expect(res.text).toContain('<input type="radio" name="plan" checked="" value="serenite"/>');
    expect(res.text).toContain('<article class="plan-card plan-card-compact is-selected" data-plan="serenite"');
    expect(res.text).toContain('class="form-problem"');
    expect(await database.db('leads').count({ n: '*' }).first()).toEqual(before);
  });

  it('gives the island the same messages, as JSON by field', async ({ app }) => {
    const res = await postFromIsland(app, '/demande-devis', {
      plan: 'serenite',
      nom: '',
      email: 'claire@exemple',
      website: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_input',
      message: 'Certains champs sont invalides.',
      fields: {
        nom: 'Le nom et prénom sont requis',
        email: "L'email n'est pas valide",
        telephone: 'Le téléphone est requis',
        cabinet: 'Le nom du cabinet est requis',
        ville: 'La ville est requise',
        acceptPolicy: 'Vous devez accepter la politique de confidentialité',
      },
    });
  });

  it('refuses a filled honeypot like the API, with the failure box, storing nothing', async ({ app, database }) => {
    const res = await postForm(app, '/demande-devis', {
      ...quote,
      email: 'robot@exemple.fr',
      website: 'https://spam.example',
    });
    expect(res.status).toBe(400);
    expect(decode(res.text)).toContain(formMessages.sendFailure);
    const json = await postFromIsland(app, '/demande-devis', {
      ...quote,
      email: 'robot@exemple.fr',
      website: 'https://spam.example',
    });
    expect(json.body.error.code).toBe('spam_suspected');
    expect(await database.db('leads').where({ email: 'robot@exemple.fr' })).toHaveLength(0);
  });
});

describe('the quote through the API and through the form: one set of rules', () => {
  const api = {
    kind: 'quote',
    name: 'Dr Claire Morel',
    email: 'claire.morel@exemple.fr',
    message: 'Bonjour',
    phone: '06 12 34 56 78',
    practice: 'Cabinet des Tilleuls',
    city: 'Lyon',
    plan: 'standard',
    consent: true,
  };

  it.for<[string, Record<string, unknown>, Record<string, string>, string, string]>([
    ['consent: false', { consent: false }, { acceptPolicy: '' }, 'consent', 'acceptPolicy'],
    ['no phone', { phone: undefined }, { telephone: '' }, 'phone', 'telephone'],
    ['no practice', { practice: undefined }, { cabinet: '' }, 'practice', 'cabinet'],
    ['no city', { city: undefined }, { ville: '' }, 'city', 'ville'],
    ['a plan of none of the four', { plan: 'platine' }, { plan: 'platine' }, 'plan', 'plan'],
  ])(
    '%s: a 400 naming the field in the API, the same message under the field of the form',
    async ([, apiChange, formChange, apiField, formField], { app }) => {
      const viaApi = await request(app)
        .post('/api/v1/contact')
        .send({ ...api, ...apiChange });
      expect(viaApi.status).toBe(400);
      expect(Object.keys(viaApi.body.error.fields)).toEqual([apiField]);
      const viaForm = await postForm(app, '/demande-devis', { ...quote, ...formChange });
      expect(viaForm.status).toBe(400);
      expect(fieldMessages(viaForm.text)).toEqual({ [`devis-${formField}`]: viaApi.body.error.fields[apiField] });
    },
  );

  it('stores the same lead either way', async ({ app, database }) => {
    const viaApi = await request(app)
      .post('/api/v1/contact')
      .send({ ...api, email: 'deux.voies@exemple.fr', message: 'Deux praticiens.' });
    const viaIsland = await postFromIsland(app, '/demande-devis', {
      ...quote,
      email: 'deux.voies@exemple.fr',
      message: 'Deux praticiens.',
    });
    const rows = await database.db('leads').whereIn('id', [viaApi.body.id, viaIsland.body.id]).orderBy('id');
    // Only where each was sent from differs: the API's client did not say.
    const strip = ({ id: _id, created_at: _created, page: _page, ...lead }: Record<string, unknown>) => lead;
    expect(strip(rows[0])).toEqual(strip(rows[1]));
    expect([rows[0].page, rows[1].page]).toEqual([null, '/demande-devis']);
  });
});

describe('the page a lead was sent from', () => {
  it('is the page of this site the browser names (path and query, so campaigns show), else the form’s own address', async ({
    app,
    database,
  }) => {
    const fromCampaign = await postFromIsland(app, '/demande-devis', { ...quote, email: 'campagne@exemple.fr' }).set(
      'Referer',
      'https://www.secretalia.fr/demande-devis?utm_source=linkedin&utm_campaign=automne',
    );
    const unsaid = await postForm(app, '/contact', { ...contact, email: 'sans.referent@exemple.fr' });
    const otherSite = await postFromIsland(app, '/contact', { ...contact, email: 'autre.site@exemple.fr' }).set(
      'Referer',
      'https://ailleurs.example/contact?x=1',
    );
    const viaApi = await request(app)
      .post('/api/v1/contact')
      .set('Referer', 'https://www.secretalia.fr/pourquoi-secretalia')
      .send({ name: 'Dr Api', email: 'api@exemple.fr', message: 'Bonjour' });
    for (const res of [fromCampaign, unsaid, otherSite, viaApi]) expect(res.status).toBeLessThan(400);
    const pageOf = async (email: string) => (await database.db('leads').where({ email }).first('page'))?.page;
    expect(await pageOf('campagne@exemple.fr')).toBe('/demande-devis?utm_source=linkedin&utm_campaign=automne');
    expect(await pageOf('sans.referent@exemple.fr')).toBe('/contact');
    expect(await pageOf('autre.site@exemple.fr')).toBe('/contact');
    expect(await pageOf('api@exemple.fr')).toBe('/pourquoi-secretalia');
  });
});

describe('POST /contact', () => {
  it('stores the message apart from the other fields, then redirects to its thanks page', async ({ app, database }) => {
    const res = await postForm(app, '/contact', { ...contact, email: 'contact.form@exemple.fr' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact/merci');
    const row = await database.db('leads').where({ email: 'contact.form@exemple.fr' }).first();
    expect(row).toMatchObject({
      kind: 'contact',
      plan: null,
      consent: true,
      phone: '06 12 34 56 78',
      message: 'Pouvez-vous me rappeler ?',
    });
    expect((await request(app).get('/contact/merci')).text).toContain(formMessages.contactSuccess);
  });

  it('without JavaScript too, a name, phone or city typed on several lines is one line in the notification; the message keeps its lines', async ({
    app,
    database,
  }) => {
    const res = await postForm(app, '/contact', {
      ...contact,
      email: 'lignes@exemple.fr',
      nom: 'Dr Eve\r\nE-mail : pirate@exemple.com\u202E',
      telephone: '06 12\n34 56 78',
      ville: 'Lyon\u2028Cabinet : Faux\u001B[2J',
      message: 'Bonjour,\r\nnous sommes trois.\u2066',
    });
    expect(res.status).toBe(303);
    const row = await database.db('leads').where({ email: 'lignes@exemple.fr' }).first();
    expect(row).toMatchObject({
      name: 'Dr Eve E-mail : pirate@exemple.com',
      phone: '06 12 34 56 78',
      city: 'Lyon Cabinet : Faux[2J',
      message: 'Bonjour,\nnous sommes trois.',
    });
    const mail = await database.db('email_outbox').where({ lead_id: row.id }).first();
    const lines: string[] = mail.text_body.split('\n');
    for (const label of ['E-mail', 'Téléphone', 'Cabinet', 'Ville']) {
      expect(
        lines.filter((line) => line.startsWith(`${label} :`)),
        label,
      ).toHaveLength(1);
    }
    expect(lines).toContain('Bonjour,');
    expect(lines).toContain('nous sommes trois.');
  });

  it('answers 400 with its own messages', async ({ app }) => {
    const res = await postForm(app, '/contact', { ...contact, message: ' ', acceptPolicy: '' });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.text)).toEqual({
      'contact-message': 'Le message est requis',
      'contact-acceptPolicy': 'Vous devez accepter que vos données soient utilisées pour vous recontacter',
    });
    expect(res.text).not.toContain('name="plan"');
    expect(res.text).toMatch(/<input id="contact-nom"[^>]* value="Dr Claire Morel"/);
  });
});

describe('POST /newsletter', () => {
  it('subscribes like the API (same source, one confirmation mail) and redirects to its thanks page, which asks to confirm', async ({
    app,
    database,
  }) => {
    const res = await postForm(app, '/newsletter', { email: ' Paul.Durand@Exemple.fr ', website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/newsletter/merci');
    const row = await database.db('newsletter_subscribers').where({ email: 'paul.durand@exemple.fr' }).first();
    expect(row.consent_source).toBe('formulaire newsletter du site');
    expect(row.confirmed_at).toBeNull();
    const mails = await database.db('email_outbox').where({ to_address: 'paul.durand@exemple.fr' });
    expect(mails.map((mail) => mail.kind)).toEqual(['newsletter_confirmation']);
    const thanks = await request(app).get('/newsletter/merci');
    expect(thanks.status).toBe(200);
    expect(decode(thanks.text)).toContain(
      'Merci ! Vous êtes abonné(e) à notre newsletter. Pour la recevoir, confirmez votre adresse grâce au lien de l’e-mail que nous venons de vous envoyer.',
    );
  });

  it('from the island: the answer of the API, whether the address is new or known', async ({ app }) => {
    for (let i = 0; i < 2; i++) {
      const res = await postFromIsland(app, '/newsletter', { email: 'ilot@exemple.fr', website: '' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ subscribed: true });
    }
  });

  it.for(['', 'paul', 'paul@exemple', 'paul durand@exemple.fr'])(
    'answers %j with the message and the address kept',
    async (email, { app }) => {
      const res = await postForm(app, '/newsletter', { email, website: '' });
      expect(res.status).toBe(400);
      expect(res.text).toContain('Veuillez saisir un email valide.');
      expect(res.text).toContain(`value="${email}"`);
      expect(res.text).toContain('aria-invalid="true"');
    },
  );

  it('refuses a filled honeypot with the failure message', async ({ app, database }) => {
    const res = await postForm(app, '/newsletter', { email: 'robot@exemple.fr', website: 'x' });
    expect(res.status).toBe(400);
    expect(decode(res.text)).toContain(formMessages.newsletterFailure);
    expect(await database.db('newsletter_subscribers').where({ email: 'robot@exemple.fr' })).toHaveLength(0);
  });
});

describe('form posts, all three', () => {
  it('share the API rate limit: the sixth post in the window is refused', async ({ database }) => {
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
      statuses.push((await postForm(limited, path, body)).status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 429]);
  });

  it('are refused when sent by another site', async ({ app }) => {
    const res = await postForm(app, '/contact', contact).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
  });

  it('answer 503 with Retry-After, the failure box and the values when the database is away', async () => {
    // A database of the test's own that goes away (closed in the finally, even if building the app fails).
    const broken = await createTestDatabase();
    let brokenApp: App;
    try {
      brokenApp = createTestApp(broken);
    } finally {
      await broken.close();
    }
    const res = await postForm(brokenApp, '/contact', contact);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(decode(res.text)).toContain(formMessages.sendFailure);
    expect(res.text).toMatch(/<input id="contact-email"[^>]* value="claire.morel@exemple.fr"/);
    const json = await postFromIsland(brokenApp, '/contact', contact);
    expect(json.status).toBe(503);
    expect(json.body.error.code).toBe('database_unavailable');
  });

  it('land on pages that are not listed for search engines', async ({ app }) => {
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.text).not.toContain('/merci');
  });
});
