import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './support';
import { describeInBrowser, it, test } from '../fixtures';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

interface Beacon {
  body: Record<string, unknown>;
  contentType: string | undefined;
  status: Promise<number>;
}

/** Sees each visit beacon on its way, and lets it through to the server. */
async function watchBeacons(page: Page): Promise<Beacon[]> {
  const beacons: Beacon[] = [];
  await page.route('**/api/v1/analytics/visit', async (route) => {
    const request = route.request();
    let settle!: (status: number) => void;
    beacons.push({
      body: JSON.parse(request.postData() ?? 'null') as Record<string, unknown>,
      contentType: request.headers()['content-type'],
      status: new Promise<number>((resolve) => (settle = resolve)),
    });
    try {
      const response = await route.fetch();
      settle(response.status());
      await route.fulfill({ response });
    } catch (err) {
      // A beacon still in flight when the test closed its page: nobody waits for it.
      settle(0);
      if (!/disposed|closed/i.test(String(err))) throw err;
    }
  });
  return beacons;
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describeInBrowser('visit tracking', () => {
  it('records each of three page views with the seven fields, answered 204', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280 });
    const beacons = await watchBeacons(page);
    await page.goto(`${server.url}/`);
    await until(() => beacons.length === 1, 'the first beacon');
    await Promise.all([
      page.waitForURL('**/nos-tarifs'),
      page.locator('.main-nav').getByRole('link', { name: 'Nos Tarifs' }).click(),
    ]);
    await until(() => beacons.length === 2, 'the second beacon');
    await Promise.all([
      page.waitForURL('**/contact'),
      page.locator('.main-nav').getByRole('link', { name: 'Contact' }).click(),
    ]);
    await until(() => beacons.length === 3, 'the third beacon');
    await page.waitForLoadState('networkidle');

    const base = { screen_width: 1280, screen_height: 844, timezone: 'Europe/Paris', language: 'fr-FR' };
    expect(beacons.map((b) => b.body)).toEqual([
      { url: `${server.url}/`, referrer: null, page_title: 'Secretalia – Télésecrétariat médical', ...base },
      {
        url: `${server.url}/nos-tarifs`,
        referrer: `${server.url}/`,
        page_title: 'Nos tarifs et formules | Secretalia',
        ...base,
      },
      {
        url: `${server.url}/contact`,
        referrer: `${server.url}/nos-tarifs`,
        page_title: 'Contactez-nous | Secretalia',
        ...base,
      },
    ]);
    // sendBeacon with a string: text/plain, which the API takes as JSON.
    expect(beacons.map((b) => b.contentType)).toEqual(Array(3).fill('text/plain;charset=UTF-8'));
    await expect(Promise.all(beacons.map((b) => b.status))).resolves.toEqual([204, 204, 204]);
    expect(problems).toEqual([]);
  });

  it('sends nothing once the visitor opts out on the privacy page, and again after opting back in', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    const beacons = await watchBeacons(page);
    await page.goto(`${server.url}/politique-de-confidentialite`);
    await until(() => beacons.length === 1, 'the privacy page beacon');
    const box = page.locator('#mesure-audience');
    await box.scrollIntoViewIfNeeded();
    await hydrated(page, 'AnalyticsOptOut');
    const toggle = box.getByRole('switch', { name: 'Mesurer ma visite de façon anonyme' });
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.click();
    await expect(toggle.isChecked()).resolves.toBe(false);
    await expect(box.locator('[role="status"]').textContent()).resolves.toBe(
      'C’est noté\u00a0: vos visites ne sont plus mesurées sur ce navigateur.',
    );
    await expect(page.evaluate(() => localStorage.getItem('secretalia:analytics-opt-out'))).resolves.toBe('1');

    await page.goto(`${server.url}/nos-services`);
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    expect(beacons).toHaveLength(1);

    await page.goto(`${server.url}/politique-de-confidentialite#mesure-audience`);
    await hydrated(page, 'AnalyticsOptOut');
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.isChecked()).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('secretalia:analytics-opt-out'))).resolves.toBeNull();
    await page.goto(`${server.url}/nos-services`);
    await until(() => beacons.length === 2, 'the beacon after opting back in');
    expect(beacons[1]!.body.url).toBe(`${server.url}/nos-services`);
    expect(problems).toEqual([]);
  });

  it.for([
    [
      'Global Privacy Control',
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });",
    ],
    ['Do Not Track', "Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });"],
  ] as const)(
    'sends nothing when the browser signals %s, and says so on the privacy page',
    async ([, script], { server, openPage }) => {
      const { page, context, problems } = await openPage({ width: 1280 });
      await context.addInitScript(script);
      const beacons = await watchBeacons(page);
      await page.goto(`${server.url}/`);
      await page.goto(`${server.url}/politique-de-confidentialite#mesure-audience`);
      await hydrated(page, 'AnalyticsOptOut');
      const toggle = page.getByRole('switch', { name: 'Mesurer ma visite de façon anonyme' });
      await expect(toggle.isChecked()).resolves.toBe(false);
      await expect(toggle.isDisabled()).resolves.toBe(true);
      await expect(page.locator('.optout-note').textContent()).resolves.toContain(
        'Global Privacy Control ou Do Not Track',
      );
      await page.waitForLoadState('networkidle');
      expect(beacons).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('sends an old hash address on to its page, counted once, and never off the site', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280 });
    const beacons = await watchBeacons(page);
    await page.goto(`${server.url}/#/nos-tarifs`);
    await page.waitForURL(`${server.url}/nos-tarifs`);
    await expect(page.locator('h1').textContent()).resolves.toBe('NOS TARIFS');
    await page.waitForLoadState('networkidle');
    expect(beacons.map((b) => b.body.url)).toEqual([`${server.url}/nos-tarifs`]);

    await page.goto(`${server.url}/#/contact?sujet=devis`);
    await page.waitForURL(`${server.url}/contact?sujet=devis`);

    await page.goto(`${server.url}/#//exemple.org/piege`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).origin).toBe(server.url);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
  });
});
