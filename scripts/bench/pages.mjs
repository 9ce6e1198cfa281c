#!/usr/bin/env node
// `npm run bench`: figures for the foundation, printed, never asserted.
// 1. GET / from the page cache (br, gzip, identity, 304), 50 connections for 10 s
//    each, beside the same bytes served by express.static and by bare node:http
//    with the same headers, with the CPU each request cost the serving process;
//    then with the page cache off (every request loaded, rendered and compressed) for
//    /, /blog, an article, /nos-tarifs and /demande-devis, with the RSS idle and under load.
//    Every server runs as production runs it: Node's flags of `npm start`, the image's
//    allocator settings (MALLOC_*: scripts/bench/lib.mjs, productionNode).
// 2. Cold start on an existing embedded database folder; with BENCH_POSTGRES_URL, the
//    uncached / and the RSS on that Postgres server too.
// 3. Where an uncached page's time goes, stage by stage in one process (scripts/bench/
//    render-floor.tsx), beside React's own renderToString of the same tree (the floor).
// 4. JavaScript run on first load of / (gzip bytes) and CSS bytes, in Chromium.
// Options: --duration=10 --connections=50
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverBuildOptions } from '../build/build.mjs';
import { numberArg as arg, productionNode, root, startProcess } from './lib.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);

/** A published article of the shipped blog (the embedded database imports them at start). */
function articleSlug() {
  const file = fs
    .readdirSync(path.join(root, 'content', 'blog'))
    .filter((f) => f.endsWith('.md'))
    .sort()[0];
  return file.replace(/\.md$/, '');
}

/** SIGTERM, then the process's own orderly exit (it lets go of the embedded database folder). */
function stopProcess(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMegabytes(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  return Math.round(kb / 1024);
}

/**
 * Where a process's resident memory lies (Linux /proc/<pid>/smaps), in MB: the pages of
 * files mapped (the node binary and its libraries), glibc's main malloc arena (`[heap]`),
 * and the other anonymous mappings (V8's heap with the freed pages it keeps pooled, the
 * embedded database's wasm memory, thread arenas, allocations of 32 KB and more).
 */
function rssBreakdown(pid) {
  const parts = { files: 0, mallocArena: 0, anonymous: 0 };
  let part = 'anonymous';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) part = mapping[1] === '[heap]' ? 'mallocArena' : mapping[1].startsWith('/') ? 'files' : 'anonymous';
    else if (line.startsWith('Rss:')) parts[part] += Number(/\d+/.exec(line)[0]);
  }
  const mb = (kb) => Math.round(kb / 1024);
  return `files mapped (node, libraries) ${mb(parts.files)} MB, glibc main arena ${mb(parts.mallocArena)} MB, other anonymous (V8 heap and its pooled pages, wasm memory, thread arenas, large blocks) ${mb(parts.anonymous)} MB`;
}

/** Bundles a bench-only module with the server's build settings (not shipped in dist/), then imports it. */
async function bundleAndImport(entry) {
  const esbuild = await import('esbuild');
  const outdir = path.join(root, 'node_modules', '.cache', 'secretalia-bench');
  await esbuild.build({
    ...serverBuildOptions(),
    entryPoints: [entry],
    outdir,
    outbase: path.dirname(path.join(root, entry)),
  });
  return import(path.join(outdir, `${path.basename(entry).replace(/\.tsx?$/, '')}.js`));
}

/** The server as production runs it (Node's flags and the allocator's environment). */
const production = productionNode();
const startSite = (env = {}) =>
  startProcess([...production.flags, 'dist/server/index.js'], { ...production.env, ...env });

function load(url, headers) {
  return autocannon({ url, connections, duration, headers });
}

/**
 * An uncached page under load, after a 2 s warm-up: a warm server is what visitors meet
 * (the first requests of a page compile its code), so those are not measured.
 */
async function measureWarm(label, target, pathname) {
  const url = `http://127.0.0.1:${target.port}${pathname}`;
  await autocannon({ url, connections, duration: 2, headers: { 'accept-encoding': 'br' } });
  return measure(label, target, url, { 'accept-encoding': 'br' });
}

/** Runs `work` while sampling a process's RSS every 100 ms: the highest seen, in MB. */
async function peakRssDuring(pid, work) {
  let peak = rssMegabytes(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(pid))), 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMegabytes(pid));
}

/** CPU time (user + system) a process has used so far, in microseconds (Linux /proc). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

/** Runs the load against one process and says what each request cost it. */
async function measure(label, target, url, headers, expectedStatus = 200) {
  const before = cpuMicros(target.child.pid);
  const result = await load(url, headers);
  const cpu = (cpuMicros(target.child.pid) - before) / Math.max(1, result.requests.total);
  const wrong =
    result.errors +
    (expectedStatus === 200 ? result.non2xx : result.non2xx - (result.statusCodeStats?.[expectedStatus]?.count ?? 0));
  console.log(
    `${label.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   CPU ${cpu.toFixed(0).padStart(4)} µs/request   errors ${wrong}`,
  );
  return result.requests.average;
}

