// Starts the built site on a fresh embedded database for the quality checks,
// and lists the routes to check.
import { startProcess } from '../bench/lib.mjs';

export async function startSite() {
  // LOG_LEVEL=error keeps the report readable; the checks see every response anyway.
  const { child, port } = await startProcess(
    ['dist/server/index.js'],
    {
      DATABASE_URL: 'pglite://memory',
      LOG_LEVEL: 'error',
    },
    '/healthz',
    { startSeconds: 180 },
  );
  const origin = `http://127.0.0.1:${port}`;
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** Each route's HTML as served, read once for the checks that read markup (html, nu, structured). */
export async function fetchPages(origin, routes) {
  return Promise.all(routes.map(async (route) => ({ route, html: await (await fetch(origin + route.path)).text() })));
}

/**
 * The routes of the quality gates: every address of the sitemap, the header on its own
 * (docs/SPEC.md's /header), the blog's second page and a missing page. Pages sharing
 * another's template and scripts name it (`template`): Lighthouse scores one page per
 * template, every other check reads them all. /header is not indexed, which Lighthouse's
 * SEO category counts against a page: it is not scored.
 */
export async function routesToCheck(origin) {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc.replace(/&amp;/g, '&')).pathname,
  );
  const blog = await (await fetch(`${origin}/api/v1/blog`)).json();
  const firstOf = new Map();
  const routes = listed.map((path) => {
    // The specialities share LandingPage (no script but the header's); the articles share theirs.
    const family = /^\/nos-services\/[^/]+$/.test(path)
      ? 'speciality'
      : /^\/blog\/[^/]+$/.test(path)
        ? 'article'
        : undefined;
    const first = family && firstOf.get(family);
    if (family && !first) firstOf.set(family, path);
    return { path, status: 200, ...(first ? { template: first } : {}) };
  });
  return [
    ...routes,
    ...(blog.total > 4 ? [{ path: '/blog?page=2', status: 200, template: '/blog' }] : []),
    { path: '/header', status: 200, lighthouse: false },
    { path: '/page-introuvable-verification', status: 404, label: '404' },
  ];
}

export { CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
