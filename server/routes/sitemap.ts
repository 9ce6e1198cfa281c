import { Router } from 'express';
import type { Knex } from 'knex';
import { contentChanged } from './contentDates';
import { sendValidated } from '../http/negotiation';
import type { Route, SitemapEntry } from '../routing/route';
import { isEspacePath } from '../../shared/paths';

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A route's entries in the sitemap: its own, or its path when it has no parameters and does not opt out. */
async function entriesOf(route: Route, db: Knex): Promise<SitemapEntry[]> {
  // The staff's espace is never listed, whatever its modules say.
  if (route.sitemap === false || isEspacePath(route.path)) return [];
  if (route.sitemap) return route.sitemap({ db });
  return route.path.includes(':') ? [] : [{ path: route.path }];
}

/**
 * /robots.txt and /sitemap.xml, made from the route modules (server/routes/):
 * every page they list, with the date each last changed. Drafts, scheduled
 * articles and previews are not listed (the blog's module lists public
 * articles only, read at each request, so a scheduled one is from its date on).
 */
export function seoRouter({
  siteUrl,
  db,
  routes,
  builtAt,
}: {
  siteUrl: string;
  db: Knex;
  routes: Route[];
  builtAt: Date;
}): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
    // Only the API is closed: pages that must stay out of results say so with
    // their own noindex, which crawlers can read only if they may fetch them.
    res.send(['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const entries = (await Promise.all(routes.map((route) => entriesOf(route, db)))).flat();
    const urls = entries
      // Pages without data change with their copy (dated in server/routes/content-dates.json),
      // or else with the code that renders them.
      .map(
        ({ path, lastmod = contentChanged(path) ?? builtAt }) =>
          `  <url><loc>${xmlEscape(`${siteUrl}${path}`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></url>`,
      )
      .join('\n');
    sendValidated(
      req,
      res,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      'application/xml; charset=utf-8',
    );
  });

  return router;
}
