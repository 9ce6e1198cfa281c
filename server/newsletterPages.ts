import { Router, type RequestHandler, type Response } from 'express';
import type { Knex } from 'knex';
import { createElement } from 'react';
import { UnsubscribePage, type UnsubscribeState } from '../views/pages/UnsubscribePage';
import { newsletterRepo } from './db/newsletterRepo';
import type { PageRenderer } from './render/pageRenderer';
import { sendPage } from './render/renderPage';

const TOKEN = /^[\w-]{20,64}$/;

/** "jeanne.martin@exemple.fr" → "j•••@exemple.fr": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * The unsubscribe link of every newsletter mail. Opening it shows a button;
 * only the POST unsubscribes, so mail scanners that follow links change nothing.
 */
export function newsletterPages({ db, pages, limiter }: { db: Knex; pages: PageRenderer; limiter: RequestHandler }): Router {
  const repo = newsletterRepo(db);
  const router = Router();
  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

  router.get('/desinscription/:token', async (req, res) => {
    const token = String(req.params.token);
    const subscriber = TOKEN.test(token) ? await repo.findByToken(token) : undefined;
    const state: UnsubscribeState = !subscriber ? 'invalid' : subscriber.unsubscribed ? 'already' : 'confirm';
    const element = createElement(UnsubscribePage, {
      state,
      maskedEmail: subscriber ? maskEmail(subscriber.email) : undefined,
      action: req.originalUrl.split('?')[0],
    });
    noStore(res);
    sendPage(req, res, await pages.render(req, subscriber ? 200 : 404, element));
  });

  router.post('/desinscription/:token', limiter, async (req, res) => {
    const token = String(req.params.token);
    const done = TOKEN.test(token) && (await repo.unsubscribe(token));
    noStore(res);
    sendPage(req, res, await pages.render(req, done ? 200 : 404, createElement(UnsubscribePage, { state: done ? 'done' : 'invalid' })));
  });

  return router;
}
