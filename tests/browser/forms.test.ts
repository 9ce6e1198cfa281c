import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { describeInBrowser, it, test } from '../fixtures';
import { islandChunks } from '../helpers/bundle';
import type { RunningServer } from '../helpers/server';
import type { WatchedPage } from '../helpers/browser';
import { expectedStatusLog, focused, hydrated, type WidgetPageOptions } from './support';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

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
  /** The way back to an empty form, once one was sent. */
  again: string;
  /** Field id suffix → message of docs/SPEC.md section 5, in the order of the form. */
  messages: [string, string][];
  fill: (page: Page) => Promise<void>;
}

async function fillCommon(page: Page, prefix: string) {
  await page.fill(`#${prefix}-nom`, 'Dr Paul Mercier');
  await page.fill(`#${prefix}-email`, 'paul.mercier@exemple.fr');
  await page.fill(`#${prefix}-telephone`, '01 23 45 67 89');
  await page.fill(`#${prefix}-cabinet`, 'Centre médical Pasteur');
  await page.fill(`#${prefix}-ville`, '75011');
  // A click that lands while the island's code loads is held, then replayed: the box ticks a moment later.
  const consent = page.locator(`#${prefix}-acceptPolicy`);
  await consent.click();
  await expect.poll(() => consent.isChecked()).toBe(true);
}

