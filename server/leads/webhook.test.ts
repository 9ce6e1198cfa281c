import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { leadWebhookBody, leadWebhooks } from './webhook';

const QUOTE: Lead = {
  kind: 'quote',
  name: 'Dr Hugo Lambert',
  email: 'hugo.lambert@exemple.be',
  phone: '+32 4 123 45 67',
  practice: 'Maison médicale du Parc',
  city: 'Liège',
  plan: 'collectif',
  specialty: null,
  message: 'Nous sommes trois médecins.',
  consent: true,
  page: '/demande-devis?formule=collectif',
  attribution: {
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'rentree',
    utmTerm: null,
    utmContent: null,
    referrerHost: null,
    landingPage: '/nos-tarifs',
    cta: 'carte-formule-collectif',
  },
};

const RECEIVED = new Date('2026-11-27T14:05:00Z');

describe('a lead webhook’s body', () => {
  it('LEAD_WEBHOOK_FORMAT=slack: a readable French summary as { text }', () => {
    const body = JSON.parse(leadWebhookBody(QUOTE, 42, 'slack', RECEIVED));
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text.split('\n')).toEqual([
      'Nouvelle demande de devis sur le site Secretalia (n° 42, 27 novembre 2026)',
      'Nom : Dr Hugo Lambert',
      'E-mail : hugo.lambert@exemple.be',
      'Téléphone : +32 4 123 45 67',
      'Cabinet : Maison médicale du Parc',
      'Ville : Liège',
      'Formule : COLLECTIF',
      'Campagne : rentree',
      'Source : newsletter',
      'Page : /demande-devis?formule=collectif',
      '',
      'Nous sommes trois médecins.',
    ]);
  });

  it('LEAD_WEBHOOK_FORMAT=teams: a MessageCard with the same summary', () => {
    const body = JSON.parse(leadWebhookBody(QUOTE, 42, 'teams', RECEIVED));
    expect(body).toMatchObject({ '@type': 'MessageCard', summary: 'Nouvelle demande de devis' });
    expect(body.text).toContain('Nom : Dr Hugo Lambert  \nE-mail : hugo.lambert@exemple.be');
  });

  it('json: the lead.created event, attribution with only its known fields', () => {
    const event = JSON.parse(leadWebhookBody(QUOTE, 42, 'json', RECEIVED));
    expect(event).toEqual({
      type: 'lead.created',
      timestamp: '2026-11-27T14:05:00.000Z',
      data: {
        id: 42,
        kind: 'quote',
        name: 'Dr Hugo Lambert',
        email: 'hugo.lambert@exemple.be',
        phone: '+32 4 123 45 67',
        practice: 'Maison médicale du Parc',
        city: 'Liège',
        plan: 'collectif',
        specialty: null,
        message: 'Nous sommes trois médecins.',
        consent: true,
        page: '/demande-devis?formule=collectif',
        callbackAt: null,
        receivedAt: '2026-11-27T14:05:00.000Z',
        attribution: {
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'rentree',
          landingPage: '/nos-tarifs',
          cta: 'carte-formule-collectif',
        },
      },
    });
  });

  it('json: every field the published JSON Schema names, and no other', () => {
    const schema = JSON.parse(
      fs.readFileSync(new URL('../../docs/webhooks/lead.created.schema.json', import.meta.url), 'utf8'),
    );
    const event = JSON.parse(leadWebhookBody(QUOTE, 42, 'json', RECEIVED));
    expect(Object.keys(event).sort()).toEqual(Object.keys(schema.properties).sort());
    const data = schema.properties.data;
    expect(Object.keys(event.data).sort()).toEqual(Object.keys(data.properties).sort());
    expect(Object.keys(event.data)).toEqual(expect.arrayContaining(data.required));
    expect(Object.keys(data.properties.attribution.properties)).toEqual(Object.keys(QUOTE.attribution!));
    const callback = JSON.parse(
      leadWebhookBody(
        { ...QUOTE, kind: 'callback', email: '', attribution: undefined, callbackAt: new Date('2026-12-01T09:00:00Z') },
        43,
        'json',
        RECEIVED,
      ),
    );
    expect(callback.data).toMatchObject({ email: null, callbackAt: '2026-12-01T09:00:00.000Z' });
    expect(callback.data).not.toHaveProperty('attribution');
    expect(Object.keys(callback.data).sort()).toEqual(data.required.sort());
  });

  it('one row per address, all with one webhook-id and body', () => {
    const rows = leadWebhooks(QUOTE, 42, { urls: ['https://a.exemple.fr/', 'https://b.exemple.fr/'], format: 'json' });
    expect(rows.map((row) => row.url)).toEqual(['https://a.exemple.fr/', 'https://b.exemple.fr/']);
    expect(rows[0]!.messageId).toMatch(/^msg_42_[\w-]{12}$/);
    expect(rows[1]!.messageId).toBe(rows[0]!.messageId);
    expect(leadWebhooks(QUOTE, 42, { urls: [], format: 'json' })).toEqual([]);
  });
});
