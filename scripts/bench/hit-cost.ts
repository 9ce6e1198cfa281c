// Bundled and run by scripts/bench/render.mjs (not part of the build): a cached page as the
// server answers it, counted in machine instructions. Two modes:
//   prepare <folder> <pages> <path>…: on the embedded database render-cost.tsx prepared, the
//     real app (server/app.ts) answers each path twice through its HTTP server, as a browser
//     asks (`Accept-Encoding: br`): the first fills the page cache, the second is a hit. What
//     the cache then holds for each path (the page, its encodings, the headers Express sent)
//     is written to <pages> (v8.serialize).
//   hits <pages> <warm-up> <hits>: under callgrind (render.mjs starts it so), the fast path of
//     cached pages (server/render/cacheHits.ts) behind the server's own HTTP server, timeouts
//     and young-generation collection (server/http/), with the production logger at info
//     (its lines to standard output, /dev/null here): the request path a hit takes in
//     production. It writes `port <n>` on standard error once listening; render.mjs then asks
//     for every path <warm-up> times, then <hits> times each, one request at a time on one
//     connection. The server calls getpriority(2) at each boundary (callgrind's
//     --dump-before=getpriority): one profile file per stretch. A request the fast path does
//     not take answers 500, which render.mjs reports.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import pino from 'pino';
import { createApp, requestHandler } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { loadEnv } from '../../server/env';
import { createHttpServer } from '../../server/http/server';
import { youngCollection } from '../../server/http/youngCollection';
import { createLogger } from '../../server/logger';
import { loadManifest } from '../../server/render/assets';
import { cacheHits } from '../../server/render/cacheHits';
import { PageCache, type CachedPage } from '../../server/render/pageCache';

const root = process.cwd();
const [mode, ...args] = process.argv.slice(2);

type Kept = { path: string; page: Omit<CachedPage, 'expiresAt'> };

function get(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      })
      .on('error', reject);
  });
}

async function prepare(folder: string, pagesFile: string, paths: string[]): Promise<void> {
  const database = await openDatabase(`pglite://${folder}`);
  const app = createApp({
    env: loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    database,
    logger: pino({ level: 'silent' }),
    manifest: loadManifest(path.join(root, 'dist')),
    publicDir: path.join(root, 'dist', 'public'),
  });
  const server = http.createServer(requestHandler(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const kept: Kept[] = [];
  for (const pathname of paths) {
    for (let i = 0; i < 2; i++) {
      const status = await get(port, pathname);
      if (status !== 200) throw new Error(`${pathname}: ${status}`);
    }
    const { expiresAt: _, ...page } = app.pageCache.peek(pathname)!;
    kept.push({ path: pathname, page });
  }
  server.close();
  fs.writeFileSync(pagesFile, v8.serialize(kept));
  await database.close();
}

/** A full collection (node --expose-gc, given by render.mjs). */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/** Where callgrind cuts the count (--dump-before=getpriority): a call of getpriority(2). */
const mark = () => os.getPriority();

async function hits(pagesFile: string, warmup: number, count: number): Promise<void> {
  const kept = v8.deserialize(fs.readFileSync(pagesFile)) as Kept[];
  const pageCache = new PageCache(24 * 3600_000);
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const { path: pathname, page } of kept) {
    // Kept as the cache keeps a page it rendered (the compression is not what is counted).
    const cached = (await pageCache.get(pathname, async () => ({
      status: page.status,
      body: buffer(page.body),
      cacheable: true,
    }))) as CachedPage;
    for (const [key, reply] of page.replies) cached.replies.set(key, reply);
  }
  const serve = cacheHits({
    pageCache,
    siteUrl: loadEnv({ NODE_ENV: 'production' }).SITE_URL,
    trustProxy: () => false,
    draining: () => false,
    logger: createLogger('info'),
  });
  // After the warm-up of every path, then after each path's hits.
  const boundaries = kept.map((_, i) => warmup * kept.length + i * count);
  boundaries.push(warmup * kept.length + kept.length * count);
  let answered = 0;
  const young = youngCollection();
  const server = createHttpServer((req, res) => {
    if (!serve(req, res)) {
      res.writeHead(500).end();
      return;
    }
    // As server/app.ts's requestHandler does after a hit.
    young.afterHit();
    answered += 1;
    const boundary = boundaries.indexOf(answered);
    if (boundary < 0) return;
    mark();
    if (boundary < kept.length) {
      // Each stretch from a heap just collected, as render-cost.tsx does.
      collect();
      mark();
    } else res.once('finish', () => server.close(() => undefined).closeAllConnections());
  }, {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.stderr.write(`port ${(server.address() as AddressInfo).port}\n`);
}

if (mode === 'prepare') await prepare(args[0]!, args[1]!, args.slice(2));
else await hits(args[0]!, Number(args[1]), Number(args[2]));
