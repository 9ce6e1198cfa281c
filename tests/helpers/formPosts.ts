import request from 'supertest';

type Target = Parameters<typeof request>[0];

/** Posts a form as a browser without JavaScript does. */
export const postForm = (target: Target, path: string, fields: Record<string, string>) =>
  request(target).post(path).type('form').set('Accept', 'text/html').send(fields);

/** Posts the same fields as the island does: urlencoded to the same action, asking for JSON. */
export const postFromIsland = (target: Target, path: string, fields: Record<string, string>) =>
  request(target).post(path).type('form').set('Accept', 'application/json').send(fields);

/** The quote form as Dr Claire Morel fills it in, honeypot empty. */
export const quote = {
  plan: 'standard',
  nom: 'Dr Claire Morel',
  email: 'claire.morel@exemple.fr',
  telephone: '06 12 34 56 78',
  cabinet: 'Cabinet des Tilleuls',
  ville: 'Lyon',
  message: '',
  acceptPolicy: 'on',
  website: '',
};
const { plan: _plan, ...quoteWithoutPlan } = quote;
/** The contact form: the same person, no plan, a message. */
export const contact = { ...quoteWithoutPlan, message: 'Pouvez-vous me rappeler ?' };
