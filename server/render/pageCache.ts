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
  /** The template of the route that rendered it (`/blog/:slug`): the label of its requests' metrics. */
  route?: string;
  /**
   * The status line's headers of each answer already sent for this page (per
   * encoding or 304, and scheme), as Express sent them, names and order kept:
   * what the fast path (cacheHits.ts) sends again without building anything.
   */
  replies: Map<string, CachedReply>;
}

/** One answer of a cached page, as sent; `timer`: its requests' histogram, when metrics are on (cacheHits.ts). */
export interface CachedReply {
  status: number;
  headers: string[];
  timer?: { observe(seconds: number): void };
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
 * What the cache holds at most, in bytes, by default: about 380 pages the size of `/` (its
 * 61 kB and their brotli and gzip), several times the pages the site has (docs/decisions/045).
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** The weight of an entry beyond its three bodies: the headers kept per variant sent, the key, the objects. */
const ENTRY_OVERHEAD = 4 * 1024;

interface Entry {
  page: CachedPage;
  bytes: number;
  /** When it was last read, in reads of the cache: the least recently used goes first. */
  used: number;
}

/**
 * In-memory cache of pages whose output depends only on their address and on the
 * database. `clear()` is its answer to « content changed » (server/content/changed.ts,
 * subscribed in server/app.ts); the expiry is a fallback for a change nobody announced. Its keys are the addresses the routes write
 * (server/routing/router.ts answers any other spelling with a redirect), and it holds
 * `maxBytes` at most: the page least recently read goes first, and a page past its
 * freshness is freed when any page is kept (docs/decisions/045).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedPage | RenderedPage>>();
  private readonly maxBytes: number;
  private generation = 0;
  private reads = 0;
  private weight = 0;
  /** Answers taken from the cache, and pages rendered to be kept (the fast path counts its own hits). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    { maxBytes = PAGE_CACHE_MAX_BYTES }: { maxBytes?: number } = {},
  ) {
    this.maxBytes = maxBytes;
  }

  /**
   * The cached page for `key`, or the result of `render()` (cached when it can be).
   * Concurrent misses on one key share a single render.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> {
    // No cache, nothing shared: every request renders its own page. Nor for the staff's
    // espace, whose pages show one member's data (server/routing/router.ts gives no key either).
    if (this.ttlMs === 0 || isEspacePath(key)) return render();
    const hit = this.peek(key);
    const inFlight = hit ? undefined : this.pending.get(key);
    if (hit || inFlight) {
      this.hits += 1;
      return (hit ?? inFlight)!;
    }
    this.misses += 1;
    const generation = this.generation;
    const work = (async () => {
      const page = await render();
      if (!page.cacheable) return page;
      const compressed = await compressPage(page.status, page.body, this.ttlMs);
      // A clear() during the render means the data may have changed under it.
      if (generation === this.generation) this.keep(key, compressed);
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
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.page.expiresAt <= Date.now()) {
      this.drop(key, entry);
      return undefined;
    }
    entry.used = ++this.reads;
    return entry.page;
  }

  /** Keeps `page` under `key`: first out go the pages past their freshness, then the least recently read. */
  private keep(key: string, page: CachedPage): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    const bytes = page.body.length + page.br.length + page.gzip.length + 2 * key.length + ENTRY_OVERHEAD;
    if (bytes > this.maxBytes) return;
    const now = Date.now();
    for (const [other, entry] of this.entries) if (entry.page.expiresAt <= now) this.drop(other, entry);
    while (this.weight + bytes > this.maxBytes) {
      let oldest: [string, Entry] | undefined;
      for (const candidate of this.entries) if (!oldest || candidate[1].used < oldest[1].used) oldest = candidate;
      this.drop(...oldest!);
    }
    this.entries.set(key, { page, bytes, used: ++this.reads });
    this.weight += bytes;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.weight -= entry.bytes;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.weight = 0;
  }

  /** Pages kept. */
  get size(): number {
    return this.entries.size;
  }

  /** What the pages kept weigh, in bytes (their three bodies and an allowance for the rest). */
  get bytes(): number {
    return this.weight;
  }
}

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page;
}
