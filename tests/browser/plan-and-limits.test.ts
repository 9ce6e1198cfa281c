import { expect } from 'vitest';
import { expectedStatusLog } from './support';
import { describeInBrowser, it, test } from '../fixtures';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

describeInBrowser('the plan chosen on the pricing page travels to the quote', () => {
  it('with JavaScript: COLLECTIF clicked, then the quote button: COLLECTIF selected in the carousel and the form', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    await page.goto(`${server.url}/nos-tarifs`);
    await page.locator('.plan-card[data-plan="collectif"]').click();
    await page.waitForFunction(
      () => document.querySelector('.plan-card.is-selected')?.getAttribute('data-plan') === 'collectif',
    );
    await Promise.all([
      page.waitForNavigation(),
      page.getByRole('link', { name: 'Demander un devis pour COLLECTIF' }).last().click(),
    ]);
    expect(new URL(page.url()).search).toBe('?formule=collectif');
    await expect(page.locator('.plan-card.is-selected').getAttribute('data-plan')).resolves.toBe('collectif');
    await expect(page.locator('input[name="plan"][value="collectif"]').isChecked()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('without JavaScript: each card links to the quote with its plan, rendered selected by the server', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, javaScriptEnabled: false });
    await page.goto(`${server.url}/nos-tarifs`);
    await Promise.all([
      page.waitForNavigation(),
      page.locator('.plan-card[data-plan="collectif"] .plan-quote').click(),
    ]);
    // The card's name comes along, for the lead's attribution (docs/decisions/038-lead-attribution.md).
    expect(new URL(page.url()).search).toBe('?formule=collectif&depuis=carte-formule-collectif');
    await expect(page.getByRole('radio', { name: 'COLLECTIF' }).isChecked()).resolves.toBe(true);
    // No choice: STANDARD, as the spec says.
    await page.goto(`${server.url}/demande-devis`);
    await expect(page.getByRole('radio', { name: 'STANDARD' }).isChecked()).resolves.toBe(true);
    expect(problems).toEqual([]);
  });
});

describeInBrowser('a form posted too often, without JavaScript', () => {
  it('the sixth accepted contact post answers the site’s page, French, the message still in its field; refusals use nothing up', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, javaScriptEnabled: false });
    const fill = async (message: string, email = 'claire.morel@exemple.fr') => {
      await page.goto(`${server.url}/contact`);
      await page.fill('#contact-nom', 'Dr Claire Morel');
      await page.fill('#contact-email', email);
      await page.fill('#contact-telephone', '+33 6 12 34 56 78');
      await page.fill('#contact-cabinet', 'Cabinet des Tilleuls');
      await page.fill('#contact-ville', 'Lyon');
      await page.fill('#contact-message', message);
      await page.check('#contact-acceptPolicy');
      const [response] = await Promise.all([
        page.waitForNavigation(),
        page.getByRole('button', { name: /Envoyer/ }).click(),
      ]);
      return response!.status();
    };
    // A typo refused three times costs nothing of the allowance.
    for (let i = 0; i < 3; i++) expect(await fill('Bonjour', 'claire.morel@exemple')).toBe(400);
    for (let i = 1; i <= 5; i++) expect(await fill(`Message ${i}`)).toBe(200);
    expect(await fill('Mon sixième message, à ne pas perdre.')).toBe(429);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await expect(page.locator('#contact-message').inputValue()).resolves.toBe('Mon sixième message, à ne pas perdre.');
    await expect(page.locator('.form-problem').textContent()).resolves.toMatch(
      /Trop d’envois depuis votre connexion en peu de temps\. Votre saisie est conservée\s: vous pourrez l’envoyer dans \d+\sminutes?\./,
    );
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    expect(problems.filter(expectedStatusLog(400)).filter(expectedStatusLog(429))).toEqual([]);
  });
});
