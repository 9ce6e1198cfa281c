import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
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
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

const firstValue = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  const comma = value?.indexOf(',') ?? -1;
  return comma >= 0 ? value!.slice(0, comma).trim() : value?.trim();
};

/** The host name Express would read (req.hostname): X-Forwarded-Host from a trusted proxy, else Host, without the port. */
function hostnameOf(req: IncomingMessage, trusted: boolean): string | undefined {
  const host = (trusted ? firstValue(req.headers['x-forwarded-host']) : undefined) || req.headers.host;
  if (!host) return undefined;
  const offset = host.startsWith('[') ? host.indexOf(']') + 1 : 0;
  const colon = host.indexOf(':', offset);
  return colon >= 0 ? host.slice(0, colon) : host;
}

/** The scheme Express would read (req.protocol): X-Forwarded-Proto from a trusted proxy, else the socket's. */
function isSecure(req: IncomingMessage, trusted: boolean): boolean {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  return ((trusted && firstValue(req.headers['x-forwarded-proto'])) || own) === 'https';
}

/**
 * The encoding Express would pick (req.acceptsEncodings('br', 'gzip',
 * 'identity'), the same negotiator), remembered per distinct header: browsers
 * send a handful of them.
 */
const encodings = new Map<string, ReplyVariant>();
function encodingFor(header: string | undefined): ReplyVariant {
  const key = header ?? '';
  let variant = encodings.get(key);
  if (!variant) {
    const best = accepts({ headers: header === undefined ? {} : { 'accept-encoding': header } } as IncomingMessage).encodings(['br', 'gzip', 'identity']);
    variant = best === 'br' || best === 'gzip' ? best : 'identity';
    if (encodings.size < 256) encodings.set(key, variant);
  }
  return variant;
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
export function cacheHits({ pageCache, siteUrl, trustProxy, draining, logger }: CacheHitOptions) {
  const canonical = new URL(siteUrl);
  const logging = logger.isLevelEnabled('info');

  const serve = Object.assign((req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const page = pageCache.peek(req.url ?? '');
    if (!page || draining()) return false;
    const trusted = trustProxy(req.socket.remoteAddress, 0);
    const hostname = hostnameOf(req, trusted);
    // Another host name is sent on to the canonical one by Express.
    if (!hostname || (hostname !== canonical.hostname && !LOOPBACK.has(hostname))) return false;
    const secure = isSecure(req, trusted);
    if (canonical.protocol === 'https:' && !secure && !LOOPBACK.has(hostname)) return false;
    const notModified = page.status === 200 && req.headers['if-none-match'] === page.etag;
    const variant = notModified ? '304' : encodingFor(req.headers['accept-encoding'] as string | undefined);
    const reply = page.replies.get(replyKey(variant, secure));
    if (!reply) return false;
    const startedAt = logging ? Date.now() : 0;
    res.writeHead(reply.status, reply.headers);
    res.end(variant === '304' || req.method === 'HEAD' ? undefined : variant === 'identity' ? page.body : page[variant]);
    serve.hits += 1;
    if (logging) logRequest(logger, req, res, req.url ?? '', startedAt);
    return true;
  }, { hits: 0 });
  return serve;
}

export type CacheHits = ReturnType<typeof cacheHits>;
