/**
 * What the site's forms share between the browser and the server, without zod
 * (the newsletter box of every page loads this module): their messages, the
 * honeypot, and how each form's fields are read into its schema's input.
 */

/**
 * What the forms say once sent (docs/SPEC.md sections 4 and 8), word for word and spelt as
 * the spec spells them, « 24h » included (decision 044).
 */
export const formMessages = {
  sending: 'Envoi en cours...',
  quoteSuccess: 'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
  contactSuccess: 'Votre message a été envoyé avec succès ! Nous vous contacterons sous 24h ouvrées.',
  sendFailure: "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement.",
  newsletterSending: 'Envoi...',
  newsletterInvalid: 'Veuillez saisir un email valide.',
  newsletterSuccess: 'Merci ! Vous êtes abonné(e) à notre newsletter.',
  /** Follows the success message: the subscription waits for the click in the confirmation mail (double opt-in). */
  newsletterConfirmRequest:
    'Pour la recevoir, confirmez votre adresse grâce au lien de l’e-mail que nous venons de vous envoyer.',
  newsletterFailure: "Échec de l'inscription. Veuillez réessayer.",
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  /** A form posted too often from one connection: what was typed is kept, and when to send it. */
  tooManyPosts: (minutes: number) =>
    `Trop d’envois depuis votre connexion en peu de temps. Votre saisie est conservée\u00a0: vous pourrez l’envoyer dans ${minutes}\u00a0minute${minutes > 1 ? 's' : ''}.`,
} as const;

/** Labels of the submit buttons when idle. */
export const submitLabels = {
  quote: 'Envoyer ma demande de devis',
  contact: 'Envoyer mon message',
  newsletter: 'S’inscrire',
} as const;

/** docs/SPEC.md: something, at sign, something, dot, something. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A field people never see (hidden by CSS, out of the tab order): bots fill
 * every field they find. A filled one means the post is refused, on every form
 * and in the API alike.
 */
export const HONEYPOT_FIELD = 'website';

/**
 * The hidden field of the quote, contact and newsletter forms that carries the
 * submission's Idempotency-Key (docs/DECISIONS.md). The islands fill it, one key
 * per submission, and a page the server renders again after a post keeps it.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/**
 * The key a page renders before any post. Pages are cached, the same bytes for
 * everyone, so it cannot be one visitor's: the server makes it so by pairing it
 * with what was sent (server/idempotency), and a first form sent twice without
 * JavaScript is taken once. The islands replace it with a key of their own.
 */
export const FIRST_POST_KEY = 'premier-envoi';

/** Reads one field of a posted form as text ('' when absent). */
export type FieldReader = (name: string) => string;

export const honeypotFilled = (read: FieldReader) => read(HONEYPOT_FIELD) !== '';

/** A checked checkbox posts `on`. */
const checked = (read: FieldReader, name: string) => read(name) === 'on';

/** The quote form's fields, as its schema takes them. */
export function quoteFormInput(read: FieldReader) {
  return {
    nom: read('nom'),
    email: read('email'),
    telephone: read('telephone'),
    cabinet: read('cabinet'),
    ville: read('ville'),
    message: read('message'),
    acceptPolicy: checked(read, 'acceptPolicy'),
    plan: read('plan'),
    specialite: read('specialite') || null,
  };
}

/** The contact form's fields, as its schema takes them. */
export function contactFormInput(read: FieldReader) {
  const { plan: _plan, specialite: _specialite, ...fields } = quoteFormInput(read);
  return fields;
}

/** The text typed in a form, to put back in its fields after a refusal: the checkbox as the form posts it. */
export function postedValues(read: FieldReader, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) values[name] = read(name);
  if (checked(read, 'acceptPolicy')) values.acceptPolicy = 'on';
  return values;
}

/** A form posted without JavaScript that the server refused: messages by field and the values sent, or a failure on our side. */
export interface PostedForm {
  errors: Record<string, string>;
  values: Record<string, string>;
  failed?: boolean;
  /** Why it failed, when it is not our failure (too many posts: when to try again). */
  failure?: string;
}
