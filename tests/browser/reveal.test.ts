import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it, test } from '../fixtures';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

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

describeInBrowser('scroll reveal', () => {
  it('hides nothing on screen, fades the rest in once as it comes into view, and keeps it', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
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

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100);
    await expect(
      page.$eval(`[aria-labelledby="${target.id}"]`, (node) => node.classList.contains('is-revealed')),
    ).resolves.toBe(true);
    // Everything is reachable: scrolled through, every section ends up shown.
    for (let y = 0; y < 12_000; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.reveal')].every((node) => node.classList.contains('is-revealed')),
    );
    expect(problems).toEqual([]);
    // The file's server starts within this first test: on a busy 2-core machine, past 30 s.
  }, 90_000);

  it.for([
    ['with reduced motion', { reducedMotion: 'reduce' as const }],
    ['without JavaScript', { javaScriptEnabled: false }],
  ] as const)('shows every section at once %s', async ([, options], { server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800, ...options });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => document.documentElement.classList.contains('reveal-ready'))).resolves.toBe(false);
    const all = await sections(page);
    expect(all.every((section) => section.opacity === 1)).toBe(true);
    expect(problems).toEqual([]);
  });
});
