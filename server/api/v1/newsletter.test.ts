import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';
import { decode, textOf } from '../../../tests/helpers/html';
import { createTestApp } from '../../../tests/helpers/testApp';
import { purgeExpired } from '../../jobs/purge';
import { loadNewsletterLinkSecret } from '../../settings/secrets';
import { payloadLinks } from '../../signedLinks';
import { defaultTiers } from '../../http/rateLimit';

test.override('appOptions', { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });

const SITE = 'https://www.secretalia.fr';

/** The confirmation link of a mail, as its reader would click it (the path on this site). */
function confirmationLink(mail: { text_body: string; html_body: string }): string {
  const inText = /https:\/\/www\.secretalia\.fr(\/newsletter\/confirmation\/[\w.-]+)/.exec(mail.text_body)?.[1];
  expect(inText, mail.text_body).toBeDefined();
  expect(mail.html_body).toContain(`href="${SITE}${inText}"`);
  return inText!;
}

/**
 * On the file's app and database: `subscribe(email)` posts the form; `mailsTo(address)`,
 * `subscriber(email)` read the rows; `exported()` is what a confirmed address would
 * receive (it is in the export); `confirmed(email)` makes a confirmed subscriber as the
 * site makes one (the form, then the link) and gives their unsubscribe token.
 */
const it = test
  .extend(
    'subscribe',
    async ({ app }) =>
      (email: unknown) =>
        request(app).post('/api/v1/newsletter/subscribe').send({ email }),
  )
  .extend(
    'mailsTo',
    async ({ database }) =>
      (to: string) =>
        database.db('email_outbox').where({ to_address: to }).orderBy('id'),
  )
  .extend(
    'subscriber',
    async ({ database }) =>
      (email: string) =>
        database.db('newsletter_subscribers').where({ email }).first(),
  )
  .extend(
    'exported',
    async ({ database }) =>
      async () =>
        (await database
          .db('newsletter_subscribers')
          .whereNotNull('confirmed_at')
          .whereNull('unsubscribed_at')
          .pluck('email')) as string[],
  )
  .extend('confirmed', async ({ app, subscribe, mailsTo, subscriber }) => async (email: string): Promise<string> => {
    await subscribe(email);
    await request(app).post(confirmationLink((await mailsTo(email))[0]));
    return (await subscriber(email)).unsubscribe_token;
  });

