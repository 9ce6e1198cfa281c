/**
 * Every page a visitor can land on, of every kind: each marketing page (each speciality's, Belgium's and the
 * questions' of content/pages/ among them), both pages of the
 * blog's list, an article shipped in content/blog, the editorial page, the
 * legal pages and the 404 page.
 */
export const ROUTES = [
  '/',
  '/nos-services',
  '/nos-services/medecine-generale',
  '/nos-services/ophtalmologie',
  '/nos-services/gynecologie',
  '/nos-services/pediatrie',
  '/nos-services/dermatologie',
  '/nos-services/psychiatrie',
  '/nos-services/chirurgie',
  '/nos-services/centres-medicaux',
  '/belgique',
  '/questions-frequentes',
  '/pourquoi-secretalia',
  '/nos-tarifs',
  '/quelle-formule',
  '/demande-devis',
  '/contact',
  '/blog',
  '/blog?page=2',
  '/blog/week-end-et-appels-urgents',
  '/la-redaction',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/une-page-absente',
] as const;

/**
 * One route per template, for the sweeps that look at layout (widths.test.ts,
 * pictures.test.ts): the seven other specialities are the first one's template
 * with other copy, the blog's second page its first page's (as the quality gate's
 * Lighthouse runs count them, scripts/quality/site.mjs); axe, the HTML checkers
 * and the links still read every route of ROUTES.
 */
const FIRST_SPECIALITY = '/nos-services/medecine-generale';
const sameTemplate = (route: string) =>
  (route.startsWith('/nos-services/') && route !== FIRST_SPECIALITY) || route === '/blog?page=2';
export const TEMPLATE_ROUTES = ROUTES.filter((route) => !sameTemplate(route));

/** The one route above that answers 404 on purpose. */
export const NOT_FOUND_ROUTE = '/une-page-absente';
