#!/usr/bin/env node
// `npm run bench:render`: what an uncached page of each main route costs the server, beside
// its budget (scripts/bench/render-budget.json), in a way the machine's load does not move:
// - in reference renders: the CPU time of the route's pages over that of a fixed page
//   rendered and compressed in the same process, alternately, round after round (median);
// - in database queries per page, counted.
// The server's own app runs in one process (scripts/bench/render-cost.tsx) with Node's flags
// of `npm start`, on a new embedded database holding the shipped articles and the example
// people of docs/examples/, the page cache off; each page carries a query string of its own.
//
//   npm run bench:render               prints the figures beside the budget
//   npm run bench:render -- --check    also exits 1 when a route is over its budget (CI)
//
// Raising a budget is a commit that says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBuildOptions } from '../build/build.mjs';
import { numberArg, productionNode, root } from './lib.mjs';

const check = process.argv.includes('--check');
const budgetFile = path.join(root, 'scripts', 'bench', 'render-budget.json');
const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8'));
const rounds = numberArg('rounds', budget.rounds);
const pages = numberArg('pages', budget.pages);
const warmup = numberArg('warmup', budget.warmup);
const routes = Object.keys(budget.routes);
const started = performance.now();

// The runner, bundled with the server's build settings (React's production build, as dist/).
const esbuild = await import('esbuild');
const outdir = path.join(root, 'node_modules', '.cache', 'secretalia-bench', 'render-cost');
await esbuild.build({
  ...serverBuildOptions(),
  entryPoints: [path.join(root, 'scripts', 'bench', 'render-cost.tsx')],
  outdir,
  outbase: path.join(root, 'scripts', 'bench'),
});
const runner = path.join(outdir, 'render-cost.js');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-render-bench-'));
const folder = path.join(work, 'pglite');
let results;
try {
  const run = (args, extra = {}) => {
    const done = spawnSync(process.execPath, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      ...extra,
    });
    if (done.status !== 0) throw new Error(`${args.slice(-1)}: exit ${done.status}`);
    return done.stdout;
  };
  run([runner, 'prepare', folder]);
  const production = productionNode();
  const out = run(
    [...production.flags, runner, 'measure', folder, String(rounds), String(pages), String(warmup), ...routes],
    { env: { PATH: process.env.PATH, NODE_ENV: 'production', ...production.env } },
  );
  results = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(
  `Uncached pages: ${rounds} rounds of ${pages} pages per route after ${warmup} to warm up; cost in reference renders (median, spread), CPU per page on this machine now, database queries per page`,
);
const over = [];
for (const measured of results) {
  const limit = budget.routes[measured.path];
  console.log(
    `${measured.path.padEnd(36)} ${measured.references.toFixed(2).padStart(6)} refs (${measured.spread.map((r) => r.toFixed(2)).join('-')}; budget ${limit.references})` +
      `   ${(measured.cpuMicros / 1000).toFixed(2)} ms   ${measured.queries} queries (budget ${limit.queries})   ${measured.bytes} bytes br`,
  );
  if (measured.references > limit.references)
    over.push(
      `${measured.path}: ${measured.references.toFixed(2)} reference renders per page, budget ${limit.references}`,
    );
  if (measured.queries > limit.queries)
    over.push(`${measured.path}: ${measured.queries} database queries per page, budget ${limit.queries}`);
}
console.log(`(${Math.round((performance.now() - started) / 1000)} s)`);
if (over.length) {
  console.log(`\nOver the budget of ${path.relative(root, budgetFile)}:\n${over.join('\n')}`);
  if (check) process.exitCode = 1;
} else console.log('Every route within its budget.');
