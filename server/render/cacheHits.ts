import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalRedirect, FORWARDING_HEADERS } from '../http/canonicalHost';
import { noneMatch, preferredEncoding } from '../http/negotiation';
import { logRequest, type Logger } from '../logger';
import { replyKey, type PageCache, type ReplyVariant } from './pageCache';

/** Express's own test of a proxy's address (`app.get('trust proxy fn')`). */
type TrustProxy = (address: string | undefined, hop: number) => boolean;

export interface CacheHitOptions {
  pageCache: PageCache;
  siteUrl: string;
  trustProxy: TrustProxy;
  /** True while the server drains (SIGTERM): answers then carry `Connection: close`, which Express adds. */
  draining: () => boolean;
  logger: Logger;
  /** The request-duration histogram, when METRICS_PORT is set (server/metrics/metrics.ts); none: nothing timed. */
  requestDuration?: { labels(route: string, status: string): { observe(seconds: number): void } };
}

const firstValue = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  const comma = value?.indexOf(',') ?? -1;
  return comma >= 0 ? value!.slice(0, comma).trim() : value?.trim();
};

/** The host Express would read: X-Forwarded-Host from a trusted proxy, else Host; with and without the port. */
function hostOf(req: IncomingMessage, trusted: boolean): { host: string; hostname: string } | undefined {
  const host = (trusted ? firstValue(req.headers['x-forwarded-host']) : undefined) || req.headers.host;
  if (!host) return undefined;
  const offset = host.startsWith('[') ? host.indexOf(']') + 1 : 0;
  const colon = host.indexOf(':', offset);
  return { host, hostname: colon >= 0 ? host.slice(0, colon) : host };
}

/** The scheme Express would read (req.protocol): X-Forwarded-Proto from a trusted proxy, else the socket's. */
function isSecure(req: IncomingMessage, trusted: boolean): boolean {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return ((trusted && firstValue(req.headers['x-forwarded-proto'])) || own) === 'https';
}

/**
 * The fast path of cached pages, in front of the Express app: a GET or HEAD of
 * an address whose page is in the cache, under the site's own host, is answered
 * with the stored bytes and the headers Express sent the first time (the same
 * status, names, values and order), in one writeHead and one end. Anything else
 * (another method, a query string the cache does not key on, another host, a
 * redirect to https to make, a variant not yet sent once) returns false and
 * goes to Express. `hits` counts the answers, for tests and benchmarks.
 */
export function cacheHits({ pageCache, siteUrl, trustProxy, draining, logger, requestDuration }: CacheHitOptions) {
  const redirect = canonicalRedirect(siteUrl);
  const logging = logger.isLevelEnabled('info');

  const serve = Object.assign(
    (req: IncomingMessage, res: ServerResponse): boolean => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const page = pageCache.peek(req.url ?? '');
      if (!page || draining()) return false;
      const trusted = trustProxy(req.socket.remoteAddress, 0);
      const host = hostOf(req, trusted);
      if (!host) return false;
      const secure = isSecure(req, trusted);
      // A request to send elsewhere (https, the canonical host) is Express's to redirect.
      const arrival = {
        method: req.method,
        path: req.url ?? '/',
        url: req.url ?? '/',
        ...host,
        overPlainHttp: trusted && !secure && req.headers['x-forwarded-proto'] !== undefined,
        forwarded: FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined),
      };
      if (redirect(arrival)) return false;
      const notModified = page.status === 200 && noneMatch(req.headers['if-none-match'], page.etag);
      const variant: ReplyVariant = notModified ? '304' : preferredEncoding(req.headers['accept-encoding']);
      const reply = page.replies.get(replyKey(variant, secure));
      if (!reply) return false;
      const startedAt = logging ? Date.now() : 0;
      const timedFrom = requestDuration ? performance.now() : 0;
      res.writeHead(reply.status, reply.headers);
      res.end(
        variant === '304' || req.method === 'HEAD' ? undefined : variant === 'identity' ? page.body : page[variant],
      );
      serve.hits += 1;
      // One histogram child per answer of a page, made at its first hit: each hit then only observes.
      if (requestDuration)
        (reply.timer ??= requestDuration.labels(page.route ?? 'page', String(reply.status))).observe(
          (performance.now() - timedFrom) / 1000,
        );
      if (logging) logRequest(logger, req, res, req.url ?? '', startedAt);
      return true;
    },
    { hits: 0 },
  );
  return serve;
}

export type CacheHits = ReturnType<typeof cacheHits>;
