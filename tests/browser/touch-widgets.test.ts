import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './support';
import { describeInBrowser, it, test } from '../fixtures';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

/** A one-finger horizontal swipe, as the touch screen reports it. */
async function swipe(page: Page, selector: string, dx: number) {
  const box = (await page.locator(selector).boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 200);
  const x0 = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x0 + (dx * step) / 6, y: y + step }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await trackSettled(page);
}

/** A tap while the track still glides only stops it, as on a phone: waits until it stands still. */
function trackSettled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const track = document.querySelector('.plan-track')!;
        let last = -1;
        const check = () =>
          track.scrollLeft === last ? resolve() : ((last = track.scrollLeft), setTimeout(check, 120));
        setTimeout(check, 120);
      }),
  );
}

const selectedPlan = (page: Page) => page.locator('.plan-card.is-selected').getAttribute('data-plan');

/** True when the card lies wholly inside the carousel's visible track. */
const cardInView = (page: Page, plan: string) =>
  page.evaluate((plan) => {
    const track = document.querySelector('.plan-track')!.getBoundingClientRect();
    const card = document.querySelector(`.plan-card[data-plan="${plan}"]`)!.getBoundingClientRect();
    return card.left >= track.left - 1 && card.right <= track.right + 1;
  }, plan);

describeInBrowser('widgets on a 390 px touch screen', () => {
  it('video: a tap on the card opens the player at once (even before hydration), a tap on close closes it', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, hasTouch: true });
    await page.goto(`${server.url}/`);
    const card = page.locator('.hero .video-card');
    await card.tap();
    const dialog = page.getByRole('dialog', { name: 'Secretalia en bref' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForFunction(() => {
      const video = document.querySelector<HTMLVideoElement>('dialog[open] video');
      return video !== null && !video.paused;
    });
    // The player fits the screen.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Fermer la vidéo' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.locator('dialog video').evaluate((video: HTMLVideoElement) => video.paused)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('carousel: the selected card is in view, taps and swipes select, looping at the ends', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, hasTouch: true });
    await page.goto(`${server.url}/nos-tarifs`);
    await page.locator('.plan-carousel').scrollIntoViewIfNeeded();
    await expect(selectedPlan(page)).resolves.toBe('serenite');
    await expect(cardInView(page, 'serenite')).resolves.toBe(true);

    await page.getByRole('button', { name: 'Formule suivante' }).tap();
    await hydrated(page, 'PlanCarousel');
    await expect(selectedPlan(page)).resolves.toBe('collectif');
    await page.waitForFunction(() => {
      const track = document.querySelector('.plan-track')!.getBoundingClientRect();
      const card = document.querySelector('.plan-card[data-plan="collectif"]')!.getBoundingClientRect();
      return card.left >= track.left - 1 && card.right <= track.right + 1;
    });

    await swipe(page, '.plan-track', -160);
    await expect(selectedPlan(page)).resolves.toBe('continuite');
    await swipe(page, '.plan-track', -160);
    await expect(selectedPlan(page)).resolves.toBe('standard');
    await page.waitForFunction(() => document.querySelector('.plan-track')!.scrollLeft < 5);
    await swipe(page, '.plan-track', 160);
    await expect(selectedPlan(page)).resolves.toBe('continuite');
    // A finger taps what it sees: once the track has stopped on the card (a tap during the smooth
    // scroll lands on whatever card passes under it, or only stops the glide).
    await page.waitForFunction(() => {
      const track = document.querySelector('.plan-track')!.getBoundingClientRect();
      const card = document.querySelector('.plan-card[data-plan="continuite"]')!.getBoundingClientRect();
      return card.left >= track.left - 1 && card.right <= track.right + 1;
    });
    await trackSettled(page);

    await page.getByRole('button', { name: 'Choisir la formule SÉRÉNITÉ' }).tap();
    await expect(selectedPlan(page)).resolves.toBe('serenite');
    await page.waitForFunction(() => {
      const track = document.querySelector('.plan-track')!.getBoundingClientRect();
      const card = document.querySelector('.plan-card[data-plan="serenite"]')!.getBoundingClientRect();
      return card.left >= track.left - 1 && card.right <= track.right + 1;
    });
    await page.locator('.plan-card[data-plan="serenite"] .plan-title').tap();
    await expect(selectedPlan(page)).resolves.toBe('serenite');
    expect(problems).toEqual([]);
  });

  it('quote form: filled and sent with taps, the chosen plan with it', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, hasTouch: true });
    await page.goto(`${server.url}/demande-devis`);
    await page.getByRole('button', { name: 'Choisir la formule SÉRÉNITÉ' }).tap();
    await hydrated(page, 'PlanCarousel');
    await expect(selectedPlan(page)).resolves.toBe('serenite');

    const submit = page.getByRole('button', { name: 'Envoyer ma demande de devis' });
    await submit.scrollIntoViewIfNeeded();
    // The form wakes on this first tap, which is held and replayed once it is live.
    await submit.tap();
    await hydrated(page, 'QuoteForm');
    await expect.poll(() => page.locator('.field-error').count()).toBe(6);

    for (const [id, value] of [
      ['devis-nom', 'Dr Lina Haddad'],
      ['devis-email', 'lina.haddad@exemple.be'],
      ['devis-telephone', '+32 2 000 00 00'],
      ['devis-cabinet', 'Maison médicale du Parc'],
      ['devis-ville', 'Bruxelles'],
    ]) {
      await page.locator(`#${id}`).tap();
      await page.keyboard.type(value!);
    }
    await page.locator('label[for="devis-acceptPolicy"]').tap({ position: { x: 5, y: 5 } });
    await expect(page.locator('#devis-acceptPolicy').isChecked()).resolves.toBe(true);
    const [request] = await Promise.all([
      page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/demande-devis')),
      submit.tap(),
    ]);
    const sent = new URLSearchParams(request.postData() ?? '');
    expect([sent.get('plan'), sent.get('nom')]).toEqual(['serenite', 'Dr Lina Haddad']);
    await expect(page.locator('.form-status-success').textContent()).resolves.toBe(
      'Votre demande de devis a été envoyée avec succès ! Nous vous contacterons sous 24h ouvrées.',
    );
    expect(problems).toEqual([]);
  });

  it('contact and newsletter: usable with taps', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, hasTouch: true });
    await page.goto(`${server.url}/contact`);
    const submit = page.getByRole('button', { name: 'Envoyer mon message' });
    await submit.scrollIntoViewIfNeeded();
    await submit.tap();
    await hydrated(page, 'ContactForm');
    await expect(page.locator('.field-error').count()).resolves.toBe(7);

    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await hydrated(page, 'NewsletterForm');
    await footer.getByLabel('Votre adresse e-mail').tap();
    await page.keyboard.type('lina.haddad@exemple.be');
    await footer.getByRole('button', { name: 'S’inscrire' }).tap();
    await expect(footer.locator('.newsletter-message').textContent()).resolves.toBe(
      'Merci ! Vous êtes abonné(e) à notre newsletter. Pour la recevoir, confirmez votre adresse grâce au lien de l’e-mail que nous venons de vous envoyer.',
    );
    expect(problems).toEqual([]);
  });
});
