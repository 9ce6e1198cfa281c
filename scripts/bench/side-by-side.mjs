#!/usr/bin/env node
// Uncached pages of this checkout beside those of another (built) checkout, in one run:
// what each server's process spends in CPU per page, read from /proc, and its memory
// after the load. The two servers run at the same time, each on a new embedded database
// in a folder (the default of `npm start`), the page cache off (PAGE_CACHE_TTL_SECONDS=0),
// with their own `npm start` flags and the image's allocator settings; their loads
// alternate round by round, so that a neighbour's burst on this shared machine weighs on
// both. Every request carries a query string of its own.
//
//   node scripts/bench/side-by-side.mjs --reference=/work/ref-6554345 [--rounds=6]
//     [--requests=2000] [--connections=20] [--paths=/,/nos-tarifs]
//
// Both checkouts must be built (`npm run build` in each). Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, numberArg, root } from './lib.mjs';

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const referenceRoot = path.resolve(option('reference') ?? '');
if (!option('reference') || !fs.existsSync(path.join(referenceRoot, 'dist', 'server', 'index.js'))) {
  console.error('usage: node scripts/bench/side-by-side.mjs --reference=<a built checkout> (dist/server/index.js)');
  process.exit(2);
}
const rounds = numberArg('rounds', 6);
const requests = numberArg('requests', 2000);
const connections = numberArg('connections', 20);

/** A published article of the shipped blog, present in both checkouts. */
function articleSlug() {
  const names = (dir) => fs.readdirSync(path.join(dir, 'content', 'blog')).filter((f) => f.endsWith('.md'));
  const theirs = new Set(names(referenceRoot));
  return names(root)
    .filter((f) => theirs.has(f))
    .sort()[0]
    .replace(/\.md$/, '');
}
const paths = option('paths')?.split(',') ?? [
  '/',
  '/pourquoi-secretalia',
  '/nos-tarifs',
  '/nos-services',
  '/demande-devis',
  '/contact',
  '/blog',
  `/blog/${articleSlug()}`,
  '/la-redaction',
];

/** `npm start`'s Node flags and the image's MALLOC_* of a checkout, as production runs it. */
function productionOf(checkout) {
  const start = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')).scripts.start;
  const dockerfile = fs.readFileSync(path.join(checkout, 'Dockerfile'), 'utf8');
  return {
    flags: start.split(/\s+/).filter((word) => word.startsWith('--')),
    env: Object.fromEntries([...dockerfile.matchAll(/\b(MALLOC_[A-Z_]+)=(\d+)/g)].map(([, k, v]) => [k, v])),
  };
}

async function start(checkout, dataDir, extraEnv = {}) {
  const production = productionOf(checkout);
  const port = await freePort();
  const child = spawn(process.execPath, [...production.flags, 'dist/server/index.js'], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: `pglite://${path.join(dataDir, 'pglite')}`,
      ...production.env,
      ...extraEnv,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${checkout} did not start`);
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** User + system CPU time of a process so far, in microseconds (Linux /proc, 100 ticks a second). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 1e4;
}

const rssMegabytes = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** `amount` requests for `pathname`, each with a query string of its own; the server's CPU per request. */
async function load(server, pathname, amount) {
  const before = cpuMicros(server.child.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${pathname}?bench=[<id>]`,
    idReplacement: true,
    connections,
    amount,
    timeout: 60,
    headers: { 'accept-encoding': 'br' },
  });
  const cpu = cpuMicros(server.child.pid) - before;
  const wrong = result.errors + result.timeouts + result.non2xx;
  // A busy machine may time one out: said, not fatal (the CPU is divided by the answers).
  if (wrong) console.log(`(${pathname}: ${wrong} of ${amount} requests failed or were not 200)`);
  return { cpuMs: cpu / 1000 / result.requests.total, rate: result.requests.average, p99: result.latency.p99 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const folders = [];
/** A new embedded database made by a first start (which imports the shipped articles), then the server measured. */
async function prepare(label, checkout) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `secretalia-side-${label}-`));
  folders.push(dataDir);
  await stop((await start(checkout, dataDir)).child);
  const server = await start(checkout, dataDir, { PAGE_CACHE_TTL_SECONDS: '0' });
  return { label, server };
}

const sides = [await prepare('reference', referenceRoot), await prepare('this', root)];
console.log(
  `Uncached pages, ${requests} requests a round (distinct query strings), ${connections} connections, ${rounds} rounds alternating`,
);
console.log(`reference: ${referenceRoot}\nthis:      ${root}\n`);
try {
  for (const { server } of sides) for (const pathname of paths) await load(server, pathname, 300);
  console.log(
    `${'page'.padEnd(26)} ${'reference ms CPU/page'.padStart(22)} ${'this ms CPU/page'.padStart(18)} ${'ratio (median, min-max)'.padStart(26)}   pages/s ref / this`,
  );
  for (const pathname of paths) {
    const figures = { reference: [], this: [] };
    const rates = { reference: [], this: [] };
    const ratios = [];
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first, so that neither always follows the other's load.
      const order = round % 2 ? [...sides].reverse() : sides;
      for (const { label, server } of order) {
        const measured = await load(server, pathname, pathname === '/' ? requests : Math.ceil(requests / 2));
        figures[label].push(measured.cpuMs);
        rates[label].push(measured.rate);
      }
      ratios.push(figures.this[round] / figures.reference[round]);
    }
    console.log(
      `${pathname.slice(0, 26).padEnd(26)} ${median(figures.reference).toFixed(3).padStart(22)} ${median(figures.this).toFixed(3).padStart(18)} ${`${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`.padStart(26)}   ${Math.round(median(rates.reference))} / ${Math.round(median(rates.this))}`,
    );
  }
  console.log(
    `\nRSS after the load: reference ${Math.round(rssMegabytes(sides[0].server.child.pid))} MB, this ${Math.round(rssMegabytes(sides[1].server.child.pid))} MB`,
  );
} finally {
  for (const { server } of sides) await stop(server.child);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
}
