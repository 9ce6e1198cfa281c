import { Router } from 'express';
import type { Knex } from 'knex';
import { mediaRepo } from '../media/mediaRepo';
import { MEDIA_PATH, parseMediaFileName } from '../media/media';
import { noneMatch } from '../http/negotiation';

/** Recently served variants kept in memory: a page's images are asked for together, by many visitors. */
const DEFAULT_MEMORY_BYTES = 32 * 1024 * 1024;

/** A byte-bounded least-recently-used map (a Map keeps insertion order: re-inserting marks as recent). */
class RecentBodies {
  private readonly entries = new Map<string, { contentType: string; body: Buffer }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string) {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: { contentType: string; body: Buffer }) {
    if (value.body.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

/**
 * `/media/<hash>.<ext>`: the image variants stored in the database, under an
 * address made of their content's hash. What an address names never changes,
 * so browsers and proxies keep it a year without asking again. Any instance
 * serves any image: they all read the same database.
 */
export function mediaRouter(db: Knex, { memoryBytes = DEFAULT_MEMORY_BYTES } = {}): Router {
  const router = Router();
  const recent = new RecentBodies(memoryBytes);
  router.get(`${MEDIA_PATH}/:file`, async (req, res, next) => {
    const wanted = parseMediaFileName(req.params.file);
    if (!wanted) return next();
    let variant = recent.get(wanted.hash);
    if (!variant) {
      variant = await mediaRepo(db).variant(wanted.hash);
      if (variant) recent.set(wanted.hash, variant);
    }
    // Unknown, or asked for under another format's extension: the site's 404.
    if (!variant || variant.contentType !== wanted.contentType) return next();
    const etag = `"${wanted.hash}"`;
    res.setHeader('Content-Type', variant.contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    if (noneMatch(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', variant.body.length);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  });
  return router;
}
