import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launchBrowser } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';
import { expectedStatusLog, focused, hydrated, openWidgetPage } from './support';

const FAILURE = "Une erreur s'est produite lors de l'envoi. Veuillez réessayer ou nous contacter directement.";

interface FormCase {
  name: string;
  path: string;
  prefix: string;
  island: string;
  /** `visible`: hydrated once scrolled to; `interaction`: on the first event, a click held and replayed. */
  hydrate: 'visible' | 'interaction';
  submit: string;
  success: string;
  /** Field id suffix → message of SPEC.md section 5, in the order of the form. */
  messages: [string, string][];
  fill: (page: Page) => Promise<void>;
}

async function fillCommon(page: Page, prefix: string) {
  await page.fill(`#${prefix}-nom`, 'Dr Paul Mercier');
  await page.fill(`#${prefix}-email`, 'paul.mercier@exemple.fr');
  await page.fill(`#${prefix}-telephone`, '01 23 45 67 89');
  await page.fill(`#${prefix}-cabinet`, 'Centre médical Pasteur');
  await page.fill(`#${prefix}-ville`, '75011');
  await page.check(`#${prefix}-acceptPolicy`);
}

const cases: FormCase[] = [
  {
    name: 'quote form',
    path: '/demande-devis',
    prefix: 'devis',
    island: 'QuoteForm',
    hydrate: 'visible',
    submit: 'Envoyer ma demande de devis',
    success: 'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
    messages: [
      ['nom', 'Le nom et prénom sont requis'],
      ['email', "L'email n'est pas valide"],
      ['telephone', 'Le téléphone est requis'],
      ['cabinet', 'Le nom du cabinet est requis'],
      ['ville', 'La ville est requise'],
      ['acceptPolicy', 'Vous devez accepter la politique de confidentialité'],
    ],
    fill: (page) => fillCommon(page, 'devis'),
  },
  {
    name: 'contact form',
    path: '/contact',
    prefix: 'contact',
    island: 'ContactForm',
    hydrate: 'interaction',
    submit: 'Envoyer mon message',
    success: 'Votre message a été envoyé avec succès ! Nous vous contacterons sous 24h ouvrées.',
    messages: [
      ['nom', 'Le nom et prénom sont requis'],
      ['email', "L'email n'est pas valide"],
      ['telephone', 'Le téléphone est requis'],
      ['cabinet', 'Le nom du cabinet est requis'],
      ['ville', 'La ville est requise'],
      ['message', 'Le message est requis'],
      ['acceptPolicy', 'Vous devez accepter que vos données soient utilisées pour vous recontacter'],
    ],
    fill: async (page) => {
      await fillCommon(page, 'contact');
      await page.fill('#contact-message', 'Bonjour, pouvez-vous me rappeler jeudi matin ?');
    },
  },
];

/** Messages shown under the fields, by field id, and whether each field says it is invalid and points to its message. */
const fieldMessages = (page: Page, prefix: string) =>
  page.evaluate((prefix) => {
    const out: Record<string, { text: string; invalid: boolean; described: boolean }> = {};
    for (const message of document.querySelectorAll<HTMLElement>(`.field-error[id^="${prefix}-"]`)) {
      const name = message.id.slice(prefix.length + 1).replace(/-erreur$/, '');
      const field = document.getElementById(`${prefix}-${name}`);
      out[name] = {
        text: message.textContent ?? '',
        invalid: field?.getAttribute('aria-invalid') === 'true',
        described: (field?.getAttribute('aria-describedby') ?? '').split(' ').includes(message.id),
      };
    }
    return out;
  }, prefix);

