import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrate';
import { describeInBrowser, it } from '../fixtures';
import { runToEnd } from '../helpers/server';

/** Where the screenshot goes for a person to look at: the system's temporary folder, not the checkout. */
const ARTEFACTS = path.join(os.tmpdir(), 'secretalia-test-results', 'visits-report');

/** A month of traffic as a small practice's site might see it, with one campaign and a visitor's mischief. */
async function seedMonth(url: string): Promise<void> {
  const database = await openDatabase(url);
  try {
    await migrateLatest(database.db);
    const site = 'https://www.secretalia.fr';
    const pages = ['/', '/nos-tarifs', '/demande-devis', '/contact', '/blog', '/pourquoi-secretalia'];
    const referrers = [
      null,
      null,
      'https://www.google.fr/',
      'https://www.linkedin.com/feed/',
      `${site}/`,
      'https://www.bing.com/',
    ];
    const visits = [];
    const leads = [];
    for (let day = 0; day < 30; day++) {
      const count = 20 + ((day * 7) % 23) + (day % 7 === 5 || day % 7 === 6 ? -12 : 0);
      for (let i = 0; i < count; i++) {
        const at = new Date(Date.now() - day * 86_400_000 - i * 60_000);
        const campaign = i % 9 === 0 ? '?utm_source=newsletter&utm_campaign=rentree' : '';
        visits.push({
          url: `${site}${pages[(i + day) % pages.length]}${campaign}`,
          referrer: referrers[i % referrers.length],
          page_title: 'Secretalia',
          created_at: at,
        });
      }
      if (day % 3 === 0)
        leads.push({
          kind: 'quote',
          name: 'Dr Test',
          email: 't@exemple.fr',
          message: '',
          created_at: new Date(Date.now() - day * 86_400_000),
        });
      if (day % 4 === 1)
        leads.push({
          kind: 'contact',
          name: 'Dr Test',
          email: 't@exemple.fr',
          message: 'x',
          created_at: new Date(Date.now() - day * 86_400_000),
        });
      if (day % 5 === 1)
        leads.push({
          kind: 'callback',
          name: '',
          email: '',
          phone: '06 12 34 56 78',
          message: '',
          created_at: new Date(Date.now() - day * 86_400_000 - 3_600_000),
        });
    }
    visits.push({
      url: `${site}/?utm_source=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
      referrer: 'https://evil.example/"><script>alert(2)</script>',
      page_title: '',
      created_at: new Date(),
    });
    await database.db.batchInsert('page_visits', visits, 200);
    await database.db('leads').insert(leads);
  } finally {
    await database.close();
  }
}

describeInBrowser('visits:report --html, opened in Chromium', () => {
  it('shows the charts, with no console error and no request leaving the file', async ({ openPage }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'visits-report-'));
    try {
      const env = { DATABASE_URL: `pglite://${path.join(work, 'db')}`, INIT_CWD: work };
      await seedMonth(env.DATABASE_URL);
      const result = await runToEnd(['dist/scripts/visits-report.js', '--days', '30', '--html', 'rapport.html'], env);
      expect(result.code, result.output).toBe(0);
      const file = path.join(work, 'rapport.html');
      expect(result.output).toContain(`visits:report: rapport HTML écrit dans ${file}`);

      const { page, problems } = await openPage({ width: 1280 });
      const requests: string[] = [];
      const dialogs: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) requests.push(request.url());
      });
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });

      await expect.poll(() => page.title()).toBe('Fréquentation de localhost : 30 derniers jours');
      for (const id of ['chart-views', 'chart-leads']) {
        const chart = page.locator(`#${id} svg[role="img"]`);
        const box = await chart.boundingBox();
        expect(box!.width).toBeGreaterThan(600);
        expect(box!.height).toBeGreaterThan(150);
        // Drawn bars, as many days as had something to show.
        expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(id === 'chart-views' ? 30 : 15);
      }
      expect(await page.locator('#referrers tbody th').allTextContents()).toContain('www.google.fr');
      expect(await page.locator('#referrers tbody th').allTextContents()).not.toContain('www.secretalia.fr');
      expect(await page.locator('#utm-sources tbody th').allTextContents()).toContain('<img src=x onerror=alert(1)>');

      await fs.mkdir(ARTEFACTS, { recursive: true });
      await page.screenshot({ path: path.join(ARTEFACTS, 'rapport.png'), fullPage: true });
      expect((await fs.stat(path.join(ARTEFACTS, 'rapport.png'))).size).toBeGreaterThan(10_000);

      expect(problems).toEqual([]);
      expect(requests).toEqual([]);
      expect(dialogs).toEqual([]);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }, 90_000);

  it('fits a phone (390 px) and a laptop (1280 px): no sideways scroll, the day-by-day table open', async ({
    openPage,
  }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'visits-report-'));
    try {
      const env = { DATABASE_URL: `pglite://${path.join(work, 'db')}`, INIT_CWD: work };
      await seedMonth(env.DATABASE_URL);
      const result = await runToEnd(['dist/scripts/visits-report.js', '--days', '30', '--html', 'rapport.html'], env);
      expect(result.code, result.output).toBe(0);
      for (const width of [390, 1280]) {
        const { page, problems } = await openPage({ width });
        await page.goto(pathToFileURL(path.join(work, 'rapport.html')).href, { waitUntil: 'load' });
        await page.locator('details summary').first().click();
        await expect.poll(() => page.locator('table.daily').isVisible()).toBe(true);
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          wider: [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map(
              (element) =>
                `${element.closest('[id]')?.id ?? ''} ${element.tagName.toLowerCase()} ${Math.round(element.getBoundingClientRect().right)}`,
            )
            .slice(0, 5),
        }));
        expect(overflow, `${width} px`).toEqual({ page: 0, wider: [] });
        expect(await page.locator('table.daily thead th').allTextContents()).toContain('Rappels');
        expect(problems).toEqual([]);
      }
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }, 90_000);
});