/** A GET without decoding: the bytes and headers as sent. */
function rawGet(port, headers) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.rawHeaders, etag: res.headers.etag, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

// LOG_LEVEL=warn: the request log would otherwise measure the terminal, not the server.
const site = await startSite();
// Twice: the first answer goes through Express and fills the cache, the second is a cache hit.
await rawGet(site.port, { 'accept-encoding': 'br' });
const sent = await rawGet(site.port, { 'accept-encoding': 'br' });
const headerPairs = [];
for (let i = 0; i < sent.headers.length; i += 2)
  if (!/^(date|connection|keep-alive)$/i.test(sent.headers[i])) headerPairs.push(sent.headers[i], sent.headers[i + 1]);

// express.static serving the very same compressed bytes, in its own process.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-bench-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), sent.body);
fs.writeFileSync(path.join(staticDir, 'body.br'), sent.body);
const staticServer = await startProcess(
  [
    '--input-type=module',
    '-e',
    `import express from 'express';
   const app = express();
   app.use(express.static(${JSON.stringify(staticDir)}, { setHeaders: (res) => { res.setHeader('Content-Encoding', 'br'); res.setHeader('Content-Type', 'text/html; charset=utf-8'); } }));
   app.get('/healthz', (req, res) => res.send('ok'));
   app.listen(Number(process.env.PORT));`,
  ],
  {},
  '/healthz',
);

// Bare node:http: the same bytes and the same headers, one writeHead and one end: the floor.
const bare = await startProcess(
  [
    '--input-type=module',
    '-e',
    `import fs from 'node:fs';
   import http from 'node:http';
   const body = fs.readFileSync(${JSON.stringify(path.join(staticDir, 'body.br'))});
   const headers = ${JSON.stringify(headerPairs)};
   const etag = ${JSON.stringify(sent.etag)};
   const notModified = headers.filter((_, i) => i % 2 === 0).flatMap((name, i) => /^content-(length|encoding)$/i.test(name) ? [] : [name, headers[2 * i + 1]]);
   http.createServer((req, res) => {
     if (req.headers['if-none-match'] === etag) { res.writeHead(304, notModified); res.end(); return; }
     res.writeHead(200, headers);
     res.end(body);
   }).listen(Number(process.env.PORT));`,
  ],
  {},
  '/',
);

const staticEtag = (await fetch(`http://127.0.0.1:${staticServer.port}/`)).headers.get('etag');
const url = (target) => `http://127.0.0.1:${target.port}/`;
console.log(
  `GET / (cached page), ${connections} connections, ${duration} s each (${sent.body.length} bytes brotli per response)`,
);
const siteRate = await measure('site, br', site, url(site), { 'accept-encoding': 'br' });
await measure('site, gzip', site, url(site), { 'accept-encoding': 'gzip' });
await measure('site, identity', site, url(site), {});
const site304 = await measure(
  'site, 304 (If-None-Match)',
  site,
  url(site),
  { 'accept-encoding': 'br', 'if-none-match': sent.etag },
  304,
);
const staticRate = await measure('express.static, same bytes', staticServer, url(staticServer), {
  'accept-encoding': 'br',
});
const static304 = await measure(
  'express.static, 304',
  staticServer,
  url(staticServer),
  { 'if-none-match': staticEtag },
  304,
);
const bareRate = await measure('bare node:http, same bytes+headers', bare, url(bare), { 'accept-encoding': 'br' });
const bare304 = await measure('bare node:http, 304', bare, url(bare), { 'if-none-match': sent.etag }, 304);
console.log(
  `site / express.static: ${(siteRate / staticRate).toFixed(2)}x (aim: at least 4x)   site / bare node:http: ${(siteRate / bareRate).toFixed(2)}x (aim: at least 0.5x)`,
);
console.log(
  `304: site ${(site304 / siteRate).toFixed(2)}x its full hit (aim: at least 1x); express.static ${(static304 / staticRate).toFixed(2)}x; bare ${(bare304 / bareRate).toFixed(2)}x`,
);
staticServer.child.kill();
bare.child.kill();

