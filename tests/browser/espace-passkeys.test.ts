import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { describeInBrowser, test } from '../fixtures';
import { AxeBuilder } from '@axe-core/playwright';
import { runAdmin } from '../helpers/admin';
import { signInAs } from '../helpers/staff';
import { createTestApp, testEnv } from '../helpers/testApp';
import { expectedStatusLog } from './support';

/**
 * The espace's passkeys as a new member meets them (issue 45), in Chromium with a virtual
 * authenticator standing for the phone's (DevTools protocol, WebAuthn domain): the link
 * `staff:invite` prints, a passkey created, the espace (whatever page it shows first: the bar
 * names who is signed in); signed out, in again with it.
 * WebAuthn wants a host name for its relying party, never an IP address: the site is
 * served at http://localhost:<port>, which SITE_URL says, and which Chromium counts as
 * secure (the `__Host-` cookie's `Secure` holds).
 */
const it = test.extend('site', { scope: 'file' }, async ({ database }, { onCleanup }) => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const env = testEnv({ SITE_URL: url });
  server.on('request', createTestApp(database, { env }));
  onCleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, env: { SITE_URL: url } };
});

/** The phone's authenticator: a platform passkey store that unlocks with the owner's finger. */
async function withAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const linkOf = (output: string) => output.match(/https?:\/\/\S+\/espace\/inscription\/\S+/)![0];

