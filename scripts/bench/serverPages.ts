// Shared by the benches that render pages with the server's own code in their own process
// (render-floor.tsx, render-cost.tsx): the page renderer as server/app.ts builds it, the page
// cache off, and a page's loader run as server/routing/router.ts runs it.
import path from 'node:path';
import type { Knex } from 'knex';
import { match } from 'path-to-regexp';
import { contentChanges } from '../../server/content/changed';
import { keptContent, type KeptContent } from '../../server/routing/keptContent';
import { loadManifest } from '../../server/render/assets';
import { createPageRenderer, type PageRenderer, type PageRendererDeps } from '../../server/render/pageRenderer';
import type { PageRoute, Route } from '../../server/routing/route';
import { routes } from '../../server/routes';

/** The renderer over `db`, with the build of `root/dist` and no page cache, and the content its loaders read. */
export function pageRenderer(
  root: string,
  db: Knex,
  env: PageRendererDeps['env'],
  logger: PageRendererDeps['logger'],
): PageRenderer & { content: KeptContent } {
  const content = keptContent(db, contentChanges());
  const renderer = createPageRenderer({
    env,
    manifest: loadManifest(path.join(root, 'dist')),
    settings: content.settings,
    logger,
  });
  return { ...renderer, content };
}

/** The page route that answers `pathname`, and its parameters. */
export function pageRouteFor(pathname: string): { route: PageRoute<unknown>; params: Record<string, string> } {
  for (const route of routes as Route[]) {
    if (!('element' in route)) continue;
    const found = match(route.path)(pathname);
    if (found) return { route: route as PageRoute<unknown>, params: found.params as Record<string, string> };
  }
  throw new Error(`no page route for ${pathname}`);
}

/** What the route's loader gives for `pathname`, with the kept settings, people and pages: a page, not a redirect. */
export async function loadPage(
  { content }: { content: KeptContent },
  db: Knex,
  pathname: string,
  { route, params }: ReturnType<typeof pageRouteFor>,
) {
  const outcome = route.load
    ? await route.load({
        path: pathname,
        staff: null,
        params,
        query: new URLSearchParams(),
        db,
        ...content,
      })
    : { data: {} };
  if (!('data' in outcome)) throw new Error(`${pathname} is not a page`);
  return outcome;
}
