import { Router } from 'express';
import type { Knex } from 'knex';
import type { PostSummary } from '../../shared/blog';
import { site } from '../../shared/site';
import { blogRepo } from '../blog/repo';
import { articleHref, paths } from '../../shared/paths';
import type { PageCache } from '../render/pageCache';
import { sendPage } from '../render/renderPage';
import { BLOG_DESCRIPTION } from '../../views/pages/BlogListPage';

/** How many of the newest articles the feed carries. */
export const RSS_ITEMS = 20;

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** RSS 2.0 of the newest articles, with absolute links. */
export function rssFeed(siteUrl: string, posts: PostSummary[], now: Date = new Date()): string {
  const blogUrl = `${siteUrl}${paths.blog}`;
  const newest = posts[0] ? new Date(posts[0].date) : now;
  const items = posts.map((post) => {
    const link = `${siteUrl}${articleHref(post.slug)}`;
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
    `    <atom:link href="${xmlEscape(`${siteUrl}${paths.blogRss}`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(BLOG_DESCRIPTION)}</description>`,
    '    <language>fr-FR</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    '    <image>',
    `      <url>${xmlEscape(`${siteUrl}/feed-image.png`)}</url>`,
    `      <title>${xmlEscape(`Le blog ${site.name}`)}</title>`,
    `      <link>${xmlEscape(blogUrl)}</link>`,
    '      <width>144</width>',
    '      <height>144</height>',
    '    </image>',
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
  router.get(paths.blogRss, async (req, res) => {
    const feed = await pageCache.get(paths.blogRss, async () => ({
      status: 200,
      body: Buffer.from(rssFeed(siteUrl, await blogRepo(db).recent(RSS_ITEMS)), 'utf8'),
      cacheable: true,
    }));
    await sendPage(req, res, feed, 'application/rss+xml; charset=utf-8');
  });
  return router;
}
