#!/usr/bin/env node
// `npm run quality`: starts the built site on a fresh embedded database with the
// shipped articles and checks every route of its sitemap, /header, and the states a
// visitor brings about (menus, dialogs, forms: scripts/quality/states.mjs) in Debian's
// Chromium. Each check prints its figures per route, then the run fails at its first
// finding (Nu errors and warnings, axe's WCAG rules and best practices, schema.org's
// vocabulary, shared sitemap dates…) or below its bar.
// Options: --runs=5 (Lighthouse runs per route at most: one that clears the bars with room, else three, more while they disagree),
// --min-runs=1 (at least this many: --min-runs=3 --runs=3 gives every route the median of three), --only=lighthouse,axe,html,nu,structured,sitemap,links,headers,budgets,
// --routes=/demande-devis,/contact (only these routes and their states: to look at one page while fixing it)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, isBuildCurrent } from '../build/build.mjs';
import { root } from '../bench/lib.mjs';
import { runAxe } from './axe.mjs';
import { measureWeights, overBudget } from './budgets.mjs';
import { checkHeaders } from './headers.mjs';
import { checkHtml } from './html.mjs';
import { checkNu } from './nu.mjs';
import { checkStructuredData } from './structured.mjs';
import { checkSitemap } from './sitemap.mjs';
import { lighthouseRoutes, runLighthouse } from './lighthouse.mjs';
import { checkLinks } from './links.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, fetchPages, routesToCheck, startSite } from './site.mjs';

const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', 5));
const minRuns = Number(option('min-runs', 1));
const only = new Set(option('only', 'lighthouse,axe,html,nu,structured,sitemap,links,headers,budgets').split(','));
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'scripts/quality/budgets.json'), 'utf8'));

if (!fs.existsSync(CHROMIUM)) {
  console.error(`quality: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROME_PATH)`);
  process.exit(1);
}
if (!isBuildCurrent()) await build();

