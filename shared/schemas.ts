import { z } from './zod';
import { multiLineText } from './plainText';
import {
  NAME_MAX,
  NAME_REQUIRED,
  nameField,
  oneLine,
  optionalPhoneField,
  PHONE_MAX,
  phoneField,
  phoneMessages,
  TOO_LONG,
} from './fieldChecks';
import { formMessages } from './forms';
import { parseAddress } from './emailAddress';
import { planIds } from './plans';
import { specialtySlugs } from './specialties';

/**
 * Validation rules shared by the forms (in the browser) and the server (the
 * forms' actions and the API), with the French messages of docs/SPEC.md
 * section 5, word for word.
 */
export const messages = {
  nom: NAME_REQUIRED,
  email: "L'email n'est pas valide",
  telephone: phoneMessages.required,
  telephoneInvalid: phoneMessages.invalid,
  cabinet: 'Le nom du cabinet est requis',
  ville: 'La ville est requise',
  message: 'Le message est requis',
  plan: 'Choisissez une des quatre formules',
  quotePolicy: 'Vous devez accepter la politique de confidentialité',
  contactPolicy: 'Vous devez accepter que vos données soient utilisées pour vous recontacter',
  newsletterEmail: formMessages.newsletterInvalid,
  tooLong: TOO_LONG,
} as const;

/** Upper bounds: generous for people, small enough that nobody fills the database. */
export const limits = {
  name: NAME_MAX,
  email: 254,
  phone: PHONE_MAX,
  practice: 200,
  city: 120,
  message: 5_000,
  /** What API clients that compose their own message (docs/SPEC.md section 7) may send. */
  composedMessage: 8_000,
} as const;

/**
 * One line of text as shared/plainText.ts keeps it (line breaks and tabs folded, controls
 * and invisible characters out), trimmed: every field but the messages.
 */
const text = oneLine;
/** A message: its line breaks kept, the rest as in one line of text. */
const paragraphs = (error?: string) => z.string(error ? { error } : undefined).overwrite(multiLineText);

const required = (message: string, max: number, field = text) =>
  field(message).min(1, message).max(max, messages.tooLong);
/**
 * One e-mail address (shared/emailAddress.ts), given back normalised: a display name, a
 * list or a quoted local part is refused with `message`, the spec's words under the field.
 */
const address = (message: string) =>
  // Not text(): an invisible character inside an address is refused by the parser, not
  // quietly removed into an address the visitor never saw.
  z
    .string({ error: message })
    .trim()
    .max(limits.email, message)
    .transform((typed, context) => {
      const parsed = parseAddress(typed);
      if (parsed) return parsed.address;
      context.issues.push({ code: 'custom', message, input: typed });
      return z.NEVER;
    });
const emailField = address(messages.email);

/** Quote request form (docs/SPEC.md section 5), plus the plan chosen in the carousel. */
export const quoteFormSchema = z.object({
  nom: nameField(),
  email: emailField,
  telephone: phoneField(),
  cabinet: required(messages.cabinet, limits.practice),
  ville: required(messages.ville, limits.city),
  message: paragraphs().max(limits.message, messages.tooLong).default(''),
  acceptPolicy: z.literal(true, { error: messages.quotePolicy }),
  plan: z.enum(planIds, { error: messages.plan }),
  // The page of a speciality the quote was asked from: a value that is not one is dropped, never refused.
  specialite: z.enum(specialtySlugs).nullish().catch(null),
});
export type QuoteForm = z.infer<typeof quoteFormSchema>;

/** Contact form: the same rules, but the message is required and consent reads differently. */
export const contactFormSchema = quoteFormSchema
  .omit({ plan: true, specialite: true, message: true, acceptPolicy: true })
  .extend({
    message: required(messages.message, limits.message, paragraphs),
    acceptPolicy: z.literal(true, { error: messages.contactPolicy }),
  });
export type ContactForm = z.infer<typeof contactFormSchema>;

export const newsletterSchema = z.object({
  email: address(messages.newsletterEmail),
});

/**
 * A contact message through the API with no form behind it (docs/DECISIONS.md):
 * name, e-mail and message are enough; the practice's details are optional;
 * consent, when sent, must be given.
 */
export const contactApiSchema = z.object({
  name: nameField(),
  email: emailField,
  message: required(messages.message, limits.composedMessage, paragraphs),
  phone: optionalPhoneField(),
  practice: text().max(limits.practice, messages.tooLong).optional(),
  city: text().max(limits.city, messages.tooLong).optional(),
  consent: z.literal(true, { error: messages.contactPolicy }).optional(),
});

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
