#!/usr/bin/env node
// `npm run bench:render`: what an uncached page of each main route costs the server, beside
// its budget (scripts/bench/render-budget.json), in figures the machine's load does not move:
// - machine instructions per page to render and compress it, counted by valgrind's callgrind
//   (the same code and inputs give the same count within a few hundredths of a percent, on a
//   busy machine as on an idle one);
// - database queries per page, counted.
// scripts/bench/render-cost.tsx prepares a new embedded database holding the shipped articles
// and pages and the example people of docs/examples/, runs each route's loader as the server
// does (what every page shows kept, as in production), then renders the pages under callgrind
// with Node's flags of `npm start` (and V8 on one thread, which makes the count repeatable).
//
// And a cached page as nearly every visitor gets it (scripts/bench/hit-cost.ts): the
// instructions per cached hit of each path of the budget's cachedHits, through the server's
// own HTTP server, fast path and request log, one request at a time from this process.
//
//   npm run bench:render               prints the figures beside the budget
//   npm run bench:render -- --check    also exits 1 when a route is over its budget (CI)
//   npm run bench:render -- --hits-only  the cached hits alone
//
// Raising a budget is a commit that says why.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBuildOptions } from '../build/build.mjs';
import { numberArg, productionNode, root } from './lib.mjs';

const check = process.argv.includes('--check');
/** Only the cached hits (their database still prepared): the quick loop while working on the fast path. */
const hitsOnly = process.argv.includes('--hits-only');
const budgetFile = path.join(root, 'scripts', 'bench', 'render-budget.json');
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));
const warmup = numberArg('warmup', budget.warmup);
const pages = numberArg('pages', budget.pages);
const routes = Object.keys(budget.routes);
const hitPaths = Object.keys(budget.cachedHits.paths);
const started = performance.now();

if (spawnSync('valgrind', ['--version']).status !== 0) {
  console.error('bench:render counts instructions with valgrind: apt-get install valgrind');
  process.exit(2);
}

// The runner, bundled with the server's build settings (React's production build, as dist/).
const esbuild = await import('esbuild');
const outdir = path.join(root, 'node_modules', '.cache', 'secretalia-bench', 'render-cost');
await esbuild.build({
  ...serverBuildOptions(),
  entryPoints: [
    path.join(root, 'scripts', 'bench', 'render-cost.tsx'),
    path.join(root, 'scripts', 'bench', 'hit-cost.ts'),
  ],
  outdir,
  outbase: path.join(root, 'scripts', 'bench'),
});
const runner = path.join(outdir, 'render-cost.js');
const hitRunner = path.join(outdir, 'hit-cost.js');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-render-bench-'));
const inputs = path.join(work, 'inputs.bin');
const lines = (out) =>
  out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const run = (command, args, extra = {}) => {
  const done = spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...extra });
  if (done.status !== 0) throw new Error(`${args.slice(0, 3).join(' ')}…: exit ${done.status}\n${done.stderr}`);
  return done.stdout;
};

/** The uncached pages of every route under callgrind: millions of instructions per page, as content stays and after a change. */
function measureRenders(queries, production) {
  const profiles = path.join(work, 'callgrind');
  fs.mkdirSync(profiles);
  const measured = lines(
    run(
      'valgrind',
      [
        '--tool=callgrind',
        '--dump-before=getpriority',
        `--callgrind-out-file=${path.join(profiles, 'out')}`,
        process.execPath,
        ...production.flags,
        '--single-threaded',
        '--expose-gc',
        '--no-opt',
        '--no-maglev',
        runner,
        'measure',
        inputs,
        String(warmup),
        String(pages),
      ],
      { env: { PATH: process.env.PATH, NODE_ENV: 'production', ...production.env } },
    ),
  );
  // out.1 is the start and the warm-up; then, per route, four stretches: a full collection,
  // its pages as content stays, a full collection, its pages as the first after a change.
  const instructions = (n) => {
    const summary = /^summary: (\d+)$/m.exec(fs.readFileSync(path.join(profiles, `out.${n}`), 'utf8'));
    if (!summary) throw new Error(`no summary in callgrind's out.${n}`);
    return Number(summary[1]);
  };
  return routes.map((route, i) => ({
    path: route,
    millions: instructions(3 + 4 * i) / pages / 1e6,
    afterChange: instructions(5 + 4 * i) / pages / 1e6,
    queries: queries[i].queries,
    bytes: measured[i].bytes,
  }));
}

