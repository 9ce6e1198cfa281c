import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it } from '../fixtures';

/**
 * The blog's pagination in a real browser, on a server whose new in-memory
 * database was seeded with the 8 shipped articles: page 1 is the 4 newest
 * (one featured), page 2 the 4 oldest.
 */
const PAGE_1_FEATURED = /^Un démarrage offert/;
const PAGE_2_FIRST = /^Secret médical et RGPD/;

describeInBrowser('blog pagination in the browser', () => {
  const titles = (page: Page) =>
    page.locator('.blog-list :is(.blog-featured-title, .blog-card-title)').allTextContents();
  // The list hydrates on first interaction: the tests click straight away, and the
  // island must take that click (held, then replayed) rather than the browser.

  it('changes page in place: list, address bar and title; back and forward restore them', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    await page.goto(`${server.url}/blog`);
    expect(await titles(page)).toHaveLength(4);
    expect((await titles(page))[0]).toMatch(PAGE_1_FEATURED);
    // Survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${server.url}/blog?page=2`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_2_FIRST);
    expect(await titles(page)).toHaveLength(4);
    expect(await page.locator('.blog-featured').count()).toBe(0);
    expect(await page.title()).toBe('Blog – page 2 | Secretalia');
    expect(await page.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.pagination-next').getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.goBack();
    await page.waitForURL(`${server.url}/blog`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_1_FEATURED);
    expect(await page.title()).toBe('Blog\u00a0: conseils pour votre secrétariat médical | Secretalia');

    await page.goForward();
    await page.waitForURL(`${server.url}/blog?page=2`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_2_FIRST);

    await page.locator('.pagination-prev').click();
    await page.waitForURL(`${server.url}/blog`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_1_FEATURED);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows the covers of a page loaded from the API as responsive images, the phone fetching a small AVIF', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, height: 844, deviceScaleFactor: 2 });
    const images: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/media/'))
        images.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
    });
    await page.goto(`${server.url}/blog`);
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${server.url}/blog?page=2`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_2_FIRST);
    const cards = page.locator('.blog-card');
    expect(await cards.count()).toBe(4);
    for (const card of await cards.all()) {
      // Rendered in the browser from /api/v1/blog: the same <picture> as the server's.
      expect(await card.locator('picture source[type="image/avif"]').getAttribute('srcset')).toMatch(
        /^\/media\/[0-9a-f]{32}\.avif 480w, /,
      );
      expect(await card.locator('picture source[type="image/webp"]').getAttribute('srcset')).toMatch(/ 2000w$/);
      expect(await card.locator('svg.media-placeholder rect').getAttribute('fill')).toMatch(/^#[0-9a-f]{6}$/);
      const img = card.locator('picture img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      // 358 CSS px at twice the density: the 800 px AVIF, not the largest file.
      const chosen = await img.evaluate((el: HTMLImageElement) => {
        const srcset = el.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!;
        const path = new URL(el.currentSrc).pathname;
        return srcset.split(', ').find((entry) => entry.startsWith(`${path} `));
      });
      expect(chosen).toMatch(/\.avif 800w$/);
    }
    expect(images.length).toBeGreaterThan(0);
    expect(images.every((image) => image.type === 'image/avif')).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows "Chargement..." while loading, then brings the list into view', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, height: 800 });
    page.setDefaultTimeout(10_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/blog?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/blog`);
    const next = page.locator('.pagination-next');
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect.poll(() => page.locator('.blog-list [role="status"]').textContent()).toBe('Chargement...');
    release();
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_2_FIRST);
    expect(await page.locator('.blog-list [role="status"]').textContent()).toBe('');
    // Scrolled (at once, motion reduced) to the top of the list, below the sticky header.
    const top = await page.locator('.blog-list').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    expect(problems).toEqual([]);
  });

  it('shows a load error in red, and the links still work', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280 });
    page.setDefaultTimeout(10_000);
    await page.route('**/api/v1/blog?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'database_unavailable', message: 'Service momentanément indisponible.' },
        }),
      }),
    );
    await page.goto(`${server.url}/blog`);
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    const alert = page.locator('.blog-list').getByRole('alert');
    await alert.waitFor({ timeout: 5_000 });
    // A sentence, the API's own words, never a status code.
    expect(await alert.textContent()).toBe(
      'Impossible de charger les articles pour le moment\u00a0: Service momentanément indisponible.',
    );
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    // The address and the list stay on page 1.
    expect(page.url()).toBe(`${server.url}/blog`);
    expect((await titles(page))[0]).toMatch(PAGE_1_FEATURED);

    // A proxy's page instead of the API's answer: a sentence too, nothing of its text.
    await page.unroute('**/api/v1/blog?*');
    await page.route('**/api/v1/blog?*', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect
      .poll(() => alert.textContent())
      .toBe('Impossible de charger les articles pour le moment. Réessayez dans quelques instants.');

    await page.unroute('**/api/v1/blog?*');
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${server.url}/blog?page=2`);
    expect(await page.locator('.blog-list').getByRole('alert').count()).toBe(0);
    // The browser logs the 503 it was served; nothing else.
    expect(problems.filter((p) => !p.includes('503') && !p.includes('502'))).toEqual([]);
  });

  it('pages through with plain links when JavaScript is off', async ({ server, openPage }) => {
    const { page } = await openPage({ width: 1280, javaScriptEnabled: false });
    await page.goto(`${server.url}/blog`);
    await Promise.all([
      page.waitForURL(`${server.url}/blog?page=2`),
      page.getByRole('link', { name: 'Suivant', exact: true }).click(),
    ]);
    expect((await titles(page))[0]).toMatch(PAGE_2_FIRST);
  });

  it('leaves no empty cell beside the last card of page 1 (three cards, two columns)', async ({ server, openPage }) => {
    const { page } = await openPage({ width: 1024 });
    await page.goto(`${server.url}/blog`);
    const cards = await page
      .locator('.blog-grid > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const grid = await page
      .locator('.blog-grid')
      .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(cards).toHaveLength(3);
    // Two side by side, then the third across the whole row.
    expect(cards[0]!.top).toBe(cards[1]!.top);
    expect(Math.round(cards[2]!.width)).toBe(Math.round(grid.width));
  });
});

describeInBrowser('an article page', () => {
  it('names its title once and sets its text 60 to 75 characters a line', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280 });
    await page.goto(`${server.url}/blog/week-end-et-appels-urgents`);
    const title = (await page.locator('h1').textContent())!;
    expect(await page.getByText(title, { exact: true }).count()).toBe(1);
    await page.evaluate(() => document.fonts.ready);
    // Characters on each full line of the paragraphs (a paragraph's last line is left out).
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll('.article-body > p')].flatMap((paragraph) => {
        const perLine = new Map<number, number>();
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < node.textContent!.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (rect) perLine.set(Math.round(rect.top), (perLine.get(Math.round(rect.top)) ?? 0) + 1);
          }
        }
        return [...perLine.values()].slice(0, -1);
      }),
    );
    lines.sort((a, b) => a - b);
    expect(lines.length).toBeGreaterThan(10);
    const median = lines[Math.floor(lines.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(60);
    expect(median).toBeLessThanOrEqual(75);
    expect(lines.at(-1)).toBeLessThanOrEqual(80);
    expect(problems).toEqual([]);
  });
});
