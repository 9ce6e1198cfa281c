import type { Request } from 'express';

/** Longer addresses are cut: a path and a query of ours are far shorter. */
const MAX_LENGTH = 2_000;

/**
 * The page of this site a form was sent from, as the browser tells it in
 * `Referer` (our Referrer-Policy, strict-origin-when-cross-origin, sends the
 * whole address to our own origin): its path and query, so the `utm_…` of a
 * campaign come along. Null when the browser said nothing or named another site.
 */
export function sentFrom(req: Request, siteUrl: string): string | null {
  const referer = req.get('referer');
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  const own = [new URL(siteUrl).origin, `${req.protocol}://${req.get('host')}`];
  if (!own.includes(url.origin)) return null;
  return `${url.pathname}${url.search}`.slice(0, MAX_LENGTH);
}
