import type { ReactElement } from 'react';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Env } from './env';
import type { Database } from './db/database';
import { settingsRepo } from './db/settingsRepo';
import type { Logger } from './logger';
import { requestLogger } from './logger';
import { sendApiError } from './api/errors';
import type { AssetManifest, PageContext } from '../views/context';
import { PageCache, type RenderedPage } from './render/pageCache';
import {
  FALLBACK_ERROR_HTML,
  notFoundElement,
  renderPageHtml,
  sendPage,
  serverErrorElement,
} from './render/renderPage';
import { pageRoutes, routeFinder, type PageRoute } from './render/routes';
import { securityHeaders } from './security/headers';
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
}

const DEFAULT_VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function createApp(deps: AppDeps) {
  const { env, database, logger, manifest } = deps;
  const pageCache = deps.pageCache ?? new PageCache(env.PAGE_CACHE_TTL_SECONDS * 1000);
  const settings = settingsRepo(database.db);
  const findPageRoute = routeFinder(deps.pages ?? pageRoutes);
  const videoEmbedOrigin = env.VIDEO_EMBED_URL ? new URL(env.VIDEO_EMBED_URL).origin : DEFAULT_VIDEO_EMBED_ORIGIN;

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
  app.use('/assets', serveHashedAssets(path.join(deps.publicDir, 'assets')));
  app.use(servePublicFiles(deps.publicDir));
  // Dynamic responses only: cached pages and assets arrive already compressed.
  app.use(compression({ threshold: 1024 }));

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
      await database.db.raw('select 1');
      res.json({ status: 'ready', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', database: database.kind });
    }
  });

  /** Data every page shows (the footer's social links). */
  async function pageContext(path: string): Promise<{ context: PageContext; complete: boolean }> {
    let complete = true;
    const social = await settings.getSocialLinks().catch((err: unknown) => {
      // The spec treats a failure to read the social links as "no links".
      logger.warn({ err }, 'social links unavailable, rendering without them');
      complete = false;
      return {};
    });
    return {
      complete,
      context: {
        siteUrl: env.SITE_URL,
        path,
        bookingUrl: env.BOOKING_URL,
        videoEmbedUrl: env.VIDEO_EMBED_URL,
        social,
        assets: manifest,
      },
    };
  }

  async function renderStatusPage(req: Request, status: number, element: () => ReactElement): Promise<RenderedPage> {
    const { context, complete } = await pageContext(req.path);
    const controller = new AbortController();
    req.once('close', () => controller.abort());
    return { status, html: await renderPageHtml(context, element(), controller.signal), cacheable: complete };
  }

  const renderRoute: RequestHandler = async (req, res, next) => {
    const route = findPageRoute(req.path);
    if (!route) return next();
    const page = await pageCache.get(req.path, () => renderStatusPage(req, 200, route.element));
    sendPage(req, res, page);
  };
  app.get(/.*/, renderRoute);

  app.use('/api', (_req, res) => sendApiError(res, 404, 'not_found', 'Ressource introuvable.'));

  app.use(async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).type('text/plain').send('Introuvable');
      return;
    }
    try {
      sendPage(req, res, await pageCache.get('404', () => renderStatusPage(req, 404, notFoundElement)));
    } catch (err) {
      next(err);
    }
  });

  const errorHandler: ErrorRequestHandler = async (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) logger.error({ err, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (req.path.startsWith('/api/')) {
      sendApiError(res, status, status >= 500 ? 'internal' : 'bad_request', status >= 500 ? 'Erreur interne, veuillez réessayer.' : 'Requête invalide.');
      return;
    }
    try {
      sendPage(req, res, await renderStatusPage(req, 500, serverErrorElement));
    } catch {
      res.status(500).type('html').send(FALLBACK_ERROR_HTML);
    }
  };
  app.use(errorHandler);

  return Object.assign(app, { pageCache });
}

export type App = ReturnType<typeof createApp>;
