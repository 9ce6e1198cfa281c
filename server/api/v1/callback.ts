import { Router, type RequestHandler } from 'express';
import type { LeadService } from '../../leads/service';
import { sentFrom } from '../../routing/sentFrom';
import { problemOf } from '../../routing/formAction';
import { ProblemError } from '../../http/problems';
import { idempotencyKeyOf } from './idempotency';
import { requireObjectBody } from './validate';

/**
 * POST /api/v1/callback: a callback request (phone, moment, name, consent),
 * through the leads' one intake like /api/v1/contact, honouring an `Idempotency-Key`.
 */
export function callbackRouter(leads: LeadService, limiter: RequestHandler, json: RequestHandler, siteUrl: string) {
  const router = Router();
  router.post('/', limiter, json, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const body = { ...requireObjectBody(req.body), kind: 'callback' };
    const outcome = await leads.take({
      via: 'api',
      body,
      key,
      scope: '/api/v1/callback',
      page: sentFrom(req, siteUrl),
    });
    if ('refused' in outcome) throw new ProblemError(problemOf(outcome.refused));
    res.status(outcome.taken.status).json(outcome.taken.json);
  });
  return router;
}
