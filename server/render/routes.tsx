import type { ReactElement } from 'react';
import { legalLinks } from '../../shared/site';
import { ContactPage } from '../../views/pages/ContactPage';
import { HeaderOnlyPage } from '../../views/pages/HeaderOnlyPage';
import { HomePage } from '../../views/pages/HomePage';
import { LegalNoticePage } from '../../views/pages/LegalNoticePage';
import { PricingPage } from '../../views/pages/PricingPage';
import { PrivacyPage } from '../../views/pages/PrivacyPage';
import { QuotePage } from '../../views/pages/QuotePage';
import { ServicesPage } from '../../views/pages/ServicesPage';
import { WhyPage } from '../../views/pages/WhyPage';

export interface PageRoute {
  path: string;
  /** The page element; its data is loaded before rendering, never during. */
  element: () => ReactElement;
  /**
   * The shell around the page: `site` (default) adds the skip link, header, main
   * and footer; `none` renders the page alone inside the document.
   */
  layout?: 'site' | 'none';
}

/** Every server-rendered page, by exact path. */
export const pageRoutes: PageRoute[] = [
  { path: '/', element: () => <HomePage /> },
  { path: '/nos-services', element: () => <ServicesPage /> },
  { path: '/pourquoi-secretalia', element: () => <WhyPage /> },
  { path: '/nos-tarifs', element: () => <PricingPage /> },
  { path: '/demande-devis', element: () => <QuotePage /> },
  { path: '/contact', element: () => <ContactPage /> },
  { path: legalLinks.notice.href, element: () => <LegalNoticePage /> },
  { path: legalLinks.privacy.href, element: () => <PrivacyPage /> },
  { path: '/header', element: () => <HeaderOnlyPage />, layout: 'none' },
];

/** Looks a request path up in a route table. */
export function routeFinder(routes: PageRoute[]): (path: string) => PageRoute | undefined {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return (path) => byPath.get(path);
}
