import type { PlanId } from '../../shared/plans';
import type { SpecialtySlug } from '../../shared/specialties';
import type { ContactForm, QuoteForm } from '../../shared/schemas';

/**
 * A quote request or a contact message, whichever way it arrived (the form's
 * action, with or without JavaScript, or the API): each field apart, the
 * visitor's own words in `message` ('' when a quote comes without any).
 */
export interface Lead {
  kind: 'quote' | 'contact';
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
