import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { weakEtag } from '../http/negotiation';
import { isEspacePath } from '../../shared/paths';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
  /**
   * The status line's headers of each answer already sent for this page (per
   * encoding or 304, and scheme), as Express sent them, names and order kept:
   * what the fast path (cacheHits.ts) sends again without building anything.
   */
  replies: Map<string, { status: number; headers: string[] }>;
}

/** How a cached answer differs from another: the body sent (an encoding, or none for a 304) and the scheme (HSTS). */
export type ReplyVariant = 'br' | 'gzip' | 'identity' | '304';

export const replyKey = (variant: ReplyVariant, secure: boolean) => `${variant}${secure ? '+https' : ''}`;

/**
 * Keeps the headers about to go out with a cached page, for the fast path to
 * send them again byte for byte. Not while the server drains (`Connection:
 * close` belongs to that moment, not to the page).
 */
export function rememberReply(page: CachedPage, key: string, res: ServerResponse): void {
  if (page.replies.has(key) || res.hasHeader('connection')) return;
  const headers: string[] = [];
  // Node keeps the names as they were set (OutgoingMessage#getRawHeaderNames; typed on ClientRequest only).
  for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const value = res.getHeader(name);
    if (Array.isArray(value)) for (const item of value) headers.push(name, item);
    else if (value !== undefined) headers.push(name, String(value));
  }
  page.replies.set(key, { status: res.statusCode, headers });
}

export interface RenderedPage {
  status: number;
  /** The document, UTF-8. */
  body: Buffer;
  /** False when the page was rendered with missing data (database down): not kept. */
  cacheable: boolean;
}

/** Compresses a page once, at the best ratio: it is then served many times. */
export async function compressPage(status: number, body: Buffer, ttlMs: number): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  const etag = weakEtag(body);
  return { status, body, br, gzip: gz, etag, expiresAt: Date.now() + ttlMs, replies: new Map() };
}

/**
 * Compresses a page rendered for one request only (not cached), in the
 * encoding the client accepts best. Fast settings, since it is sent once and
 * the compression is then the largest cost of such a request: brotli 1 takes
 * half the time of brotli 3 for a page a tenth larger (cached pages get brotli 11
 * above). Synchronous: on a page of tens of kilobytes the thread pool's round
 * trip costs more than the compression itself. `npm run bench` prints the stage.
 */
export function compressOnce(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 1 });
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * In-memory cache of pages whose output depends only on their address and on the
 * database. `clear()` is called when that data changes; the expiry is a fallback
 * for changes made by another process.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | RenderedPage>>();
  private readonly clearListeners: (() => void)[] = [];
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /**
   * The cached page for `key`, or the result of `render()` (cached when it can be).
   * Concurrent misses on one key share a single render.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> {
    // No cache, nothing shared: every request renders its own page. Nor for the staff's
    // espace, whose pages show one member's data (server/routing/router.ts gives no key either).
    if (this.ttlMs === 0 || isEspacePath(key)) return render();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const work = (async () => {
      const page = await render();
      if (!page.cacheable) return page;
      const compressed = await compressPage(page.status, page.body, this.ttlMs);
      // A clear() during the render means the data may have changed under it.
      if (generation === this.generation) this.entries.set(key, compressed);
      return compressed;
    })();
    this.pending.set(key, work);
    try {
      return await work;
    } finally {
      this.pending.delete(key);
    }
  }

  /** The cached page for `key`, if fresh. The fast path looks pages up by the request's own URL. */
  peek(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Called on every clear(): what else was derived from the content (the settings pages show) is dropped too. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page;
}
