import type { Request, RequestHandler } from 'express';
import type { ReactElement } from 'react';
import type { AssetManifest, PageContext } from '../../views/context';
import type { SettingsRepo } from '../db/settingsRepo';
import type { Env } from '../env';
import type { Logger } from '../logger';
import type { PageCache, RenderedPage } from './pageCache';
import { renderPageHtml, sendPage, type PageLayout } from './renderPage';
import type { PageRoute } from './routes';

export interface PageRendererDeps {
  env: Env;
  manifest: AssetManifest;
  settings: SettingsRepo;
  logger: Logger;
  pageCache: PageCache;
}

/** Loads what every page shows, then renders a page element into a whole document. */
export function createPageRenderer({ env, manifest, settings, logger, pageCache }: PageRendererDeps) {
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

  /** Serves the route table's pages, from the cache when possible. */
  function routes(find: (path: string) => PageRoute | undefined): RequestHandler {
    return async (req, res, next) => {
      const route = find(req.path);
      if (!route) return next();
      sendPage(req, res, await pageCache.get(req.path, () => render(req, 200, route.element(), route.layout)));
    };
  }

  /** A page with a fixed status (404, 500), cached under `key` when given. */
  async function statusPage(req: Request, status: number, element: () => ReactElement, key?: string) {
    return key ? pageCache.get(key, () => render(req, status, element())) : render(req, status, element());
  }

  return { render, routes, statusPage };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