describe('POST /api/v1/newsletter/subscribe: double opt-in', () => {
  it('sends a confirmation mail with a signed link and nothing else; the address waits for its click', async ({
    subscribe,
    mailsTo,
    subscriber,
    exported,
  }) => {
    const res = await subscribe('Jeanne.Martin@Exemple.fr');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true });
    const row = await subscriber('jeanne.martin@exemple.fr');
    expect(row.confirmed_at).toBeNull();
    expect(row.consent_source).toBe('formulaire newsletter du site');
    const mails = await mailsTo('jeanne.martin@exemple.fr');
    expect(mails.map((m) => m.kind)).toEqual(['newsletter_confirmation']);
    expect(mails[0].subject).toBe('Confirmez votre inscription à la newsletter Secretalia');
    // Nobody is subscribed yet: nothing to unsubscribe from.
    expect(mails[0].headers).toBeNull();
    const link = confirmationLink(mails[0]);
    // The link names no address (request logs keep paths).
    expect(link).not.toMatch(/jeanne|exemple/i);
    expect(await exported()).not.toContain('jeanne.martin@exemple.fr');
  });

  it('opening the link shows a button and confirms nothing; the button confirms', async ({
    app,
    subscribe,
    mailsTo,
    subscriber,
    exported,
  }) => {
    await subscribe('paul.roux@exemple.fr');
    const link = confirmationLink((await mailsTo('paul.roux@exemple.fr'))[0]);

    // A mail scanner opening the link, twice.
    for (let i = 0; i < 2; i++) {
      const page = await request(app).get(link);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain('<meta name="robots" content="noindex"/>');
      expect(textOf(page.text)).toContain('Confirmez votre inscription');
      expect(page.text).toContain('p•••@exemple.fr');
      expect(page.text).toMatch(new RegExp(`<form (action="${link}" method="post"|method="post" action="${link}")>`));
      expect(page.text).toContain('Confirmer mon inscription');
    }
    expect((await subscriber('paul.roux@exemple.fr')).confirmed_at).toBeNull();

    const done = await request(app).post(link).type('form').send({});
    expect(done.status).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(textOf(done.text)).toContain('Inscription confirmée');
    expect((await subscriber('paul.roux@exemple.fr')).confirmed_at).toBeInstanceOf(Date);
    expect(await exported()).toContain('paul.roux@exemple.fr');
    // Opened again later: said so, nothing changes.
    expect(textOf((await request(app).get(link)).text)).toContain('Votre inscription est déjà confirmée');
    expect(textOf((await request(app).post(link)).text)).toContain('Votre inscription est déjà confirmée');
  });

  it('gives the same answer whatever the address’s state, and sends nothing to a confirmed one', async ({
    app,
    subscribe,
    mailsTo,
    subscriber,
  }) => {
    const answers = [];
    answers.push(await subscribe('etat@exemple.fr')); // new
    answers.push(await subscribe('etat@exemple.fr')); // pending
    await request(app).post(confirmationLink((await mailsTo('etat@exemple.fr'))[0]));
    answers.push(await subscribe('etat@exemple.fr')); // confirmed
    const { unsubscribe_token: token } = await subscriber('etat@exemple.fr');
    await request(app).post(`/newsletter/desinscription/${token}`);
    answers.push(await subscribe('etat@exemple.fr')); // unsubscribed
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ subscribed: true });
      expect(res.headers['content-type']).toBe(answers[0]!.headers['content-type']);
    }
    // New → one mail; pending within the hour and confirmed → none; unsubscribed → a new confirmation.
    expect((await mailsTo('etat@exemple.fr')).map((m) => m.kind)).toEqual([
      'newsletter_confirmation',
      'newsletter_confirmation',
    ]);
  });

  it('sends the confirmation again at most once an hour, and every link of the request works', async ({
    database,
    app,
    subscribe,
    mailsTo,
  }) => {
    await subscribe('relance@exemple.fr');
    await subscribe('relance@exemple.fr');
    await subscribe('Relance@Exemple.fr');
    expect(await mailsTo('relance@exemple.fr')).toHaveLength(1);
    // An hour and a bit later.
    await database
      .db('newsletter_subscribers')
      .where({ email: 'relance@exemple.fr' })
      .update({ confirmation_sent_at: database.db.raw("now() - interval '61 minutes'") });
    await subscribe('relance@exemple.fr');
    await subscribe('relance@exemple.fr');
    const mails = await mailsTo('relance@exemple.fr');
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(confirmationLink);
    expect((await request(app).post(first!)).status).toBe(200);
    expect(textOf((await request(app).get(second!)).text)).toContain('Votre inscription est déjà confirmée');
  });

  it('refuses an altered, expired or foreign link with a French 404 page, confirming nothing', async ({
    database,
    app,
    subscribe,
    mailsTo,
    subscriber,
  }) => {
    await subscribe('lien@exemple.fr');
    const link = confirmationLink((await mailsTo('lien@exemple.fr'))[0]);
    const token = link.split('/').pop();
    const [payload, expires, signature] = token!.split('.');
    const signer = payloadLinks(await loadNewsletterLinkSecret(database.db));
    const otherId = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace(/^\d+/, '1')).toString(
      'base64url',
    );
    const forged = [
      `${otherId}.${expires}.${signature}`, // another subscriber, same signature
      `${payload}.${Number(expires) + 86_400}.${signature}`, // a longer life
      `${payload}.${expires}.${signature!.slice(0, -2)}AA`, // a guessed signature
      // Signed by the site, but expired, or for another purpose.
      signer.sign(
        'newsletter-confirmation',
        Buffer.from(payload!, 'base64url').toString(),
        new Date(Date.now() - 1_000),
      ),
      signer.sign('blog-preview', Buffer.from(payload!, 'base64url').toString(), new Date(Date.now() + 86_400_000)),
      'nimporte-quoi',
    ];
    for (const bad of forged) {
      for (const method of ['get', 'post'] as const) {
        const res = await request(app)[method](`/newsletter/confirmation/${bad}`);
        expect(res.status, `${method} ${bad}`).toBe(404);
        expect(decode(res.text)).toContain('Ce lien de confirmation n’est pas valide');
      }
    }
    expect((await subscriber('lien@exemple.fr')).confirmed_at).toBeNull();
    expect((await request(app).get(link)).status).toBe(200);
  });

  it('re-subscribing an unsubscribed address sends a confirmation and nothing else until it is opened; the old link is dead', async ({
    app,
    subscribe,
    mailsTo,
    subscriber,
    exported,
  }) => {
    await subscribe('retour@exemple.fr');
    const oldLink = confirmationLink((await mailsTo('retour@exemple.fr'))[0]);
    await request(app).post(oldLink);
    const { unsubscribe_token: token } = await subscriber('retour@exemple.fr');
    await request(app).post(`/newsletter/desinscription/${token}`);
    expect(await exported()).not.toContain('retour@exemple.fr');

    // Whoever subscribes the address again: the old confirmation link does not bring it back.
    expect((await request(app).post(oldLink)).status).toBe(404);
    await subscribe('retour@exemple.fr');
    const mails = await mailsTo('retour@exemple.fr');
    expect(mails.map((m) => m.kind)).toEqual(['newsletter_confirmation', 'newsletter_confirmation']);
    expect((await request(app).post(oldLink)).status).toBe(404);
    expect(await exported()).not.toContain('retour@exemple.fr');
    expect((await subscriber('retour@exemple.fr')).unsubscribed_at).toBeInstanceOf(Date);

    const newLink = confirmationLink(mails[1]);
    expect(newLink).not.toBe(oldLink);
    expect((await request(app).post(newLink)).status).toBe(200);
    expect(await exported()).toContain('retour@exemple.fr');
    expect((await subscriber('retour@exemple.fr')).unsubscribed_at).toBeNull();
  });

  it.for(['', 'jeanne', 'jeanne@exemple', '@exemple.fr', 'jeanne martin@exemple.fr', 42, null])(
    'refuses %j with the newsletter message',
    async (email, { subscribe }) => {
      const res = await subscribe(email);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.email).toBe('Veuillez saisir un email valide.');
    },
  );

  it('refuses a filled honeypot', async ({ database, app }) => {
    const res = await request(app).post('/api/v1/newsletter/subscribe').send({ email: 'bot@exemple.fr', website: 'x' });
    expect(res.status).toBe(400);
    expect(await database.db('newsletter_subscribers').where({ email: 'bot@exemple.fr' })).toHaveLength(0);
  });
});

