import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectedStatusLog } from './support';
import { describeInBrowser, it, test } from '../fixtures';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

/** Messages under the fields of a page, by field id. */
const fieldErrors = (page: Page) =>
  page.$$eval('.field-error', (nodes) =>
    Object.fromEntries(nodes.map((node) => [node.id.replace(/-erreur$/, ''), node.textContent])),
  );

/** Posts the form (the browser checks `required` first, as any browser would) and waits for the answer. */
async function post(page: Page, button: string) {
  const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: button }).click()]);
  return response!;
}

describeInBrowser('forms without JavaScript', () => {
  it('quote: the server shows its messages under the fields and keeps the values, then thanks after a redirect', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, javaScriptEnabled: false });
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') bodies.push(request.postData() ?? '');
    });
    await page.goto(`${server.url}/demande-devis`);
    // The picker's cards need JavaScript to choose: hidden; the form offers the plans as radio buttons instead.
    await expect(page.locator('.plan-picker').isVisible()).resolves.toBe(false);
    const fallback = page.getByRole('group', { name: 'Formule souhaitée' });
    await expect(fallback.isVisible()).resolves.toBe(true);
    await expect(fallback.getByRole('radio', { name: 'STANDARD' }).isChecked()).resolves.toBe(true);
    await fallback.getByRole('radio', { name: 'COLLECTIF' }).check();

    // What the browser lets through but the schema refuses: blanks, an address without a domain.
    await page.fill('#devis-nom', '   ');
    await page.fill('#devis-email', 'paul@exemple');
    await page.fill('#devis-telephone', '01 23 45 67 89');
    await page.fill('#devis-cabinet', 'Cabinet Pasteur');
    await page.fill('#devis-ville', '  ');
    await page.fill('#devis-message', 'Deux praticiens, le lundi et le jeudi.');
    await page.check('#devis-acceptPolicy');
    const refused = await post(page, 'Envoyer ma demande de devis');
    expect(refused.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/demande-devis');
    await expect(fieldErrors(page)).resolves.toEqual({
      'devis-nom': 'Le nom et prénom sont requis',
      'devis-email': "L'email n'est pas valide",
      'devis-ville': 'La ville est requise',
    });
    await expect(page.locator('#devis-nom').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('#devis-email').getAttribute('aria-describedby')).resolves.toBe('devis-email-erreur');
    await expect(page.locator('.form-problem').textContent()).resolves.toContain('certains champs sont à corriger');
    // Values, consent and plan kept.
    await expect(page.locator('#devis-email').inputValue()).resolves.toBe('paul@exemple');
    await expect(page.locator('#devis-telephone').inputValue()).resolves.toBe('01 23 45 67 89');
    await expect(page.locator('#devis-message').inputValue()).resolves.toBe('Deux praticiens, le lundi et le jeudi.');
    await expect(page.locator('#devis-acceptPolicy').isChecked()).resolves.toBe(true);
    await expect(fallback.getByRole('radio', { name: 'COLLECTIF' }).isChecked()).resolves.toBe(true);
    await expect(page.locator('.plan-card.is-selected').getAttribute('data-plan')).resolves.toBe('collectif');

    await page.fill('#devis-nom', 'Dr Paul Mercier');
    await page.fill('#devis-email', 'paul.mercier@exemple.fr');
    await page.fill('#devis-ville', 'Lyon');
    const thanks = await post(page, 'Envoyer ma demande de devis');
    expect(thanks.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/demande-devis/merci');
    expect((await thanks.request().redirectedFrom()!.response())!.status()).toBe(303);
    await expect(page.locator('[role="status"] .form-status-success').textContent()).resolves.toBe(
      'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
    );
    expect(new URLSearchParams(bodies[1]).get('plan')).toBe('collectif');
    expect(problems.filter(expectedStatusLog(400))).toEqual([]);
  });

  it('contact: the same, with its own messages and thank-you page', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, javaScriptEnabled: false });
    await page.goto(`${server.url}/contact`);
    await page.fill('#contact-nom', 'Dr Anne Roche');
    await page.fill('#contact-email', 'anne.roche@exemple.fr');
    await page.fill('#contact-telephone', ' ');
    await page.fill('#contact-cabinet', 'Cabinet Roche');
    await page.fill('#contact-ville', 'Namur');
    await page.fill('#contact-message', '   ');
    await page.check('#contact-acceptPolicy');
    const refused = await post(page, 'Envoyer mon message');
    expect(refused.status()).toBe(400);
    await expect(fieldErrors(page)).resolves.toEqual({
      'contact-telephone': 'Le téléphone est requis',
      'contact-message': 'Le message est requis',
    });
    await expect(page.locator('#contact-nom').inputValue()).resolves.toBe('Dr Anne Roche');

    await page.fill('#contact-telephone', '+32 81 00 00 00');
    await page.fill('#contact-message', 'Pouvez-vous me rappeler ?');
    const thanks = await post(page, 'Envoyer mon message');
    expect(thanks.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/contact/merci');
    await expect(page.locator('.form-status-success').textContent()).resolves.toBe(
      'Votre message a été envoyé avec succès ! Nous vous contacterons sous 24h ouvrées.',
    );
    expect(problems.filter(expectedStatusLog(400))).toEqual([]);
  });

  it('newsletter: an address without a dot comes back with the message, a good one is thanked', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280, javaScriptEnabled: false });
    await page.goto(`${server.url}/pourquoi-secretalia`);
    const footer = page.locator('footer');
    await footer.getByLabel('Votre adresse e-mail').fill('jeanne@exemple');
    const refused = await post(page, 'S’inscrire');
    expect(refused.status()).toBe(400);
    const main = page.locator('main');
    await expect(main.locator('.newsletter-message').textContent()).resolves.toBe('Veuillez saisir un email valide.');
    const input = main.getByLabel('Votre adresse e-mail');
    await expect(input.inputValue()).resolves.toBe('jeanne@exemple');
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');

    await input.fill('jeanne.martin@exemple.fr');
    await Promise.all([page.waitForNavigation(), main.getByRole('button', { name: 'S’inscrire' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/newsletter/merci');
    await expect(page.locator('.form-status-success').textContent()).resolves.toBe(
      'Merci ! Vous êtes abonné(e) à notre newsletter. Pour la recevoir, confirmez votre adresse grâce au lien de l’e-mail que nous venons de vous envoyer.',
    );
    expect(problems.filter(expectedStatusLog(400))).toEqual([]);
  });
});
