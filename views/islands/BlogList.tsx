import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  BLOG_PAGE_SIZE,
  blogListTitle,
  parsePageNumber,
  totalPages,
  type PostPage,
  type PostSummary,
} from '../../shared/blog';
import { site } from '../../shared/site';
import { BlogCard, BlogFeatured } from '../components/BlogCard';
import { blogPageHref, paths } from '../../shared/paths';
import { BlogPagination } from '../components/BlogPagination';

export interface BlogListProps {
  /** The posts of this page, newest first. */
  posts: PostSummary[];
  /** Posts in the whole blog. */
  total: number;
  page: number;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error'; message: string };

export const EMPTY_MESSAGE = 'Aucun article pour le moment.';
export const LOADING_MESSAGE = 'Chargement...';

/** The page number in the address bar, when it is the blog's list. */
function pageInAddress(): number | undefined {
  if (window.location.pathname !== paths.blog) return undefined;
  const raw = new URLSearchParams(window.location.search).get('page');
  return raw === null ? 1 : parsePageNumber(raw);
}

/** What the visitor reads when the list cannot be loaded: a sentence, never a status code. */
export const LOAD_FAILURE = 'Impossible de charger les articles pour le moment. Réessayez dans quelques instants.';

/**
 * A non-OK answer becomes an error the visitor can read: the API's own French
 * message when it gave one (problems.ts), else a sentence; the status stays in
 * the error for whoever debugs (`cause`), never on screen.
 */
async function fetchPage(page: number, signal: AbortSignal): Promise<PostPage> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/blog?page=${page}&per_page=${BLOG_PAGE_SIZE}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new Error('Impossible de charger les articles\u00a0: vérifiez votre connexion, puis réessayez.');
  }
  const body = await response.text();
  if (!response.ok) {
    let message: string | undefined;
    try {
      message = (JSON.parse(body) as { error?: { message?: string } }).error?.message;
    } catch {
      // Not JSON (a proxy's page): nothing in it is for the visitor.
    }
    throw new Error(message ? `Impossible de charger les articles pour le moment\u00a0: ${message}` : LOAD_FAILURE, {
      cause: { status: response.status },
    });
  }
  const data = JSON.parse(body) as PostPage;
  if (!Array.isArray(data.data) || typeof data.total !== 'number') throw new Error(LOAD_FAILURE);
  return data;
}

/**
 * The blog's list (featured post on page 1, then a grid of cards) and its
 * pagination. Rendered on the server with real links; in the browser a page
 * change loads that page from the API, updates the address bar (back and forward
 * work) and brings the list into view.
 */
export default function BlogList({ posts, total, page }: BlogListProps) {
  const [view, setView] = useState({ posts, total, page });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const pagesSeen = useRef(new Map<number, PostPage>([[page, { data: posts, total, page, per_page: BLOG_PAGE_SIZE }]]));
  const inFlight = useRef<AbortController | null>(null);
  const shownPage = useRef(page);

  /** Shows page `target`; `push` adds it to the history (a click), `none` follows it (back, forward). */
  const show = useCallback(async (target: number, mode: 'push' | 'none') => {
    inFlight.current?.abort();
    let result = pagesSeen.current.get(target);
    if (!result) {
      const controller = new AbortController();
      inFlight.current = controller;
      setStatus({ kind: 'loading' });
      try {
        result = await fetchPage(target, controller.signal);
      } catch (err) {
        if (controller.signal.aborted) return;
        setStatus({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
        return;
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
      // Articles removed since: the page asked for may no longer exist.
      const last = totalPages(result.total, BLOG_PAGE_SIZE);
      if (result.data.length === 0 && target > last) return show(last, mode);
      pagesSeen.current.set(target, result);
    }
    shownPage.current = target;
    setView({ posts: result.data, total: result.total, page: target });
    setStatus({ kind: 'idle' });
    document.title = `${blogListTitle(target)} | ${site.name}`;
    if (mode === 'push') {
      window.history.pushState({ blogPage: target }, '', blogPageHref(target));
      // Keyboard and screen reader users continue from the top of the new list.
      rootRef.current?.focus({ preventScroll: true });
    }
  }, []);

  useEffect(() => {
    // Back and forward between pages of the list restore the page of the address.
    const onPopState = () => {
      const target = pageInAddress();
      // A history entry of the same page (the skip link's #contenu) changes nothing here.
      if (target && target !== shownPage.current) void show(target, 'none');
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      inFlight.current?.abort();
    };
  }, [show]);

  const onNavigate = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
    // A new tab or window: the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target === view.page && status.kind !== 'error') return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    rootRef.current?.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    void show(target, 'push');
  };

  const pages = totalPages(view.total, BLOG_PAGE_SIZE);
  const featured = view.page === 1 ? view.posts[0] : undefined;
  const cards = featured ? view.posts.slice(1) : view.posts;
  const loading = status.kind === 'loading';
  return (
    <div className="blog-list" ref={rootRef} tabIndex={-1} aria-busy={loading}>
      <p className="blog-status" role="status">
        {loading ? LOADING_MESSAGE : ''}
      </p>
      {status.kind === 'error' ? (
        <p className="blog-error" role="alert">
          {status.message}
        </p>
      ) : null}
      {view.posts.length === 0 ? (
        <p className="blog-empty">{EMPTY_MESSAGE}</p>
      ) : (
        <div className={loading ? 'blog-list-posts is-loading' : 'blog-list-posts'}>
          {featured ? <BlogFeatured post={featured} /> : null}
          {cards.length ? (
            <ul className="blog-grid">
              {cards.map((post) => (
                <li key={post.slug}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      <BlogPagination page={view.page} pages={pages} onNavigate={onNavigate} />
    </div>
  );
}
