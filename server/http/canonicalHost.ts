import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Sends visitors who reach the site under another host name (the bare domain,
 * an old domain, the load balancer's address) to the canonical one of SITE_URL,
 * so that search engines index one site; and, when SITE_URL is https, those
 * whose request the trusted proxy says came over plain http to https (from
 * there, Strict-Transport-Security keeps them on it). Loopback requests (local
 * checks, development, tests) and health probes are left alone; so are non-GET
 * requests, whose body a redirect would drop.
 */
export function canonicalHost(siteUrl: string): RequestHandler {
  const canonical = new URL(siteUrl);
  const httpsSite = canonical.protocol === 'https:';
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || PROBES.has(req.path)) return next();
    const host = req.hostname;
    if (!host || LOOPBACK.has(host)) return next();
    // Only a proxy we trust and that says so explicitly: without X-Forwarded-Proto a redirect could loop.
    const overPlainHttp = httpsSite && req.get('x-forwarded-proto') !== undefined && req.protocol === 'http' && req.app.get('trust proxy fn')(req.socket.remoteAddress, 0);
    if (host === canonical.hostname && !overPlainHttp) return next();
    res.redirect(301, `${canonical.origin}${req.originalUrl}`);
  };
}
