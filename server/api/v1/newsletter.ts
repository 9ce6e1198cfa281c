import { Router, type RequestHandler } from 'express';
import { newsletterSchema } from '../../../shared/schemas';
import type { NewsletterService } from '../../services/newsletter';
import { rejectHoneypot, requireObjectBody, validate } from './validate';

export function newsletterRouter(newsletter: NewsletterService, limiter: RequestHandler, json: RequestHandler): Router {
  const router = Router();
  router.post('/subscribe', limiter, json, async (req, res) => {
    const body = requireObjectBody(req.body);
    rejectHoneypot(body);
    const { email } = validate(newsletterSchema, body);
    await newsletter.subscribe(email, 'formulaire newsletter du site');
    // The same answer whether the address is new or known: no membership leak.
    res.status(200).json({ subscribed: true });
  });
  return router;
}
