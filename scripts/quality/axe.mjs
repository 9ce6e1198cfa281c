// axe-core with the WCAG 2.0/2.1/2.2 A and AA rules and its best practices (one main
// landmark, one h1, landmarks at the top level…), on every route and on the states a
// visitor can bring about (scripts/quality/states.mjs). With `snapshot`, each state's
// document is kept as it then is, for the Nu checker.
import { AxeBuilder } from '@axe-core/playwright';
import { visitStates } from './states.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function analyse(page, where) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Axe on every route and every state (of the pages `statesOf`, else all); `axe: false`
 * only keeps the states' documents.
 */
export async function runAxe(browser, origin, routes, { axe = true, snapshot = false, statesOf } = {}) {
  const rows = [];
  if (axe)
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(origin + route.path, { waitUntil: 'networkidle' });
      rows.push({ where: route.path, problems: await analyse(page, route.path) });
      await context.close();
    }
  const states = await visitStates(
    browser,
    origin,
    async (page, where) => ({
      problems: axe ? await analyse(page, where) : [],
      ...(snapshot
        ? { html: `<!DOCTYPE html>\n${await page.content().then((html) => html.replace(/^<!DOCTYPE html>/i, ''))}` }
        : {}),
    }),
    statesOf,
  );
  return {
    rows: [...rows, ...states],
    snapshots: states.filter((s) => s.html).map((s) => ({ route: { path: s.where }, html: s.html })),
  };
}
