import { Router, type RequestHandler } from 'express';
import type { LeadService } from '../../leads/service';
import { sentFrom } from '../../routing/sentFrom';
import { problemOf } from '../../routing/formAction';
import { ProblemError } from '../../http/problems';
import { idempotencyKeyOf } from './idempotency';
import { requireObjectBody } from './validate';

/**
 * POST /api/v1/contact: the contract of docs/DECISIONS.md, an adapter onto the
 * leads' one intake (server/leads/intake.ts), the forms' actions' own, honouring
 * an `Idempotency-Key`. The endpoint's keys are its own: the same key elsewhere is another key.
 */
export function contactRouter(leads: LeadService, limiter: RequestHandler, json: RequestHandler, siteUrl: string) {
  const router = Router();
  router.post('/', limiter, json, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const body = requireObjectBody(req.body);
    // A browser on one of our pages says which (Referer); other clients say nothing.
    const outcome = await leads.take({ via: 'api', body, key, scope: '/api/v1/contact', page: sentFrom(req, siteUrl) });
    if ('refused' in outcome) throw new ProblemError(problemOf(outcome.refused));
    res.status(outcome.taken.status).json(outcome.taken.json);
  });
  return router;
}
