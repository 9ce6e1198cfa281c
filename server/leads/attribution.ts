import { CTA_PARAM, PROVENANCE_MAX_LENGTH, UTM_KEYS } from '../../shared/attribution';
import { oneLineText } from '../../shared/plainText';

/**
 * Where a lead came from (docs/decisions/038-lead-attribution.md): the
 * campaign, the other site that sent the visitor, the page the visit landed
 * on and the call to action followed. The page the form was sent from is the
 * lead's `page`. Each value null when unknown.
 */
export interface Attribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** The host of the external site that sent the visitor (`www.google.fr`), never ours. */
  referrerHost: string | null;
  /** The page the visit landed on, path and query. */
  landingPage: string | null;
  /** The call to action that led to the form (`carte-formule-collectif`, `accueil-hero`…). */
  cta: string | null;
}

export const NO_ATTRIBUTION: Attribution = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
  landingPage: null,
  cta: null,
};

const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<(typeof UTM_KEYS)[number], keyof Attribution>;

/** Labels, one or more dot-separated, of letters, digits and hyphens: what a host name is, no port, no path. */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** A call to action is named by us, in the links' `data-cta`: lower-case words joined by hyphens. */
const CTA = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Text as stored: one line as the forms' fields are (shared/plainText.ts), cut to the cap; null when nothing is left. */
function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = oneLineText(value);
  return text ? text.slice(0, PROVENANCE_MAX_LENGTH) : null;
}

function hostOf(value: unknown, siteHost: string | null): string | null {
  const host = clean(value)?.toLowerCase() ?? null;
  if (!host || !HOSTNAME.test(host)) return null;
  // Our own host is no referral, with or without www.
  const bare = (name: string) => name.replace(/^www\./, '');
  return siteHost && bare(host) === bare(siteHost) ? null : host;
}

const pageOf = (value: unknown) => {
  const page = clean(value);
  // A path of this site: one slash, not two (`//evil.example` is another site).
  return page && page.startsWith('/') && !page.startsWith('//') ? page : null;
};

const ctaOf = (value: unknown) => {
  const cta = clean(value)?.toLowerCase() ?? null;
  return cta && CTA.test(cta) ? cta : null;
};

/** Values by the `provenance` field's names (shared/attribution.ts), each kept only if it is what it says. */
function fromValues(get: (key: string) => unknown, siteHost: string | null): Attribution {
  const attribution: Attribution = { ...NO_ATTRIBUTION };
  for (const [key, field] of Object.entries(UTM_FIELDS)) attribution[field] = clean(get(key));
  attribution.referrerHost = hostOf(get('referrer'), siteHost);
  attribution.landingPage = pageOf(get('landing'));
  attribution.cta = ctaOf(get('cta'));
  return attribution;
}

function searchOf(page: string | null): URLSearchParams {
  if (!page) return new URLSearchParams();
  const query = page.indexOf('?');
  return new URLSearchParams(query < 0 ? '' : page.slice(query + 1).split('#')[0]);
}

const isEmpty = (attribution: Attribution) => Object.values(attribution).every((value) => value === null);

/**
 * The one reading of a lead's attribution, whichever way it arrived:
 * `provenance`, the islands' hidden field (URL-encoded), or the API's
 * `attribution` object with the same keys, else what the form page's own
 * address says (its `utm_…` and `depuis`: a form posted without JavaScript
 * from an address of a campaign keeps it). Unknown keys are ignored and a bad
 * value is dropped, never the lead: where it came from is no reason to refuse it.
 */
export function readAttribution(sent: unknown, page: string | null, siteHost: string | null = null): Attribution {
  let given = NO_ATTRIBUTION;
  if (typeof sent === 'string' && sent.trim()) {
    const params = new URLSearchParams(sent.trim().slice(0, 4_000));
    given = fromValues((key) => params.get(key), siteHost);
  } else if (sent && typeof sent === 'object' && !Array.isArray(sent)) {
    const object = sent as Record<string, unknown>;
    given = fromValues((key) => (Object.hasOwn(object, key) ? object[key] : null), siteHost);
  }
  const query = searchOf(page);
  const fromPage = fromValues((key) => (key === 'cta' ? query.get(CTA_PARAM) : query.get(key)), siteHost);
  // The browser's touch wins as a whole (a campaign's values belong together); the page fills what it lacks.
  if (isEmpty(given)) return { ...fromPage, referrerHost: null, landingPage: null };
  return { ...given, cta: given.cta ?? fromPage.cta };
}
