import { expect } from 'vitest';
import { describeInBrowser, it } from '../fixtures';

/**
 * Issue 48 (docs/decisions/064-pages-that-decide.md): the home page decides on a phone, and the
 * phone number is one tap away in the header at every width.
 */
describeInBrowser('the home page on a phone', () => {
  it('390 px: under 8,000 px tall, the service (the call filtered, the slot filled) and the quote in the first screen', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, height: 844, reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(8_000);
    for (const selector of ['.snippet-call', '.agenda-slot-new', '.hero .btn-cta']) {
      const box = (await page.locator(selector).first().boundingBox())!;
      expect(box.y + box.height, selector).toBeLessThanOrEqual(844);
    }
    expect(problems).toEqual([]);
  });

  it('1280 px: three actions in the hero, one of them primary (coral)', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800, reducedMotion: 'reduce' });
    await page.goto(`${server.url}/`);
    // The buttons and links that take the doctor somewhere; the short film is the service shown, not one.
    const actions = await page
      .locator('.hero')
      .locator('a.btn, a.arrow-link, summary')
      .evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).map((e) => e.className));
    expect(actions).toHaveLength(3);
    expect(actions.filter((name) => name.includes('btn-cta'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describeInBrowser('the phone number in the header', () => {
  for (const width of [320, 390, 768]) {
    it(`${width} px: a tel: link visible in the header, clear of the menu button, tapped in one go`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width, height: 800, reducedMotion: 'reduce' });
      await page.goto(`${server.url}/nos-tarifs`);
      const phone = page.locator('.site-header .header-inner > a[href^="tel:"]');
      await expect(phone.isVisible()).resolves.toBe(true);
      await expect(phone.getAttribute('href')).resolves.toMatch(/^tel:\+\d+$/);
      // Said to screen readers with its number, even where only its icon shows.
      await expect(phone.evaluate((link) => link.textContent)).resolves.toMatch(/^Appeler\sle\s*\+\d/);
      const call = (await phone.boundingBox())!;
      const menu = (await page.locator('.menu-button').boundingBox())!;
      expect(call.width).toBeGreaterThanOrEqual(44);
      expect(call.height).toBeGreaterThanOrEqual(44);
      expect(call.x + call.width).toBeLessThanOrEqual(menu.x - 4);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
    });
  }
});
