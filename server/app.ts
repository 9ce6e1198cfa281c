import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { AssetManifest } from '../views/context';
import { sendApiError } from './api/errors';
import { apiV1 } from './api/v1';
import type { Database } from './db/database';
import { settingsRepo } from './db/settingsRepo';
import type { Env } from './env';
import { formPosts } from './formPosts';
import { requestLogger, type Logger } from './logger';
import { newsletterPages } from './newsletterPages';
import { PageCache } from './render/pageCache';
import { createPageRenderer } from './render/pageRenderer';
import { FALLBACK_ERROR_HTML, notFoundElement, sendPage, serverErrorElement } from './render/renderPage';
import { pageRoutes, routeFinder, type PageRoute } from './render/routes';
import { canonicalHost } from './security/canonicalHost';
import { securityHeaders } from './security/headers';
import { sameOriginOnly } from './security/origin';
import { createLimiters, defaultTiers, type RateLimitTiers } from './security/rateLimit';
import { contactService } from './services/contact';
import { newsletterService } from './services/newsletter';
import { seoRouter } from './seo';
import { blogRssRouter } from './blog/rss';
import { serveHashedAssets, servePublicFiles } from './static';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  manifest: AssetManifest;
  /** The built `public` folder (dist/public). */
  publicDir: string;
  pageCache?: PageCache;
  /** The page table; tests pass their own to reach edge cases. */
  pages?: PageRoute[];
  /** Told when a mail was queued, so it goes out now rather than at the next tick. */
  onMailQueued?: () => void;
  /** Shares rate-limit counts between instances. */
  redis?: Redis;
  /** Key prefix of the shared counts (tests use their own). */
  redisPrefix?: string;
  rateLimits?: RateLimitTiers;
  /** When the code was built: the sitemap's date for pages without data. */
  builtAt?: Date;
}

const DEFAULT_VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function createApp(deps: AppDeps) {
  const { env, database, logger, manifest } = deps;
  const db = database.db;
  const pageCache = deps.pageCache ?? new PageCache(env.PAGE_CACHE_TTL_SECONDS * 1000);
  const pages = createPageRenderer({ env, db, manifest, settings: settingsRepo(db), logger, pageCache });
  const limiters = createLimiters(deps.rateLimits ?? defaultTiers, deps.redis, deps.redisPrefix);
  const onMailQueued = deps.onMailQueued ?? (() => {});
  const contact = contactService(db, env.MAIL_TO, onMailQueued);
  const newsletter = newsletterService(db, env.SITE_URL, onMailQueued);
  const videoEmbedOrigin = env.VIDEO_EMBED_URL ? new URL(env.VIDEO_EMBED_URL).origin : DEFAULT_VIDEO_EMBED_ORIGIN;

  const routes = deps.pages ?? pageRoutes;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('etag', false);

  app.use(requestLogger(logger));
  app.use((_req, res, next) => {
    // Set by server/index.ts on SIGTERM: let each connection end after its response.
    if (app.get('draining')) res.setHeader('Connection', 'close');
    next();
  });
  app.use(securityHeaders(videoEmbedOrigin));
  app.use(canonicalHost(env.SITE_URL));
  app.use('/assets', serveHashedAssets(path.join(deps.publicDir, 'assets')));
  // Pages first: they are the hot path, served from memory already compressed; the
  // public folder below would otherwise look each page's path up on disk first.
  app.use(blogRssRouter({ db, pageCache, siteUrl: env.SITE_URL }));
  app.get(/.*/, pages.routes(routeFinder(routes)));
  app.use(servePublicFiles(deps.publicDir));
  // Dynamic responses only: cached pages and assets arrive already compressed.
  app.use(compression({ threshold: 1024 }));
  app.use(
    sameOriginOnly(env.SITE_URL, (req, res) => {
      if (req.path.startsWith('/api/')) sendApiError(res, 403, 'forbidden_origin', 'Requête refusée : elle ne vient pas de ce site.');
      else res.status(403).type('text/plain; charset=utf-8').send('Requête refusée : elle ne vient pas de ce site.');
    }),
  );

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    // A stopping instance asks the load balancer to send its traffic elsewhere.
    if (app.get('draining')) {
      res.status(503).json({ status: 'draining', database: database.kind });
      return;
    }
    try {
      await db.raw('select 1');
      res.json({ status: 'ready', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', database: database.kind });
    }
  });

  app.use(seoRouter({ siteUrl: env.SITE_URL, db, routes, builtAt: deps.builtAt ?? new Date() }));
  app.use('/api/v1', apiV1({ db, logger, limiters, contact, newsletter }));
  app.use('/api', (_req, res) => sendApiError(res, 404, 'not_found', 'Ressource introuvable.'));

  app.use(formPosts({ pages, contact, newsletter, limiter: limiters.forms, logger }));
  app.use('/newsletter', newsletterPages({ db, pages, limiter: limiters.forms }));

  app.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).type('text/plain; charset=utf-8').send('Introuvable');
      return;
    }
    try {
      sendPage(req, res, await pages.statusPage(req, 404, notFoundElement, '404'));
    } catch (err) {
      next(err);
    }
  });

  const errorHandler: ErrorRequestHandler = async (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) logger.error({ err, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (status < 500) {
      res.status(status).type('text/plain; charset=utf-8').send('Requête invalide.');
      return;
    }
    try {
      sendPage(req, res, await pages.statusPage(req, 500, serverErrorElement));
    } catch {
      res.status(500).type('html').send(FALLBACK_ERROR_HTML);
    }
  };
  app.use(errorHandler);

  return Object.assign(app, { pageCache });
}

export type App = ReturnType<typeof createApp>;
