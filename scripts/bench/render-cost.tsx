// Bundled and run by scripts/bench/render.mjs (not part of the build): the server's own
// rendering of uncached pages, counted in machine instructions. Two modes:
//   prepare <folder> <inputs> <path>…: a new embedded database with the shipped articles and
//     pages and the example testimonial and team member of docs/examples/ (a site as its owner
//     fills it); each path's loader run as the server runs it (its kept settings and people),
//     its data and the site's settings written to <inputs> (v8.serialize); one JSON line per
//     path on stdout with the database queries a page makes once warm.
//   measure <inputs> <warm-up> <pages>: under callgrind (render.mjs starts it so), each path's
//     page rendered and compressed as an uncached page is (renderPageHtml, then brotli at the
//     uncached setting): every path <warm-up> times; then, path after path, <pages> pages as
//     they are while content does not change, and <pages> pages as the first page after a
//     change of content is. Between stretches it calls getpriority(2), on which callgrind
//     writes a profile (--dump-before=getpriority): one file per stretch, each with the
//     instructions executed in it.
// The measure reads no database: the loaders' data come from prepare, so the count is the
// render's alone, and PGlite (slow to start under valgrind) is not loaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import pino from 'pino';
import type { OwnerFacts } from '../../shared/ownerFacts';
import type { ContactDetails } from '../../shared/contactDetails';
import type { SocialLinks } from '../../shared/site';
import { seedNewEmbeddedDatabase } from '../../server/blog/seed';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrate';
import { loadEnv } from '../../server/env';
import { importPeople } from '../../server/people/import';
import { seedSitePages } from '../../server/landing/seed';
import { loadManifest } from '../../server/render/assets';
import { compressOnce } from '../../server/render/pageCache';
import { renderPageHtml } from '../../server/render/renderPage';
import type { PageContext, SiteContext } from '../../views/context';
import { loadIslandComponents } from '../../views/islands/registry';
import { loadPage, pageRenderer, pageRouteFor } from './serverPages';

const root = process.cwd();
const [mode, ...args] = process.argv.slice(2);

interface Inputs {
  site: {
    siteUrl: string;
    bookingUrl: string;
    videoEmbedUrl: string | undefined;
    social: SocialLinks;
    contact: ContactDetails;
    facts: OwnerFacts;
  };
  pages: { path: string; status: number; data: unknown }[];
}

async function prepare(folder: string, inputsFile: string, paths: string[]): Promise<void> {
  const logger = pino({ level: 'warn' });
  const database = await openDatabase(`pglite://${folder}`);
  const applied = await migrateLatest(database.db);
  await seedNewEmbeddedDatabase(
    database,
    applied,
    logger,
    path.join(root, 'content', 'blog'),
    path.join(root, 'node_modules', '.cache', 'secretalia-bench', 'media'),
  );
  await seedSitePages(database, applied, logger, path.join(root, 'content', 'pages'));
  for (const [kind, dir] of [
    ['testimonials', 'temoignage'],
    ['team', 'equipe'],
  ] as const) {
    const report = await importPeople(database, kind, [path.join(root, 'docs', 'examples', dir)]);
    if (report.errors.length) throw new Error(JSON.stringify(report.errors));
  }
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE_TTL_SECONDS: '0' });
  const renderer = pageRenderer(root, database.db, env, logger);
  let queries = 0;
  database.db.on('query', () => (queries += 1));
  const inputs: Inputs = { site: undefined!, pages: [] };
  for (const pathname of paths) {
    const route = pageRouteFor(pathname);
    const load = async () => {
      const outcome = await loadPage(renderer, database.db, pathname, route);
      const { context } = await renderer.pageContext(pathname);
      return { outcome, context };
    };
    await load();
    // What a page asks the database once what every page shows is kept: its own data.
    queries = 0;
    const { outcome, context } = await load();
    const { siteUrl, bookingUrl, videoEmbedUrl, social, contact, facts } = context;
    inputs.site = { siteUrl, bookingUrl, videoEmbedUrl, social, contact, facts };
    inputs.pages.push({ path: pathname, status: outcome.status ?? 200, data: outcome.data });
    process.stdout.write(`${JSON.stringify({ path: pathname, queries })}\n`);
  }
  fs.writeFileSync(inputsFile, v8.serialize(inputs));
  await database.close();
}

/** A full collection (node --expose-gc, given by render.mjs). */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

/** Where callgrind cuts the count (--dump-before=getpriority): a call of getpriority(2). */
const mark = () => os.getPriority();

async function measure(inputsFile: string, warmup: number, pages: number): Promise<void> {
  const inputs = v8.deserialize(fs.readFileSync(inputsFile)) as Inputs;
  const site: SiteContext = {
    deployment: {},
    ...inputs.site,
    assets: loadManifest(path.join(root, 'dist')),
    islands: await loadIslandComponents(),
  };
  const renderOne = async ({ path: pathname, data }: Inputs['pages'][number], shared: SiteContext = site) => {
    const { route } = pageRouteFor(pathname);
    const context: PageContext = { ...shared, path: pathname, site: shared };
    const body = await renderPageHtml(context, route.element(data as never), undefined, route.layout);
    return compressOnce(body, 'br').length;
  };
  // Every route rendered <warm-up> times, round after round, before any is counted: the code
  // the pages run is compiled by then, so that no compilation falls among one route's pages.
  for (let round = 0; round < warmup; round++) for (const page of inputs.pages) await renderOne(page);
  mark();
  for (const page of inputs.pages) {
    // Each stretch from a heap just collected: a full collection that would fall among one
    // route's pages in one run and not in the next would move its count by half.
    collect();
    mark();
    let bytes = 0;
    for (let i = 0; i < pages; i++) bytes += await renderOne(page);
    mark();
    // The first page after a change of content: new objects for the settings (the renderer's
    // new site context) and for the data the loaders keep, under which nothing is kept yet
    // (views/components/Static.tsx): each part is made again.
    const changed = Array.from({ length: pages }, () => ({ ...page, data: structuredClone(page.data) }));
    collect();
    mark();
    for (const again of changed) await renderOne(again, { ...site });
    mark();
    process.stdout.write(`${JSON.stringify({ path: page.path, bytes: Math.round(bytes / pages) })}\n`);
  }
}

if (mode === 'prepare') await prepare(args[0]!, args[1]!, args.slice(2));
else await measure(args[0]!, Number(args[1]), Number(args[2]));
