import type { PlanId } from '../../shared/plans';
import type { SpecialtySlug } from '../../shared/specialties';
import type { ContactForm, QuoteForm } from '../../shared/schemas';
import type { CallbackForm } from '../../shared/callback';
import type { Attribution } from './attribution';

/**
 * A quote request, a contact message or a callback request, whichever way it
 * arrived (the form's action, with or without JavaScript, or the API): each
 * field apart, the visitor's own words in `message` ('' when none). A callback
 * request has a phone and a moment, no e-mail ('') and a name only when given ('').
 */
export interface Lead {
  kind: 'quote' | 'contact' | 'callback';
  name: string;
  email: string;
  phone: string | null;
  practice: string | null;
  city: string | null;
  plan: PlanId | null;
  /** The speciality of the page the quote was asked from (`?specialite=`), when it was one. */
  specialty: SpecialtySlug | null;
  message: string;
  consent: boolean;
  /** The page of the site it was sent from (path and query), when known. */
  page: string | null;
  /** When to call (callback requests only). */
  callbackAt?: Date | null;
  /** Where it came from (server/leads/attribution.ts), read by the intake; none when absent. */
  attribution?: Attribution;
}

export function leadFromQuoteForm(form: QuoteForm, page: string | null): Lead {
  return {
    kind: 'quote',
    name: form.nom,
    email: form.email,
    phone: form.telephone,
    practice: form.cabinet,
    city: form.ville,
    plan: form.plan,
    specialty: form.specialite ?? null,
    message: form.message,
    consent: form.acceptPolicy,
    page,
  };
}

export function leadFromContactForm(form: ContactForm, page: string | null): Lead {
  return {
    kind: 'contact',
    name: form.nom,
    email: form.email,
    phone: form.telephone,
    practice: form.cabinet,
    city: form.ville,
    plan: null,
    specialty: null,
    message: form.message,
    consent: form.acceptPolicy,
    page,
  };
}

/** A callback request: the moment is resolved from the day and time chosen when it arrives. */
export function leadFromCallbackForm(form: CallbackForm, callbackAt: Date, page: string | null): Lead {
  return {
    kind: 'callback',
    name: form.nom,
    email: '',
    phone: form.telephone,
    practice: null,
    city: null,
    plan: null,
    specialty: null,
    message: '',
    consent: form.acceptPolicy,
    page,
    callbackAt,
  };
}
