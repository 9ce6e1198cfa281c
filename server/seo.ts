import { Router } from 'express';
import type { Knex } from 'knex';
import type { PageRoute } from './render/routes';

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * /robots.txt and /sitemap.xml: every indexable page of the route table and
 * every article, with the date each last changed.
 */
export function seoRouter({ siteUrl, db, routes, builtAt }: { siteUrl: string; db: Knex; routes: PageRoute[]; builtAt: Date }): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(['User-agent: *', 'Disallow: /api/', 'Disallow: /newsletter/', 'Disallow: /header', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const posts: { slug: string; updated_at: Date; published_at: Date }[] = await db('blog_posts')
      .select('slug', 'updated_at', 'published_at')
      .orderBy('published_at', 'desc');
    const newest = posts.reduce<Date | undefined>((latest, p) => (!latest || p.updated_at > latest ? p.updated_at : latest), undefined);
    const pages = routes
      .filter((route) => route.sitemap !== false && !route.path.includes(':'))
      .map((route) => ({
        loc: `${siteUrl}${route.path}`,
        // The blog list changes with its newest article; other pages with the code that renders them.
        lastmod: route.path === '/blog' && newest ? newest : builtAt,
      }));
    const articles = posts.map((post) => ({ loc: `${siteUrl}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updated_at }));
    const urls = [...pages, ...articles]
      .map(({ loc, lastmod }) => `  <url><loc>${xmlEscape(loc)}</loc><lastmod>${new Date(lastmod).toISOString()}</lastmod></url>`)
      .join('\n');
    res.type('application/xml; charset=utf-8').setHeader('Cache-Control', 'no-cache');
    res.send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });

  return router;
}
