import type http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Redis } from 'ioredis';
import { paths } from '../shared/paths';
import type { AssetManifest } from '../views/context';
import { createAnswer } from './http/answer';
import { problems } from './http/problems';
import { apiV1 } from './api/v1';
import type { Database } from './db/database';
import { contentChanges } from './content/changed';
import { keptContent } from './routing/keptContent';
import type { Env } from './env';
import { leadService } from './leads/service';
import { requestLogger, type Logger } from './logger';
import { newsletterService } from './newsletter/service';
import { cacheHits } from './render/cacheHits';
import type { YoungCollection } from './http/youngCollection';
import { PageCache } from './render/pageCache';
import { createPageRenderer } from './render/pageRenderer';
import { FALLBACK_ERROR_HTML, sendPage } from './render/renderPage';
import type { Route } from './routing/route';
import { routeRouter } from './routing/router';
import { notFound, routes as siteRoutes, serverError } from './routes';
import { refuseBodiesEarly } from './http/bodies';
import { untrustedProxyWarning } from './http/startChecks';
import { canonicalHost, keepRedirectsHome } from './http/canonicalHost';
import { securityHeaders } from './http/headers';
import { sameOriginOnly } from './http/origin';
import { createLimiters, defaultTiers, type RateLimitTiers } from './http/rateLimit';
import { seoRouter } from './routes/sitemap';
import { blogRssRouter } from './routes/rss';
import { mediaRouter } from './routes/media';
import { serveHashedAssets, servePublicFiles } from './http/static';
import { espaceGuard } from './staff/guard';
import { espaceAuthRouter } from './routes/espace-auth';
import { espaceExportsRouter } from './routes/espace-exports';
import type { Metrics } from './metrics/metrics';
import { processingAgreementRouter } from './routes/vos-donnees';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  manifest: AssetManifest;
  /** The built `public` folder (dist/public). */
  publicDir: string;
  pageCache?: PageCache;
  /** The route table (server/routes/); tests pass their own to reach edge cases. */
  routes?: Route[];
  /** Told when a mail was queued, so it goes out now rather than at the next tick. */
  onMailQueued?: () => void;
  /** Shares rate-limit counts between instances. */
  redis?: Redis;
  /** Key prefix of the shared counts (tests use their own). */
  redisPrefix?: string;
  rateLimits?: RateLimitTiers;
  /** When the code was built: the sitemap's date for pages without data. */
  builtAt?: Date;
  /** METRICS_PORT's metrics (server/metrics/metrics.ts): requests are timed only when given. */
  metrics?: Metrics;
}

/**
 * The template of the route that answered (`/blog/:slug`, `/api/v1/leads`), never the path
 * asked for: a label of bounded values. What no route took is named by what served it.
 */
function routeLabel(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.originalUrl.startsWith('/assets/')) return '/assets/*';
  return '(sans route)';
}

