import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { islandChunks } from '../helpers/bundle';
import { distDir } from '../helpers/testApp';
import type { AssetManifest } from '../../views/context';
import { describeInBrowser, it } from '../fixtures';

const BOOKING_URL = 'https://calendly.com/secretalia/decouverte';

/** The header's menu: a <details> whose <summary> reads « Menu », then « Fermer » once open. */
const menu = (page: Page) => ({
  details: page.locator('details.menu'),
  summary: page.locator('details.menu > summary'),
  panel: page.locator('details.menu > .menu-panel'),
  isOpen: () => page.$eval('details.menu', (details) => (details as HTMLDetailsElement).open),
});
const focusInMenu = (page: Page) => page.evaluate(() => document.activeElement?.closest('details.menu') !== null);

describeInBrowser('mobile menu at 390 px', () => {
  it('works without JavaScript: « Menu » opens the panel (logo, links, quote, discovery call), « Fermer » and the backdrop close it, its links lead on', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    const { summary, panel, isOpen } = menu(page);
    await expect(page.locator('.main-nav').isVisible()).resolves.toBe(false);
    await expect(summary.innerText()).resolves.toBe('Menu');
    await expect(panel.isVisible()).resolves.toBe(false);

    await summary.click();
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    await expect(isOpen()).resolves.toBe(true);
    await expect(panel.locator('.logo-mark').isVisible()).resolves.toBe(true);
    await expect(panel.locator('.logo-name').isVisible()).resolves.toBe(true);
    for (const name of ['Nos Services', 'Pourquoi Secretalia\u00a0?', 'Nos Tarifs', 'Blog', 'Contact']) {
      await expect(panel.getByRole('link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
    }
    await expect(panel.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).resolves.toBe(
      '/demande-devis',
    );
    // The new tab said to screen readers, shown by the ↗ arrow rather than a second line of words.
    const call = panel.getByRole('link', { name: 'Planifiez un appel découverte (nouvel onglet)' });
    await expect(call.getAttribute('href')).resolves.toBe(BOOKING_URL);
    await expect(call.getAttribute('target')).resolves.toBe('_blank');
    await expect(call.locator('.new-tab svg').isVisible()).resolves.toBe(true);
    // The panel slides in from the right and covers the page, « Fermer » on top of it.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(390);
    await expect(summary.innerText()).resolves.toMatch(/^Fermer/);

    await page.locator('.menu-button-close').click();
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect(isOpen()).resolves.toBe(false);

    // The backdrop, beside the panel, closes it too.
    await summary.click();
    await panel.waitFor({ state: 'visible' });
    await page.mouse.click(10, 600);
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });

    // By keyboard: Enter on « Menu » opens, Tab reaches the links.
    await summary.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible' });
    await summary.click();
    await panel.waitFor({ state: 'hidden' });

    await summary.click();
    await Promise.all([page.waitForURL(/\/nos-tarifs$/), panel.getByRole('link', { name: 'Nos Tarifs' }).click()]);
    expect(problems).toEqual([]);
  });

  it.for(['reduce', 'no-preference'] as const)(
    'motion %s: focus moves into the menu as it opens, and Tab and Shift+Tab stay there',
    async (reducedMotion, { server, openPage }) => {
      const { page, problems } = await openPage({ width: 390, reducedMotion });
      await page.goto(`${server.url}/`);
      const { summary, panel } = menu(page);
      await summary.click();
      await panel.waitFor({ state: 'visible', timeout: 5_000 });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.matches('.menu-panel nav a')), { timeout: 5_000 })
        .toBe(true);
      for (const key of ['Tab', 'Shift+Tab', 'Shift+Tab', 'Tab', 'Tab']) {
        await page.keyboard.press(key);
        await expect(focusInMenu(page), key).resolves.toBe(true);
      }
      // What lies behind cannot be reached meanwhile.
      await expect(page.$eval('#contenu', (main) => (main as HTMLElement).inert)).resolves.toBe(true);
      expect(problems).toEqual([]);
    },
  );

  it('opens, closes on Escape and gives focus back to « Menu », with no console error', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, hasTouch: true });
    await page.goto(`${server.url}/`);
    const { summary, panel, isOpen } = menu(page);
    await expect(page.locator('.main-nav').isVisible()).resolves.toBe(false);
    await expect(panel.isVisible()).resolves.toBe(false);

    await summary.tap();
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    // Once the island is live, focus is on the first link.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.menu-panel nav a')), { timeout: 5_000 })
      .toBe(true);
    await expect(panel.getByRole('link', { name: 'Nos Tarifs' }).isVisible()).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    await expect(isOpen()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.matches('details.menu > summary'))).resolves.toBe(true);
    await expect(page.$eval('#contenu', (main) => (main as HTMLElement).inert)).resolves.toBe(false);
    expect(problems).toEqual([]);
  });

  it('keeps Tab inside the open panel and closes on the backdrop and on a link', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390 });
    await page.goto(`${server.url}/`);
    const { summary, panel } = menu(page);
    await summary.focus();
    await page.keyboard.press('Enter');
    await panel.waitFor({ state: 'visible', timeout: 5_000 });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.menu-panel nav a')), { timeout: 5_000 })
      .toBe(true);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      await expect(focusInMenu(page)).resolves.toBe(true);
    }
    await page.mouse.click(10, 400);
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });

    await summary.click();
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
      menu(page).summary.hover(),
    ]);
    // The page itself answers 404 on purpose; Chromium reports that as a console error.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});