let results;
let hitResults;
try {
  const queries = lines(run(process.execPath, [runner, 'prepare', path.join(work, 'pglite'), inputs, ...routes]));
  const production = productionNode();
  if (!hitsOnly) results = measureRenders(queries, production);

  // The cached hits: the app fills its cache on the database just prepared, then the fast path
  // answers under callgrind while this process asks, one request at a time.
  const kept = path.join(work, 'pages.bin');
  run(process.execPath, [hitRunner, 'prepare', path.join(work, 'pglite'), kept, ...hitPaths]);
  const hitProfiles = path.join(work, 'callgrind-hits');
  fs.mkdirSync(hitProfiles);
  const { warmup: hitWarmup, hits } = budget.cachedHits;
  const server = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--dump-before=getpriority',
      `--callgrind-out-file=${path.join(hitProfiles, 'out')}`,
      process.execPath,
      ...production.flags,
      '--single-threaded',
      '--expose-gc',
      '--no-opt',
      '--no-maglev',
      hitRunner,
      'hits',
      kept,
      String(hitWarmup),
      String(hits),
    ],
    {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...production.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    server.stderr.on('data', (chunk) => {
      stderr += chunk;
      const found = /^port (\d+)$/m.exec(stderr);
      if (found) resolve(Number(found[1]));
    });
    server.once('exit', (code) => reject(new Error(`hit-cost.ts: exit ${code}\n${stderr}`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (pathname) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: pathname, agent, headers: { 'accept-encoding': 'br' } }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`${pathname}: ${res.statusCode}, not a cached hit`)),
          );
        })
        .on('error', reject);
    });
  for (let round = 0; round < hitWarmup; round++) for (const pathname of hitPaths) await get(pathname);
  for (const pathname of hitPaths) for (let i = 0; i < hits; i++) await get(pathname);
  agent.destroy();
  if ((await exited) !== 0) throw new Error(`hit-cost.ts: exit with ${stderr}`);
  // out.1 is the start and the warm-up; then, per path, a full collection and its hits.
  hitResults = hitPaths.map((pathname, i) => {
    const summary = /^summary: (\d+)$/m.exec(fs.readFileSync(path.join(hitProfiles, `out.${3 + 2 * i}`), 'utf8'));
    if (!summary) throw new Error(`no summary in callgrind's out.${3 + 2 * i} of the hits`);
    return { path: pathname, thousands: Number(summary[1]) / hits / 1e3 };
  });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

if (results)
  console.log(
    `Uncached pages rendered and compressed, ${pages} per route after ${warmup} to warm up, in millions of instructions per page (callgrind):\n` +
      `while content stays the same, and as the first page after a change of content; database queries per page; bytes sent (br)`,
  );
const over = [];
for (const measured of results ?? []) {
  const limit = budget.routes[measured.path];
  console.log(
    `${measured.path.padEnd(34)} ${measured.millions.toFixed(2).padStart(6)} M (budget ${limit.instructions})` +
      `  ${measured.afterChange.toFixed(2).padStart(6)} M after a change (budget ${limit.afterChange})` +
      `  ${measured.queries} queries (budget ${limit.queries})  ${measured.bytes} bytes br`,
  );
  if (measured.millions > limit.instructions)
    over.push(
      `${measured.path}: ${measured.millions.toFixed(2)} million instructions per page, budget ${limit.instructions}`,
    );
  if (measured.afterChange > limit.afterChange)
    over.push(
      `${measured.path}: ${measured.afterChange.toFixed(2)} million instructions for the first page after a change, budget ${limit.afterChange}`,
    );
  if (measured.queries > limit.queries)
    over.push(`${measured.path}: ${measured.queries} database queries per page, budget ${limit.queries}`);
}
console.log(
  `\nCached pages answered by the fast path (server/render/cacheHits.ts), ${budget.cachedHits.hits} per path after ${budget.cachedHits.warmup} to warm up,\n` +
    `through the server's HTTP server with its request log at info, in thousands of instructions per hit (callgrind):`,
);
for (const measured of hitResults) {
  const limit = budget.cachedHits.paths[measured.path];
  console.log(`${measured.path.padEnd(34)} ${measured.thousands.toFixed(0).padStart(6)} k (budget ${limit})`);
  if (measured.thousands > limit)
    over.push(
      `${measured.path}: ${measured.thousands.toFixed(0)} thousand instructions per cached hit, budget ${limit}`,
    );
}
console.log(`(${Math.round((performance.now() - started) / 1000)} s)`);
if (over.length) {
  console.log(`\nOver the budget of ${path.relative(root, budgetFile)}:\n${over.join('\n')}`);
  if (check) process.exitCode = 1;
} else console.log('Every route within its budget.');
