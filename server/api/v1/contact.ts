import { Router, type RequestHandler } from 'express';
import { contactPayloadSchema } from '../../../shared/schemas';
import type { ContactService } from '../../services/contact';
import { rejectHoneypot, requireObjectBody, validate } from './validate';

export function contactRouter(contact: ContactService, limiter: RequestHandler, json: RequestHandler): Router {
  const router = Router();
  router.post('/', limiter, json, async (req, res) => {
    const body = requireObjectBody(req.body);
    rejectHoneypot(body);
    const id = await contact.submit(validate(contactPayloadSchema, body));
    res.status(201).json({ id });
  });
  return router;
}
