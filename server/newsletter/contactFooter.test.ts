import { describe, expect } from 'vitest';
import { contactDetails } from '../../shared/contactDetails';
import { it } from '../../tests/fixtures';
import { settingsRepo } from '../settings/repo';
import { campaignBodies } from './mails';
import { newsletterService } from './service';

/** The sender's address and e-mail at the foot of newsletter mails are the contact settings, not a copy. */
describe('newsletter mails: the contact details of the settings', () => {
  it('the confirmation mail queued after a change shows the new address and e-mail', async ({ database }) => {
    await settingsRepo(database.db).set('contact', {
      email: 'bonjour@exemple.fr',
      street: '5 avenue Mohammed V',
      'postal-code': '40020',
      district: 'Hivernage',
    });
    await newsletterService(database.db, 'https://www.secretalia.fr', () => {}).take({
      via: 'api',
      body: { email: 'lectrice@exemple.fr' },
      key: null,
      scope: '/api/v1/newsletter/subscribe',
    });
    const mail = await database.db('email_outbox').where({ to_address: 'lectrice@exemple.fr' }).first();
    expect(mail).toBeDefined();
    for (const body of [mail.text_body as string, mail.html_body as string]) {
      expect(body).toContain('Secretalia, 5 avenue Mohammed V, Hivernage, 40020 Marrakech, Maroc');
      expect(body).toContain('bonjour@exemple.fr');
      expect(body).not.toContain('contact@secretalia.fr');
    }
    await settingsRepo(database.db).set('contact', {});
  });

  it("a campaign's footer is built from the details given", () => {
    const contact = contactDetails({ email: 'bonjour@exemple.fr', city: 'Casablanca', 'postal-code': '20000' });
    const { html, text } = campaignBodies({
      subject: 'Sujet',
      contentHtml: '<p>Texte</p>',
      contentText: 'Texte',
      siteUrl: 'https://www.secretalia.fr',
      contact,
    });
    for (const body of [html, text]) {
      expect(body).toContain('20000 Casablanca, Maroc');
      expect(body).toContain('bonjour@exemple.fr');
    }
  });
});
