import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { ReactElement } from 'react';
import type { AssetManifest, PageContext } from '../../views/context';
import type { SettingsRepo } from '../db/settingsRepo';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { PageCache, RenderedPage } from './pageCache';
import { renderPageHtml, sendPage, type PageLayout } from './renderPage';
import type { RouteContext, RouteMatch } from './routes';

export interface PageRendererDeps {
  env: Env;
  db: Knex;
  manifest: AssetManifest;
  settings: SettingsRepo;
  logger: Logger;
  pageCache: PageCache;
}

/** Loads what every page shows, then renders a page element into a whole document. */
export function createPageRenderer({ env, db, manifest, settings, logger, pageCache }: PageRendererDeps) {
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

  /** Renders `element` for this request; not cacheable when data was missing. */
  async function render(req: Request, status: number, element: ReactElement, layout?: PageLayout): Promise<RenderedPage> {
    const { context, complete } = await pageContext(req.baseUrl + req.path);
    const controller = new AbortController();
    req.once('close', () => controller.abort());
    return { status, html: await renderPageHtml(context, element, controller.signal, layout), cacheable: complete };
  }

  /**
   * Serves the route table's pages: from the cache when possible, otherwise
   * loads the page's data, then renders (and caches) it.
   */
  function routes(find: (path: string) => RouteMatch | undefined): RequestHandler {
    return async (req, res, next) => {
      const match = find(req.path);
      if (!match) return next();
      const { route, params } = match;
      const context: RouteContext = { path: req.path, params, query: new URLSearchParams(req.url.split('?')[1] ?? ''), db };
      const key = route.cacheKey ? route.cacheKey(context) : req.path;
      const hit = key ? pageCache.peek(key) : undefined;
      if (hit) return sendPage(req, res, hit);

      const outcome = route.load ? await route.load(context) : { data: undefined };
      if ('redirect' in outcome) return res.redirect(outcome.status ?? 302, outcome.redirect);
      if ('notFound' in outcome) return next();
      const renderIt = () => render(req, 200, route.element(outcome.data), route.layout);
      sendPage(req, res, key ? await pageCache.get(key, renderIt) : await renderIt());
    };
  }

  /** A page with a fixed status (404, 500), cached under `key` when given. */
  async function statusPage(req: Request, status: number, element: () => ReactElement, key?: string) {
    return key ? pageCache.get(key, () => render(req, status, element())) : render(req, status, element());
  }

  return { render, routes, statusPage };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
