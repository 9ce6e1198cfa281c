// Starts the built site on a fresh embedded database for the quality checks,
// and lists the routes to check.
import { startProcess } from '../bench/lib.mjs';

export async function startSite() {
  // LOG_LEVEL=error keeps the report readable; the checks see every response anyway.
  const { child, port } = await startProcess(['dist/server/index.js'], {
    DATABASE_URL: 'pglite://memory',
    LOG_LEVEL: 'error',
  });
  const origin = `http://127.0.0.1:${port}`;
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** Each route's HTML as served, read once for the checks that read markup (html, nu, structured). */
export async function fetchPages(origin, routes) {
  return Promise.all(routes.map(async (route) => ({ route, html: await (await fetch(origin + route.path)).text() })));
}

/** The routes of the quality gates, with one real article taken from the API. */
export async function routesToCheck(origin) {
  const blog = await (await fetch(`${origin}/api/v1/blog`)).json();
  const article = blog.data?.[0]?.slug;
  return [
    { path: '/', status: 200 },
    { path: '/nos-services', status: 200 },
    // The pages of content/pages/: every speciality, Belgium, the questions. The specialities
    // share one template and one script (LandingPage, none but the header's): Lighthouse
    // scores the first, every other check reads them all.
    ...[
      'medecine-generale',
      'ophtalmologie',
      'gynecologie',
      'pediatrie',
      'dermatologie',
      'psychiatrie',
      'chirurgie',
      'centres-medicaux',
    ].map((slug, index) => ({
      path: `/nos-services/${slug}`,
      status: 200,
      ...(index > 0 ? { template: '/nos-services/medecine-generale' } : {}),
    })),
    { path: '/belgique', status: 200 },
    { path: '/questions-frequentes', status: 200 },
    { path: '/pourquoi-secretalia', status: 200 },
    { path: '/nos-tarifs', status: 200 },
    { path: '/demande-devis', status: 200 },
    { path: '/contact', status: 200 },
    { path: '/blog', status: 200 },
    ...(blog.total > 4 ? [{ path: '/blog?page=2', status: 200, template: '/blog' }] : []),
    ...(article ? [{ path: `/blog/${article}`, status: 200 }] : []),
    { path: '/la-redaction', status: 200 },
    { path: '/mentions-legales', status: 200 },
    { path: '/politique-de-confidentialite', status: 200 },
    { path: '/page-introuvable-verification', status: 404, label: '404' },
  ];
}

export { CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