// Every request rendered: what a page costs when it is not in the cache, for the
// addresses a visitor lands on; then where that time goes, in one process, beside
// React's own render of the very same tree (the floor).
const uncachedPaths = ['/', '/blog', `/blog/${articleSlug()}`, '/nos-tarifs', '/demande-devis'];
// As in production: an embedded database in a folder, made by a first start (which
// seeds the articles); the second start is the cold start measured.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-bench-db-'));
const first = await startSite({ DATABASE_URL: `pglite://${folder}` });
await stopProcess(first.child);
const startedAt = performance.now();
const uncached = await startSite({ DATABASE_URL: `pglite://${folder}`, PAGE_CACHE_TTL_SECONDS: '0' });
console.log(
  `\nCold start on an existing embedded database folder: ${Math.round(performance.now() - startedAt)} ms to the first 200 on /healthz`,
);
console.log(`RSS idle after that start: ${rssMegabytes(uncached.child.pid)} MB`);
console.log(
  `Uncached pages (page cache off: every request loads and renders), ${connections} connections, ${duration} s each, after a 2 s warm-up each`,
);
console.log(
  `(Node run as in production: ${[...production.flags, ...Object.entries(production.env).map(([k, v]) => `${k}=${v}`)].join(' ')})`,
);
const uncachedRates = {};
const peakRss = await peakRssDuring(uncached.child.pid, async () => {
  for (const pathname of uncachedPaths)
    uncachedRates[pathname] = await measureWarm(`site, uncached ${pathname}`.slice(0, 34), uncached, pathname);
});
console.log(`RSS under that load: at most ${peakRss} MB; after it: ${rssMegabytes(uncached.child.pid)} MB`);
console.log(`  where it lies after it: ${rssBreakdown(uncached.child.pid)}`);
await stopProcess(uncached.child);
fs.rmSync(folder, { recursive: true, force: true });

// The same on a Postgres server, when one is named (a database the bench may migrate).
if (process.env.BENCH_POSTGRES_URL) {
  const onPostgres = await startSite({ DATABASE_URL: process.env.BENCH_POSTGRES_URL, PAGE_CACHE_TTL_SECONDS: '0' });
  console.log(`\nOn Postgres (BENCH_POSTGRES_URL): RSS idle ${rssMegabytes(onPostgres.child.pid)} MB`);
  const peak = await peakRssDuring(onPostgres.child.pid, () =>
    measureWarm('site on Postgres, uncached /', onPostgres, '/'),
  );
  console.log(`RSS under that load: at most ${peak} MB; after it: ${rssMegabytes(onPostgres.child.pid)} MB`);
  console.log(`  where it lies after it: ${rssBreakdown(onPostgres.child.pid)}`);
  await stopProcess(onPostgres.child);
} else {
  console.log('(BENCH_POSTGRES_URL not set: no figures on a Postgres server)');
}

const { profile } = await bundleAndImport('scripts/bench/render-floor.tsx');
const stages = await profile(root, uncachedPaths, Math.max(500, duration * 100));
console.log(`\nWhere an uncached page's time goes, in one process (µs per page; pages/s of the stage alone):`);
const stageNames = stages['/'].map((s) => s.stage);
console.log(
  `${'stage'.padEnd(34)} ${uncachedPaths.map((p) => (p.length > 16 ? `${p.slice(0, 15)}…` : p).padStart(17)).join('')}`,
);
for (const [i, name] of stageNames.entries()) {
  console.log(
    `${name.padEnd(34)} ${uncachedPaths.map((p) => `${Math.round(stages[p][i].micros)} (${Math.round(1e6 / stages[p][i].micros)}/s)`.padStart(17)).join('')}`,
  );
}
const floor = (p) => 1e6 / stages[p].find((s) => s.stage.startsWith('React')).micros;
console.log(
  `\n${'uncached, over HTTP vs React floor'.padEnd(34)} ${uncachedPaths.map((p) => `${Math.round(uncachedRates[p])} / ${Math.round(floor(p))}`.padStart(17)).join('')}`,
);
console.log(`aim for /: at least 500 pages/s over HTTP, p99 under 100 ms`);

// First-load weight, as a browser sees it.
const assetsDir = path.join(root, 'dist', 'public', 'assets');
const gzSize = (pathname) => {
  const file = path.join(assetsDir, path.basename(pathname));
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
};
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = await import('../quality/chromium.mjs');
if (fs.existsSync(CHROMIUM_PATH)) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    const scripts = [];
    const styles = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (request.resourceType() === 'stylesheet') styles.push(pathname);
    });
    await page.goto(`http://127.0.0.1:${site.port}/`, { waitUntil: 'networkidle' });
    const js = scripts.reduce((sum, p) => sum + gzSize(p), 0);
    const css = styles.reduce((sum, p) => sum + gzSize(p), 0);
    console.log(
      `first load of / at ${width} px: JavaScript ${js} bytes gzip in ${scripts.length} file(s); CSS ${css} bytes gzip`,
    );
    await page.close();
  }
  await browser.close();
} else {
  console.log(`(no Chromium at ${chromiumPath}: JavaScript weight not measured)`);
}
site.child.kill('SIGTERM');
fs.rmSync(staticDir, { recursive: true, force: true });
