import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser, openPage } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

/**
 * The blog's pagination in a real browser, on a server whose new in-memory
 * database was seeded with the 8 shipped articles: page 1 is the 4 newest
 * (one featured), page 2 the 4 oldest.
 */
const PAGE_1_FEATURED = /^Un démarrage offert/;
const PAGE_2_FIRST = /^Secret médical et RGPD/;

describe.skipIf(!hasBrowser)('blog pagination in the browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const titles = (page: Page) => page.locator('.blog-list :is(.blog-featured-title, .blog-card-title)').allTextContents();
  // The list hydrates on first interaction: the tests click straight away, and the
  // island must take that click (held, then replayed) rather than the browser.

  it('changes page in place: list, address bar and title; back and forward restore them', async () => {
    const { page, problems } = await openPage(browser, { width: 1280 });
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
    expect(await page.title()).toBe('Blog | Secretalia');

    await page.goForward();
    await page.waitForURL(`${server.url}/blog?page=2`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_2_FIRST);

    await page.locator('.pagination-prev').click();
    await page.waitForURL(`${server.url}/blog`);
    await expect.poll(async () => (await titles(page))[0]).toMatch(PAGE_1_FEATURED);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows "Chargement..." while loading, then brings the list into view', async () => {
    const { page, problems } = await openPage(browser, { width: 390, height: 800 });
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

  it('shows a load error in red, and the links still work', async () => {
    const { page, problems } = await openPage(browser, { width: 1280 });
    page.setDefaultTimeout(10_000);
    await page.route('**/api/v1/blog?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'database_unavailable', message: 'Service momentanément indisponible.' } }),
      }),
    );
    await page.goto(`${server.url}/blog`);
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    const alert = page.locator('.blog-list').getByRole('alert');
    await alert.waitFor({ timeout: 5_000 });
    expect(await alert.textContent()).toBe('Impossible de charger les articles (erreur 503)\u00a0: Service momentanément indisponible.');
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
    // The address and the list stay on page 1.
    expect(page.url()).toBe(`${server.url}/blog`);
    expect((await titles(page))[0]).toMatch(PAGE_1_FEATURED);

    await page.unroute('**/api/v1/blog?*');
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await page.waitForURL(`${server.url}/blog?page=2`);
    expect(await page.locator('.blog-list').getByRole('alert').count()).toBe(0);
    // The browser logs the 503 it was served; nothing else.
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
  });

  it('pages through with plain links when JavaScript is off', async () => {
    const { page } = await openPage(browser, { width: 1280, javaScriptEnabled: false });
    await page.goto(`${server.url}/blog`);
    await Promise.all([page.waitForURL(`${server.url}/blog?page=2`), page.getByRole('link', { name: 'Page suivante' }).click()]);
    expect((await titles(page))[0]).toMatch(PAGE_2_FIRST);
  });
});
