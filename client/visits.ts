import { browserRefusesTracking, hasOptedOut } from '../shared/audience';

const ENDPOINT = '/api/v1/analytics/visit';

/**
 * Sends the spec's visit record for this page view: seven fields, no cookie, no
 * identifier. Nothing is sent when the browser asks not to be tracked (Global
 * Privacy Control, Do Not Track) or the visitor opted out on the privacy page.
 * Failures are ignored: a lost visit is not the visitor's problem.
 */
export function recordVisit(): void {
  if (browserRefusesTracking() || hasOptedOut()) return;
  const { origin, pathname, search } = window.location;
  const body = JSON.stringify({
    url: `${origin}${pathname}${search}`,
    referrer: document.referrer || null,
    page_title: document.title,
    screen_width: window.screen.width,
    screen_height: window.screen.height,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
  });
  try {
    // A string body goes as text/plain, which the API accepts: no CORS preflight, survives unload.
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
    void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
      () => {},
    );
  } catch {
    // Ignored.
  }
}

/** One record per page view, including a page restored from the back-forward cache. */
export function trackVisits(): void {
  recordVisit();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) recordVisit();
  });
}
