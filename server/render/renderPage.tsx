import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { PageContextReact, type PageContext } from '../../views/context';
import { Document } from '../../views/Document';
import { Layout } from '../../views/layout/Layout';
import { NotFoundPage } from '../../views/pages/NotFoundPage';
import { ServerErrorPage } from '../../views/pages/ServerErrorPage';
import { isCachedPage, type CachedPage, type RenderedPage } from './pageCache';
import { renderToHtml } from './renderToHtml';
import type { PageRoute } from './routes';

export type PageLayout = NonNullable<PageRoute['layout']>;

/** The page inside its document; `layout: 'none'` (`/header`) leaves out the site's header and footer. */
export function pageTree(context: PageContext, page: ReactElement, layout: PageLayout = 'site'): ReactElement {
  const bare = layout === 'none';
  return (
    <HelmetProvider context={{}}>
      <PageContextReact.Provider value={context}>
        <Document>{bare ? page : <Layout>{page}</Layout>}</Document>
      </PageContextReact.Provider>
    </HelmetProvider>
  );
}

export async function renderPageHtml(context: PageContext, page: ReactElement, signal?: AbortSignal, layout?: PageLayout): Promise<string> {
  return renderToHtml(pageTree(context, page, layout), { signal });
}

export const notFoundElement = () => <NotFoundPage />;
export const serverErrorElement = () => <ServerErrorPage />;

/**
 * Last resort when even the error page cannot be rendered: a static French page.
 * No inline style or script, so it passes the same CSP.
 */
export const FALLBACK_ERROR_HTML = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Erreur momentanée | Secretalia</title><meta name="robots" content="noindex"></head><body><main><h1>Un incident nous empêche d’afficher cette page</h1><p>Veuillez réessayer dans quelques instants. Vous pouvez aussi nous écrire à <a href="mailto:contact@secretalia.fr">contact@secretalia.fr</a>.</p><p><a href="/">Revenir à l’accueil</a></p></main></body></html>`;

/** Sends a page, compressed ahead of time when it comes from the cache. */
export function sendPage(req: Request, res: Response, page: CachedPage | RenderedPage): void {
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Pages may change when an article is published: browsers revalidate with the ETag.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  if (!isCachedPage(page)) {
    res.send(page.html);
    return;
  }
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
