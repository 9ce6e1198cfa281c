import { describe, expect, it } from 'vitest';
import type { Lead } from './lead';
import { leadNotification } from './notification';
import { leadWebhookBody } from './webhook';
import { digestMail, NO_DEAD } from './digest';
import { withDue } from './due';
import type { StoredLead } from './repo';
import { NO_ATTRIBUTION } from './attribution';

/**
 * Issue 45, item 3: the owner's notification mail, the chat message and the morning digest
 * open the lead's page in the espace, by its number only: no name, address or phone in a link.
 */
const SITE = 'https://www.secretalia.fr';
const QUOTE: Lead = {
  kind: 'quote',
  name: 'Dr Inès Faure',
  email: 'ines.faure@exemple.fr',
  phone: '06 11 22 33 44',
  practice: 'Cabinet du Port',
  city: 'Sète',
  plan: 'serenite',
  specialty: null,
  message: 'Bonjour, nous cherchons une secrétaire pour les après-midi.',
  consent: true,
  page: '/demande-devis',
};
const CALLBACK: Lead = {
  ...QUOTE,
  kind: 'callback',
  email: '',
  plan: null,
  message: '',
  callbackAt: new Date('2026-12-01T09:30:00Z'),
};
const RECEIVED = new Date('2026-11-27T14:05:00Z');

/** Every address in a text, with what it holds of the lead (none of its personal data may be there). */
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((m) => m[0]);
const personal = [QUOTE.name, QUOTE.email, 'ines', 'faure', '0611223344', '06%2011'];
const expectNoPersonalData = (links: string[]) => {
  for (const link of links) for (const bit of personal) expect(link.toLowerCase()).not.toContain(bit.toLowerCase());
};

describe('the way from a notification to the espace', () => {
  it('the quote’s and the callback’s mails link to /espace/demandes/<n°>, in the text and in the HTML', () => {
    for (const lead of [QUOTE, CALLBACK]) {
      const mail = leadNotification(lead, 42, 'equipe@secretalia.fr', RECEIVED, { siteUrl: SITE });
      expect(mail.text).toContain(`Voir la demande dans l’espace : ${SITE}/espace/demandes/42`);
      expect(mail.html).toContain(`<a href="${SITE}/espace/demandes/42">Voir la demande dans l’espace</a>`);
      expectNoPersonalData([...linksIn(mail.text), ...linksIn(mail.html!)]);
    }
  });

  it('the Slack message ends with the link, the Teams card has it as its button; the signed JSON event keeps its schema', () => {
    const slack = leadWebhookBody(QUOTE, 42, 'slack', RECEIVED, SITE);
    expect(slack).toContain(`Voir la demande dans l’espace : ${SITE}/espace/demandes/42`);
    // On Teams, the card's button.
    const teams = leadWebhookBody(QUOTE, 42, 'teams', RECEIVED, SITE);
    expect(JSON.parse(teams).attachments[0].content.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'Voir la demande dans l’espace', url: `${SITE}/espace/demandes/42` },
    ]);
    for (const body of [slack, teams]) expectNoPersonalData(linksIn(body));
    expect(leadWebhookBody(QUOTE, 42, 'json', RECEIVED, SITE)).not.toContain('/espace/');
  });

  it('the morning digest links each overdue lead to its page', () => {
    const stored: StoredLead = {
      ...QUOTE,
      id: 7,
      attribution: NO_ATTRIBUTION,
      receivedAt: new Date('2026-11-23T09:00:00Z'),
      notification: 'sent',
      status: 'nouveau',
      statusAt: null,
    };
    const mail = digestMail(
      {
        overdue: [withDue(stored, new Date('2026-11-26T07:30:00Z'))],
        dueToday: [],
        callbacks: [],
        dead: NO_DEAD,
        yesterday: 0,
      },
      'equipe@secretalia.fr',
      SITE,
    );
    expect(mail.text).toContain(`${SITE}/espace/demandes/7`);
    expect(mail.html).toContain(`<a href="${SITE}/espace/demandes/7">Ouvrir</a>`);
    expect(mail.text).toContain(`dans l’espace (${SITE}/espace)`);
    expectNoPersonalData([...linksIn(mail.text), ...linksIn(mail.html!)]);
  });
});
