import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it } from '../fixtures';

/**
 * Where each ↗ of a button that opens a new tab sits against the button's last line of
 * words: its gap after the last word and the distance between the two middles, in px.
 */
const arrows = (page: Page) =>
  page.locator('.btn.external-link').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .map((button) => {
        const words = button.querySelector('.external-link-text')!;
        // The last piece of visible words (not the screen readers' « (nouvel onglet) »).
        const walker = document.createTreeWalker(words, NodeFilter.SHOW_TEXT);
        let lastText: Node | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() && !node.parentElement?.closest('.visually-hidden')) lastText = node;
        }
        const range = document.createRange();
        range.selectNodeContents(lastText!);
        const lines = [...range.getClientRects()];
        const last = lines[lines.length - 1]!;
        const arrow = button.querySelector('.new-tab svg')!.getBoundingClientRect();
        return {
          text: (words.textContent ?? '').trim(),
          gap: Math.round(arrow.left - last.right),
          offMiddle: Math.round(Math.abs(arrow.top + arrow.height / 2 - (last.top + last.height / 2))),
        };
      }),
  );

describeInBrowser('buttons that open a new tab', () => {
  for (const address of ['/', '/nos-tarifs', '/nos-services']) {
    it(`${address} at 360 px: each ↗ follows the last word of its button, on its line`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width: 360, height: 780, reducedMotion: 'reduce' });
      await page.goto(`${server.url}${address}`);
      const found = await arrows(page);
      expect(found.length).toBeGreaterThan(0);
      for (const arrow of found) {
        expect(arrow.gap, arrow.text).toBeGreaterThanOrEqual(0);
        expect(arrow.gap, arrow.text).toBeLessThanOrEqual(10);
        expect(arrow.offMiddle, arrow.text).toBeLessThanOrEqual(4);
      }
      expect(problems).toEqual([]);
    });
  }
});

describeInBrowser('« Être rappelé » at the end of the pricing page', () => {
  for (const width of [390, 1280]) {
    it(`${width} px: inside the closing panel, under its buttons, clear of the screen's edges`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width, height: 844, reducedMotion: 'reduce' });
      await page.goto(`${server.url}/nos-tarifs`);
      const callback = (await page.locator('details.callback-request[data-cta="rappel-tarifs"]').boundingBox())!;
      const band = (await page.locator('section[aria-labelledby="tarifs-cta-title"] .cta-band').boundingBox())!;
      const buttons = (await page.locator('section[aria-labelledby="tarifs-cta-title"] .button-row').boundingBox())!;
      expect(callback.x).toBeGreaterThan(band.x);
      expect(callback.x + callback.width).toBeLessThan(band.x + band.width);
      expect(callback.y).toBeGreaterThanOrEqual(buttons.y + buttons.height);
      expect(callback.y + callback.height).toBeLessThan(band.y + band.height);
      expect(problems).toEqual([]);
    });
  }
});

/** Two boxes side by side: apart from left to right, on a common band of height. */
const sideBySide = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  (a.x + a.width <= b.x || b.x + b.width <= a.x) && a.y < b.y + b.height && b.y < a.y + a.height;

describeInBrowser('a tablet held upright uses its width', () => {
  for (const width of [768, 900]) {
    it(`${width} px: drawings beside their words, the home page's agenda beside its film`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width, height: 1024, reducedMotion: 'reduce' });
      await page.goto(`${server.url}/`);
      const splits = await page.locator('.split:has(> .split-art)').evaluateAll((elements) =>
        elements.map((split) => {
          const [first, second] = [...split.children].map((child) => {
            const box = child.getBoundingClientRect();
            return { x: box.x, y: box.y, width: box.width, height: box.height };
          });
          return { section: split.closest('section')?.getAttribute('aria-labelledby'), first: first!, second: second! };
        }),
      );
      expect(splits.map((split) => split.section)).toEqual(['mission-title', 'securite-title', 'lieu-title']);
      for (const split of splits) expect(sideBySide(split.first, split.second), split.section!).toBe(true);
      const agenda = (await page.locator('.hero-stage-snippets').boundingBox())!;
      const film = (await page.locator('.hero-film').boundingBox())!;
      expect(sideBySide(agenda, film)).toBe(true);

      for (const address of ['/nos-tarifs', '/nos-services']) {
        await page.goto(`${server.url}${address}`);
        const text = (await page.locator('.page-hero-text').boundingBox())!;
        const art = (await page.locator('.page-hero-art-slot').boundingBox())!;
        expect(sideBySide(text, art), address).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }
});

describeInBrowser('no double gaps on a phone', () => {
  it('390 px: a speciality page’s first heading close under its hero; the questions’ closing panel close under the last answer', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, height: 844, reducedMotion: 'reduce' });
    const bottom = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().bottom);
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);

    await page.goto(`${server.url}/nos-services/pediatrie`);
    // A landing page (issue 48): its benefit blocks right under the hero.
    expect((await top('#landing-benefits-title')) - (await bottom('.page-hero'))).toBeLessThanOrEqual(56);

    await page.goto(`${server.url}/questions-frequentes`);
    // The questions are grouped by theme (issue 48): the last answer is the last question of the page.
    const lastAnswer = await page
      .locator('.article .question')
      .last()
      .evaluate((element) => element.getBoundingClientRect().bottom);
    expect((await top('.cta-band')) - lastAnswer).toBeLessThanOrEqual(96);
    expect(problems).toEqual([]);
  });
});

describeInBrowser('the contact page on a phone', () => {
  it('390 px: the discovery call under the form is one line, as wide as the form card', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, height: 844, reducedMotion: 'reduce' });
    await page.goto(`${server.url}/contact`);
    const call = (await page.locator('.contact-call .btn').boundingBox())!;
    const card = (await page.locator('.form-card').boundingBox())!;
    expect(call.height).toBeLessThanOrEqual(52);
    expect(Math.abs(call.width - card.width)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });
});