describeInBrowser('a member of the team signs in with a passkey', () => {
  it('invited, creates a passkey from the link, finds a new quote in the inbox and marks it contacted; signed out, signs in again with it', async ({
    site,
    database,
    openPage,
  }) => {
    // A doctor asks for a quote a moment before.
    const quote = await fetch(`${site.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: 'quote',
        name: 'Dr Alice Exemple',
        email: 'alice.exemple@exemple.fr',
        phone: '06 12 34 56 78',
        practice: 'Cabinet du Parc',
        city: 'Lyon',
        plan: 'collectif',
        message: 'Trois praticiens, un secrétariat le samedi matin.',
        consent: true,
      }),
    });
    expect(quote.status).toBe(201);

    const invite = await runAdmin('staff-invite', ['claire.martin@secretalia.fr', '--name', 'Claire Martin'], {
      database,
      env: site.env,
    });
    expect(invite.code, invite.output).toBe(0);
    const link = linkOf(invite.stdout);
    expect(link.startsWith(`${site.url}/espace/inscription/`)).toBe(true);

    const { page, problems } = await openPage({ width: 390, height: 844, hasTouch: true });
    await withAuthenticator(page);
    await page.goto(link);
    await page.getByRole('button', { name: 'Créer ma clé d’accès' }).tap();
    await page.waitForURL(`${site.url}/espace`);
    await expect.poll(() => page.locator('.espace-who a').textContent()).toBe('Claire Martin');
    const [cookie] = await page.context().cookies();
    expect(cookie).toMatchObject({
      name: '__Host-secretalia_espace',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
    });

    // The inbox lists the quote; one tap on « contacté », with a note, and the export says who.
    await page
      .getByRole('link', { name: /Dr Alice Exemple/ })
      .first()
      .tap();
    await expect.poll(() => page.locator('h1').textContent()).toContain('Dr Alice Exemple');
    await page.getByLabel('Note (facultative)').fill('Rappelée : rendez-vous jeudi à 9 h.');
    const changed = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'contacté' }).tap();
    expect((await changed).status()).toBe(303);
    // The lead's page again, once the redirect has landed (a navigation started before it would be cut).
    await page.waitForURL(/\?fait=statut/);
    const exported = await runAdmin('leads-export', ['--format', 'json'], { database, env: site.env });
    expect(exported.code, exported.stderr).toBe(0);
    const [lead] = JSON.parse(exported.stdout) as { status: string; statusHistory: object[] }[];
    expect(lead!.status).toBe('contacte');
    expect(lead!.statusHistory.at(-1)).toMatchObject({
      status: 'contacte',
      note: 'Rappelée : rendez-vous jeudi à 9 h.',
      changedBy: 'Claire Martin',
    });
    await page.goto(`${site.url}/espace`);

    // Signed out, the sign-in page offers the passkey in the browser's autofill: Chromium's
    // virtual authenticator answers it at once, as a member picking their passkey would.
    const autofilled = page.waitForResponse(`${site.url}/espace/connexion/verification`);
    await page.getByRole('button', { name: 'Se déconnecter' }).tap();
    expect((await autofilled).status()).toBe(200);
    await page.waitForURL(`${site.url}/espace`);
    await expect.poll(() => page.locator('.espace-who a').textContent()).toBe('Claire Martin');

    // A browser without passkey autofill: the button, with the same passkey.
    await page.context().addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.getByRole('button', { name: 'Se déconnecter' }).tap();
    await page.waitForURL(`${site.url}/espace/connexion`);
    expect(await page.context().cookies()).toEqual([]);
    await page.goto(`${site.url}/espace`);
    await page.waitForURL(`${site.url}/espace/connexion`);
    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).tap();
    await page.waitForURL(`${site.url}/espace`);
    await expect.poll(() => page.locator('.espace-who a').textContent()).toBe('Claire Martin');

    // The same link, opened again: refused, in French.
    const again = await page.goto(link);
    expect(again!.status()).toBe(410);
    expect(await page.locator('main').textContent()).toContain(
      'Il a déjà servi, ou ses 24 heures sont passées. Demandez-en un nouveau à la personne qui vous a invité.',
    );
    expect(problems.filter(expectedStatusLog(410))).toEqual([]);
  });

  it('adds the passkey of a second device once signed in, and either then signs in', async ({
    site,
    database,
    openPage,
  }) => {
    const invite = await runAdmin('staff-invite', ['hugo@secretalia.fr'], { database, env: site.env });
    const phone = await openPage({ width: 390, height: 844, hasTouch: true });
    await withAuthenticator(phone.page);
    await phone.page.goto(linkOf(invite.stdout));
    await phone.page.getByRole('button', { name: 'Créer ma clé d’accès' }).tap();
    await phone.page.waitForURL(`${site.url}/espace`);

    // The computer: a browser of its own, its own authenticator; the phone's session signs it in once.
    const computer = await openPage({ width: 1280 });
    await withAuthenticator(computer.page);
    await computer.context.addCookies(
      (await phone.context.cookies()).map(({ name, value }) => ({
        name,
        value,
        domain: 'localhost',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict' as const,
      })),
    );
    await computer.page.goto(`${site.url}/espace/appareils`);
    await computer.page.getByRole('button', { name: 'Ajouter la clé d’accès de cet appareil' }).click();
    await computer.page.waitForURL(`${site.url}/espace/appareils?ajoutee=1`);
    expect(await computer.page.locator('.espace-devices li').count()).toBe(2);
    // Signed out, the computer's own passkey signs it in again (through the autofill, as above).
    const autofilled = computer.page.waitForResponse(`${site.url}/espace/connexion/verification`);
    await computer.page.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await autofilled).status()).toBe(200);
    await computer.page.waitForURL(`${site.url}/espace`);
    expect(phone.problems).toEqual([]);
    expect(computer.problems).toEqual([]);
  });

  it('a public page loads none of the espace’s script and sets no cookie', async ({ site, openPage }) => {
    const { page, problems } = await openPage({ width: 390 });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    for (const address of ['/', '/demande-devis', '/contact']) await page.goto(`${site.url}${address}`);
    expect(scripts.filter((url) => url.includes('/espace'))).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    await page.goto(`${site.url}/espace/connexion`);
    expect(scripts.filter((url) => url.includes('/assets/espace-'))).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describeInBrowser('the espace’s doors for everyone', () => {
  it('the sign-in, enrolment and passkeys pages: no axe violation (WCAG 2.2 AA) at 390 and 1280 px, no sideways scroll', async ({
    site,
    database,
    openPage,
  }) => {
    const invite = await runAdmin('staff-invite', ['axe@secretalia.fr', '--name', 'Inès Axe'], {
      database,
      env: site.env,
    });
    const cookie = await signInAs(database, 'axe-signed-in@secretalia.fr', 'Paul Lecteur');
    for (const width of [390, 1280]) {
      const { page, context, problems } = await openPage({ width });
      for (const address of ['/espace/connexion', new URL(linkOf(invite.stdout)).pathname, '/espace/appareils']) {
        if (address === '/espace/appareils') {
          const [name, value] = cookie.split('=') as [string, string];
          await context.addCookies([
            { name, value, domain: 'localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Strict' },
          ]);
        }
        await page.goto(`${site.url}${address}`);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((v) => `${address} at ${width}: ${v.id} ${v.help}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(width);
      }
      expect(problems).toEqual([]);
    }
  });
});

describe('the espace’s passkey script', () => {
  test('is not part of the public pages’ bundle', async () => {
    const { loadManifest } = await import('../../server/render/assets');
    const { distDir } = await import('../helpers/testApp');
    const manifest = loadManifest(distDir);
    expect(manifest.espace).toMatch(/^\/assets\/espace-\w+\.js$/);
    expect(manifest.entry).not.toBe(manifest.espace);
  });
});
