import type { Knex } from 'knex';
import type { ReactElement } from 'react';
import { legalLinks } from '../../shared/site';
import { ContactPage } from '../../views/pages/ContactPage';
import { FormThanksPage } from '../../views/pages/FormThanksPage';
import { HeaderOnlyPage } from '../../views/pages/HeaderOnlyPage';
import { HomePage } from '../../views/pages/HomePage';
import { LegalNoticePage } from '../../views/pages/LegalNoticePage';
import { PricingPage } from '../../views/pages/PricingPage';
import { PrivacyPage } from '../../views/pages/PrivacyPage';
import { QuotePage } from '../../views/pages/QuotePage';
import { ServicesPage } from '../../views/pages/ServicesPage';
import { WhyPage } from '../../views/pages/WhyPage';
import { blogRoutes } from '../blog/routes';

/** What a route's loader gets: the path's parameters, the query string and the database. */
export interface RouteContext {
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  db: Knex;
}

/** A loader's answer: the page's data, or a redirect, or "no such page" (the 404 page). */
export type RouteOutcome<Data> = { data: Data } | { redirect: string; status?: 301 | 302 | 303 } | { notFound: true };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface PageRoute<Data = any> {
  /** An exact path (`/contact`) or one with parameters (`/blog/:slug`). */
  path: string;
  /** Loads the page's data before rendering (never during). */
  load?: (context: RouteContext) => Promise<RouteOutcome<Data>>;
  /** The page element, from the loaded data. */
  element: (data: Data) => ReactElement;
  /**
   * Key of the rendered page in the page cache, or null to render it every time.
   * Default: the path, so a query string does not multiply cached copies.
   */
  cacheKey?: (context: RouteContext) => string | null;
  /**
   * The shell around the page: `site` (default) adds the skip link, header, main
   * and footer; `none` renders the page alone inside the document.
   */
  layout?: 'site' | 'none';
  /** False for pages search engines should not list (noindex pages, `/header`). */
  sitemap?: boolean;
}

/** Every server-rendered page, by exact path. */
export const pageRoutes: PageRoute[] = [
  { path: '/', element: () => <HomePage /> },
  { path: '/nos-services', element: () => <ServicesPage /> },
  { path: '/pourquoi-secretalia', element: () => <WhyPage /> },
  { path: '/nos-tarifs', element: () => <PricingPage /> },
  { path: '/demande-devis', element: () => <QuotePage /> },
  { path: '/contact', element: () => <ContactPage /> },
  // Where the forms land after a post without JavaScript (server/formPosts.ts).
  { path: '/demande-devis/merci', element: () => <FormThanksPage kind="quote" />, sitemap: false },
  { path: '/contact/merci', element: () => <FormThanksPage kind="contact" />, sitemap: false },
  { path: '/newsletter/merci', element: () => <FormThanksPage kind="newsletter" />, sitemap: false },
  { path: legalLinks.notice.href, element: () => <LegalNoticePage /> },
  { path: legalLinks.privacy.href, element: () => <PrivacyPage /> },
  { path: '/header', element: () => <HeaderOnlyPage />, layout: 'none', sitemap: false },
  ...blogRoutes,
];

export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/** Looks a request path up in a route table: exact paths first, then `:param` patterns. */
export function routeFinder(routes: PageRoute[]): (path: string) => RouteMatch | undefined {
  const exact = new Map(routes.filter((r) => !r.path.includes(':')).map((route) => [route.path, route]));
  const patterns = routes
    .filter((r) => r.path.includes(':'))
    .map((route) => ({ route, segments: route.path.split('/') }));
  return (path) => {
    const route = exact.get(path);
    if (route) return { route, params: {} };
    const parts = path.split('/');
    for (const { route: candidate, segments } of patterns) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = segments.every((segment, i) => {
        if (!segment.startsWith(':')) return segment === parts[i];
        if (!parts[i]) return false;
        try {
          params[segment.slice(1)] = decodeURIComponent(parts[i]!);
          return true;
        } catch {
          return false;
        }
      });
      if (matches) return { route: candidate, params };
    }
    return undefined;
  };
}
