// Bundled and run by scripts/bench/pages.mjs (not part of the build): where an uncached
// page's time goes, in this process, with the server's own code. For each address:
// its loader (database), the data every page shows, React's own render of the
// page's tree (renderToString: the floor), our render of the same tree
// (renderToPipeableStream, as the server does) and the compression of the result.
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrate';
import { seedNewEmbeddedDatabase } from '../../server/blog/seed';
import { loadEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { compressOnce } from '../../server/render/pageCache';
import { pageTree } from '../../server/render/renderPage';
import { renderToHtml } from '../../server/render/renderToHtml';
import { loadPage, pageRenderer, pageRouteFor } from './serverPages';

export interface Stage {
  stage: string;
  /** Mean time per page, in microseconds. */
  micros: number;
}

/** Runs `work` for about `ms` milliseconds after a warm-up; its mean time in microseconds. */
async function time(work: () => unknown, ms: number): Promise<number> {
  const warmUntil = performance.now() + Math.min(300, ms / 3);
  while (performance.now() < warmUntil) await work();
  let runs = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    await work();
    runs += 1;
  }
  return ((performance.now() - started) * 1000) / runs;
}

export async function profile(root: string, pathnames: string[], ms: number): Promise<Record<string, Stage[]>> {
  const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'pglite://memory', LOG_LEVEL: 'warn' });
  const logger = createLogger('warn');
  const database = await openDatabase(env.DATABASE_URL);
  const applied = await migrateLatest(database.db);
  await seedNewEmbeddedDatabase(
    database,
    applied,
    logger,
    path.join(root, 'content', 'blog'),
    path.join(root, 'data', 'cache', 'media'),
  );
  const renderer = pageRenderer(root, database.db, env, logger);
  const result: Record<string, Stage[]> = {};
  for (const pathname of pathnames) {
    const found = pageRouteFor(pathname);
    const { route } = found;
    const load = async () => (await loadPage(renderer, database.db, pathname, found)).data;
    const data = await load();
    const { context } = await renderer.pageContext(pathname);
    const tree = () => pageTree(context, route.element(data), route.layout);
    const html = await renderToHtml(tree());
    result[pathname] = [
      { stage: 'loader (database)', micros: await time(load, ms) },
      { stage: 'data of every page', micros: await time(() => renderer.pageContext(pathname), ms) },
      { stage: 'React renderToString (floor)', micros: await time(() => renderToString(tree()), ms) },
      { stage: 'our render (stream, whole page)', micros: await time(() => renderToHtml(tree()), ms) },
      { stage: 'brotli (uncached setting)', micros: await time(() => compressOnce(html, 'br'), ms) },
    ];
  }
  await database.close();
  return result;
}
