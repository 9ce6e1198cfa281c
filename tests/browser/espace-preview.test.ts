import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import { requestHandler } from '../../server/app';
import { importLandingPages } from '../../server/landing/import';
import { describeInBrowser, it } from '../fixtures';
import { signInAs } from '../helpers/staff';
import { createTestApp, testEnv } from '../helpers/testApp';
import { openWidgetPage } from './support';

/** Where the screenshots go for a person to look at. */
const ARTEFACTS = path.join(os.tmpdir(), 'secretalia-test-results', 'espace');
/** The rules scripts/quality/axe.mjs checks the public pages with. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

describeInBrowser('the owner’s preview in a browser', () => {
  it(
    '« Aperçu du site » and the questions previewed, facts unset: no axe violation at 390 and 1280 px, no sideways scroll, the hidden question open and said so',
    { timeout: 300_000 },
    async ({ database, browser }) => {
      const imported = await importLandingPages(database, ['content/pages']);
      expect(imported.errors).toEqual([]);
      const server = http.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      server.on('request', requestHandler(createTestApp(database, { env: testEnv({ SITE_URL: origin }) })));
      try {
        // Sent as a header: Chromium's cookie store refuses a Secure (__Host-) cookie for a plain-http test origin.
        const cookie = await signInAs(database.db, 'camille.exemple@exemple.fr', 'Camille Exemple');
        await fs.mkdir(ARTEFACTS, { recursive: true });
        for (const width of [390, 1280]) {
          const { page, context } = await openWidgetPage(browser, { width });
          await context.setExtraHTTPHeaders({ Cookie: cookie });
          for (const address of ['/espace/apercu', '/espace/apercu/questions']) {
            const res = await page.goto(`${origin}${address}`);
            expect(res?.status(), address).toBe(200);
            const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
            expect(
              violations.map((v) => `${width} px ${address}: ${v.id} ${v.help} (${v.nodes[0]?.target.join(' ')})`),
            ).toEqual([]);
            const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(sideways, `${width} px ${address}`).toBeLessThanOrEqual(0);
            const file = `${address.replace(/^\//, '').replace(/\W+/g, '-')}-${width}.png`;
            await page.screenshot({ path: path.join(ARTEFACTS, file), fullPage: true });
          }
          const hidden = page.locator('details[data-masked]', { hasText: 'Suis-je engagé' });
          await expect.poll(() => hidden.getAttribute('open')).not.toBeNull();
          expect(await hidden.locator('summary').innerText()).toContain('(masquée aux visiteurs)');
          expect(await hidden.locator('.masked-note').innerText()).toContain('il manque le fait');
          await context.close();
        }
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
