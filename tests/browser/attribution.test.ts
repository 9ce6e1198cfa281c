import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { describeInBrowser, it, test } from '../fixtures';
import { freshDataDir } from '../helpers/dataDir';
import { hydrated } from './support';

/**
 * Where a lead came from, as a visitor's browser carries it
 * (docs/decisions/038-lead-attribution.md): an arrival from Google on a
 * campaign's address, a few pages, a plan card's quote button, the quote sent;
 * the owner's mail (written to DATA_DIR/mail without SMTP) names it all.
 */
// A DATA_DIR of the file's own, to read the mails in; the shipped covers' variants are the run's shared ones.
const dataDir = freshDataDir('attribution');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1', DATA_DIR: dataDir });

const mailsMentioning = (text: string) => {
  const folder = path.join(dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
    .filter((mail) => mail.includes(text));
};

describeInBrowser('where the lead came from', () => {
  it('from Google on a campaign’s address, then the pricing page’s COLLECTIF card: the quote carries the campaign, the site, the landing page and the button', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    const landing = '/?utm_source=adwords&utm_medium=cpc&utm_campaign=X';
    await page.goto(`${server.url}${landing}`, { referer: 'https://www.google.fr/' });
    await page.goto(`${server.url}/nos-tarifs`);
    await page.locator('.plan-card[data-plan="collectif"]').click();
    await page.waitForFunction(
      () => document.querySelector('.plan-card.is-selected')?.getAttribute('data-plan') === 'collectif',
    );
    await Promise.all([
      page.waitForURL('**/demande-devis?formule=collectif&depuis=carte-formule-collectif'),
      page.locator('.plan-card[data-plan="collectif"] .plan-quote').click(),
    ]);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/demande-devis')
        posts.push(request.postData() ?? '');
    });
    await page.fill('#devis-nom', 'Dr Louise Garnier');
    await hydrated(page, 'QuoteForm');
    await page.fill('#devis-email', 'louise.garnier@exemple.fr');
    await page.fill('#devis-telephone', '01 23 45 67 89');
    await page.fill('#devis-cabinet', 'Maison de santé des Lilas');
    await page.fill('#devis-ville', 'Nantes');
    await page.locator('#devis-acceptPolicy').check();
    const [response] = await Promise.all([
      page.waitForResponse('**/demande-devis'),
      page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const provenance = new URLSearchParams(new URLSearchParams(posts[0]).get('provenance') ?? '');
    expect(Object.fromEntries(provenance)).toEqual({
      utm_source: 'adwords',
      utm_medium: 'cpc',
      utm_campaign: 'X',
      referrer: 'www.google.fr',
      landing,
      cta: 'carte-formule-collectif',
    });
    // The owner's mail, once the outbox sent it.
    await expect.poll(() => mailsMentioning('louise.garnier@exemple.fr').length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsMentioning('louise.garnier@exemple.fr');
    for (const line of ['Campagne : X', 'Source / support : adwords / cpc', 'www.google.fr', 'carte-formule-collectif'])
      expect(mail).toContain(line);
    expect(problems).toEqual([]);
    // The file's first test also waits for its server to start.
  }, 60_000);

  it('a browser that sends Global Privacy Control keeps nothing in the tab', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280 });
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
    await page.goto(`${server.url}/?utm_source=adwords&utm_campaign=X`, { referer: 'https://www.google.fr/' });
    await page.goto(`${server.url}/demande-devis`);
    await expect(page.evaluate(() => JSON.stringify(sessionStorage))).resolves.toBe('{}');
    expect(problems).toEqual([]);
  });
});
