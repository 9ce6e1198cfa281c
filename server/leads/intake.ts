import type { Knex } from 'knex';
import { contactFormInput, HONEYPOT_FIELD, quoteFormInput, type FieldReader } from '../../shared/forms';
import { contactApiSchema, contactFormSchema, fieldErrors, quoteFormSchema } from '../../shared/schemas';
import { takeOnce, type Checked, type Taking } from '../idempotency/idempotency';
import { leadFromCallbackForm, leadFromContactForm, leadFromQuoteForm, type Lead } from './lead';
import { readAttribution } from './attribution';
import { PROVENANCE_FIELD } from '../../shared/attribution';
import {
  callbackApiSchema,
  callbackFormInput,
  callbackFormSchema,
  callbackMessages,
  isBookableMoment,
  nextCallbackMoment,
} from '../../shared/callback';

export type LeadKind = Lead['kind'];

/**
 * A lead as it arrives: the fields of a form, read by the form's names (with
 * or without JavaScript), or an API body, by the API's names. `key` is the
 * Idempotency-Key as sent (null when none), `page` the page of the site it was
 * sent from, when known.
 */
export type Arrival = { scope: string; key: string | null; page: string | null } & (
  { via: 'form'; kind: LeadKind; read: FieldReader } | { via: 'api'; body: Record<string, unknown> }
);

/** The quote form's field names and the API's own for the same facts. */
const API_NAMES: Record<string, string> = {
  nom: 'name',
  telephone: 'phone',
  cabinet: 'practice',
  ville: 'city',
  acceptPolicy: 'consent',
};

const refused = (fields: Record<string, string>): Checked<Lead> => ({ ok: false, fields });

/** A lead checked by the rules of its kind; `submission` is what a retry must send again. */
function checked(lead: Lead, submission: unknown): Checked<Lead> {
  return { ok: true, value: lead, submission };
}

/** The forms: each kind by its own form's schema (shared/), the one the island checks too. */
function fromForm(kind: LeadKind, read: FieldReader, page: string | null, now: Date): Checked<Lead> {
  if (kind === 'callback') {
    const parsed = callbackFormSchema.safeParse(callbackFormInput(read));
    if (!parsed.success) return refused(fieldErrors(parsed.error));
    // The day and time chosen, the next time they come (a retry on another day is another request).
    const moment = nextCallbackMoment(Number(parsed.data.jour), parsed.data.heure, now);
    return checked(leadFromCallbackForm(parsed.data, moment, page), { ...parsed.data, moment: moment.toISOString() });
  }
  if (kind === 'quote') {
    const parsed = quoteFormSchema.safeParse(quoteFormInput(read));
    return parsed.success
      ? checked(leadFromQuoteForm(parsed.data, page), parsed.data)
      : refused(fieldErrors(parsed.error));
  }
  const parsed = contactFormSchema.safeParse(contactFormInput(read));
  return parsed.success
    ? checked(leadFromContactForm(parsed.data, page), parsed.data)
    : refused(fieldErrors(parsed.error));
}

/**
 * The API (docs/DECISIONS.md): name, e-mail and message for every post, then
 * the rules of its kind. A quote follows the quote form's rules, its fields at
 * fault named as the API names them; a contact message needs no more.
 */
function fromApi(body: Record<string, unknown>, page: string | null): Checked<Lead> {
  if (body.kind === 'callback') return callbackFromApi(body, page);
  const base = contactApiSchema.pick({ name: true, email: true, message: true }).safeParse(body);
  if (!base.success) return refused(fieldErrors(base.error));
  const kind = body.kind ?? 'contact';
  if (kind !== 'contact' && kind !== 'quote') return refused({ kind: 'Type inconnu : « contact » ou « quote »' });
  let lead: Lead;
  if (kind === 'quote') {
    const parsed = quoteFormSchema.safeParse({
      nom: body.name,
      email: body.email,
      telephone: body.phone,
      cabinet: body.practice,
      ville: body.city,
      message: body.message,
      acceptPolicy: body.consent,
      plan: body.plan,
    });
    if (!parsed.success)
      return refused(
        Object.fromEntries(
          Object.entries(fieldErrors(parsed.error)).map(([name, message]) => [API_NAMES[name] ?? name, message]),
        ),
      );
    lead = leadFromQuoteForm(parsed.data, page);
  } else {
    const parsed = contactApiSchema.safeParse(body);
    if (!parsed.success) return refused(fieldErrors(parsed.error));
    const form = parsed.data;
    lead = {
      kind: 'contact',
      name: form.name,
      email: form.email,
      phone: form.phone || null,
      practice: form.practice || null,
      city: form.city || null,
      plan: null,
      specialty: null,
      message: form.message,
      consent: form.consent ?? false,
      page,
    };
  }
  // The same submission is the same validated fields, wherever it was sent from.
  const { page: _page, ...submission } = lead;
  return checked(lead, submission);
}

/** POST /api/v1/callback: the moment itself, which must be one of the opening hours to come. */
function callbackFromApi(body: Record<string, unknown>, page: string | null, now = new Date()): Checked<Lead> {
  const { kind: _kind, ...fields } = body;
  const parsed = callbackApiSchema.safeParse(fields);
  if (!parsed.success) return refused(fieldErrors(parsed.error));
  const moment = new Date(parsed.data.moment);
  if (!isBookableMoment(moment, now)) return refused({ moment: callbackMessages.moment });
  const { name, phone, consent } = parsed.data;
  const lead = leadFromCallbackForm(
    { nom: name, telephone: phone, jour: '1', heure: '', acceptPolicy: consent },
    moment,
    page,
  );
  return checked(lead, { phone, name, consent, moment: moment.toISOString() });
}

/**
 * Every lead's way in, whichever way it arrives: the honeypot, the key, the
 * rules of its kind, then, once per key, `store` (the lead and what follows
 * it, in the key's transaction). Answers 201 with the lead's id.
 */
export function takeLead(
  db: Knex,
  store: (lead: Lead, within?: Knex.Transaction) => Promise<number>,
  arrival: Arrival,
  siteHost: string | null = null,
): Promise<Taking> {
  const honeypot = arrival.via === 'form' ? arrival.read(HONEYPOT_FIELD) : arrival.body[HONEYPOT_FIELD];
  return takeOnce(db, {
    scope: arrival.scope,
    honeypot,
    key: arrival.key,
    check: () => {
      const outcome =
        arrival.via === 'form'
          ? fromForm(arrival.kind, arrival.read, arrival.page, new Date())
          : fromApi(arrival.body, arrival.page);
      if (!outcome.ok) return outcome;
      // Read apart from the rules: a bad part is dropped, never the lead; and not in
      // `submission`, so that a retry from another page is still the same submission.
      const sent = arrival.via === 'form' ? arrival.read(PROVENANCE_FIELD) : arrival.body.attribution;
      return { ...outcome, value: { ...outcome.value, attribution: readAttribution(sent, arrival.page, siteHost) } };
    },
    work: async (lead, within) => ({
      status: 201,
      json: {
        id: await store(lead, within),
        // The moment taken, for the confirmation that names it.
        ...(lead.callbackAt ? { moment: lead.callbackAt.toISOString() } : {}),
      },
    }),
  });
}
