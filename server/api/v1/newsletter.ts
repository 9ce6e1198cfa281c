import { Router, type RequestHandler } from 'express';
import { ProblemError } from '../../http/problems';
import type { NewsletterService } from '../../newsletter/service';
import { problemOf } from '../../routing/formAction';
import { idempotencyKeyOf } from './idempotency';
import { requireObjectBody } from './validate';

/** The endpoint's keys: the same key on another endpoint is another key. */
const SCOPE = '/api/v1/newsletter/subscribe';

/**
 * POST /api/v1/newsletter/subscribe: the footer box's action as JSON, an adapter onto the
 * newsletter's one intake (server/newsletter/intake.ts), honouring an `Idempotency-Key`.
 */
export function newsletterRouter(newsletter: NewsletterService, limiter: RequestHandler, json: RequestHandler): Router {
  const router = Router();
  router.post('/subscribe', limiter, json, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const body = requireObjectBody(req.body);
    const outcome = await newsletter.take({ via: 'api', body, key, scope: SCOPE });
    if ('refused' in outcome) throw new ProblemError(problemOf(outcome.refused));
    res.status(outcome.taken.status).json(outcome.taken.json);
  });
  return router;
}
