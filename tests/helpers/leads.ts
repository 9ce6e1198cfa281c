import request from 'supertest';
import type { Database } from '../../server/db/database';
import { createTestApp } from './testApp';

/** Dr Claire Morel's two quotes (the second typed with capitals) and Dr Hugo Lambert's contact message. */
export const claire = {
  name: 'Dr Claire Morel',
  email: 'claire.morel@exemple.fr',
  typedInCapitals: 'Claire.MOREL@Exemple.FR',
};
export const hugo = { name: 'Dr Hugo Lambert', email: 'hugo.lambert@exemple.fr' };

/** A message as typed in a textarea: line breaks, quotes, a semicolon, accents. */
export const multilineMessage = 'Deux praticiens ; "urgent".\r\nRappel le matin, après 9 h.';
/** A message a spreadsheet would run as a formula if it were not made text. */
export const formulaMessage = '=HYPERLINK("https://exemple.com","Cliquez")';

export interface SeededLeads {
  /** Ids in the order they were posted. */
  quoteFromForm: number;
  quoteFromApi: number;
  contactFromIsland: number;
}

export interface SeedOptions {
  /** Claire also subscribes to the newsletter, typing her address with capitals. */
  newsletter?: boolean;
}

/**
 * Posts two quotes and a contact message through the real app, as visitors
 * would, into a test's database:
 * - Claire's quote from the form without JavaScript, sent from a campaign's link;
 * - Claire's second quote through the API, her address in capitals; its
 *   notification then dies (the mail server refused it twelve times);
 * - Hugo's contact message from the island.
 */
export async function seedLeads(database: Database, { newsletter = false }: SeedOptions = {}): Promise<SeededLeads> {
  const app = createTestApp(database);
  const quoteForm = await request(app)
    .post('/demande-devis')
    .type('form')
    .set('Accept', 'text/html')
    .set('Referer', 'https://www.secretalia.fr/demande-devis?utm_source=newsletter&utm_campaign=rentree')
    .send({
      plan: 'serenite',
      nom: claire.name,
      email: claire.email,
      telephone: '+33 6 12 34 56 78',
      cabinet: 'Cabinet des Tilleuls',
      ville: 'Lyon',
      message: multilineMessage,
      acceptPolicy: 'on',
      website: '',
    });
  if (quoteForm.status !== 303) throw new Error(`quote form: ${quoteForm.status}`);
  const quoteFormId = (await database.db('leads').max({ id: 'id' }).first())!.id as number;

  const quoteApi = await request(app).post('/api/v1/contact').send({
    kind: 'quote',
    name: claire.name,
    email: claire.typedInCapitals,
    message: 'Finalement, trois praticiens.',
    phone: '06 12 34 56 78',
    practice: 'Cabinet des Tilleuls',
    city: 'Lyon',
    plan: 'collectif',
    consent: true,
  });
  if (quoteApi.status !== 201) throw new Error(`quote API: ${quoteApi.status} ${quoteApi.text}`);
  await database
    .db('email_outbox')
    .where({ lead_id: quoteApi.body.id })
    .update({ status: 'dead', attempts: 12, last_error: '550 5.1.1 mailbox unavailable' });

  const contact = await request(app)
    .post('/contact')
    .type('form')
    .set('Accept', 'application/json')
    .set('Referer', 'https://www.secretalia.fr/contact')
    .send({
      nom: hugo.name,
      email: hugo.email,
      telephone: '04 78 00 00 00',
      cabinet: 'Centre médical du Parc',
      ville: 'Villeurbanne',
      message: formulaMessage,
      acceptPolicy: 'on',
      website: '',
    });
  if (contact.status !== 201) throw new Error(`contact: ${contact.status} ${contact.text}`);
  if (newsletter) {
    const subscribed = await request(app)
      .post('/api/v1/newsletter/subscribe')
      .send({ email: 'Claire.Morel@exemple.fr' });
    if (subscribed.status !== 200) throw new Error(`newsletter: ${subscribed.status} ${subscribed.text}`);
  }
  return { quoteFromForm: Number(quoteFormId), quoteFromApi: quoteApi.body.id, contactFromIsland: contact.body.id };
}
