import { browserRefusesTracking, hasOptedOut } from './audience';

/**
 * Where a lead came from (docs/decisions/038-lead-attribution.md): the names
 * the browser and the server share. The browser keeps the visit's first touch
 * in sessionStorage (client/attribution.ts) and the islands post it in one
 * hidden field, URL-encoded; the server reads it back (server/leads/attribution.ts).
 */

/** The hidden field of the lead forms that carries the attribution; empty without JavaScript. */
export const PROVENANCE_FIELD = 'provenance';

/** The query parameter that names the call to action on a form page's address (`?depuis=accueil-hero`). */
export const CTA_PARAM = 'depuis';

/** The campaign's parameters, as Google Analytics and Matomo name them. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** Every key of the `provenance` field, in the order they are written. */
export const PROVENANCE_KEYS = [...UTM_KEYS, 'referrer', 'landing', 'cta'] as const;

export type ProvenanceKey = (typeof PROVENANCE_KEYS)[number];

/** What a field may hold once read: longer values are cut, a campaign name is never this long. */
export const PROVENANCE_MAX_LENGTH = 200;

/** The sessionStorage key of the tab's attribution: gone when the tab closes. */
export const ATTRIBUTION_STORAGE_KEY = 'secretalia:provenance';

/** A URL-encoded `provenance` from its values, the empty ones left out. */
export function encodeProvenance(values: Partial<Record<ProvenanceKey, string | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const key of PROVENANCE_KEYS) {
    const value = values[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** A touch as kept in the tab: the `provenance` field's keys and values. */
export type Touch = Partial<Record<ProvenanceKey, string>>;

/** The tab's touch, or none (browser only; storage refused or emptied: none). */
export function readTouch(): Touch | null {
  try {
    const stored = sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!stored) return null;
    const params = new URLSearchParams(stored);
    return Object.fromEntries(PROVENANCE_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])));
  } catch {
    return null;
  }
}

/** Keeps the touch for the tab's session (browser only); a browser that refuses storage keeps nothing. */
export function writeTouch(touch: Touch | null): void {
  try {
    if (touch) sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, encodeProvenance(touch));
    else sessionStorage.removeItem(ATTRIBUTION_STORAGE_KEY);
  } catch {
    // Nothing kept: the lead falls back to its form page's address.
  }
}

/** What a lead form posts in its `provenance` field (browser only): the tab's touch; '' when refused or none. */
export function provenanceToSend(): string {
  if (browserRefusesTracking() || hasOptedOut()) return '';
  const touch = readTouch();
  return touch ? encodeProvenance(touch) : '';
}
