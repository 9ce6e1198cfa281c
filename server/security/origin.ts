import type { RequestHandler } from 'express';

/**
 * Refuses state-changing requests sent by another site's page (CSRF): the
 * browser says where a request comes from in `Origin` and `Sec-Fetch-Site`.
 * Requests with neither (curl, server-to-server) are not from a browser page.
 */
export function sameOriginOnly(siteUrl: string, onRefused: RequestHandler): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site') return onRefused(req, res, next);
    const origin = req.get('origin');
    if (!origin) return next();
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin === siteOrigin || origin === ownOrigin) return next();
    return onRefused(req, res, next);
  };
}
