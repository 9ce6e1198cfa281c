import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { contactApiSchema, fieldErrors, quoteFormSchema } from '../../../shared/schemas';
import { leadFromQuoteForm, type Lead } from '../../leads/lead';
import type { LeadService } from '../../leads/service';
import { sentFrom } from '../../routing/sentFrom';
import { ProblemError, problems } from '../../http/problems';
import { answerIdempotently, idempotencyKeyOf } from './idempotency';
import { rejectHoneypot, requireObjectBody, validate } from './validate';

/** The quote form's field names (shared/schemas.ts) and the API's own for the same facts. */
const API_NAMES: Record<string, string> = {
  nom: 'name',
  telephone: 'phone',
  cabinet: 'practice',
  ville: 'city',
  acceptPolicy: 'consent',
};

/**
 * A quote through the API follows the quote form's rules (phone, practice,
 * city, one of the four plans, consent), checked by the form's own schema;
 * the fields at fault are named as the API names them.
 */
function quoteLead(body: Record<string, unknown>, page: string | null): Lead {
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
  if (parsed.success) return leadFromQuoteForm(parsed.data, page);
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(parsed.error)).map(([name, message]) => [API_NAMES[name] ?? name, message]),
  );
  throw new ProblemError(problems.invalidInput(fields));
}

/** The endpoint's keys: the same key on another endpoint is another key. */
const SCOPE = '/api/v1/contact';

/** A contact message through the API: name, e-mail and message suffice (docs/DECISIONS.md). */
function contactLead(body: Record<string, unknown>, page: string | null): Lead {
  const form = validate(contactApiSchema, body);
  return {
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

/**
 * POST /api/v1/contact: the contract of docs/DECISIONS.md, a thin adapter onto
 * the service behind the quote and contact forms' actions, with the same rules,
 * honouring an `Idempotency-Key`.
 */
export function contactRouter(
  db: Knex,
  leads: LeadService,
  limiter: RequestHandler,
  json: RequestHandler,
  siteUrl: string,
): Router {
  const router = Router();
  router.post('/', limiter, json, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const body = requireObjectBody(req.body);
    rejectHoneypot(body);
    // What every post needs (name, e-mail, message: docs/DECISIONS.md), then the rules of its kind.
    validate(contactApiSchema.pick({ name: true, email: true, message: true }), body);
    const kind = body.kind ?? 'contact';
    if (kind !== 'contact' && kind !== 'quote') {
      throw new ProblemError(problems.invalidInput({ kind: 'Type inconnu : « contact » ou « quote »' }));
    }
    // A browser on one of our pages says which (Referer); other clients say nothing.
    const page = sentFrom(req, siteUrl);
    const lead = kind === 'quote' ? quoteLead(body, page) : contactLead(body, page);
    // The same submission is the same validated fields, wherever it was sent from.
    const { page: _page, ...submission } = lead;
    const answer = await answerIdempotently(db, SCOPE, key, submission, async (within) => ({
      status: 201,
      json: { id: await leads.submit(lead, within) },
    }));
    res.status(answer.status).json(answer.json);
  });
  return router;
}