const DEFAULT_VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function createApp(deps: AppDeps) {
  const { env, database, logger, manifest } = deps;
  const db = database.db;
  const pageCache = deps.pageCache ?? new PageCache(env.PAGE_CACHE_TTL_SECONDS * 1000);
  // « Content changed », emitted by server/index.ts: the pages and each owner's kept values subscribe.
  const contentChanged = contentChanges();
  contentChanged.subscribe(() => pageCache.clear());
  const content = keptContent(db, contentChanged);
  const renderer = createPageRenderer({ env, manifest, settings: content.settings, logger });
  const onMailQueued = deps.onMailQueued ?? (() => {});
  const services = {
    leads: leadService(
      db,
      env.MAIL_TO,
      onMailQueued,
      env.SITE_URL,
      {
        urls: env.LEAD_WEBHOOK_URL,
        format: env.LEAD_WEBHOOK_FORMAT,
      },
      deps.metrics?.leadCreated,
    ),
    newsletter: newsletterService(db, env.SITE_URL, onMailQueued),
  };
  const videoEmbedOrigin = env.VIDEO_EMBED_URL ? new URL(env.VIDEO_EMBED_URL).origin : DEFAULT_VIDEO_EMBED_ORIGIN;

  /** The 404 and error pages come from their route module (server/routes/erreurs.tsx), rendered for each request. */
  const statusPage = async (req: Request, res: Response, status: number) => {
    const element = (status === 404 ? notFound : serverError).element({ path: req.path, status });
    try {
      await sendPage(req, res, await renderer.render(req, status, element));
    } catch {
      res.status(500).type('html').send(FALLBACK_ERROR_HTML);
    }
  };
  const answer = createAnswer({ logger, statusPage });
  const limiters = createLimiters(deps.rateLimits ?? defaultTiers, deps.redis, deps.redisPrefix);

  const routes = deps.routes ?? siteRoutes;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.set('etag', false);
  keepRedirectsHome(app, env.SITE_URL);

  const metrics = deps.metrics;
  if (metrics)
    app.use((req, res, next) => {
      const startedAt = performance.now();
      res.once('finish', () =>
        metrics.requestDuration.observe(
          { route: routeLabel(req), status: String(res.statusCode) },
          (performance.now() - startedAt) / 1000,
        ),
      );
      next();
    });
  app.use(requestLogger(logger));
  app.use(untrustedProxyWarning(logger, env.TRUST_PROXY));
  app.use((_req, res, next) => {
    // Set by server/index.ts on SIGTERM: let each connection end after its response.
    if (app.get('draining')) res.setHeader('Connection', 'close');
    next();
  });
  app.use(securityHeaders(videoEmbedOrigin));
  app.use(canonicalHost(env.SITE_URL));
  // Refused from the headers alone, before the body is read (server/http/bodies.ts).
  app.use(refuseBodiesEarly((req, res, problem) => void answer(req, res, problem)));
  // Source maps give the original code away: served in development only.
  const sourceMaps = env.NODE_ENV === 'development';
  app.use('/assets', serveHashedAssets(path.join(deps.publicDir, 'assets'), { sourceMaps }));
  const sameOrigin = sameOriginOnly(env.SITE_URL, (req, res) => void answer(req, res, problems.forbiddenOrigin));
  // The one-click unsubscribe (RFC 8058) is posted by mail clients, webmails
  // included, from pages of their own: its guard is the secret token in the
  // address, which a forged request from another site would not know.
  const oneClickUnsubscribe = `${paths.newsletterUnsubscribe}/`;
  app.use((req, res, next) => (req.path.startsWith(oneClickUnsubscribe) ? next() : sameOrigin(req, res, next)));
  // The staff's espace: private headers, the session, a stricter origin check, sign-in required.
  app.use(espaceGuard(db, env.SITE_URL));
  app.use(espaceAuthRouter({ db, siteUrl: env.SITE_URL, answer, limiter: limiters.staffSignIn }));
  app.use(espaceExportsRouter({ db, siteUrl: env.SITE_URL }));
  // Pages first: they are the hot path, served from memory already compressed; the
  // public folder below would otherwise look each page's path up on disk first.
  app.use(blogRssRouter({ db, pageCache, siteUrl: env.SITE_URL }));
  app.use(
    routeRouter({
      routes,
      db,
      renderer,
      content,
      pageCache,
      services,
      limiter: limiters.forms,
      answer,
      siteUrl: env.SITE_URL,
    }),
  );
  // The blog's images, stored in the database under addresses made of their content's hash.
  app.use(mediaRouter(db));
  // The processing agreement the owner imported (`settings:agreement`), offered on /vos-donnees.
  app.use(processingAgreementRouter(db));
  app.use(servePublicFiles(deps.publicDir, { sourceMaps }));
  // The API's answers (pages and assets arrive already compressed).
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
      await db.raw('select 1');
      res.json({ status: 'ready', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', database: database.kind });
    }
  });

  app.use(seoRouter({ siteUrl: env.SITE_URL, db, routes, builtAt: deps.builtAt ?? new Date() }));
  app.use(
    '/api/v1',
    apiV1({ db, answer, limiters, leads: services.leads, newsletter: services.newsletter, siteUrl: env.SITE_URL }),
  );

  // The last ordinary middleware: whatever no route took is not found.
  app.use((req, res) => answer(req, res, problems.notFound));
  const errorHandler: ErrorRequestHandler = (err, req, res, _next) => answer.error(req, res, err);
  app.use(errorHandler);

  const hits = cacheHits({
    pageCache,
    siteUrl: env.SITE_URL,
    trustProxy: app.get('trust proxy fn'),
    draining: () => Boolean(app.get('draining')),
    logger,
    requestDuration: deps.metrics?.requestDuration,
  });
  return Object.assign(app, { pageCache, contentChanged, cacheHits: hits });
}

export type App = ReturnType<typeof createApp>;

/**
 * What the HTTP server calls for each request: the fast path of cached pages
 * first (server/render/cacheHits.ts), then Express for everything else.
 * `fastPath: false` gives Express alone (tests compare the two). `young`, between two
 * requests (server/index.ts): the young-generation collection of server/http/youngCollection.ts,
 * after each response Express sends and, more sparingly, after cached hits.
 */
export function requestHandler(
  app: App,
  { fastPath = true, young }: { fastPath?: boolean; young?: Pick<YoungCollection, 'afterResponse' | 'afterHit'> } = {},
): http.RequestListener {
  if (!fastPath && !young) return app;
  return (req, res) => {
    if (fastPath && app.cacheHits(req, res)) {
      young?.afterHit();
      return;
    }
    if (young) res.once('finish', young.afterResponse);
    app(req, res);
  };
}
