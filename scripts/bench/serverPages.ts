// Shared by the benches that render pages with the server's own code in their own process
// (render-floor.tsx, render-cost.tsx): the page renderer as server/app.ts builds it, the page
// cache off, and a page's loader run as server/routing/router.ts runs it.
import path from 'node:path';
import type { Knex } from 'knex';
import { match } from 'path-to-regexp';
import { landingRepo } from '../../server/landing/repo';
import { peopleRepo } from '../../server/people/repo';
import { loadManifest } from '../../server/render/assets';
import { PageCache } from '../../server/render/pageCache';
import { createPageRenderer, type PageRenderer, type PageRendererDeps } from '../../server/render/pageRenderer';
import type { PageRoute, Route } from '../../server/routing/route';
import { routes } from '../../server/routes';
import { settingsRepo } from '../../server/settings/repo';

/** The renderer over `db`, with the build of `root/dist` and no page cache. */
export function pageRenderer(root: string, db: Knex, env: PageRendererDeps['env'], logger: PageRendererDeps['logger']) {
  return createPageRenderer({
    env,
    manifest: loadManifest(path.join(root, 'dist')),
    settings: settingsRepo(db),
    people: peopleRepo(db),
    landing: landingRepo(db),
    logger,
    pageCache: new PageCache(0),
  });
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
  renderer: PageRenderer,
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
        settings: renderer.settings,
        people: renderer.people,
        landing: renderer.landing,
      })
    : { data: {} };
  if (!('data' in outcome)) throw new Error(`${pathname} is not a page`);
  return outcome;
}
