import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './support';
import { describeInBrowser, it, test } from '../fixtures';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

/** What the carousel shows as selected, every way it says it. */
async function selection(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('.plan-card')];
    return {
      card: cards.filter((card) => card.classList.contains('is-selected')).map((card) => card.dataset.plan),
      pressed: cards
        .filter((card) => card.querySelector('.plan-select')?.getAttribute('aria-pressed') === 'true')
        .map((card) => card.dataset.plan),
      dot: [...document.querySelectorAll('.plan-dot')].findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
    };
  });
}

const PLANS = ['standard', 'serenite', 'collectif', 'continuite'];
/** The quote page's compact cards have a choosing button each; the pricing page's cards have none. */
const expectSelected = async (page: Page, plan: string) => {
  const buttons = (await page.locator('.plan-select').count()) > 0;
  await expect(selection(page)).resolves.toEqual({
    card: [plan],
    pressed: buttons ? [plan] : [],
    dot: PLANS.indexOf(plan),
  });
};

describeInBrowser('plan carousel', () => {
  it('pricing: SÉRÉNITÉ by default; a card click, a dot, the looping arrows and the arrow keys select', async ({
    server,
    openPage,
  }) => {
    // Two cards in view: the arrows and the dots are shown.
    const { page, problems } = await openPage({ width: 1024 });
    await page.goto(`${server.url}/nos-tarifs`);
    await expectSelected(page, 'serenite');

    // The first click also wakes the island up: it is replayed once hydrated.
    await page.locator('.plan-card[data-plan="collectif"] .plan-title').click();
    await hydrated(page, 'PlanCarousel');
    await expectSelected(page, 'collectif');
    await expect(page.locator('.plan-carousel [aria-live="polite"]').textContent()).resolves.toBe(
      'Formule sélectionnée\u00a0: COLLECTIF',
    );
    // One action per card: the quote for its plan, one link, naming the card it came from (docs/decisions/038).
    for (const plan of PLANS) {
      const actions = page.locator(`.plan-card[data-plan="${plan}"]`).locator('a, button');
      await expect(actions.count()).resolves.toBe(1);
      await expect(actions.getAttribute('href')).resolves.toBe(
        `/demande-devis?formule=${plan}&depuis=carte-formule-${plan}`,
      );
    }

    await page.getByRole('button', { name: 'Choisir la formule STANDARD' }).click();
    await expectSelected(page, 'standard');

    await page.getByRole('button', { name: 'Choisir la formule CONTINUITÉ+' }).click();
    await expectSelected(page, 'continuite');
    await page.getByRole('button', { name: 'Formule suivante' }).click();
    await expectSelected(page, 'standard');
    await page.getByRole('button', { name: 'Formule précédente' }).click();
    await expectSelected(page, 'continuite');

    // Keyboard: from a dot, the arrows move the selection and the focus along.
    await page.getByRole('button', { name: 'Choisir la formule CONTINUITÉ+' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 'standard');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Choisir la formule STANDARD',
    );
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 'continuite');
    await page.keyboard.press('Home');
    await expectSelected(page, 'standard');
    await expect(page.locator('.center-action a').getAttribute('href')).resolves.toBe(
      '/demande-devis?formule=standard',
    );

    // All four cards in view: no arrows or dots, which would move nothing.
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.locator('.plan-controls').isVisible()).resolves.toBe(false);
    for (const plan of PLANS)
      await expect(page.locator(`.plan-card[data-plan="${plan}"]`).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('quote page: STANDARD by default, and the form sends the plan selected in the carousel', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    await page.goto(`${server.url}/demande-devis`);
    await expectSelected(page, 'standard');
    const planField = page.locator('#devis-formulaire input[name="plan"]:checked');
    await expect(planField.inputValue()).resolves.toBe('standard');

    await page.locator('.plan-card[data-plan="collectif"]').click();
    await hydrated(page, 'PlanCarousel');
    await expectSelected(page, 'collectif');
    // The picker folds back on the choice made, the cards one click away.
    await expect(page.locator('.plan-picker-summary').innerText()).resolves.toMatch(
      /^Formule\s*:\s*COLLECTIF\s*·?\s*modifier$/,
    );
    await expect(page.locator('.plan-card[data-plan="collectif"]').isVisible()).resolves.toBe(false);

    await page.fill('#devis-nom', 'Dr Claire Fontaine');
    await page.fill('#devis-email', 'claire.fontaine@exemple.fr');
    await page.fill('#devis-telephone', '06 12 34 56 78');
    await page.fill('#devis-cabinet', 'Cabinet des Tilleuls');
    await page.fill('#devis-ville', 'Lyon');
    // The form's island has woken up (scrolled into view, then typed in): its checkbox answers at once.
    await hydrated(page, 'QuoteForm');
    await page.check('#devis-acceptPolicy');
    await expect(planField.inputValue()).resolves.toBe('collectif');

    // Seen on its way, then let through to the real server.
    const sent: Record<string, string>[] = [];
    await page.route('**/demande-devis', async (route) => {
      if (route.request().method() === 'POST')
        sent.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
      await route.continue();
    });
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/demande-devis')),
      page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(sent).toHaveLength(1);
    // The fields of the form, as a browser without JavaScript posts them.
    expect(sent[0]).toEqual({
      plan: 'collectif',
      nom: 'Dr Claire Fontaine',
      email: 'claire.fontaine@exemple.fr',
      telephone: '06 12 34 56 78',
      cabinet: 'Cabinet des Tilleuls',
      ville: 'Lyon',
      message: '',
      acceptPolicy: 'on',
      website: '',
      // One key per submission, filled by the island (server/idempotency/).
      idempotencyKey: expect.stringMatching(/^[\w-]{36}$/),
      // Where the visit came from, filled by the island (docs/decisions/038-lead-attribution.md): it landed here.
      provenance: 'landing=%2Fdemande-devis',
    });
    await page
      .getByText('Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.')
      .waitFor();
    // The spec's green box (which says when), and under it what happens next, without saying it twice.
    const next = await page.locator('[role="status"] .form-status-next').innerText();
    expect(next).toMatch(/^Et maintenant\s*\?[\s\S]*Nous étudions votre demande[\s\S]*Nous en parlons ensemble/);
    expect(next).not.toMatch(/24\s*h/);

    // Another plan, another request: the form back, it follows the carousel (its card's button: at this width, no dots).
    await page.getByRole('button', { name: 'Envoyer une autre demande' }).click();
    await page.getByText('modifier').click();
    await page.locator('.plan-card[data-plan="continuite"] .plan-select').click();
    await page.fill('#devis-nom', 'Dr Claire Fontaine');
    await page.fill('#devis-email', 'claire.fontaine@exemple.fr');
    await page.fill('#devis-telephone', '06 12 34 56 78');
    await page.fill('#devis-cabinet', 'Cabinet des Tilleuls');
    await page.fill('#devis-ville', 'Lyon');
    await page.check('#devis-acceptPolicy');
    await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/demande-devis')),
      page.getByRole('button', { name: 'Envoyer ma demande de devis' }).click(),
    ]);
    expect(sent[1]).toMatchObject({ plan: 'continuite' });
    expect(problems).toEqual([]);
  });
});
