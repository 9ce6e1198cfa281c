import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { PageContextReact, type PageContext } from '../../views/context';
import { Document } from '../../views/Document';
import { Layout } from '../../views/layout/Layout';
import { compressOnce, isCachedPage, rememberReply, replyKey, type CachedPage, type RenderedPage } from './pageCache';
import { renderToHtml } from './renderToHtml';
import { noneMatch, preferredEncoding } from '../http/negotiation';

/** The shell around a page: `site` adds the skip link, header, main and footer; `none` renders the page alone. */
export type PageLayout = 'site' | 'none';

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

export async function renderPageHtml(
  context: PageContext,
  page: ReactElement,
  signal?: AbortSignal,
  layout?: PageLayout,
): Promise<Buffer> {
  return renderToHtml(pageTree(context, page, layout), { signal });
}

/**
 * Last resort when even the error page cannot be rendered: a static French page.
 * No inline style or script, so it passes the same CSP. No contact detail: those
 * are settings (`npm run settings:contact`), which this page cannot read.
 */
export const FALLBACK_ERROR_HTML = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Erreur momentanée | Secretalia</title><meta name="robots" content="noindex"></head><body><main><h1>Un incident nous empêche d’afficher cette page</h1><p>Veuillez réessayer dans quelques instants.</p><p><a href="/">Revenir à l’accueil</a></p></main></body></html>`;

/**
 * Sends a page, compressed for the client: ahead of time when it comes from the
 * cache (with its ETag), at once when it was rendered for this request only.
 */
export async function sendPage(
  req: Request,
  res: Response,
  page: CachedPage | RenderedPage,
  contentType = 'text/html; charset=utf-8',
): Promise<void> {
  res.status(page.status);
  res.setHeader('Content-Type', contentType);
  // Pages may change when an article is published: browsers revalidate with the ETag.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  const preferred = preferredEncoding(req.headers['accept-encoding']);
  const encoding = preferred === 'identity' ? undefined : preferred;
  const cached = isCachedPage(page);
  let body: Buffer;
  if (cached) {
    res.setHeader('ETag', page.etag);
    if (page.status === 200 && noneMatch(req.headers['if-none-match'], page.etag)) {
      res.status(304);
      rememberReply(page, replyKey('304', req.secure), res);
      res.end();
      return;
    }
    body = encoding ? page[encoding] : page.body;
  } else {
    body = encoding ? compressOnce(page.body, encoding) : page.body;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  if (cached) rememberReply(page, replyKey(encoding ?? 'identity', req.secure), res);
  res.end(req.method === 'HEAD' ? undefined : body);
}
