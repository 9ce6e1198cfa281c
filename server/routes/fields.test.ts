import request from 'supertest';
import { describe, expect } from 'vitest';
import { callbackMessages } from '../../shared/callback';
import { messages } from '../../shared/schemas';
import { it, test } from '../../tests/fixtures';
import { contact, postForm, quote } from '../../tests/helpers/formPosts';
import { decode, fieldMessages, tagById } from '../../tests/helpers/html';
import { defaultTiers } from '../http/rateLimit';

/**
 * One field component and one check per field kind (issue 48, item 5): the quote, contact
 * and callback forms label the phone the same way, with the same attributes, and refuse the
 * same numbers with the same French message, under the field, without JavaScript as through the API.
 */
test.override('appOptions', { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });

const callback = { telephone: '06 12 34 56 78', jour: '2', heure: '10:30', nom: '', acceptPolicy: 'on', website: '' };
const forms = [
  { path: '/demande-devis', id: 'devis-telephone', fields: quote },
  { path: '/contact', id: 'contact-telephone', fields: contact },
  { path: '/rappel', id: 'rappel-page-telephone', fields: callback },
] as const;

/** The label of a control, as its `for` names it. */
const labelOf = (page: string, id: string) =>
  decode(
    page
      .match(new RegExp(`<label for="${id}"[^>]*>([\\s\\S]*?)</label>`))?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  );

describe('the phone field, the same on every form', () => {
  it('is labelled « Téléphone * » and has the same attributes on the quote, contact and callback forms', async ({
    app,
  }) => {
    for (const { path, id } of forms) {
      const page = (await request(app).get(path)).text;
      expect(labelOf(page, id), path).toBe('Téléphone *');
      const input = tagById(page, id);
      for (const attr of [
        ' name="telephone"',
        ' type="tel"',
        ' autoComplete="tel"',
        ' inputMode="tel"',
        ' required=""',
      ])
        expect(input.toLowerCase(), `${path}: ${attr}`).toContain(attr.toLowerCase());
    }
  });

  it('refuses a number that is neither French nor Belgian with the same message under the field', async ({ app }) => {
    for (const { path, id, fields } of forms) {
      const res = await postForm(app, path, { ...fields, telephone: '12 34' });
      expect(res.status, path).toBe(400);
      expect(fieldMessages(res.text)[id], path).toBe(callbackMessages.phoneInvalid);
      const input = tagById(res.text, id);
      expect(input, path).toContain(' aria-invalid="true"');
      expect(input, path).toContain(` aria-describedby="${id}-erreur"`);
      expect(input, path).toContain(' value="12 34"');
    }
  });

  it('asks for the number in the spec’s words when it is missing, on every form', async ({ app }) => {
    for (const { path, id, fields } of forms) {
      const res = await postForm(app, path, { ...fields, telephone: '  ' });
      expect(res.status, path).toBe(400);
      expect(fieldMessages(res.text)[id], path).toBe(messages.telephone);
    }
  });

  it('through the API: a quote, a contact message and a callback with a wrong number get a JSON 400 with the French message', async ({
    app,
  }) => {
    const person = { name: 'Dr Claire Morel', email: 'claire.morel@exemple.fr', message: 'Bonjour.' };
    const bodies = [
      [
        '/api/v1/contact',
        {
          ...person,
          kind: 'quote',
          phone: '12 34',
          practice: 'Cabinet',
          city: 'Lyon',
          plan: 'standard',
          consent: true,
        },
      ],
      ['/api/v1/contact', { ...person, phone: '12 34' }],
      ['/api/v1/callback', { phone: '12 34', moment: '2030-01-08T09:30:00Z', consent: true }],
    ] as const;
    for (const [path, body] of bodies) {
      const res = await request(app).post(path).send(body);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type'], path).toContain('json');
      expect(res.body.error.fields.phone, path).toBe(callbackMessages.phoneInvalid);
    }
  });
});
