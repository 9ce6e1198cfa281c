import { Router } from 'express';
import type { Knex } from 'knex';
import type { PostSummary } from '../../shared/blog';
import { site } from '../../shared/site';
import { blogRepo } from '../db/blogRepo';
import { isCachedPage, type PageCache } from '../render/pageCache';
import { BLOG_DESCRIPTION } from '../../views/pages/BlogListPage';
import { BLOG_RSS_PATH } from '../../views/components/BlogLinks';

export const RSS_PATH = BLOG_RSS_PATH;
/** How many of the newest articles the feed carries. */
export const RSS_ITEMS = 20;

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** RSS 2.0 of the newest articles, with absolute links. */
export function rssFeed(siteUrl: string, posts: PostSummary[], now: Date = new Date()): string {
  const blogUrl = `${siteUrl}/blog`;
  const newest = posts[0] ? new Date(posts[0].date) : now;
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      `      <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      post.author ? `      <dc:creator>${xmlEscape(post.author)}</dc:creator>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(`Le blog ${site.name}`)}</title>`,
    `    <link>${xmlEscape(blogUrl)}</link>`,
    `    <atom:link href="${xmlEscape(`${siteUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(BLOG_DESCRIPTION)}</description>`,
    '    <language>fr-FR</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * Serves /blog/rss.xml, kept in the page cache like the pages: it is cleared with
 * them when an article changes, and expires with them.
 */
export function blogRssRouter({ db, pageCache, siteUrl }: { db: Knex; pageCache: PageCache; siteUrl: string }): Router {
  const router = Router();
  router.get(RSS_PATH, async (req, res) => {
    const feed = await pageCache.get(RSS_PATH, async () => ({
      status: 200,
      html: rssFeed(siteUrl, await blogRepo(db).recent(RSS_ITEMS)),
      cacheable: true,
    }));
    res.status(200);
    res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (!isCachedPage(feed)) {
      res.send(feed.html);
      return;
    }
    res.setHeader('ETag', feed.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === feed.etag) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? feed.br : encoding === 'gzip' ? feed.gzip : feed.body;
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return router;
}
