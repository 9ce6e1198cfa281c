import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { describeInBrowser, it, test } from '../fixtures';
import { repoRoot } from '../helpers/server';

// The state an owner launches with: the one testimonial and the one team member of docs/examples/.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-proof-'));
test.override('serverEnv', { DATABASE_URL: `pglite://${folder}` });

beforeAll(() => {
  const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: `pglite://${folder}` };
  const run = (script: string, ...args: string[]) =>
    execFileSync(process.execPath, [`dist/scripts/${script}.js`, ...args], { cwd: repoRoot, env, stdio: 'pipe' });
  run('migrate');
  run('testimonials-import', 'docs/examples/temoignage');
  run('team-import', 'docs/examples/equipe');
  return () => fs.rmSync(folder, { recursive: true, force: true });
}, 300_000);

/** How far the only item of a list sits from the middle of its section's container, and how wide it is. */
const placement = (page: Page, list: string) =>
  page.locator(list).evaluate((element) => {
    const items = element.querySelectorAll(':scope > li');
    const container = element.closest('.container')!.getBoundingClientRect();
    const item = items[0]!.getBoundingClientRect();
    return {
      items: items.length,
      offCentre: Math.abs(item.left + item.width / 2 - (container.left + container.width / 2)),
      share: item.width / container.width,
    };
  });

describeInBrowser('proof that holds with one piece', () => {
  for (const address of ['/', '/pourquoi-secretalia', '/la-redaction']) {
    it(`${address}: the one testimonial and the one team member are centred, featured`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width: 1280 });
      await page.goto(`${server.url}${address}`);
      for (const list of ['.testimonials', '.team-grid']) {
        if (!(await page.locator(list).count())) continue;
        const { items, offCentre, share } = await placement(page, list);
        expect(items, list).toBe(1);
        expect(offCentre, list).toBeLessThan(2);
        // Featured: wider than one cell of the grid, narrower than the whole row.
        expect(share, list).toBeGreaterThan(0.4);
        expect(share, list).toBeLessThan(0.9);
      }
      await expect(page.locator('.testimonials, .team-grid').count()).resolves.toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});
