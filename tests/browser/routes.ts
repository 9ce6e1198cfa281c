/**
 * Every kind of page a visitor can land on, for the tests that sweep them all
 * (widths.test.ts, pictures.test.ts): each marketing page (each speciality's, Belgium's and the
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

/** The one route above that answers 404 on purpose. */
export const NOT_FOUND_ROUTE = '/une-page-absente';
