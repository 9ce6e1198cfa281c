// The states a visitor can bring about, which no address serves: the mobile menu open,
// each video dialog open, each form showing its errors, a form sent. Axe reads each as
// the browser shows it, the Nu checker the document as it then is.

const consentTicked = async (page, prefix) => {
  // A click that lands while the island's code loads is held, then replayed: the box ticks a moment later.
  const consent = page.locator(`#${prefix}-acceptPolicy`);
  await consent.click();
  await page.waitForFunction((id) => document.getElementById(id)?.checked, `${prefix}-acceptPolicy`);
};

/** A state to check: where it starts, at which width, and how to reach it from the loaded page. */
export const STATES = [
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
    name: `video dialog ${index + 1} open`,
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
    name: 'form sent',
    path: '/contact',
    width: 1280,
    reach: async (page) => {
      await page.fill('#contact-nom', 'Dr Paul Mercier');
      await page.fill('#contact-email', 'paul.mercier@exemple.fr');
      await page.fill('#contact-telephone', '01 23 45 67 89');
      await page.fill('#contact-cabinet', 'Centre médical Pasteur');
      await page.fill('#contact-ville', '75011');
      await page.fill('#contact-message', 'Bonjour, pouvez-vous me rappeler jeudi matin ?');
      await consentTicked(page, 'contact');
      await page.locator('form:has(#contact-nom) button[type="submit"]').click();
      await page.getByText('Votre message a été envoyé avec succès').waitFor({ state: 'visible' });
    },
  },
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
  {
    name: 'newsletter sent',
    path: '/blog',
    width: 390,
    reach: async (page) => {
      const form = page.locator('footer form').first();
      await form.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await form.locator('input[type="email"]').fill('lecteur@exemple.fr');
      await form.locator('button[type="submit"]').click();
      const message = page.locator('.newsletter-message-success');
      await message.waitFor({ state: 'visible' });
      // Focused, the message scrolls to the top, the footer's links above it under the sticky
      // header, which axe's target-size counts as obscured: the message in the middle, as a reader sees it.
      await message.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    },
  },
];

/**
 * Reaches each state (of the pages `paths`, else all) in its own browser context;
 * `check(page, where)` reads it there. A state that cannot be reached is a problem of its own.
 */
export async function visitStates(browser, origin, check, paths) {
  const rows = [];
  for (const state of STATES.filter((s) => !paths || paths.includes(s.path))) {
    const context = await browser.newContext({
      viewport: { width: state.width, height: 900 },
      hasTouch: state.width < 768,
    });
    const page = await context.newPage();
    const where = `${state.path} (${state.name})`;
    try {
      await page.goto(origin + state.path, { waitUntil: 'networkidle' });
      await state.reach(page);
      rows.push({ where, ...(await check(page, where)) });
    } catch (err) {
      rows.push({ where, problems: [`${where}: could not reach this state: ${err.message.split('\n')[0]}`] });
    }
    await context.close();
  }
  return rows;
}
