import type { RequestHandler } from 'express';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const PROBES = new Set(['/healthz', '/readyz']);

/** What the canonical redirects read of a request (Express's view of it, or the fast path's). */
export interface Arrival {
  method: string;
  path: string;
  /** Path and query, as requested. */
  url: string;
  /** The Host the client (or the trusted proxy) names, with its port. */
  host: string;
  hostname: string;
  /** A trusted proxy says the request came over plain http. */
  overPlainHttp: boolean;
  /** Any X-Forwarded-* header: the request came through a proxy. */
  forwarded: boolean;
}

/**
 * Where to send a request that did not arrive at the site's one address, or
 * null: first to https on the same host (when SITE_URL is https and a trusted
 * proxy says the request came over plain http; from there HSTS keeps the
 * browser on https, as the preload list and the Observatory expect), then to
 * SITE_URL's host name (the bare domain, an old domain, the load balancer's
 * address), so that search engines index one site. Left alone: health probes,
 * non-GET requests (a redirect would drop their body), and a request made on
 * this machine itself (a loopback Host with no proxy header: development, the
 * tests, a local check); through a proxy a loopback Host is redirected like any.
 */
export function canonicalRedirect(siteUrl: string) {
  const canonical = new URL(siteUrl);
  const httpsSite = canonical.protocol === 'https:';
  return (arrival: Arrival): string | null => {
    if ((arrival.method !== 'GET' && arrival.method !== 'HEAD') || PROBES.has(arrival.path)) return null;
    // On this machine (development, tests, a local check), and wherever the site's own address is this machine.
    if (LOOPBACK.has(arrival.hostname) && (!arrival.forwarded || LOOPBACK.has(canonical.hostname))) return null;
    if (httpsSite && arrival.overPlainHttp) return `https://${arrival.host}${arrival.url}`;
    if (arrival.hostname !== canonical.hostname) return `${canonical.origin}${arrival.url}`;
    return null;
  };
}

export const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

export function canonicalHost(siteUrl: string): RequestHandler {
  const redirect = canonicalRedirect(siteUrl);
  return (req, res, next) => {
    const trusted = req.app.get('trust proxy fn')(req.socket.remoteAddress, 0);
    const target = redirect({
      method: req.method,
      path: req.path,
      url: req.originalUrl,
      host: req.get('x-forwarded-host') && trusted ? req.hostname : (req.get('host') ?? req.hostname),
      hostname: req.hostname,
      // Only a proxy we trust and that says so explicitly: without X-Forwarded-Proto a redirect could loop.
      overPlainHttp: req.get('x-forwarded-proto') !== undefined && req.protocol === 'http' && trusted,
      forwarded: FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined),
    });
    if (target) res.redirect(301, target);
    else next();
  };
}
