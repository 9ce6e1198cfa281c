import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { describeInBrowser, it, test } from '../fixtures';
import { freshDataDir } from '../helpers/dataDir';
import { hydrated } from './support';

/**
 * « Quelle formule pour mon cabinet ? » as a doctor uses it, JavaScript off and on
 * (docs/decisions/062-the-plan-finder.md): three sets of answers, three plans with
 * their reasons; the quote link opens the form with the plan and the answers; the lead
 * sent from there records `estimateur` as its call to action (the owner's mail says so).
 */
const dataDir = freshDataDir('plan-finder');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1', DATA_DIR: dataDir });

/** The owner's mails (written to DATA_DIR/mail without SMTP), quoted-printable decoded, that mention `text`. */
const mailsMentioning = (text: string) => {
  const folder = path.join(dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) =>
      Buffer.from(
        fs
          .readFileSync(path.join(folder, file), 'latin1')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .filter((mail) => mail.includes(text));
};

interface Answers {
  practitioners: string;
  structure: string;
  leave: string;
  weekend: string;
  calls?: string;
}

const SETS: [Answers, string, string][] = [
  [
    {
      practitioners: '4',
      structure: 'Un centre de santé ou une maison pluridisciplinaire',
      leave: 'Non, ce n’est pas nécessaire',
      weekend: 'Non, la semaine suffit',
      calls: '60',
    },
    'COLLECTIF',
    'la formule COLLECTIF est conçue pour les cabinets de groupe',
  ],
  [
    {
      practitioners: '1',
      structure: 'Un cabinet individuel',
      leave: 'Non, ce n’est pas nécessaire',
      weekend: 'Oui, le samedi',
    },
    'CONTINUITÉ+',
    'CONTINUITÉ+ est la formule qui couvre le samedi et/ou le dimanche',
  ],
  [
    {
      practitioners: '1',
      structure: 'Un cabinet individuel',
      leave: 'Non, ce n’est pas nécessaire',
      weekend: 'Non, la semaine suffit',
      calls: '25',
    },
    'STANDARD',
    'la formule STANDARD vous donne une secrétaire médicale dédiée',
  ],
];

async function answer(page: Page, answers: Answers, javaScript: boolean) {
  await page.getByLabel(/^Combien de praticiens exercent/).fill(answers.practitioners);
  if (javaScript) await hydrated(page, 'PlanFinder');
  for (const [legend, choice] of [
    [/^Vous exercez dans…/, answers.structure],
    [/^Pendant les congés de votre secrétaire/, answers.leave],
    [/^Avez-vous besoin d’une permanence le week-end/, answers.weekend],
  ] as const)
    await page.getByRole('group', { name: legend }).getByRole('radio', { name: choice, exact: true }).check();
  await page.getByLabel(/^Appels reçus par jour/).fill(answers.calls ?? '');
  const button = page.getByRole('button', { name: 'Voir la formule conseillée' });
  if (javaScript) await button.click();
  else await Promise.all([page.waitForNavigation(), button.click()]);
}

for (const javaScript of [false, true]) {
  describeInBrowser(`/quelle-formule, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('three sets of answers: COLLECTIF, CONTINUITÉ+ and STANDARD, each with its reasons; the quote link carries the plan and the lead records « estimateur »', async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width: 1280, javaScriptEnabled: javaScript });
      await page.goto(`${server.url}/quelle-formule`);
      const result = page.locator(`#conseil`);
      for (const [answers, plan, reason] of SETS) {
        await answer(page, answers, javaScript);
        const heading = result.getByRole('heading', { level: 2 });
        await expect.poll(() => heading.textContent()).toBe(`La formule ${plan}`);
        await expect(result.locator('.finder-reasons li').count()).resolves.toBe(3);
        await expect(result.locator('.finder-reasons').textContent()).resolves.toContain(reason);
        if (answers.calls) await expect(result.textContent()).resolves.toMatch(/Environ \d+\u00a0h/);
      }
      if (javaScript) {
        // Answered in place, in a live region, the address kept in step so it can be shared.
        await expect(result.getAttribute('aria-live')).resolves.toBe('polite');
        expect(new URL(page.url()).searchParams.get('weekend')).toBe('aucun');
      }

      // Back to the first set, then on to the quote.
      await answer(page, SETS[0]![0], javaScript);
      await expect.poll(() => result.getByRole('heading', { level: 2 }).textContent()).toBe('La formule COLLECTIF');
      await Promise.all([
        page.waitForURL('**/demande-devis?formule=collectif&depuis=estimateur&**'),
        page.getByRole('link', { name: 'Demander un devis pour cette formule' }).click(),
      ]);
      await expect(page.locator('input[name="plan"][value="collectif"]').isChecked()).resolves.toBe(true);
      await expect(page.locator('#devis-message').inputValue()).resolves.toContain('- Praticiens : 4');

      const email = `estimateur-${javaScript ? 'avec' : 'sans'}-javascript@exemple.fr`;
      await page.fill('#devis-nom', 'Dr Hélène Vasseur');
      if (javaScript) await hydrated(page, 'QuoteForm');
      await page.fill('#devis-email', email);
      await page.fill('#devis-telephone', '01 23 45 67 89');
      await page.fill('#devis-cabinet', 'Centre de santé des Tilleuls');
      await page.fill('#devis-ville', 'Rennes');
      await page.locator('#devis-acceptPolicy').check();
      const send = page.getByRole('button', { name: 'Envoyer ma demande de devis' });
      if (javaScript) {
        const [response] = await Promise.all([page.waitForResponse('**/demande-devis'), send.click()]);
        expect(response.status()).toBe(201);
      } else {
        await Promise.all([page.waitForURL('**/demande-devis/merci'), send.click()]);
      }
      await expect.poll(() => mailsMentioning(email).length, { timeout: 15_000 }).toBe(1);
      const [mail] = mailsMentioning(email);
      expect(mail).toContain('Appel à l’action : estimateur');
      expect(mail).toContain('COLLECTIF');
      expect(problems).toEqual([]);
    }, 90_000);
  });
}

/** The rules scripts/quality/axe.mjs checks the public pages with. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const WIDTHS = [320, 360, 390, 480, 640, 768, 1024, 1280, 1440, 1920];

describeInBrowser('/quelle-formule answered, and refused, at every width', () => {
  it('no axe violation, nothing scrolls sideways from 320 to 1920 px, the result whole', async ({
    server,
    openPage,
  }) => {
    // JavaScript on, as axe runs in the page; the answer is the server's (the island wakes only on interaction).
    const { page, problems } = await openPage({ width: 320, height: 800 });
    const addresses = [
      // The longest answer: a centre, the weekend beside it, the leave passed on, the phone time.
      '/quelle-formule?praticiens=12&structure=centre&conges=oui&weekend=les-deux&appels=2000&minutes=59%2C5#conseil',
      '/quelle-formule?praticiens=0&structure=cabinet&appels=beaucoup',
    ];
    for (const address of addresses) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${server.url}${address}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${width} px ${address}`).toBeLessThanOrEqual(0);
        if (width === 390) {
          const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          expect(violations.map((v) => `${width} px ${address}: ${v.id} ${v.help}`)).toEqual([]);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
