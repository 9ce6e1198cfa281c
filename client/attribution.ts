import { browserRefusesTracking, hasOptedOut } from '../shared/audience';
import { PROVENANCE_MAX_LENGTH, readTouch, UTM_KEYS, writeTouch, type Touch } from '../shared/attribution';

/**
 * Where this visit came from, kept in the tab's sessionStorage (no cookie,
 * gone with the tab) for the lead it may bring: the campaign of the address,
 * the other site that sent the visitor, the page it landed on, then the call
 * to action clicked (`data-cta`). The islands post it with the lead
 * (views/islands/postForm.ts). A visitor who refuses audience measurement
 * (Global Privacy Control, Do Not Track, the privacy page's switch) refuses
 * this too: nothing is kept, and what was is forgotten.
 * docs/decisions/038-lead-attribution.md
 */

const refused = () => browserRefusesTracking() || hasOptedOut();

const capped = (value: string) => value.slice(0, PROVENANCE_MAX_LENGTH);

/** The host of the page that sent the visitor here, when it is another site. */
function externalHost(referrer: string): string | null {
  if (!referrer) return null;
  try {
    const { hostname } = new URL(referrer);
    // secretalia.fr sending on to www.secretalia.fr is still us.
    const bare = (host: string) => host.replace(/^www\./, '');
    return hostname && bare(hostname) !== bare(window.location.hostname) ? hostname : null;
  } catch {
    return null;
  }
}

/** A new touch when this view comes from a campaign's link or another site; else the tab's first one stays. */
export function recordTouch(): void {
  if (refused()) return writeTouch(null);
  const query = new URLSearchParams(window.location.search);
  const touch: Touch = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim();
    if (value) touch[key] = capped(value);
  }
  const referrer = externalHost(document.referrer);
  if (referrer) touch.referrer = referrer;
  const isNew = Object.keys(touch).length > 0;
  if (!isNew && readTouch()) return;
  // The first page of the tab, or of a new arrival: where it landed.
  touch.landing = capped(`${window.location.pathname}${window.location.search}`);
  writeTouch(touch);
}

/** The call to action clicked (`data-cta` on it or around it), kept with the tab's touch. */
function rememberCta(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cta]') : null;
  const cta = target?.dataset.cta;
  if (!cta || refused()) return;
  writeTouch({ ...readTouch(), cta: capped(cta) });
}

/** On every page view, including one restored from the back-forward cache, and on every click. */
export function trackAttribution(): void {
  recordTouch();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) recordTouch();
  });
  document.addEventListener('click', rememberCta, { capture: true, passive: true });
}
