// axe-core with the WCAG 2.0/2.1/2.2 A and AA rules, on every route and on the
// states a visitor can bring about: the mobile menu open, each video modal open,
// each form showing its errors.
import { AxeBuilder } from '@axe-core/playwright';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

/** A state to check: how to reach it from a loaded page. */
const STATES = [
  {
    name: 'mobile menu open',
    path: '/',
    width: 390,
    reach: async (page) => {
      await page.locator('details.menu > summary').click();
      await page.locator('details.menu[open] > .menu-panel').waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
    },
  },
  ...[0, 1].map((index) => ({
    name: `video modal ${index + 1} open`,
    path: '/',
    width: 1280,
    reach: async (page) => {
      const island = page.locator('[data-island="VideoCard"]').nth(index);
      const trigger = island.locator('a, button').first();
      await trigger.scrollIntoViewIfNeeded();
      await trigger.click();
      await page.locator('[role="dialog"]:visible, dialog[open]').first().waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
    },
  })),
  ...['/demande-devis', '/contact'].map((path) => ({
    name: 'form errors shown',
    path,
    width: 1280,
    reach: async (page) => {
      const form = page.locator('main form').first();
      await form.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await form.locator('button[type="submit"]').click();
      await page.locator('.field-error').first().waitFor({ state: 'visible' });
    },
  })),
  {
    name: 'newsletter error shown',
    path: '/',
    width: 1280,
    reach: async (page) => {
      const form = page.locator('footer form').first();
      await form.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await form.locator('input[type="email"]').fill('pas-une-adresse');
      await form.locator('button[type="submit"]').click();
      await page.getByText('Veuillez saisir un email valide.').waitFor({ state: 'visible' });
    },
  },
];

export async function runAxe(browser, origin, routes) {
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(origin + route.path, { waitUntil: 'networkidle' });
    rows.push({ where: route.path, problems: await analyse(page, route.path) });
    await context.close();
  }
  for (const state of STATES) {
    const context = await browser.newContext({
      viewport: { width: state.width, height: 900 },
      hasTouch: state.width < 768,
    });
    const page = await context.newPage();
    const where = `${state.path} (${state.name})`;
    try {
      await page.goto(origin + state.path, { waitUntil: 'networkidle' });
      await state.reach(page);
      rows.push({ where, problems: await analyse(page, where) });
    } catch (err) {
      rows.push({ where, problems: [`${where}: could not reach this state: ${err.message.split('\n')[0]}`] });
    }
    await context.close();
  }
  return rows;
}