describe.skipIf(!hasBrowser)('quote and contact forms', () => {
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

  describe.each(cases)('$name', (form) => {
    async function open() {
      const watched = await openWidgetPage(browser, { width: 1280 });
      const posts: string[] = [];
      watched.page.on('request', (request) => {
        if (request.url().endsWith('/api/v1/contact')) posts.push(request.method());
      });
      await watched.page.goto(`${server.url}${form.path}`);
      await watched.page.locator(`#${form.prefix}-nom`).scrollIntoViewIfNeeded();
      // Before hydration, a form hydrated on visibility is a plain HTML form (the browser's own checks, then the server).
      if (form.hydrate === 'visible') await hydrated(watched.page, form.island);
      return { ...watched, posts, submit: watched.page.getByRole('button', { name: form.submit }) };
    }

    it('shows every message under its field on an empty submit, focuses the first, then re-validates on change', async () => {
      const { page, problems, posts, submit } = await open();
      await submit.click();
      await hydrated(page, form.island);
      await page.locator('.field-error').first().waitFor();
      const expected = Object.fromEntries(form.messages.map(([name, text]) => [name, { text, invalid: true, described: true }]));
      await expect(fieldMessages(page, form.prefix)).resolves.toEqual(expected);
      await expect(focused(page)).resolves.toMatchObject({ name: 'nom' });
      expect(posts).toEqual([]);

      // Fixed fields lose their message as the visitor types.
      await page.fill(`#${form.prefix}-nom`, 'Dr Paul Mercier');
      await page.fill(`#${form.prefix}-email`, 'paul.mercier@');
      const afterTyping = await fieldMessages(page, form.prefix);
      expect(afterTyping.nom).toBeUndefined();
      expect(afterTyping.email?.text).toBe("L'email n'est pas valide");
      await page.fill(`#${form.prefix}-email`, 'paul.mercier@exemple.fr');
      await expect(fieldMessages(page, form.prefix).then((m) => m.email)).resolves.toBeUndefined();
      await expect(page.locator(`#${form.prefix}-nom`).getAttribute('aria-invalid')).resolves.toBeNull();
      expect(posts).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('while sending: disabled, "Envoi en cours..."; then the green box, the message stored and the form reset', async () => {
      const { page, problems, submit } = await open();
      await form.fill(page);
      await hydrated(page, form.island);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/contact', async (route: Route) => {
        await held;
        await route.continue();
      });
      await submit.click();
      const busy = page.getByRole('button', { name: 'Envoi en cours...' });
      await busy.waitFor();
      await expect(busy.isDisabled()).resolves.toBe(true);
      const [response] = await Promise.all([page.waitForResponse('**/api/v1/contact'), Promise.resolve().then(release)]);
      expect(response.status()).toBe(201);
      const box = page.locator('[role="status"] .form-status-success');
      await box.waitFor();
      await expect(box.textContent()).resolves.toBe(form.success);
      await expect(submit.isEnabled()).resolves.toBe(true);
      for (const [name] of form.messages) {
        const field = page.locator(`#${form.prefix}-${name}`);
        if (name === 'acceptPolicy') await expect(field.isChecked()).resolves.toBe(false);
        else await expect(field.inputValue()).resolves.toBe('');
      }
      await expect(page.locator('.field-error').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    });

    it('shows the red box when the API fails, and the button comes back', async () => {
      const { page, problems, submit } = await open();
      await form.fill(page);
      await hydrated(page, form.island);
      await page.route('**/api/v1/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' }));
      await submit.click();
      const box = page.locator('[role="alert"] .form-status-error');
      await box.waitFor();
      await expect(box.textContent()).resolves.toBe(FAILURE);
      await expect(submit.isEnabled()).resolves.toBe(true);
      // The values stay, for another try; a network failure gives the same box.
      await expect(page.locator(`#${form.prefix}-nom`).inputValue()).resolves.toBe('Dr Paul Mercier');
      await page.unroute('**/api/v1/contact');
      await page.route('**/api/v1/contact', (route) => route.abort('internetdisconnected'));
      await submit.click();
      await page.getByRole('button', { name: 'Envoi en cours...' }).waitFor({ state: 'detached' });
      await expect(page.locator('[role="alert"] .form-status-error').textContent()).resolves.toBe(FAILURE);
      expect(problems.filter(expectedStatusLog(500)).filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });
  });
});

describe.skipIf(!hasBrowser)('newsletter box', () => {
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

  it('refuses an invalid address without sending, then subscribes; "Envoi..." meanwhile; messages cleared each time', async () => {
    const { page, problems } = await openWidgetPage(browser, { width: 1280 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/newsletter/subscribe')) posts.push(request.postData() ?? '');
    });
    await page.goto(`${server.url}/nos-services`);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await hydrated(page, 'NewsletterForm');
    const input = footer.getByLabel('Votre adresse e-mail');
    const button = footer.getByRole('button', { name: 'S’inscrire' });
    await expect(footer.getByRole('heading', { name: 'Newsletter' }).isVisible()).resolves.toBe(true);
    await expect(footer.locator('.newsletter-consent a[href="/politique-de-confidentialite"]').count()).resolves.toBe(1);

    for (const address of ['', 'jeanne', 'jeanne@exemple', 'jeanne martin@exemple.fr']) {
      await input.fill(address);
      await button.click();
      await expect(footer.locator('.newsletter-message').textContent()).resolves.toBe('Veuillez saisir un email valide.');
      await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    }
    expect(posts).toEqual([]);

    // Failure, then success: each attempt starts without the previous message.
    await page.route('**/api/v1/newsletter/subscribe', (route) => route.fulfill({ status: 503, body: '' }));
    await input.fill('jeanne.martin@exemple.fr');
    await button.click();
    await expect(footer.locator('.newsletter-message').textContent()).resolves.toBe("Échec de l'inscription. Veuillez réessayer.");
    await page.unroute('**/api/v1/newsletter/subscribe');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    const busy = footer.getByRole('button', { name: 'Envoi...' });
    await busy.waitFor();
    await expect(footer.locator('.newsletter-message').count()).resolves.toBe(0);
    const [response] = await Promise.all([page.waitForResponse('**/api/v1/newsletter/subscribe'), Promise.resolve().then(release)]);
    expect(response.status()).toBe(200);
    await expect(footer.locator('[role="status"] .newsletter-message').textContent()).resolves.toBe('Merci ! Vous êtes abonné(e) à notre newsletter.');
    await expect(input.inputValue()).resolves.toBe('');
    await expect(input.getAttribute('aria-invalid')).resolves.toBeNull();
    expect(posts.map((body) => JSON.parse(body))).toEqual([{ email: 'jeanne.martin@exemple.fr' }, { email: 'jeanne.martin@exemple.fr' }]);
    expect(problems.filter(expectedStatusLog(503))).toEqual([]);
  });
});
