import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { formMessages } from '../../shared/forms';
import { ProblemError } from '../http/problems';
import { match } from 'path-to-regexp';
import type { Knex } from 'knex';
import type { Answer } from '../http/answer';
import { wantsJson } from '../http/answer';
import { boundedBody } from '../http/bodies';
import type { KeptContent } from './keptContent';
import type { PageCache } from '../render/pageCache';
import type { PageRenderer } from '../render/pageRenderer';
import { sendPage } from '../render/renderPage';
import { sentFrom } from './sentFrom';
import { isEspacePath } from '../../shared/paths';
import type { ActionContext, Route, RouteContext, RouteServices } from './route';

export interface RouteRouterDeps {
  routes: Route[];
  db: Knex;
  renderer: PageRenderer;
  /** What pages show from their owners (settings, people, landing pages), kept until content changes. */
  content: KeptContent;
  pageCache: PageCache;
  services: RouteServices;
  /** The rate limit of every form post. */
  limiter: RequestHandler;
  /** How a failure is told (server/http/answer.ts). */
  answer: Answer;
  /** The site's public origin (SITE_URL): a form sent from one of its pages is recorded with it. */
  siteUrl: string;
}

/**
 * The one spelling of a path: each segment's percent-encoding as encodeURIComponent writes
 * it (an unreserved character written plain, `%65` as `e`; the others in upper-case hex,
 * `%c3%a9` as `%C3%A9`). Two spellings that decode to the same segments give the same
 * string. A segment that does not decode, or decodes to `.` or `..`, is left as it is.
 */
