import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache, type RenderedPage } from './pageCache';

/** A page of about `kilobytes` that compresses badly (random bytes), so that it weighs what it says. */
const pageOf = (kilobytes: number) => async (): Promise<RenderedPage> => ({
  status: 200,
  body: randomBytes(kilobytes * 1024),
  cacheable: true,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the page cache', () => {
  it('holds no more than its bound in bytes, the least recently used page out first', async () => {
    const cache = new PageCache(60_000, { maxBytes: 200 * 1024 });
    // Each page is kept three times (as sent, brotli, gzip): about 60 kB a page.
    await cache.get('/a', pageOf(20));
    await cache.get('/b', pageOf(20));
    await cache.get('/c', pageOf(20));
    expect(cache.size).toBe(3);
    // /a read again: /b is now the one least recently used.
    expect(cache.peek('/a')).toBeDefined();
    await cache.get('/d', pageOf(20));
    expect(cache.bytes).toBeLessThanOrEqual(200 * 1024);
    expect(cache.peek('/b')).toBeUndefined();
    expect(cache.peek('/a')).toBeDefined();
    expect(cache.peek('/d')).toBeDefined();
    for (let i = 0; i < 12; i++) await cache.get(`/page-${i}`, pageOf(20));
    expect(cache.bytes).toBeLessThanOrEqual(200 * 1024);
    expect(cache.size).toBeLessThanOrEqual(3);
  });

  it('keeps no page larger than its bound, and still answers it', async () => {
    const cache = new PageCache(60_000, { maxBytes: 100 * 1024 });
    const page = await cache.get('/grande', pageOf(40));
    expect(page.status).toBe(200);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('frees the pages past their freshness, not only replaces them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new PageCache(60_000, { maxBytes: 10 * 1024 * 1024 });
    for (let i = 0; i < 5; i++) await cache.get(`/ancienne-${i}`, pageOf(10));
    expect(cache.size).toBe(5);
    vi.setSystemTime(Date.now() + 61_000);
    // Any page kept later sweeps out those past their freshness: none is asked for again.
    await cache.get('/nouvelle', pageOf(10));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBeLessThan(40 * 1024);
  });

  it('forgets its weight when cleared', async () => {
    const cache = new PageCache(60_000);
    await cache.get('/a', pageOf(10));
    expect(cache.bytes).toBeGreaterThan(30 * 1024);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
