import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it } from '../fixtures';

/** Where the quote form's first field ends, in CSS pixels from the top of the page. */
const firstFieldBottom = (page: Page) =>
  page.locator('#devis-nom').evaluate((field) => field.getBoundingClientRect().bottom + window.scrollY);

describeInBrowser('what a visitor sees in the first screen', () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const address of ['/demande-devis', '/demande-devis?formule=collectif']) {
      const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
      it(`${address}, ${mode}: the first field within the first screen at 1280×800, 1.5 screens at 390×844`, async ({
        server,
        openPage,
      }) => {
        const desktop = await openPage({ width: 1280, height: 800, javaScriptEnabled });
        await desktop.page.goto(`${server.url}${address}`);
        await expect(firstFieldBottom(desktop.page)).resolves.toBeLessThanOrEqual(800);
        // What happens next, beside the form rather than under it.
        const aside = (await desktop.page.getByRole('heading', { name: 'Et ensuite ?' }).boundingBox())!;
        const form = (await desktop.page.locator('#devis-formulaire').boundingBox())!;
        expect(aside.x).toBeGreaterThan(form.x + form.width);
        expect(desktop.problems).toEqual([]);

        const phone = await openPage({ width: 390, height: 844, javaScriptEnabled });
        await phone.page.goto(`${server.url}${address}`);
        await expect(firstFieldBottom(phone.page)).resolves.toBeLessThanOrEqual(1.5 * 844);
        expect(phone.problems).toEqual([]);
      });
    }
  }

  it('a plan carried from the pricing page is said as the choice made, the cards one click away', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
    await page.goto(`${server.url}/demande-devis?formule=collectif`);
    const summary = page.locator('.plan-picker-summary');
    await expect(summary.innerText()).resolves.toMatch(/^Formule\s*:\s*COLLECTIF\s*·?\s*modifier$/);
    await expect(page.locator('.plan-card[data-plan="standard"]').isVisible()).resolves.toBe(false);
    // The first click may also wake the island: it is replayed once hydrated, hence the wait.
    await summary.click();
    await page.locator('.plan-card[data-plan="standard"]').waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
  });
});

describeInBrowser('the home page’s agenda at phone widths', () => {
  for (const width of [320, 360, 390, 430]) {
    it(`${width} px: « RDV confirmé » sits inside its slot, clear of « Nouveau patient » and of the slot above`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width, height: 844, reducedMotion: 'reduce' });
      await page.goto(`${server.url}/`);
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      const pill = await box('.snippet-confirmed');
      const label = await box('.agenda-slot-new .agenda-label');
      // On a phone the compact product view keeps the new slot alone (client/styles/home.css): no slot above it then.
      const above = await page.locator('.agenda-slot:has(+ .agenda-slot-new) .agenda-bar').first().boundingBox();
      const slot = await box('.agenda-slot-new .agenda-bar');
      const apart = (a: typeof pill, b: typeof pill) =>
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart(pill, label), 'the pill and the slot’s words').toBe(true);
      if (above) expect(apart(pill, above), 'the pill and the slot above').toBe(true);
      // Inside the filled slot, not astride its edge.
      expect(pill.x).toBeGreaterThanOrEqual(slot.x);
      expect(pill.y).toBeGreaterThanOrEqual(slot.y);
      expect(pill.x + pill.width).toBeLessThanOrEqual(slot.x + slot.width);
      expect(pill.y + pill.height).toBeLessThanOrEqual(slot.y + slot.height);
      expect(problems).toEqual([]);
    });
  }
});

describeInBrowser('trust where the eye lands first', () => {
  it('at 1280 px the header shows the phone number from the contact settings, as a tel: link', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
    await page.goto(`${server.url}/`);
    const phone = page.locator('header.site-header a[href^="tel:"]').first();
    await expect(phone.isVisible()).resolves.toBe(true);
    await expect(phone.getAttribute('href')).resolves.toBe('tel:+33199001234');
    await expect(phone.innerText()).resolves.toMatch(/\+33\s1\s99\s00\s12\s34/);
    expect(problems).toEqual([]);
  });
});
