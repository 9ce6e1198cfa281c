import request from 'supertest';
import { describe, expect } from 'vitest';
import { it, test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { postForm, postFromIsland, quote } from '../../tests/helpers/formPosts';
import type { Database } from '../db/database';
import { defaultTiers } from '../http/rateLimit';

/**
 * Where each lead came from (docs/decisions/038-lead-attribution.md), as the
 * owner reads it: the export of the leads and the notification mail, after
 * quotes sent without JavaScript, from the island and through the API.
 */
test.override('appOptions', { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });

const SITE = 'https://www.secretalia.fr';

/** The leads of `email` as `leads:export --format json` gives them. */
async function exported(database: Database, email: string) {
  const run = await runAdmin('leads-export', ['--format', 'json'], { database });
  expect(run.code, run.output).toBe(0);
  return (JSON.parse(run.stdout) as Record<string, unknown>[]).filter((lead) => lead.email === email);
}

describe('where each lead came from', () => {
  it('a quote posted without JavaScript from an address carrying UTM parameters keeps them, with the form page', async ({
    app,
    database,
  }) => {
    const page = '/demande-devis?formule=collectif&utm_source=adwords&utm_medium=cpc&utm_campaign=X';
    const email = 'sans-javascript@exemple.fr';
    const res = await postForm(app, '/demande-devis', { ...quote, plan: 'collectif', email, provenance: '' }).set(
      'Referer',
      `${SITE}${page}`,
    );
    expect(res.status).toBe(303);
    const [lead] = await exported(database, email);
    expect(lead).toMatchObject({
      page,
      utmSource: 'adwords',
      utmMedium: 'cpc',
      utmCampaign: 'X',
      utmTerm: null,
      utmContent: null,
      referrerHost: null,
      landingPage: null,
      cta: null,
    });
  });

  it('without JavaScript, the plan card’s link names it: the call to action comes with the form page’s address', async ({
    app,
    database,
  }) => {
    const card = await request(app).get('/nos-tarifs');
    const href = /<a class="plan-quote[^"]*" href="([^"]+)" data-cta="carte-formule-collectif"/.exec(card.text)![1]!;
    const page = href.replace(/&amp;/g, '&');
    expect(page).toBe('/demande-devis?formule=collectif&depuis=carte-formule-collectif');
    const email = 'carte-sans-javascript@exemple.fr';
    const res = await postForm(app, '/demande-devis', { ...quote, plan: 'collectif', email, provenance: '' }).set(
      'Referer',
      `${SITE}${page}`,
    );
    expect(res.status).toBe(303);
    const [lead] = await exported(database, email);
    expect(lead).toMatchObject({ page, cta: 'carte-formule-collectif', utmSource: null, referrerHost: null });
  });

  it('the island’s `provenance`: the campaign, the site that sent the visitor, the landing page and the button, in the export and the mail', async ({
    app,
    database,
  }) => {
    const email = 'avec-javascript@exemple.fr';
    const landing = '/?utm_source=adwords&utm_medium=cpc&utm_campaign=X';
    const provenance = new URLSearchParams({
      utm_source: 'adwords',
      utm_medium: 'cpc',
      utm_campaign: 'X',
      referrer: 'www.google.fr',
      landing,
      cta: 'carte-formule-collectif',
    }).toString();
    const res = await postFromIsland(app, '/demande-devis', { ...quote, plan: 'collectif', email, provenance }).set(
      'Referer',
      `${SITE}/demande-devis?formule=collectif`,
    );
    expect(res.status, res.text).toBe(201);
    const [lead] = await exported(database, email);
    expect(lead).toMatchObject({
      page: '/demande-devis?formule=collectif',
      utmSource: 'adwords',
      utmMedium: 'cpc',
      utmCampaign: 'X',
      referrerHost: 'www.google.fr',
      landingPage: landing,
      cta: 'carte-formule-collectif',
    });
    const mail = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    expect(mail.text_body).toContain(
      [
        'Provenance :',
        'Campagne : X',
        'Source / support : adwords / cpc',
        'Site d’origine : www.google.fr',
        `Page d’arrivée : ${landing}`,
        'Appel à l’action : carte-formule-collectif',
        'Page du formulaire : /demande-devis?formule=collectif',
      ].join('\n'),
    );
    expect(mail.html_body).toContain('<p><strong>Provenance :</strong></p>');
    expect(mail.html_body).toContain('<th align="left">Campagne</th><td>X</td>');
  });

  it('bad attribution is dropped, never the lead; the API takes an `attribution` object', async ({ app, database }) => {
    const email = 'api@exemple.fr';
    const res = await request(app)
      .post('/api/v1/contact')
      .send({
        kind: 'quote',
        name: 'Dr Paul Roux',
        email,
        message: 'Bonjour',
        phone: '06 00 00 00 00',
        practice: 'Cabinet Roux',
        city: 'Nantes',
        plan: 'standard',
        consent: true,
        attribution: {
          utm_source: 'linkedin',
          utm_campaign: 'x'.repeat(300),
          referrer: 'pas un hôte !',
          landing: 'https://ailleurs.example/',
          cta: 'en-tete',
        },
      });
    expect(res.status, res.text).toBe(201);
    const [lead] = await exported(database, email);
    expect(lead).toMatchObject({
      utmSource: 'linkedin',
      utmCampaign: 'x'.repeat(200),
      referrerHost: null,
      landingPage: null,
      cta: 'en-tete',
    });
    // A direct visit without anything known: the mail says so.
    const direct = await postFromIsland(app, '/contact', {
      nom: 'Dr Anne Petit',
      email: 'direct@exemple.fr',
      telephone: '06 11 11 11 11',
      cabinet: 'Cabinet Petit',
      ville: 'Rennes',
      message: 'Bonjour',
      acceptPolicy: 'on',
      website: '',
      provenance: 'utm_source=&referrer=%3Cscript%3E',
    });
    expect(direct.status, direct.text).toBe(201);
    const mail = await database.db('email_outbox').where({ lead_id: direct.body.id }).first();
    expect(mail.text_body).toContain('Provenance :\nOrigine : accès direct ou inconnue');
  });
});
