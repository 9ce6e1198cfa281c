import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { blogRepo } from '../../blog/repo';
import { settingsRepo } from '../../settings/repo';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { visitsRepo } from '../../visits/repo';
import type { Logger } from '../../logger';
import type { Limiters } from '../../http/rateLimit';
import type { LeadService } from '../../leads/service';
import type { NewsletterService } from '../../newsletter/service';
import { closeOnBodyErrors } from '../../http/bodies';
import { ApiError, sendApiError } from '../../http/problems';
import { analyticsRouter } from './analytics';
import { blogRouter } from './blog';
import { jsonBody } from './body';
import { contactRouter } from './contact';
import { newsletterRouter } from './newsletter';
import { settingsRouter } from './settings';

export interface ApiDeps {
  db: Knex;
  logger: Logger;
  limiters: Limiters;
  leads: LeadService;
  newsletter: NewsletterService;
  /** The site's public origin: a contact sent from one of its pages is recorded with it. */
  siteUrl: string;
}

/** body-parser's error types and the answer each deserves. */
const BODY_ERRORS: Record<string, [number, string, string]> = {
  'entity.parse.failed': [400, 'invalid_json', 'Le corps de la requête n’est pas du JSON valide.'],
  'entity.too.large': [413, 'payload_too_large', 'Le corps de la requête est trop volumineux.'],
  'charset.unsupported': [415, 'unsupported_charset', 'Jeu de caractères non pris en charge.'],
  'encoding.unsupported': [415, 'unsupported_encoding', 'Encodage non pris en charge.'],
  'request.aborted': [400, 'request_aborted', 'Requête interrompue.'],
  'parameters.too.many': [413, 'payload_too_large', 'Le corps de la requête a trop de champs.'],
};

export function apiV1({ db, logger, limiters, leads, newsletter, siteUrl }: ApiDeps): Router {
  const router = Router();
  const json = jsonBody();
  router.use('/blog', blogRouter(blogRepo(db)));
  router.use('/contact', contactRouter(db, leads, limiters.forms, json, siteUrl));
  router.use('/newsletter', newsletterRouter(db, newsletter, limiters.forms, json));
  router.use('/analytics', analyticsRouter(visitsRepo(db), limiters.visits));
  router.use('/settings', settingsRouter(settingsRepo(db)));

  const notFound: RequestHandler = (_req, res) => sendApiError(res, 404, 'not_found', 'Ressource introuvable.');
  router.use(notFound);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    if (err instanceof ApiError) return sendApiError(res, err.status, err.code, err.message, err.fields);
    const bodyError = typeof err?.type === 'string' ? BODY_ERRORS[err.type] : undefined;
    if (bodyError) return sendApiError(res, ...bodyError);
    // Express's own 4xx (a path that is not valid percent-encoding, say): the client's mistake, said as such.
    if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
      return err instanceof URIError
        ? sendApiError(res, 400, 'invalid_path', 'Adresse invalide : encodage des caractères incorrect.')
        : sendApiError(res, err.status, 'bad_request', 'Requête invalide.');
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ err: { message: err.message, code: err.code }, url: req.originalUrl }, 'database unavailable');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendApiError(res, 503, 'database_unavailable', 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.');
    }
    logger.error({ err, url: req.originalUrl }, 'API request failed');
    return sendApiError(res, 500, 'internal', 'Erreur interne. Veuillez réessayer.');
  };
  router.use(closeOnBodyErrors, onError);
  return router;
}