describe('unsubscribe link', () => {
  it('shows a button on GET, unsubscribes only on POST', async ({ app, subscriber, confirmed }) => {
    const token = await confirmed('paul@exemple.fr');
    const page = await request(app).get(`/newsletter/desinscription/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('p•••@exemple.fr');
    expect(page.text).toMatch(
      new RegExp(
        `<form (action="/newsletter/desinscription/${token}" method="post"|method="post" action="/newsletter/desinscription/${token}")>`,
      ),
    );
    expect(page.text).toContain('Confirmer ma désinscription');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    // Opening the link (as a mail scanner would) changed nothing.
    expect((await subscriber('paul@exemple.fr')).unsubscribed_at).toBeNull();

    const done = await request(app).post(`/newsletter/desinscription/${token}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Votre désinscription est faite');
    expect((await subscriber('paul@exemple.fr')).unsubscribed_at).toBeInstanceOf(Date);
    expect((await request(app).get(`/newsletter/desinscription/${token}`)).text).toContain(
      'Cette adresse était déjà désinscrite',
    );
  });

  it('one click from a mail client: a bare POST with List-Unsubscribe=One-Click unsubscribes at once and keeps only the address and the date', async ({
    app,
    subscriber,
    exported,
    confirmed,
  }) => {
    const token = await confirmed('un-clic@exemple.fr');
    const other = await confirmed('voisin@exemple.fr');
    const res = await request(app)
      .post(`/newsletter/desinscription/${token}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    const row = await subscriber('un-clic@exemple.fr');
    expect(row.unsubscribed_at).toBeInstanceOf(Date);
    expect({
      confirmed_at: row.confirmed_at,
      consent_at: row.consent_at,
      consent_source: row.consent_source,
      confirmation_sent_at: row.confirmation_sent_at,
    }).toEqual({
      confirmed_at: null,
      consent_at: null,
      consent_source: null,
      confirmation_sent_at: null,
    });
    // That address only.
    expect((await subscriber('voisin@exemple.fr')).unsubscribed_at).toBeNull();
    expect(await exported()).toContain('voisin@exemple.fr');
    expect(other).not.toBe(token);
  });

  it('takes the one-click POST as webmails send it (multipart, from their own page) and as often as providers send them', async ({
    database,
    subscriber,
    confirmed,
  }) => {
    // The forms' real limit (5 per 10 minutes per address): a provider posts for many readers from one address.
    const limited = createTestApp(database);
    const tokens = [];
    for (let i = 0; i < 8; i++) tokens.push(await confirmed(`lot-${i}@exemple.fr`));
    for (const [i, token] of tokens.entries()) {
      const res = await request(limited)
        .post(`/newsletter/desinscription/${token}`)
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://mail.webmail.example')
        .field('List-Unsubscribe', 'One-Click');
      expect(res.status, `post ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < 8; i++) expect((await subscriber(`lot-${i}@exemple.fr`)).unsubscribed_at).toBeInstanceOf(Date);
  });

  it('answers an unknown token with a French 404 page', async ({ app }) => {
    const res = await request(app).get('/newsletter/desinscription/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Ce lien de désinscription n’est pas valide');
    expect((await request(app).post('/newsletter/desinscription/nope')).status).toBe(404);
  });
});

describe('retention', () => {
  it('deletes requests never confirmed 30 days after their last confirmation mail, and keeps the rest', async ({
    database,
    app,
    subscribe,
    mailsTo,
    subscriber,
  }) => {
    for (const email of ['oubli@exemple.fr', 'recent@exemple.fr', 'fidele@exemple.fr']) await subscribe(email);
    await request(app).post(confirmationLink((await mailsTo('fidele@exemple.fr'))[0]));
    await database
      .db('newsletter_subscribers')
      .whereIn('email', ['oubli@exemple.fr', 'fidele@exemple.fr'])
      .update({
        consent_at: database.db.raw("now() - interval '31 days'"),
        confirmation_sent_at: database.db.raw("now() - interval '31 days'"),
      });
    await database
      .db('newsletter_subscribers')
      .where({ email: 'recent@exemple.fr' })
      .update({
        consent_at: database.db.raw("now() - interval '40 days'"),
        confirmation_sent_at: database.db.raw("now() - interval '29 days'"),
      });
    const deleted = await purgeExpired(database.db);
    expect(deleted.unconfirmedSubscribers).toBe(1);
    expect(await subscriber('oubli@exemple.fr')).toBeUndefined();
    expect(await subscriber('recent@exemple.fr')).toBeDefined();
    expect(await subscriber('fidele@exemple.fr')).toBeDefined();
  });
});
