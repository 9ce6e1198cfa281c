import type { Request, RequestHandler, Response } from 'express';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF): the
 * browser says where a request comes from in `Origin` and `Sec-Fetch-Site`.
 * Requests with neither (curl, server-to-server) are not from a browser page.
 */
export function sameOriginOnly(siteUrl: string, onRefused: (req: Request, res: Response) => void): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site') return onRefused(req, res);
    // Said by the browser itself, which no page can make it say falsely.
    if (fetchSite === 'same-origin') return next();
    const origin = req.get('origin');
    if (!origin) return next();
    // SITE_URL's origin, never one made from the request's Host header, which the client
    // writes; except on a loopback address (development, tests), where SITE_URL's
    // http://localhost:3000 and the address typed (127.0.0.1:4000) often differ.
    if (origin === siteOrigin) return next();
    if (LOOPBACK.has(req.hostname) && origin === `${req.protocol}://${req.get('host')}`) return next();
    return onRefused(req, res);
  };
}
