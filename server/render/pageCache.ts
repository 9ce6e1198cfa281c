import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedPage {
  status: number;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  expiresAt: number;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** False when the page was rendered with missing data (database down): not kept. */
  cacheable: boolean;
}

/** Compresses a page once, at the best ratio: it is then served many times. */
export async function compressPage(status: number, html: string, ttlMs: number): Promise<CachedPage> {
  const body = Buffer.from(html, 'utf8');
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
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { status, body, br, gzip: gz, etag, expiresAt: Date.now() + ttlMs };
}

/**
 * In-memory cache of pages whose output depends only on their address and on the
 * database. `clear()` is called when that data changes; the expiry is a fallback
 * for changes made by another process.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly pending = new Map<string, Promise<CachedPage | RenderedPage>>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  /**
   * The cached page for `key`, or the result of `render()` (cached when it can be).
   * Concurrent misses on one key share a single render.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage | RenderedPage> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const work = (async () => {
      const page = await render();
      if (!page.cacheable || this.ttlMs === 0) return page;
      const compressed = await compressPage(page.status, page.html, this.ttlMs);
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

  /** The cached page for `key`, if fresh. */
  peek(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit : undefined;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export function isCachedPage(page: CachedPage | RenderedPage): page is CachedPage {
  return 'etag' in page;
}
