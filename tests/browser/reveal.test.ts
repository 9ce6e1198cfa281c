import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { openWidgetPage } from './support';

/** Each `.reveal` section: where it is, whether it is marked shown, and its opacity now. */
const sections = (page: Page) =>
  page.$$eval('.reveal', (nodes) =>
    nodes.map((node) => ({
      id: node.getAttribute('aria-labelledby'),
      top: node.getBoundingClientRect().top + window.scrollY,
      revealed: node.classList.contains('is-revealed'),
      opacity: Number(getComputedStyle(node).opacity),
    })),
  );

describe.skipIf(!hasBrowser)('scroll reveal', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('hides nothing on screen, fades the rest in once as it comes into view, and keeps it', async () => {
    const { page, problems } = await openWidgetPage(browser, { width: 1280, height: 800 });
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => document.documentElement.classList.contains('reveal-ready'));
    const initial = await sections(page);
    expect(initial.length).toBeGreaterThan(4);
    for (const section of initial) {
      // On screen at load: shown, never hidden; below the fold: waiting, invisible.
      if (section.top < 800) expect(section, String(section.id)).toMatchObject({ revealed: true, opacity: 1 });
      else expect(section, String(section.id)).toMatchObject({ revealed: false, opacity: 0 });
    }
    const target = initial.find((s) => s.top > 1600)!;
    await page.locator(`[aria-labelledby="${target.id}"]`).scrollIntoViewIfNeeded();
    await page.waitForFunction((id) => {
      const node = document.querySelector(`[aria-labelledby="${id}"]`)!;
      return node.classList.contains('is-revealed') && getComputedStyle(node).opacity === '1';
    }, target.id);
    // Fade-up of 16 px over 400 ms, ease-out.
    const style = await page.$eval(`[aria-labelledby="${target.id}"]`, (node) => {
      const computed = getComputedStyle(node);
      return { property: computed.transitionProperty, duration: computed.transitionDuration, easing: computed.transitionTimingFunction };
    });
    expect(style).toEqual({ property: 'opacity, transform', duration: '0.4s, 0.4s', easing: 'ease-out, ease-out' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100);
    await expect(page.$eval(`[aria-labelledby="${target.id}"]`, (node) => node.classList.contains('is-revealed'))).resolves.toBe(true);
    // Everything is reachable: scrolled through, every section ends up shown.
    for (let y = 0; y < 12_000; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => [...document.querySelectorAll('.reveal')].every((node) => node.classList.contains('is-revealed')));
    expect(problems).toEqual([]);
  });

  it.each([
    ['with reduced motion', { reducedMotion: 'reduce' as const }],
    ['without JavaScript', { javaScriptEnabled: false }],
  ])('shows every section at once %s', async (_label, options) => {
    const { page, problems } = await openWidgetPage(browser, { width: 1280, height: 800, ...options });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => document.documentElement.classList.contains('reveal-ready'))).resolves.toBe(false);
    const all = await sections(page);
    expect(all.every((section) => section.opacity === 1)).toBe(true);
    expect(problems).toEqual([]);
  });
});
