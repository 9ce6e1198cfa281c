import { BLOG_PAGE_SIZE, totalPages } from '../../shared/blog';
import { BLOG_PATH, blogPageHref } from '../../views/components/BlogLinks';
import { BlogArticlePage, type BlogArticlePageProps } from '../../views/pages/BlogArticlePage';
import { BlogListPage, type BlogListPageProps } from '../../views/pages/BlogListPage';
import { blogRepo } from '../db/blogRepo';
import type { PageRoute, RouteContext } from '../render/routes';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from './markdown';
import { sanitizeArticleHtml } from './sanitize';

/**
 * The list's page number from `?page=`: 1 when absent, undefined when it is not
 * a page number as the site writes them (`abc`, `0`, `-1`, `02`, `1.5`, empty).
 */
export function listPage(query: URLSearchParams): number | undefined {
  const raw = query.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * `/blog` and `/blog?page=N`: one cached copy per page. A page number that is not
 * one goes to `/blog`, one past the end to the last page (302: it may exist later).
 */
export const blogListRoute: PageRoute<BlogListPageProps> = {
  path: BLOG_PATH,
  load: async ({ query, db }) => {
    const page = listPage(query);
    if (page === undefined) return { redirect: BLOG_PATH, status: 302 };
    const list = await blogRepo(db).list(page, BLOG_PAGE_SIZE);
    const last = totalPages(list.total, BLOG_PAGE_SIZE);
    if (page > last) return { redirect: blogPageHref(last), status: 302 };
    return { data: { posts: list.data, total: list.total, page } };
  },
  element: (data) => <BlogListPage {...data} />,
  cacheKey: ({ query }) => {
    const page = listPage(query);
    return page === undefined ? null : `${BLOG_PATH}?page=${page}`;
  },
};

/** How many other articles an article suggests. */
export const OTHER_ARTICLES = 3;

/**
 * `/blog/{slug}`: an unknown slug goes to the list (DECISIONS.md). The stored HTML
 * goes through the allowlist again: the database is not trusted to hold only
 * what the import wrote.
 */
export const blogArticleRoute: PageRoute<BlogArticlePageProps> = {
  path: `${BLOG_PATH}/:slug`,
  load: async ({ params, db }: RouteContext) => {
    const slug = params.slug ?? '';
    if (!SLUG_PATTERN.test(slug) || slug.length > MAX_SLUG_LENGTH) return { redirect: BLOG_PATH, status: 302 };
    const posts = blogRepo(db);
    const post = await posts.findBySlug(slug);
    if (!post) return { redirect: BLOG_PATH, status: 302 };
    const others = await posts.recent(OTHER_ARTICLES, slug);
    return { data: { post: { ...post, content: sanitizeArticleHtml(post.content) }, others } };
  },
  element: (data) => <BlogArticlePage {...data} />,
};

export const blogRoutes: PageRoute[] = [blogListRoute, blogArticleRoute];