const cases: FormCase[] = [
  {
    name: 'quote form',
    path: '/demande-devis',
    prefix: 'devis',
    island: 'QuoteForm',
    hydrate: 'interaction',
    submit: 'Envoyer ma demande de devis',
    again: 'Envoyer une autre demande',
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
    again: 'Envoyer un autre message',
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

describeInBrowser('quote and contact forms', () => {
  describe.each(cases)('$name', (form) => {
    /** The form's page, scrolled to the form; its posts to the form's action are counted. */
    async function open(
      server: RunningServer,
      openPage: (options?: WidgetPageOptions) => Promise<WatchedPage>,
      { waitForIsland = true, scroll = true, beforeLoad = async (_page: Page): Promise<unknown> => undefined } = {},
    ) {
      const watched = await openPage({ width: 1280 });
      await beforeLoad(watched.page);
      const posts: string[] = [];
      watched.page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === form.path)
          posts.push(request.postData() ?? '');
      });
      await watched.page.goto(`${server.url}${form.path}`);
      if (scroll) await watched.page.locator(`#${form.prefix}-nom`).scrollIntoViewIfNeeded();
      if (waitForIsland && form.hydrate === 'visible') await hydrated(watched.page, form.island);
      return { ...watched, posts, submit: watched.page.getByRole('button', { name: form.submit }) };
    }

    it('first click on the empty form, while the island is still loading: every message under its field, the first focused', async ({
      server,
      openPage,
    }) => {
      // The island's code arrives only after the click.
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      const holdChunk = (page: Page) =>
        page.route(`**${islandChunks(form.island).own}`, async (route) => {
          await arrived;
          await route.continue();
        });
      // Straight to the button, as a visitor in a hurry: no scrolling to the form first.
      const { page, problems, posts, submit } = await open(server, openPage, {
        waitForIsland: false,
        scroll: false,
        beforeLoad: holdChunk,
      });
      await submit.click();
      release();
      await page.locator('.field-error').first().waitFor({ timeout: 10_000 });
      await hydrated(page, form.island);
      const expected = Object.fromEntries(
        form.messages.map(([name, text]) => [name, { text, invalid: true, described: true }]),
      );
      await expect(fieldMessages(page, form.prefix)).resolves.toEqual(expected);
      await expect(focused(page)).resolves.toMatchObject({ name: 'nom' });
      expect(page.url()).toBe(`${server.url}${form.path}`);
      expect(posts).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('re-validates on change once submitted', async ({ server, openPage }) => {
      const { page, problems, posts, submit } = await open(server, openPage);
      await submit.click();
      await hydrated(page, form.island);
      await page.locator('.field-error').first().waitFor();
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

    it('while sending: disabled, "Envoi en cours..."; then one confirmation in place of the form, the spec’s green box once; « Envoyer une autre demande » brings the form back, empty; the fields went to the form’s own action', async ({
      server,
      openPage,
    }) => {
      const { page, problems, posts, submit } = await open(server, openPage);
      await form.fill(page);
      await hydrated(page, form.island);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${form.path}`, async (route: Route) => {
        await held;
        await route.continue();
      });
      await submit.click();
      const busy = page.getByRole('button', { name: 'Envoi en cours...' });
      await busy.waitFor();
      await expect(busy.isDisabled()).resolves.toBe(true);
      const [response] = await Promise.all([page.waitForResponse(`**${form.path}`), Promise.resolve().then(release)]);
      expect(response.status()).toBe(201);
      // The same fields as the form without JavaScript posts.
      const sent = new URLSearchParams(posts[0]);
      expect(sent.get('nom')).toBe('Dr Paul Mercier');
      expect(sent.get('acceptPolicy')).toBe('on');
      if (form.island === 'QuoteForm') expect(sent.get('plan')).toBe('standard');
      const box = page.locator('[role="status"] .form-status-success');
      await box.waitFor();
      await expect(box.textContent()).resolves.toBe(form.success);
      // The form is gone: one confirmation where it was, its message once in the page, focused.
      await expect(page.locator(`#${form.prefix}-nom`).count()).resolves.toBe(0);
      await expect(page.locator('.form-confirmation').count()).resolves.toBe(1);
      await expect(page.getByText(form.success, { exact: true }).count()).resolves.toBe(1);
      await expect(
        page.evaluate(() => document.activeElement?.classList.contains('form-status-success')),
      ).resolves.toBe(true);
      if (form.island === 'QuoteForm') {
        // What happens next, once: in the confirmation, « Et ensuite ? » beside it steps aside.
        await expect(page.locator('.form-confirmation .form-status-next').isVisible()).resolves.toBe(true);
        await expect(page.locator('.form-aside').isVisible()).resolves.toBe(false);
      }
      await page.getByRole('button', { name: form.again }).click();
      await expect(focused(page)).resolves.toMatchObject({ name: 'nom' });
      await expect(page.locator('.form-confirmation').count()).resolves.toBe(0);
      await expect(submit.isEnabled()).resolves.toBe(true);
      for (const [name] of form.messages) {
        const field = page.locator(`#${form.prefix}-${name}`);
        if (name === 'acceptPolicy') await expect(field.isChecked()).resolves.toBe(false);
        else await expect(field.inputValue()).resolves.toBe('');
      }
      await expect(page.locator('.field-error').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    });

    it('shows the messages the server sends back under their fields', async ({ server, openPage }) => {
      const { page, problems, submit } = await open(server, openPage);
      await form.fill(page);
      await hydrated(page, form.island);
      await page.route(`**${form.path}`, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'invalid_input', message: '', fields: { ville: 'Ville inconnue du serveur' } },
          }),
        }),
      );
      await submit.click();
      await page.locator(`#${form.prefix}-ville-erreur`).waitFor();
      await expect(fieldMessages(page, form.prefix)).resolves.toEqual({
        ville: { text: 'Ville inconnue du serveur', invalid: true, described: true },
      });
      await expect(focused(page)).resolves.toMatchObject({ name: 'ville' });
      expect(problems.filter(expectedStatusLog(400))).toEqual([]);
    });

    it('shows the red box when the server fails, and the button comes back', async ({ server, openPage }) => {
      const { page, problems, submit } = await open(server, openPage);
      await form.fill(page);
      await hydrated(page, form.island);
      await page.route(`**${form.path}`, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' }),
      );
      await submit.click();
      const box = page.locator('[role="alert"] .form-status-error');
      await box.waitFor();
      await expect(box.textContent()).resolves.toBe(FAILURE);
      await expect(submit.isEnabled()).resolves.toBe(true);
      // The values stay, for another try; a network failure gives the same box.
      await expect(page.locator(`#${form.prefix}-nom`).inputValue()).resolves.toBe('Dr Paul Mercier');
      await page.unroute(`**${form.path}`);
      await page.route(`**${form.path}`, (route) => route.abort('internetdisconnected'));
      await submit.click();
      await page.getByRole('button', { name: 'Envoi en cours...' }).waitFor({ state: 'detached' });
      await expect(page.locator('[role="alert"] .form-status-error').textContent()).resolves.toBe(FAILURE);
      expect(problems.filter(expectedStatusLog(500)).filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual(
        [],
      );
    });

    it('sends one Idempotency-Key per submission: the same on a retry, a new one once the values changed or the post was taken', async ({
      server,
      openPage,
    }) => {
      const { page, problems, posts, submit } = await open(server, openPage);
      await form.fill(page);
      await hydrated(page, form.island);
      const keys = () => posts.map((body) => new URLSearchParams(body).get('idempotencyKey'));
      const sendAndWait = async (status?: number) => {
        const [response] = await Promise.all([page.waitForResponse(`**${form.path}`), submit.click()]);
        if (status) expect(response.status()).toBe(status);
        if (response.status() === 201) await page.getByRole('button', { name: form.again }).waitFor();
        else await expect.poll(() => submit.isEnabled()).toBe(true);
      };
      await page.route(`**${form.path}`, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{}}' }),
      );
      await sendAndWait(503);
      await sendAndWait(503);
      expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys()[1]).toBe(keys()[0]);
      await page.unroute(`**${form.path}`);
      // Edited: another submission. Taken by the server, then the same values again: another one still.
      await page.fill(`#${form.prefix}-ville`, 'Paris 11e');
      await sendAndWait(201);
      // Taken: the confirmation in the form's place; « Envoyer une autre demande », the same values again.
      await page.getByRole('button', { name: form.again }).click();
      await form.fill(page);
      await sendAndWait(201);
      expect(new Set(keys()).size).toBe(3);
      expect(problems.filter(expectedStatusLog(503))).toEqual([]);
    });

    it('when the island’s code cannot load, the click posts the form to its action as without JavaScript', async ({
      server,
      openPage,
    }) => {
      const blockChunk = (page: Page) =>
        page.route(`**${islandChunks(form.island).own}`, (route) => route.abort('failed'));
      const { page, problems, submit } = await open(server, openPage, { waitForIsland: false, beforeLoad: blockChunk });
      await form.fill(page);
      await Promise.all([page.waitForURL(`${server.url}${form.path}/merci`), submit.click()]);
      await expect(page.locator('[role="status"] .form-status-success').textContent()).resolves.toBe(form.success);
      // What Chromium says of the blocked chunk, and the island saying it steps aside.
      expect(problems.filter((p) => !/ERR_FAILED|could not start/.test(p))).toEqual([]);
    });
  });
});

