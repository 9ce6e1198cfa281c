import { withFacts } from '../../shared/ownerFacts';
import { BLOG_PAGE_SIZE, isSlug, OTHER_ARTICLES, parsePageNumber, totalPages } from '../../shared/blog';
import { articleHref, blogPageHref, paths } from '../../shared/paths';
import { BlogArticlePage, type BlogArticlePageProps } from '../../views/pages/BlogArticlePage';
import { BlogListPage, type BlogListPageProps } from '../../views/pages/BlogListPage';
import { sanitizeArticleHtmlForPage } from '../content/sanitize';
import type { Knex } from 'knex';
import { PreviewExpiredPage } from '../../views/pages/PreviewExpiredPage';
import { checkPreview, PREVIEW_PATH, PREVIEW_SIGNATURE_PARAM } from '../blog/preview';
import { blogRepo, publicationStatus } from '../blog/repo';
import { loadSigningSecret } from '../settings/secrets';
import { lazySignedLinks } from '../signedLinks';
import { page } from '../routing/route';

/** The list's page number from `?page=`: 1 when absent, undefined when it is not one. */
const listPage = (query: URLSearchParams) => {
  const raw = query.get('page');
  return raw === null ? 1 : parsePageNumber(raw);
};

/**
 * `/blog` and `/blog?page=N`: one cached copy per page. A page number that is
 * not one goes to `/blog`, one past the end to the last page (302: it may exist later).
 */
const list = page<BlogListPageProps>({
  path: paths.blog,
  load: async ({ query, db }) => {
    const page = listPage(query);
    if (page === undefined) return { redirect: paths.blog, status: 302 };
    const result = await blogRepo(db).list(page, BLOG_PAGE_SIZE);
    const last = totalPages(result.total, BLOG_PAGE_SIZE);
    if (page > last) return { redirect: blogPageHref(last), status: 302 };
    return { data: { posts: result.data, total: result.total, page } };
  },
  cache: ({ query }) => {
    const page = listPage(query);
    return page === undefined ? null : blogPageHref(page);
  },
  // The list changes with its articles: its last change is theirs.
  sitemap: async ({ db }) => {
    const newest = await blogRepo(db).lastChange();
    return [{ path: paths.blog, ...(newest ? { lastmod: newest } : {}) }];
  },
  element: (data) => <BlogListPage {...data} />,
});

/**
 * `/blog/{slug}`: an unknown slug goes to the list (docs/DECISIONS.md). The
 * stored HTML goes through the allowlist again: the database is not trusted to
 * hold only what the import wrote.
 */
const article = page<BlogArticlePageProps>({
  path: `${paths.blog}/:slug`,
  load: async ({ params, db, landing }) => {
    const slug = params.slug ?? '';
    // An address typed with capitals is the article's, written as the site writes it.
    if (!isSlug(slug) && isSlug(slug.toLowerCase())) return { redirect: articleHref(slug.toLowerCase()), status: 301 };
    if (!isSlug(slug)) return { redirect: paths.blog, status: 302 };
    const posts = blogRepo(db);
    const post = await posts.findBySlug(slug);
    if (!post) return { redirect: paths.blog, status: 302 };
    const others = await posts.recent(OTHER_ARTICLES, slug);
    return {
      data: {
        post: { ...post, content: withFacts(sanitizeArticleHtmlForPage(post.content), await landing.facts()) },
        others,
      },
    };
  },
  sitemap: async ({ db }) =>
    (await blogRepo(db).sitemapEntries()).map(({ slug, lastModified }) => ({
      path: articleHref(slug),
      lastmod: lastModified,
    })),
  element: (data) => <BlogArticlePage {...data} />,
});

/**
 * `/blog/apercu/{slug}?signature=…`: an article not yet public, exactly as its
 * page will look, for whoever holds the signed address (server/blog/preview.ts).
 * Never cached (by us, a proxy or the browser), never indexed, and the address
 * is not sent on as a referrer when a link of the article is followed. A bad
 * signature is the site's 404; an old one says it expired (410); an article
 * already public sends to its page.
 */
const preview = page<{ expired: true } | BlogArticlePageProps>({
  path: `${PREVIEW_PATH}/:slug`,
  cache: 'none',
  sitemap: false,
  headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' },
  load: async ({ params, query, db, landing }) => {
    const slug = params.slug ?? '';
    if (!isSlug(slug)) return { notFound: true };
    const check = checkPreview(await previewLinks(db), slug, query.get(PREVIEW_SIGNATURE_PARAM) ?? undefined);
    if (check === 'invalid') return { notFound: true };
    if (check === 'expired') return { data: { expired: true }, status: 410 };
    const posts = blogRepo(db);
    const post = await posts.findForPreview(slug);
    if (!post) return { notFound: true };
    if (publicationStatus({ draft: post.draft, publishedAt: new Date(post.date) }) === 'published')
      return { redirect: articleHref(slug), status: 302 };
    const { draft: _draft, ...article } = post;
    const others = await posts.recent(OTHER_ARTICLES, slug);
    return {
      data: {
        post: {
          ...article,
          content: withFacts(sanitizeArticleHtmlForPage(article.content), await landing.facts(), true),
        },
        others,
        preview: true,
      },
    };
  },
  element: (data) => ('expired' in data ? <PreviewExpiredPage /> : <BlogArticlePage {...data} />),
});

/** The database's signing secret, read once per database. */
const secrets = new WeakMap<Knex, ReturnType<typeof lazySignedLinks>>();
function previewLinks(db: Knex) {
  let links = secrets.get(db);
  if (!links) secrets.set(db, (links = lazySignedLinks(() => loadSigningSecret(db))));
  return links();
}

export default [list, preview, article];
