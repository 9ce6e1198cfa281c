import { Router, type ErrorRequestHandler } from 'express';
import type { Knex } from 'knex';
import { blogRepo } from '../../blog/repo';
import { settingsRepo } from '../../settings/repo';
import { visitsRepo } from '../../visits/repo';
import type { Limiters } from '../../http/rateLimit';
import type { LeadService } from '../../leads/service';
import type { NewsletterService } from '../../newsletter/service';
import type { Answer } from '../../http/answer';
import { problems } from '../../http/problems';
import { analyticsRouter } from './analytics';
import { blogRouter } from './blog';
import { jsonBody } from './body';
import { callbackRouter } from './callback';
import { contactRouter } from './contact';
import { newsletterRouter } from './newsletter';
import { settingsRouter } from './settings';

export interface ApiDeps {
  db: Knex;
  /** How every failure is told (server/http/answer.ts): here, always JSON. */
  answer: Answer;
  limiters: Limiters;
  leads: LeadService;
  newsletter: NewsletterService;
  /** The site's public origin: a contact sent from one of its pages is recorded with it. */
  siteUrl: string;
}

export function apiV1({ db, answer, limiters, leads, newsletter, siteUrl }: ApiDeps): Router {
  const router = Router();
  const json = jsonBody();
  router.use('/blog', blogRouter(blogRepo(db)));
  router.use('/contact', contactRouter(leads, limiters.forms, json, siteUrl));
  router.use('/callback', callbackRouter(leads, limiters.forms, json, siteUrl));
  router.use('/newsletter', newsletterRouter(newsletter, limiters.forms, json));
  router.use('/analytics', analyticsRouter(visitsRepo(db), limiters.visits));
  router.use('/settings', settingsRouter(settingsRepo(db)));

  router.use((req, res) => answer(req, res, problems.notFound));
  const onError: ErrorRequestHandler = (err, req, res, _next) => answer.error(req, res, err);
  router.use(onError);
  return router;
}
