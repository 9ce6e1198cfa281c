import { Router, type RequestHandler } from 'express';
import { jsonBody } from './body';
import { visitSchema } from '../../../shared/schemas';
import type { visitsRepo } from '../../visits/repo';
import { requireObjectBody, validate } from './validate';

/** Crawlers, link previews, monitors and headless browsers are not visitors. */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|monitor|pingdom|lighthouse|headless|curl|wget|python-requests|go-http-client|node-fetch|axios/i;

export function analyticsRouter(visits: ReturnType<typeof visitsRepo>, limiter: RequestHandler): Router {
  const router = Router();
  // navigator.sendBeacon sends a string body as text/plain: accept it as JSON too.
  const body = jsonBody(['application/json', 'text/plain'], 8 * 1024);
  router.post('/visit', limiter, body, async (req, res) => {
    const userAgent = req.get('user-agent') ?? '';
    const payload = validate(visitSchema, requireObjectBody(req.body));
    if (userAgent && !BOT_USER_AGENT.test(userAgent)) await visits.record(payload);
    res.status(204).end();
  });
  return router;
}
