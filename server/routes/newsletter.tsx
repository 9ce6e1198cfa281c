import { IDEMPOTENCY_FIELD } from '../../shared/forms';
import { confirmSubscriptionHref, paths } from '../../shared/paths';
import { FormThanksPage } from '../../views/pages/FormThanksPage';
import { NewsletterConfirmPage, type NewsletterConfirmPageProps } from '../../views/pages/NewsletterConfirmPage';
import { NewsletterPage, type NewsletterPageProps } from '../../views/pages/NewsletterPage';
import { UnsubscribePage, type UnsubscribePageProps } from '../../views/pages/UnsubscribePage';
import { subscribersRepo, UNCONFIRMED_RETENTION_DAYS } from '../newsletter/subscribersRepo';
import { readConfirmationToken } from '../newsletter/service';
import { formAction } from '../routing/formAction';
import { page } from '../routing/route';

/** Unsubscribe tokens as the site makes them (base64url of 24 random bytes). */
const TOKEN = /^[\w-]{20,64}$/;

/** "jeanne.martin@exemple.fr" → "j•••@exemple.fr": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * The newsletter: the footer's box posts here (the island and a browser without
 * JavaScript alike); a refused address comes back on a page of its own.
 */
const subscribe = page<NewsletterPageProps>({
  path: paths.newsletter,
  // Only the answer to a post lives here: a plain visit goes to the 404 page.
  load: async () => ({ notFound: true }),
  element: (props) => <NewsletterPage {...props} />,
  ...formAction({
    fields: ['email'],
    // The newsletter's one intake (server/newsletter/intake.ts), the API's own.
    take: ({ services, field, path }, key) => services.newsletter.take({ via: 'form', read: field, key, scope: path }),
    thanks: paths.newsletterThanks,
    page: ({ values, failed, failure }) => ({
      email: values.email ?? '',
      outcome: failed ? 'failed' : 'invalid',
      idempotencyKey: values[IDEMPOTENCY_FIELD],
      failure,
    }),
  }),
  sitemap: false,
});

/**
 * The confirmation link of the subscription mail. Opening it shows a button
 * and confirms nothing: only the POST does, so that mail scanners, which open
 * every link of a message, do not confirm for someone who never asked.
 */
const confirm = page<NewsletterConfirmPageProps>({
  path: `${paths.newsletterConfirm}/:token`,
  cache: 'none',
  sitemap: false,
  load: async ({ params, db }) => {
    const request = await readConfirmationToken(db, params.token ?? '');
    const found = request ? await subscribersRepo(db).findConfirmation(request) : undefined;
    if (!request || !found) return { data: { state: 'invalid', linkDays: UNCONFIRMED_RETENTION_DAYS }, status: 404 };
    return {
      data: { state: found.state, maskedEmail: maskEmail(found.email), action: confirmSubscriptionHref(params.token!) },
    };
  },
  action: async ({ params, db }) => {
    const request = await readConfirmationToken(db, params.token ?? '');
    const repo = subscribersRepo(db);
    const outcome = request ? await repo.confirm(request) : undefined;
    const found = request && outcome ? await repo.findConfirmation(request) : undefined;
    if (!found) return { data: { state: 'invalid', linkDays: UNCONFIRMED_RETENTION_DAYS }, status: 404 };
    return { data: { state: outcome === 'already' ? 'already' : 'done', maskedEmail: maskEmail(found.email) } };
  },
  element: (props) => <NewsletterConfirmPage {...props} />,
});

/**
 * The unsubscribe link of every newsletter mail, also its List-Unsubscribe
 * address. Opening it shows a button; a POST unsubscribes at once, whether it
 * comes from that button or from a mail client's one-click unsubscribe (RFC
 * 8058: no cookie, a body of `List-Unsubscribe=One-Click`, often from the mail
 * provider's servers). The token is the secret; mail providers post for many
 * readers from few addresses, so the forms' rate limit does not apply here.
 */
const unsubscribe = page<UnsubscribePageProps>({
  path: `${paths.newsletterUnsubscribe}/:token`,
  cache: 'none',
  sitemap: false,
  rateLimited: false,
  load: async ({ params, db, path }) => {
    const token = params.token ?? '';
    const subscriber = TOKEN.test(token) ? await subscribersRepo(db).findByToken(token) : undefined;
    if (!subscriber) return { data: { state: 'invalid' }, status: 404 };
    return {
      data: {
        state: subscriber.unsubscribed ? 'already' : 'confirm',
        maskedEmail: maskEmail(subscriber.email),
        action: path,
      },
    };
  },
  action: async ({ params, db }) => {
    const token = params.token ?? '';
    const done = TOKEN.test(token) && (await subscribersRepo(db).unsubscribe(token));
    return done ? { data: { state: 'done' } } : { data: { state: 'invalid' }, status: 404 };
  },
  element: (props) => <UnsubscribePage {...props} />,
});

export default [
  subscribe,
  page({ path: paths.newsletterThanks, element: () => <FormThanksPage kind="newsletter" />, sitemap: false }),
  confirm,
  unsubscribe,
];
