import * as z from 'zod';
import { planIds } from './plans';
import { NEWSLETTER_EMAIL_PATTERN } from './newsletterEmail';

/**
 * Validation rules shared by the forms (in the browser) and the API (on the
 * server), with the French messages of SPEC.md section 5, word for word.
 */
export const messages = {
  nom: 'Le nom et prénom sont requis',
  email: "L'email n'est pas valide",
  telephone: 'Le téléphone est requis',
  cabinet: 'Le nom du cabinet est requis',
  ville: 'La ville est requise',
  message: 'Le message est requis',
  quotePolicy: 'Vous devez accepter la politique de confidentialité',
  contactPolicy: 'Vous devez accepter que vos données soient utilisées pour vous recontacter',
  newsletterEmail: 'Veuillez saisir un email valide.',
  tooLong: 'Ce texte est trop long',
} as const;

/** Upper bounds: generous for people, small enough that nobody fills the database. */
export const limits = {
  name: 200,
  email: 254,
  phone: 40,
  practice: 200,
  city: 120,
  message: 5_000,
  /** The composed message sent by the forms holds the other fields too. */
  composedMessage: 8_000,
} as const;

/** Control characters (NUL above all, which Postgres refuses) have no place in a form. */
const stripControls = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
/** A string cleaned of control characters, then trimmed. */
const text = (error?: string) => z.string(error ? { error } : undefined).overwrite(stripControls).trim();

const required = (message: string, max: number) => text(message).min(1, message).max(max, messages.tooLong);
const emailField = text(messages.email).max(limits.email, messages.email).pipe(z.email(messages.email));

/** Quote request form (SPEC.md section 5). `plan` is the carousel's selection. */
export const quoteFormSchema = z.object({
  nom: required(messages.nom, limits.name),
  email: emailField,
  telephone: required(messages.telephone, limits.phone),
  cabinet: required(messages.cabinet, limits.practice),
  ville: required(messages.ville, limits.city),
  message: text().max(limits.message, messages.tooLong).default(''),
  acceptPolicy: z.literal(true, { error: messages.quotePolicy }),
  plan: z.enum(planIds).default('standard'),
});
export type QuoteForm = z.infer<typeof quoteFormSchema>;

/** Contact form: the same rules, but the message is required and consent reads differently. */
export const contactFormSchema = quoteFormSchema.omit({ plan: true, message: true, acceptPolicy: true }).extend({
  message: required(messages.message, limits.message),
  acceptPolicy: z.literal(true, { error: messages.contactPolicy }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** SPEC.md: something, at sign, something, dot, something. */
export { NEWSLETTER_EMAIL_PATTERN };

export const newsletterSchema = z.object({
  email: text(messages.newsletterEmail)
    .max(limits.email, messages.newsletterEmail)
    .regex(NEWSLETTER_EMAIL_PATTERN, messages.newsletterEmail)
    .transform((email) => email.toLowerCase()),
});

/** Body of POST /api/v1/contact (DECISIONS.md): the spec's three fields plus optional structure. */
export const contactPayloadSchema = z.object({
  name: required(messages.nom, limits.name),
  email: emailField,
  message: required(messages.message, limits.composedMessage),
  kind: z.enum(['contact', 'quote']).default('contact'),
  phone: text().max(limits.phone, messages.tooLong).optional(),
  practice: text().max(limits.practice, messages.tooLong).optional(),
  city: text().max(limits.city, messages.tooLong).optional(),
  plan: z.enum(planIds, { error: 'Formule inconnue' }).optional(),
  consent: z.boolean({ error: 'Valeur invalide' }).optional(),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

const shortText = (max: number) => text().max(max).optional().nullable();
const screenSize = z.number().int().min(0).max(100_000).optional().nullable();

/** Body of POST /api/v1/analytics/visit: the spec's seven fields, bounded. */
export const visitSchema = z.object({
  url: text().min(1).max(2_048),
  referrer: shortText(2_048),
  page_title: shortText(300),
  screen_width: screenSize,
  screen_height: screenSize,
  timezone: shortText(64),
  language: shortText(35),
});
export type VisitPayload = z.infer<typeof visitSchema>;

/** First message per field, as `{field: message}`: what forms show and the API returns. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The French long date of SPEC.md, in Paris time whatever the server's zone. */
export const frenchDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/**
 * The message the quote form sends (SPEC.md section 7): phone, practice, city,
 * plan in upper case, consent, date in French, then the message or "Aucun message".
 */
export function composeQuoteMessage(form: QuoteForm, now: Date = new Date()): string {
  return [
    `Téléphone: ${form.telephone}`,
    `Cabinet: ${form.cabinet}`,
    `Ville: ${form.ville}`,
    `Formule: ${form.plan.toUpperCase()}`,
    `Politique de confidentialité acceptée: ${form.acceptPolicy ? 'oui' : 'non'}`,
    `Date: ${frenchDate.format(now)}`,
    '',
    form.message || 'Aucun message',
  ].join('\n');
}

/** The message the contact form sends (SPEC.md reading B). */
export function composeContactMessage(form: ContactForm): string {
  return [`Téléphone: ${form.telephone}`, `Cabinet: ${form.cabinet}`, `Ville: ${form.ville}`, '', form.message].join('\n');
}

/** The API payload for each form: the composed message plus the structured fields. */
export function quotePayload(form: QuoteForm, now?: Date): ContactPayload {
  return {
    kind: 'quote',
    name: form.nom,
    email: form.email,
    message: composeQuoteMessage(form, now),
    phone: form.telephone,
    practice: form.cabinet,
    city: form.ville,
    plan: form.plan,
    consent: form.acceptPolicy,
  };
}

export function contactPayload(form: ContactForm): ContactPayload {
  return {
    kind: 'contact',
    name: form.nom,
    email: form.email,
    message: composeContactMessage(form),
    phone: form.telephone,
    practice: form.cabinet,
    city: form.ville,
    consent: form.acceptPolicy,
  };
}
