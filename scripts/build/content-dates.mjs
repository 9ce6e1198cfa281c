#!/usr/bin/env node
// `npm run content:dates`: dates in server/routes/content-dates.json the pages whose
// copy changed since it was last run (today, Paris time). The sitemap gives each page
// of copy that date as its `lastmod`; server/routes/contentDates.test.ts fails, naming
// the page, while a page's <main> differs from the fingerprint recorded here.
// It runs the built server on a throw-away embedded database and reads each page
// its sitemap lists, but the blog and /la-redaction (dated by their articles) and the pages of
// content/pages/, dated by their file in server/landing/source-dates.json (its SHA-256: the
// import stores the same, so a page still as shipped keeps its file's day).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CONTENT_DATES_FILE = path.join(root, 'server', 'routes', 'content-dates.json');
const SOURCE_DATES_FILE = path.join(root, 'server', 'landing', 'source-dates.json');
const CONTENT_PAGES = path.join(root, 'content', 'pages');

/** Dates each file of content/pages/ whose SHA-256 is not the one recorded. */
function dateSources(today) {
  const known = fs.existsSync(SOURCE_DATES_FILE) ? JSON.parse(fs.readFileSync(SOURCE_DATES_FILE, 'utf8')) : {};
  const next = {};
  for (const name of fs
    .readdirSync(CONTENT_PAGES)
    .filter((n) => n.endsWith('.md'))
    .sort()) {
    const slug = name.slice(0, -3);
    const source = createHash('sha256')
      .update(fs.readFileSync(path.join(CONTENT_PAGES, name)))
      .digest('hex');
    next[slug] = known[slug]?.source === source ? known[slug] : { changed: today, source };
    if (next[slug] !== known[slug]) console.log(`content/pages/${name}: changed ${today}`);
  }
  fs.writeFileSync(SOURCE_DATES_FILE, `${JSON.stringify(next, null, 2)}\n`);
}

/**
 * What a visitor reads of a page: its <main>, without what changes with the build
 * or with the page's structure alone (hashed asset names, the prefix React gives
 * each island's ids from its place in the tree), nor the date the page says it last
 * changed (its structured data's dateModified is this file's date: hashing it would
 * make every dating a change of its own).
 */
export function fingerprint(html) {
  let main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0];
  if (!main) throw new Error('no <main> in the page');
  for (const [, prefix] of main.matchAll(/data-prefix="([^"]+)"/g)) main = main.split(prefix).join('island-');
  return createHash('sha256')
    .update(main.replace(/\/assets\/[^"'\s)]+/g, '/assets/…').replace(/"dateModified":"[^"]*"/g, '"dateModified":…'))
    .digest('hex');
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function main() {
  const { build, isBuildCurrent } = await import('./build.mjs');
  if (!isBuildCurrent()) await build();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: 'pglite://memory',
      LOG_LEVEL: 'warn',
      SITE_URL: 'https://www.secretalia.fr',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      // Two minutes: a new embedded database imports the shipped articles first, slow on a busy machine.
      if (i > 1200 || server.exitCode !== null) throw new Error('the built server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>https:\/\/www\.secretalia\.fr([^<]*)<\/loc>/g)]
      .map(([, page]) => page || '/')
      // The blog and /la-redaction are dated by their articles; the pages of content/pages/ by their import.
      .filter(
        (page) =>
          page !== '/blog' &&
          !page.startsWith('/blog/') &&
          page !== '/la-redaction' &&
          !page.startsWith('/nos-services/') &&
          page !== '/belgique' &&
          page !== '/questions-frequentes',
      );
    const known = JSON.parse(fs.readFileSync(CONTENT_DATES_FILE, 'utf8'));
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    const next = {};
    for (const page of pages) {
      const print = fingerprint(await (await fetch(`${origin}${page}`)).text());
      next[page] = known[page]?.fingerprint === print ? known[page] : { changed: today, fingerprint: print };
      if (next[page] !== known[page]) console.log(`${page}: changed ${today}`);
    }
    fs.writeFileSync(CONTENT_DATES_FILE, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`content-dates.json: ${pages.length} pages`);
    dateSources(today);
  } finally {
    server.kill();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
