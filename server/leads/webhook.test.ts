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

  it('LEAD_WEBHOOK_FORMAT=slack: &, < and > escaped in every field a visitor sent, and only there', () => {
    const sent = {
      ...QUOTE,
      name: 'A & B <!channel>',
      phone: '<tel:0600000000|Appelez>',
      practice: '<@U024BE7LH>',
      city: '<#C024BE7LR>',
      page: '/demande-devis?x=<!here>',
      message: '&lt; déjà écrit &gt; <https://pirate.example|ici>',
      attribution: { ...QUOTE.attribution!, utmCampaign: '<!subteam^S1>', utmSource: 'a>b' },
    };
    const { text } = JSON.parse(leadWebhookBody(sent, 42, 'slack', RECEIVED));
    expect(text.split('\n')).toEqual([
      'Nouvelle demande de devis sur le site Secretalia (n° 42, 27 novembre 2026)',
      'Nom : A &amp; B &lt;!channel&gt;',
      'E-mail : hugo.lambert@exemple.be',
      'Téléphone : &lt;tel:0600000000|Appelez&gt;',
      'Cabinet : &lt;@U024BE7LH&gt;',
      'Ville : &lt;#C024BE7LR&gt;',
      'Formule : COLLECTIF',
      'Campagne : &lt;!subteam^S1&gt;',
      'Source : a&gt;b',
      'Page : /demande-devis?x=&lt;!here&gt;',
      '',
      '&amp;lt; déjà écrit &amp;gt; &lt;https://pirate.example|ici&gt;',
    ]);
    // A referrer's host is the source when no campaign names one.
    const referred = { ...QUOTE, attribution: { ...QUOTE.attribution!, utmSource: null, referrerHost: 'x<y' } };
    expect(JSON.parse(leadWebhookBody(referred, 42, 'slack', RECEIVED)).text).toContain('Source : x&lt;y');
    // A long message is cut before it is escaped, never inside an entity.
    const long = JSON.parse(leadWebhookBody({ ...QUOTE, message: `${'a'.repeat(999)}<b` }, 42, 'slack', RECEIVED));
    expect(long.text.endsWith(`${'a'.repeat(999)}&lt;…`)).toBe(true);
  });

  it('LEAD_WEBHOOK_FORMAT=teams: an Adaptive Card 1.4 in a message, as a Workflows webhook takes it', () => {
    const body = JSON.parse(leadWebhookBody(QUOTE, 42, 'teams', RECEIVED));
    expect(Object.keys(body)).toEqual(['type', 'attachments']);
    expect(body.type).toBe('message');
    expect(body.attachments).toEqual([
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: expect.objectContaining({ type: 'AdaptiveCard', version: '1.4' }),
      },
    ]);
    const blocks = body.attachments[0].content.body;
    expect(blocks[0]).toEqual({
      type: 'TextBlock',
      text: 'Nouvelle demande de devis sur le site Secretalia (n° 42, 27 novembre 2026)',
      weight: 'Bolder',
      size: 'Medium',
      wrap: true,
    });
    expect(blocks[1]).toEqual({
      type: 'RichTextBlock',
      inlines: [
        { type: 'TextRun', text: 'Nom : ', weight: 'Bolder' },
        { type: 'TextRun', text: 'Dr Hugo Lambert' },
      ],
    });
    expect(blocks.at(-1)).toEqual({
      type: 'RichTextBlock',
      separator: true,
      inlines: [{ type: 'TextRun', text: 'Nous sommes trois médecins.' }],
    });
  });

  it('LEAD_WEBHOOK_FORMAT=teams: the visitor’s Markdown, HTML and date functions stay as typed, in runs only', () => {
    const typed = [
      '**Urgent** _vite_',
      '[Cliquez ici](https://pirate.example/)',
      '<a href="https://pirate.example/">lien</a>',
      '# Titre',
      '- un point',
      '1. premier',
      '{{DATE(2026-12-01T09:00:00Z, SHORT)}}',
    ];
    const body = JSON.parse(
      leadWebhookBody(
        { ...QUOTE, name: typed[0]!, city: typed[6]!, message: typed.join('\n\n') },
        42,
        'teams',
        RECEIVED,
      ),
    );
    const blocks: { type: string; inlines?: { type: string; text: string }[]; spacing?: string }[] =
      body.attachments[0].content.body;
    expect(blocks.filter((block) => block.type !== 'RichTextBlock')).toHaveLength(1);
    const runs = blocks.flatMap((block) => block.inlines ?? []);
    expect(new Set(runs.map((run) => run.type))).toEqual(new Set(['TextRun']));
    // Shown as typed: the word joiner between two braces is invisible, and no date function is left.
    const shown = runs.map((run) => run.text.replaceAll('\u2060', ''));
    for (const text of typed) expect(shown).toContain(text);
    expect(runs.map((run) => run.text).join('\n')).not.toContain('{{');
    // Each line of the message a block of its own, a blank line between two spacing them out.
    const message = blocks.slice(-typed.length);
    expect(message.map((block) => block.inlines![0]!.text.replaceAll('\u2060', ''))).toEqual(typed);
    expect(message.slice(1).every((block) => block.spacing === undefined)).toBe(true);
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
