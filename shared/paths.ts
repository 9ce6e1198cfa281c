import { CTA_PARAM } from './attribution';

/**
 * Every address of the site, defined once: the route modules register them,
 * pages and islands link to them, the sitemap and the e-mails write them.
 */
export const paths = {
  home: '/',
  services: '/nos-services',
  /** The page for Belgian practices. */
  belgium: '/belgique',
  /** The questions a doctor asks before signing. */
  questions: '/questions-frequentes',
  why: '/pourquoi-secretalia',
  /** Patients' data: where it is hosted, who reaches it from where, under which safeguard. */
  yourData: '/vos-donnees',
  /** The processing agreement (GDPR art. 28) the owner imported, as a PDF. */
  processingAgreement: '/vos-donnees/accord-de-traitement.pdf',
  pricing: '/nos-tarifs',
  /** « Quelle formule pour mon cabinet ? »: five questions, a plan and its reasons (no price). */
  planFinder: '/quelle-formule',
  quote: '/demande-devis',
  quoteThanks: '/demande-devis/merci',
  contact: '/contact',
  contactThanks: '/contact/merci',
  /** « Être rappelé »: the callback request's own page and action, and its confirmation. */
  callback: '/rappel',
  callbackThanks: '/rappel/merci',
  blog: '/blog',
  blogRss: '/blog/rss.xml',
  /** Who writes the articles: the one author identity of the blog (its own page, not under /blog/{slug}). */
  editorialTeam: '/la-redaction',
  newsletter: '/newsletter',
  newsletterThanks: '/newsletter/merci',
  newsletterUnsubscribe: '/newsletter/desinscription',
  newsletterConfirm: '/newsletter/confirmation',
  legalNotice: '/mentions-legales',
  privacy: '/politique-de-confidentialite',
  header: '/header',
  /** The staff's espace (never in the sitemap, never cached): the inbox, and how to get in and out. */
  espace: '/espace',
  espaceSignIn: '/espace/connexion',
  espaceSignOut: '/espace/deconnexion',
  /** A one-time enrolment link is `/espace/inscription/<token>`. */
  espaceEnrol: '/espace/inscription',
  /** A signed-in member's passkeys: where another device's is added. */
  espacePasskeys: '/espace/appareils',
  /** Every lead, filtered and searched; `/espace/demandes/<n°>` is one lead's page. */
  espaceLeads: '/espace/demandes',
  /** `leads:export`'s CSV, downloaded. */
  espaceExport: '/espace/export.csv',
  /** `visits:report`'s HTML page. */
  espaceTraffic: '/espace/trafic',
  /** The owner's preview of the pages of content/pages/: what visitors do not see, and which fact it lacks. */
  espacePreview: '/espace/apercu',
} as const;

/** A lead's page in the espace: by its number only, so that no personal data is ever in an address. */
export const espaceLeadHref = (id: number) => `${paths.espaceLeads}/${id}`;

/** Whether an address is the staff's espace (any capitals): private, uncached, unlisted. */
export function isEspacePath(path: string): boolean {
  return /^\/espace(?:\/|$)/i.test(path);
}

/** A page of the blog's list: `/blog` for the first (its canonical form), `/blog?page=N` after. */
export function blogPageHref(page: number): string {
  return page > 1 ? `${paths.blog}?page=${page}` : paths.blog;
}

export function articleHref(slug: string): string {
  return `${paths.blog}/${encodeURIComponent(slug)}`;
}

export function unsubscribeHref(token: string): string {
  return `${paths.newsletterUnsubscribe}/${token}`;
}

export function confirmSubscriptionHref(token: string): string {
  return `${paths.newsletterConfirm}/${token}`;
}

/** The quote form with a plan chosen: the server renders it selected (works without JavaScript). */
export const quoteForPlan = (plan: string) => `${paths.quote}?formule=${plan}`;

/**
 * A form page's address that names the call to action leading to it (`depuis`,
 * the name its link's `data-cta` gives): the lead records it even when posted
 * without JavaScript (docs/decisions/038-lead-attribution.md). Only on addresses
 * cached whatever else their query holds (the quote with a plan: one page per plan).
 */
export const withCta = (href: string, cta: string) =>
  `${href}${href.includes('?') ? '&' : '?'}${CTA_PARAM}=${encodeURIComponent(cta)}`;

/** The call to action of the plan finder's quote link: the lead records it (docs/decisions/062-the-plan-finder.md). */
export const FINDER_CTA = 'estimateur';

/**
 * The quote form for the plan the finder recommends, the answers carried (as the finder's
 * query parameters) to prefill its message, and the call to action named. Rendered for its
 * request, never kept: the answers are the visitor's (server/routes/demande-devis.tsx).
 */
export const quoteFromFinder = (plan: string, answers: URLSearchParams) =>
  `${withCta(quoteForPlan(plan), FINDER_CTA)}&${answers.toString()}`;

/** A speciality's page, under the services page whose tile leads to it. */
export const specialtyHref = (slug: string) => `${paths.services}/${slug}`;

/** The quote form sent from a speciality's page: the lead records the speciality. */
export const quoteForSpecialty = (slug: string) => `${paths.quote}?specialite=${slug}`;

/** The callback's confirmation, naming the moment taken (an ISO instant). */
export const callbackThanksFor = (moment: string) => `${paths.callbackThanks}?moment=${encodeURIComponent(moment)}`;
