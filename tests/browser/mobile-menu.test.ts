import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { islandChunks } from '../helpers/bundle';
import { distDir } from '../helpers/testApp';
import type { AssetManifest } from '../../views/context';
import { describeInBrowser, it } from '../fixtures';

describeInBrowser('mobile menu at 390 px', () => {
  it.for(['reduce', 'no-preference'] as const)('motion %s: focus moves into the menu as it opens, and Tab and Shift+Tab stay there', async (reducedMotion, { server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, reducedMotion });
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    const insideMenu = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await expect.poll(insideMenu, { timeout: 2_000 }).toBe(true);
    for (const key of ['Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      await expect(insideMenu(), key).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('opens, closes on Escape and gives focus back to its button, with no console error', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, hasTouch: true });
    await page.goto(`${server.url}/`);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    // The desktop links are hidden at this width; the panel is closed.
    await expect(page.locator('.main-nav').isVisible()).resolves.toBe(false);
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.isVisible()).resolves.toBe(false);

    await button.tap();
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // Focus moved into the panel.
    await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(true);
    await expect(panel.getByRole('link', { name: 'Nos Tarifs' }).isVisible()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.classList.contains('menu-button'))).resolves.toBe(true);

    expect(problems).toEqual([]);
  });

  it('keeps Tab inside the open panel and closes on the backdrop and on a link', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390 });
    await page.goto(`${server.url}/`);
    const button = page.getByRole('button', { name: 'Menu', exact: true });
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(true);
    }
    await page.mouse.click(20, 400);
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });

    await button.click();
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    await Promise.all([page.waitForURL(/\/nos-tarifs$/), panel.getByRole('link', { name: 'Nos Tarifs' }).click()]);
    expect(problems).toEqual([]);
  });

  it('loads React and the menu only when the visitor reaches for the menu', async ({ server, openPage }) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'manifest.json'), 'utf8')) as AssetManifest;
    const menuChunk = islandChunks('MobileMenu').own;
    const { page, problems } = await openPage({ width: 390 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The 404 page has no island but the header's menu.
    await page.goto(`${server.url}/une-page-absente`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain(manifest.entry);
    expect(scripts).not.toContain(menuChunk);

    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(menuChunk)),
      page.getByRole('button', { name: 'Menu', exact: true }).hover(),
    ]);
    // The page itself answers 404 on purpose; Chromium reports that as a console error.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});
