import type { Express, RequestHandler, Response } from 'express';

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

/** SITE_URL's host and its bare domain: the hosts whose own https the preload list asks for before the hop to the canonical one. */
const homeHosts = (canonical: URL) => new Set([canonical.hostname, canonical.hostname.replace(/^www\./, '')]);

/**
 * Where to send a request that did not arrive at the site's one address, or
 * null: first to https on the same host (when SITE_URL is https and a trusted
 * proxy says the request came over plain http; from there HSTS keeps the
 * browser on https, as the preload list and the Observatory expect) when that
 * host is SITE_URL's or its bare domain, else straight to SITE_URL's host (a
 * redirect never names a host the request chose: Host and X-Forwarded-Host are
 * the client's to write), then to
 * SITE_URL's host name (the bare domain, an old domain, the load balancer's
 * address), so that search engines index one site. Left alone: health probes,
 * non-GET requests (a redirect would drop their body), and a request made on
 * this machine itself (a loopback Host with no proxy header: development, the
 * tests, a local check); through a proxy a loopback Host is redirected like any.
 */
export function canonicalRedirect(siteUrl: string) {
  const canonical = new URL(siteUrl);
  const httpsSite = canonical.protocol === 'https:';
  const port = canonical.port ? `:${canonical.port}` : '';
  const home = homeHosts(canonical);
  return (arrival: Arrival): string | null => {
    if ((arrival.method !== 'GET' && arrival.method !== 'HEAD') || PROBES.has(arrival.path)) return null;
    // On this machine (development, tests, a local check), and wherever the site's own address is this machine.
    if (LOOPBACK.has(arrival.hostname) && (!arrival.forwarded || LOOPBACK.has(canonical.hostname))) return null;
    const url = pathOf(arrival.url);
    if (httpsSite && arrival.overPlainHttp)
      return home.has(arrival.hostname) ? `https://${arrival.hostname}${port}${url}` : `${canonical.origin}${url}`;
    if (arrival.hostname !== canonical.hostname) return `${canonical.origin}${url}`;
    return null;
  };
}

/**
 * The path and query of a request target, to write after an origin: an absolute-form
 * target (`GET http://elsewhere/x`) or one that is not a path gives its path only, so
 * that nothing the client wrote can become the host of the address sent back.
 */
function pathOf(target: string): string {
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  const { pathname, search } = new URL(target, 'http://site.invalid');
  return `${pathname.replace(/^\/+/, '/')}${search}`;
}

/**
 * Every redirect the site makes goes home: a Location on SITE_URL's origin, or a path of
 * the site (one slash, then not a slash nor a backslash, which browsers read as the
 * start of another host). Anything else, from whatever code asks for it, becomes SITE_URL's
 * home page. Installed on the app's response (`app.response.location`), so that
 * `res.redirect` anywhere goes through it.
 */
export function homeLocation(siteUrl: string): (target: string) => string {
  const canonical = new URL(siteUrl);
  const homePage = `${canonical.origin}/`;
  const origins = new Set([canonical.origin]);
  if (canonical.protocol === 'https:')
    for (const host of homeHosts(canonical))
      origins.add(`https://${host}${canonical.port ? `:${canonical.port}` : ''}`);
  return (target) => {
    if (/^\/(?![/\\])/.test(target)) return target;
    try {
      const { origin } = new URL(target);
      return origins.has(origin) && target.startsWith(`${origin}/`) ? target : homePage;
    } catch {
      return homePage;
    }
  };
}

/** Makes every `res.redirect` and `res.location` of `app` go through homeLocation. */
export function keepRedirectsHome(app: Express, siteUrl: string): void {
  const home = homeLocation(siteUrl);
  const location = app.response.location;
  app.response.location = function (this: Response, url: string) {
    return location.call(this, home(url));
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
