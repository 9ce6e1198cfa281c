import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Sends visitors who reach the site under another host name (the bare domain,
 * an old domain, the load balancer's address) to the canonical one of SITE_URL,
 * so that search engines index one site. Loopback requests (local checks,
 * development, tests) and health probes are left alone; so are non-GET requests,
 * whose body a redirect would drop.
 */
export function canonicalHost(siteUrl: string): RequestHandler {
  const canonical = new URL(siteUrl);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || PROBES.has(req.path)) return next();
    const host = req.hostname;
    if (!host || host === canonical.hostname || LOOPBACK.has(host)) return next();
    res.redirect(301, `${canonical.origin}${req.originalUrl}`);
  };
}