describeInBrowser('newsletter box', () => {
  it('refuses an invalid address without sending, then subscribes; "Envoi..." meanwhile; messages cleared each time', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/newsletter')) posts.push(request.postData() ?? '');
    });
    await page.goto(`${server.url}/nos-services`);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await hydrated(page, 'NewsletterForm');
    const input = footer.getByLabel('Votre adresse e-mail');
    const button = footer.getByRole('button', { name: 'S’inscrire' });
    await expect(footer.getByRole('heading', { name: 'Newsletter' }).isVisible()).resolves.toBe(true);
    await expect(footer.locator('.newsletter-consent a[href="/politique-de-confidentialite"]').count()).resolves.toBe(
      1,
    );

    for (const address of ['', 'jeanne', 'jeanne@exemple', 'jeanne martin@exemple.fr']) {
      await input.fill(address);
      await button.click();
      await expect(footer.locator('.newsletter-message').textContent()).resolves.toBe(
        'Veuillez saisir un email valide.',
      );
      await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    }
    expect(posts).toEqual([]);

    // Failure, then success: each attempt starts without the previous message.
    await page.route('**/newsletter', (route) => route.fulfill({ status: 503, body: '' }));
    await input.fill('jeanne.martin@exemple.fr');
    await button.click();
    await expect(footer.locator('.newsletter-message').textContent()).resolves.toBe(
      "Échec de l'inscription. Veuillez réessayer.",
    );
    await page.unroute('**/newsletter');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    const busy = footer.getByRole('button', { name: 'Envoi...' });
    await busy.waitFor();
    await expect(footer.locator('.newsletter-message').count()).resolves.toBe(0);
    const [response] = await Promise.all([page.waitForResponse('**/newsletter'), Promise.resolve().then(release)]);
    expect(response.status()).toBe(200);
    await expect(footer.locator('[role="status"] .newsletter-message').textContent()).resolves.toBe(
      'Merci ! Vous êtes abonné(e) à notre newsletter. Pour la recevoir, confirmez votre adresse grâce au lien de l’e-mail que nous venons de vous envoyer.',
    );
    await expect(input.inputValue()).resolves.toBe('');
    await expect(input.getAttribute('aria-invalid')).resolves.toBeNull();
    // The footer's form posts its field to its own action, as without JavaScript.
    expect(posts.map((body) => new URLSearchParams(body).get('email'))).toEqual([
      'jeanne.martin@exemple.fr',
      'jeanne.martin@exemple.fr',
    ]);
    expect(problems.filter(expectedStatusLog(503))).toEqual([]);
  });
});