export function canonicalSpelling(path: string): string {
  if (!path.includes('%')) return path;
  return path
    .split('/')
    .map((segment) => {
      if (!segment.includes('%')) return segment;
      try {
        const decoded = decodeURIComponent(segment);
        return decoded === '.' || decoded === '..' ? segment : encodeURIComponent(decoded);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Form fields as a browser posts them (urlencoded); nothing a form of ours sends comes near these bounds. */
const formBody = boundedBody('form', 32 * 1024);

/** A field sent once, as text; a repeated field keeps its first value. */
function fieldReader(body: unknown): (name: string) => string {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return (name) => {
    const value = fields[name];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    return '';
  };
}

function contextOf(req: Request, db: Knex, { settings, people, landing }: KeptContent): RouteContext {
  const queryStart = req.url.indexOf('?');
  return {
    staff: req.res?.locals.staff ?? null,
    path: req.path,
    params: { ...(req.params as Record<string, string>) },
    query: new URLSearchParams(queryStart < 0 ? '' : req.url.slice(queryStart + 1)),
    db,
    settings,
    people,
    landing,
  };
}

/**
 * Registers every route module on an Express router, with Express's own path
 * patterns: GET (and HEAD) loads then renders, from the page cache when the
 * route allows; POST runs the route's action. Exact and case-sensitive, as the
 * addresses are written: `/Contact` or `/contact/` answers a 301 to `/contact`.
 */
export function routeRouter({
  routes,
  db,
  renderer,
  content,
  pageCache,
  services,
  limiter,
  answer,
  siteUrl,
}: RouteRouterDeps): Router {
  const router = Router({ strict: true, caseSensitive: true });

  const keyOf = (route: Route, context: RouteContext): string | null => {
    const policy = route.cache ?? 'path';
    // A staff member's page is theirs alone: never kept, whatever its module says.
    if (policy === 'none' || isEspacePath(context.path)) return null;
    return policy === 'path' ? context.path : policy(context);
  };

  const render = (req: Request, route: Route, status: number, data: unknown) =>
    renderer.render(req, status, route.element(data), route.layout);

  // One address, one page (and one entry of the page cache, keyed on the path): the same
  // address written another way (capitals, a trailing slash, `%65` for `e`, hex in lower
  // case) is sent to the one the site writes, 301 with the query kept, before any route
  // reads it. Capitals and trailing slashes only where no route takes the path as it is:
  // a parameter may hold capitals (a token). The query does not choose the entry: a route
  // keys its page on the path, or on the few values of the query it reads (route.ts, cache).
  // As the router matches (case and trailing slash as written), not decoded: a path whose
  // percent-encoding does not decode is no route's.
  const known = routes.map((route) => match(route.path, { decode: false, sensitive: true, trailing: false }));
  const sendToCanonical =
    (caseAndSlash: boolean): RequestHandler =>
    (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const spelled = canonicalSpelling(req.path);
      const canonical = caseAndSlash ? canonicalSpelling(spelled.toLowerCase().replace(/(.)\/+$/, '$1')) : spelled;
      if (canonical === req.path || !known.some((matches) => matches(canonical))) return next();
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, `${canonical}${query < 0 ? '' : req.originalUrl.slice(query)}`);
    };
  router.use(sendToCanonical(false));

  for (const route of routes) {
    router.get(route.path, async (req, res, next) => {
      if (route.headers) res.set(route.headers);
      const context = contextOf(req, db, content);
      const key = keyOf(route, context);
      const hit = key ? pageCache.peek(key) : undefined;
      if (hit) {
        pageCache.hits += 1;
        return sendPage(req, res, hit);
      }
      // A page without a loader gets no data: an empty object, so that optional fields read as absent.
      const outcome = route.load ? await route.load(context) : { data: {} };
      if ('redirect' in outcome) return res.redirect(outcome.status ?? 302, outcome.redirect);
      if ('notFound' in outcome) return next();
      const status = outcome.status ?? 200;
      const renderIt = () => render(req, route, status, outcome.data);
      if (!key || status !== 200) res.setHeader('Cache-Control', 'no-store');
      const page = key && status === 200 ? await pageCache.get(key, renderIt) : await renderIt();
      // The label of its hits on the fast path (server/render/cacheHits.ts).
      if ('replies' in page) page.route ??= route.path;
      sendPage(req, res, page);
    });

    const action = route.action;
    if (!action) continue;
    // The body first: a post refused for its rate is answered with the page, what was typed kept.
    router.post(route.path, formBody, ...(route.rateLimited === false ? [] : [limiter]), async (req, res) => {
      const context: ActionContext = {
        ...contextOf(req, db, content),
        field: fieldReader(req.body),
        services,
        sentFrom: sentFrom(req, siteUrl),
      };
      const json = wantsJson(req);
      res.setHeader('Cache-Control', 'no-store');
      let outcome;
      try {
        outcome = await action(context);
      } catch (err) {
        if (!route.recover) throw err;
        // The visitor's values come back with the red box: nothing typed is lost.
        const recover = route.recover;
        return answer.error(req, res, err, async () =>
          sendPage(req, res, await render(req, route, res.statusCode, recover(context))),
        );
      }
      if ('done' in outcome) {
        if (json) return void res.status(outcome.done.status).json(outcome.done.json);
        return res.redirect(303, outcome.redirect);
      }
      if ('refused' in outcome) {
        const { refused, data } = outcome;
        return answer(req, res, refused, async () =>
          sendPage(req, res, await render(req, route, refused.status, data)),
        );
      }
      sendPage(req, res, await render(req, route, outcome.status ?? 200, outcome.data));
    });
  }
  // A post over the form limit (server/http/rateLimit.ts): the page of its address, what was
  // typed kept, saying when it can be sent; the island gets the JSON problem.
  const overTheLimit: ErrorRequestHandler = (err, req, res, next) => {
    const route = routes.find((candidate) => candidate.recover && match(candidate.path)(req.path));
    if (!(err instanceof ProblemError) || err.problem.status !== 429 || !route?.recover) return next(err);
    const context: ActionContext = {
      ...contextOf(req, db, content),
      field: fieldReader(req.body),
      services,
      sentFrom: sentFrom(req, siteUrl),
    };
    const minutes = Math.max(1, Math.ceil((err.problem.retryAfter ?? 60) / 60));
    res.setHeader('Cache-Control', 'no-store');
    void answer(req, res, err.problem, async () =>
      sendPage(req, res, await render(req, route, 429, route.recover!(context, formMessages.tooManyPosts(minutes)))),
    );
  };
  router.use(overTheLimit);

  // No route took it: written with capitals or a trailing slash, so that a typed or old link still arrives.
  router.use(sendToCanonical(true));
  return router;
}