const table = (rows, columns) => {
  const widths = columns.map(([title, get]) => Math.max(title.length, ...rows.map((r) => String(get(r)).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [
    line(columns.map(([t]) => t)),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map(([, get]) => get(r)))),
  ].join('\n');
};

/** Prints a check's report, its heading followed by the seconds the check took. */
let lastSection = performance.now();
const section = (text) => {
  const now = performance.now();
  console.log(text.replace(/^(== [^\n]*)/, `$1 (${Math.round((now - lastSection) / 1000)} s)`));
  lastSection = now;
};

const failures = {};
const fail = (check, problems) => {
  if (problems.length) failures[check] = [...(failures[check] ?? []), ...problems];
};

const site = await startSite();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const chosen = option('routes', '').split(',').filter(Boolean);
  const routes = (await routesToCheck(site.origin)).filter((route) => !chosen.length || chosen.includes(route.path));
  console.log(`quality: ${routes.length} routes on ${site.origin}\n`);
  const pages = await fetchPages(site.origin, routes);
  lastSection = performance.now();

  // The states, visited once: axe reads each, and the Nu checker the document it leaves.
  let states = { rows: [], snapshots: [] };
  let statesTime = 0;
  if (only.has('axe') || only.has('nu')) {
    states = await runAxe(browser, site.origin, only.has('axe') ? routes : [], {
      axe: only.has('axe'),
      snapshot: only.has('nu'),
      statesOf: chosen.length ? chosen : undefined,
    });
    if (!only.has('axe'))
      fail(
        'states',
        states.rows.flatMap((r) => r.problems),
      );
    statesTime = performance.now() - lastSection;
    lastSection = performance.now();
  }

  if (only.has('headers')) {
    const rows = await checkHeaders(site.origin, routes);
    section(
      `== Security headers\n${table(rows, [
        ['route', (r) => r.route],
        ['status', (r) => r.status],
        ['problems', (r) => r.problems.length],
      ])}\n`,
    );
    fail(
      'headers',
      rows.flatMap((r) => r.problems.map((p) => `${r.route}: ${p}`)),
    );
  }

  if (only.has('html')) {
    const rows = await checkHtml(pages);
    section(
      `== HTML (html-validate)\n${table(rows, [
        ['route', (r) => r.route],
        ['errors', (r) => r.errors],
      ])}\n`,
    );
    fail(
      'html',
      rows.flatMap((r) => r.problems),
    );
  }

  if (only.has('nu')) {
    const rows = await checkNu([...pages, ...states.snapshots]);
    section(
      `== HTML (W3C Nu checker, errors and warnings; the states as the browser holds them)\n${table(rows, [
        ['route or state', (r) => r.route],
        ['errors', (r) => r.errors],
        ['warnings', (r) => r.warnings],
      ])}\n`,
    );
    fail(
      'nu',
      rows.flatMap((r) => r.problems),
    );
  }

  if (only.has('structured')) {
    const rows = checkStructuredData(pages);
    section(
      `== Structured data (JSON-LD against Google's documented properties and schema.org's vocabulary)\n${table(rows, [
        ['route', (r) => r.route],
        ['types', (r) => r.types],
        ['errors', (r) => r.errors],
      ])}`,
    );
    const notes = [...new Set(rows.flatMap((r) => r.notes))];
    if (notes.length) console.log(`applies once the owner gives it (settings): ${notes.join(', ')}`);
    console.log('');
    fail(
      'structured',
      rows.flatMap((r) => r.problems),
    );
  }

  if (only.has('sitemap')) {
    const result = await checkSitemap(site.origin);
    section(
      `== Sitemap: ${result.entries.length} URLs, ${new Set(result.entries.map((e) => e.lastmod)).size} distinct lastmod values, ${result.problems.length} problems\n`,
    );
    fail('sitemap', result.problems);
  }

  if (only.has('links')) {
    const result = await checkLinks(site.origin, routes);
    section(
      `== Links: ${result.checked} internal URLs checked, ${result.pages} indexable pages, ${result.problems.length} problems\n`,
    );
    fail('links', result.problems);
  }

  if (only.has('budgets')) {
    const rows = await measureWeights(browser, site.origin, routes);
    const limit = (r, key) => ({ ...budgets.default, ...(budgets.routes[r.route] ?? {}) })[key];
    section(
      `== Budgets (bytes transferred, 390 px)\n${table(rows, [
        ['route', (r) => r.route],
        ['JS before interaction', (r) => `${r.jsBeforeInteraction} / ${limit(r, 'jsBeforeInteraction')}`],
        ['total', (r) => `${r.totalTransfer} / ${limit(r, 'totalTransfer')}`],
        ['largest image', (r) => `${r.largestImage} / ${limit(r, 'largestImage')} ${r.largestImageUrl}`],
      ])}\n`,
    );
    fail(
      'budgets',
      rows.flatMap((r) => overBudget(r, budgets)),
    );
  }

  if (only.has('axe')) {
    const rows = states.rows;
    // Its time is the visit's, made before the other checks.
    lastSection = performance.now() - statesTime;
    section(
      `== Accessibility (axe, WCAG 2.2 A/AA and best practices; the pages, then the states)\n${table(rows, [
        ['page or state', (r) => r.where],
        ['violations', (r) => r.problems.length],
      ])}\n`,
    );
    fail(
      'axe',
      rows.flatMap((r) => r.problems),
    );
  }

  if (only.has('lighthouse')) {
    const scored = lighthouseRoutes(routes);
    const rows = await runLighthouse(site.origin, scored, runs, budgets.lighthouse, minRuns);
    const shared = routes.filter((route) => route.template && scored.some((s) => s.path === route.template));
    section(
      `== Lighthouse (mobile: one run where it clears the bars with room, else the median of 3 to ${runs}; one page per template: ${shared.length} pages share the template of one scored here)\n${table(
        rows,
        [
          ['route', (r) => r.route],
          ['runs', (r) => r.runs],
          ['perf', (r) => r.scores.performance],
          ['a11y', (r) => r.scores.accessibility],
          ['best', (r) => r.scores['best-practices']],
          ['seo', (r) => r.scores.seo],
          ['LCP ms', (r) => r.lcp],
          ['TBT ms', (r) => r.tbt],
          ['CLS', (r) => r.cls],
          ['JS bytes', (r) => r.jsBytes],
          ['image bytes', (r) => r.imageBytes],
        ],
      )}\n`,
    );
    for (const row of rows) {
      for (const [category, bar] of Object.entries(budgets.lighthouse)) {
        if (row.scores[category] < bar) {
          fail('lighthouse', [
            `${row.route}: ${category} ${row.scores[category]} < ${bar}; failing audits: ${row.failing.filter((f) => f.startsWith(category)).join('; ') || 'see report'}`,
          ]);
        }
      }
    }
  }
} finally {
  await browser.close();
  site.stop();
}

const checks = Object.keys(failures);
if (checks.length) {
  console.log('quality: FAILED');
  for (const check of checks) {
    console.log(`\n[${check}]`);
    for (const problem of failures[check]) console.log(`  - ${problem}`);
  }
  process.exit(1);
}
console.log('quality: every check passed');
