import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { newsletterSchema } from '../../../shared/schemas';
import type { NewsletterService } from '../../newsletter/service';
import { answerIdempotently, idempotencyKeyOf } from './idempotency';
import { rejectHoneypot, requireObjectBody, validate } from './validate';

/** The endpoint's keys: the same key on another endpoint is another key. */
const SCOPE = '/api/v1/newsletter/subscribe';

/** POST /api/v1/newsletter/subscribe: the footer box's action, as JSON, honouring an `Idempotency-Key`. */
export function newsletterRouter(
  db: Knex,
  newsletter: NewsletterService,
  limiter: RequestHandler,
  json: RequestHandler,
): Router {
  const router = Router();
  router.post('/subscribe', limiter, json, async (req, res) => {
    const key = idempotencyKeyOf(req);
    const body = requireObjectBody(req.body);
    rejectHoneypot(body);
    const { email } = validate(newsletterSchema, body);
    const answer = await answerIdempotently(db, SCOPE, key, { email }, async (within) => {
      await newsletter.subscribe(email, undefined, within);
      // The same answer whether the address is new or known: no membership leak.
      return { status: 200, json: { subscribed: true } };
    });
    res.status(answer.status).json(answer.json);
  });
  return router;
}
