import request from 'supertest';
import { describe, expect } from 'vitest';
import { callbackMessages, callbackMomentLabel } from '../../shared/callback';
import { it, test } from '../../tests/fixtures';
import { postForm, postFromIsland } from '../../tests/helpers/formPosts';
import { defaultTiers } from '../http/rateLimit';

/** « Être rappelé »: offered on the first screen, posted without JavaScript or from the island, and through the API. */
test.override('appOptions', { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });

const hiddenKeyOf = (html: string) => /<input type="hidden"[^>]* name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1];
const callback = {
  telephone: '06 12 34 56 78',
  jour: '2',
  heure: '10:30',
  nom: 'Dr Paul Martin',
  acceptPolicy: 'on',
  website: '',
};

describe('the callback request', () => {
  it('is offered on the home page, the contact page, the pricing page and in the menu', async ({ app }) => {
    for (const path of ['/', '/contact', '/nos-tarifs']) {
      const html = (await request(app).get(path)).text;
      expect(html, path).toContain('Être rappelé');
      expect(html, path).toMatch(/<form[^>]*action="\/rappel"/);
      // The phone menu, on every page: a link to the form's own page.
      expect(html, path).toMatch(/<a class="[^"]*callback-link" href="\/rappel"/);
    }
  });

  it('without JavaScript: an empty request says what the phone needs, in French, under the field', async ({ app }) => {
    const res = await postForm(app, '/rappel', { telephone: '', jour: '', heure: '', acceptPolicy: '', website: '' });
    expect(res.status).toBe(400);
    expect(res.text).toContain(callbackMessages.phoneRequired);
    const wrong = await postForm(app, '/rappel', { ...callback, telephone: '12 34' });
    expect(wrong.text).toContain(callbackMessages.phoneInvalid.replace(/’/g, '&#x27;').slice(0, 20));
  });

  it('without JavaScript: a filled request lands on a page naming the moment; the owner’s mail names it with the number', async ({
    app,
    database,
  }) => {
    const key = hiddenKeyOf((await request(app).get('/')).text) ?? '';
    const form = { ...callback, idempotencyKey: key };
    const res = await postForm(app, '/rappel', form);
    expect(res.status).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/rappel\/merci\?moment=/);
    const moment = new Date(new URL(location, 'http://x').searchParams.get('moment')!);
    const thanks = await request(app).get(location);
    expect(thanks.text).toContain(`nous vous appelons le ${callbackMomentLabel(moment)} (heure de Paris)`);
    // The same first form sent again: one lead, one mail.
    expect((await postForm(app, '/rappel', form)).status).toBe(303);
    const leads = await database.db('leads').where({ kind: 'callback', phone: callback.telephone });
    expect(leads).toHaveLength(1);
    const mails = await database.db('email_outbox').where({ lead_id: leads[0].id });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      `Demande de rappel – ${callbackMomentLabel(moment)} (heure de Paris) – 06 12 34 56 78`,
    );
    expect(mails[0].text_body).toContain('Téléphone : 06 12 34 56 78');
  });

  it('confirms a callback on the first of a month as « le mardi 1er décembre »', async ({ app }) => {
    const thanks = await request(app).get('/rappel/merci?moment=2026-12-01T09:30:00.000Z');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('nous vous appelons le mardi 1er décembre à 10 h 30 (heure de Paris)');
  });

  it('from the island: JSON with the moment taken', async ({ app }) => {
    const res = await postFromIsland(app, '/rappel', {
      ...callback,
      telephone: '0470 12 34 56',
      idempotencyKey: 'ilot-rappel-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), moment: expect.any(String) });
  });

  it('through the API: a moment among the opening hours to come, or a 400 naming it', async ({ app }) => {
    const past = await request(app)
      .post('/api/v1/callback')
      .send({ phone: '06 12 34 56 78', moment: '2020-01-07T09:30:00Z', consent: true });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.moment).toBe(callbackMessages.moment);
    const taken = await postFromIsland(app, '/rappel', { ...callback, idempotencyKey: 'ilot-rappel-2' });
    const res = await request(app)
      .post('/api/v1/callback')
      .send({ phone: '+32 470 12 34 56', moment: taken.body.moment, consent: true });
    expect(res.status).toBe(201);
    expect(res.body.moment).toBe(taken.body.moment);
  });
});
