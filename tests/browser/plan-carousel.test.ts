import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { focused, hydrated, openWidgetPage } from './support';

/** What the carousel shows as selected, every way it says it. */
async function selection(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('.plan-card')];
    return {
      card: cards.filter((card) => card.classList.contains('is-selected')).map((card) => card.dataset.plan),
      pressed: cards.filter((card) => card.querySelector('.plan-select')?.getAttribute('aria-pressed') === 'true').map((card) => card.dataset.plan),
      dot: [...document.querySelectorAll('.plan-dot')].findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
    };
  });
}

const PLANS = ['standard', 'serenite', 'collectif', 'continuite'];
const expectSelected = async (page: Page, plan: string) =>
  expect(selection(page)).resolves.toEqual({ card: [plan], pressed: [plan], dot: PLANS.indexOf(plan) });

describe.skipIf(!hasBrowser)('plan carousel', () => {
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

  it('pricing: SÉRÉNITÉ by default; a card click, a dot, the looping arrows and the arrow keys select', async () => {
    const { page, problems } = await openWidgetPage(browser, { width: 1280 });
    await page.goto(`${server.url}/nos-tarifs`);
    await expectSelected(page, 'serenite');

    // The first click also wakes the island up: it is replayed once hydrated.
    await page.locator('.plan-card[data-plan="collectif"] .plan-title').click();
    await hydrated(page, 'PlanCarousel');
    await expectSelected(page, 'collectif');
    await expect(page.locator('.plan-carousel [aria-live="polite"]').textContent()).resolves.toBe('Formule sélectionnée\u00a0: COLLECTIF');
    await expect(page.locator('.plan-card[data-plan="collectif"] .plan-select').textContent()).resolves.toContain('Formule sélectionnée');

    await page.getByRole('button', { name: 'Choisir la formule STANDARD' }).click();
    await expectSelected(page, 'standard');

    await page.getByRole('button', { name: 'Choisir la formule CONTINUITÉ+' }).click();
    await expectSelected(page, 'continuite');
    await page.getByRole('button', { name: 'Formule suivante' }).click();
    await expectSelected(page, 'standard');
    await page.getByRole('button', { name: 'Formule précédente' }).click();
    await expectSelected(page, 'continuite');

    // Keyboard: from a card's button, the arrows move the selection and the focus along.
    await page.locator('.plan-card[data-plan="continuite"] .plan-select').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 'standard');
    await expect(focused(page)).resolves.toMatchObject({ text: expect.stringContaining('STANDARD') });
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 'continuite');
    await page.keyboard.press('Home');
    await expectSelected(page, 'standard');
    await page.keyboard.press('Space');
    await expectSelected(page, 'standard');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectSelected(page, 'serenite');
    expect(problems).toEqual([]);
  });

  it('quote page: STANDARD by default, and the form sends the plan selected in the carousel', async () => {
    const { page, problems } = await openWidgetPage(browser, { width: 1280 });
    await page.goto(`${server.url}/demande-devis`);
    await expectSelected(page, 'standard');
    await expect(page.locator('#devis-formulaire input[type="hidden"][name="plan"]').inputValue()).resolves.toBe('standard');

    await page.locator('.plan-card[data-plan="collectif"]').click();
    await hydrated(page, 'PlanCarousel');
    await expectSelected(page, 'collectif');

    await page.fill('#devis-nom', 'Dr Claire Fontaine');
    await page.fill('#devis-email', 'claire.fontaine@exemple.fr');
    await page.fill('#devis-telephone', '06 12 34 56 78');
    await page.fill('#devis-cabinet', 'Cabinet des Tilleuls');
    await page.fill('#devis-ville', 'Lyon');
    await page.check('#devis-acceptPolicy');
    await hydrated(page, 'QuoteForm');
    await expect(page.locator('#devis-formulaire input[type="hidden"][name="plan"]').inputValue()).resolves.toBe('collectif');

    // Seen on its way, then let through to the real server.
    const sent: Record<string, unknown>[] = [];
    await page.route('**/api/v1/contact', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });
    const [response] = await Promise.all([
      page.waitForResponse('**/api/v1/contact'),
      page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'quote',
      name: 'Dr Claire Fontaine',
      email: 'claire.fontaine@exemple.fr',
      phone: '06 12 34 56 78',
      practice: 'Cabinet des Tilleuls',
      city: 'Lyon',
      plan: 'collectif',
      consent: true,
    });
    expect(sent[0]!.message).toMatch(/^Téléphone: 06 12 34 56 78\nCabinet: Cabinet des Tilleuls\nVille: Lyon\nFormule: COLLECTIF\nPolitique de confidentialité acceptée: oui\nDate: \d{1,2} \S+ \d{4}\n\nAucun message$/);
    expect(sent[0]).not.toHaveProperty('website');
    await page.getByText('Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.').waitFor();

    // Another plan, another request: the form follows the carousel.
    await page.getByRole('button', { name: 'Choisir la formule CONTINUITÉ+' }).click();
    await page.fill('#devis-nom', 'Dr Claire Fontaine');
    await page.fill('#devis-email', 'claire.fontaine@exemple.fr');
    await page.fill('#devis-telephone', '06 12 34 56 78');
    await page.fill('#devis-cabinet', 'Cabinet des Tilleuls');
    await page.fill('#devis-ville', 'Lyon');
    await page.check('#devis-acceptPolicy');
    await Promise.all([page.waitForResponse('**/api/v1/contact'), page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click()]);
    expect(sent[1]).toMatchObject({ plan: 'continuite' });
    expect(problems).toEqual([]);
  });
});
