import { expect } from 'vitest';
import { callbackMessages } from '../../shared/callback';
import { describeInBrowser, it, test } from '../fixtures';
import { hydrated } from './support';

// Each test's browser page comes from an address of its own (support.ts): rate limits stay per test.
test.override('serverEnv', { TRUST_PROXY: '1' });

const PHONE = 'rappel-accueil-telephone';

/**
 * « Être rappelé » as a busy doctor meets it on a phone: in the home page's first screen at
 * 390 px, a two-field request that works without JavaScript (the site's own page answers)
 * and in place with it.
 */
describeInBrowser('« Être rappelé » on the home page at 390 px', () => {
  for (const javaScriptEnabled of [false, true]) {
    it(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: in the first screen; an empty request says what the phone needs; a filled one confirms the moment`, async ({
      server,
      openPage,
    }) => {
      const { page, problems } = await openPage({ width: 390, height: 844, hasTouch: true, javaScriptEnabled });
      await page.goto(`${server.url}/`);
      const summary = page.locator('.hero summary.callback-summary');
      const box = (await summary.boundingBox())!;
      expect(box.y + box.height, 'the summary within the first screen').toBeLessThanOrEqual(844);
      await summary.tap();

      const send = page.locator('.hero form.callback-form button[type="submit"]');
      await send.tap();
      const phone = page.locator(`#${PHONE}`);
      if (javaScriptEnabled) {
        await hydrated(page, 'CallbackForm');
        await expect.poll(() => page.locator(`#${PHONE}-erreur`).textContent()).toBe(callbackMessages.phoneRequired);
      } else {
        // The browser's own check of the required field, in its user's language; nothing sent
        // (the server's message for a request that gets through is in server/routes/callback.test.ts).
        await expect(phone.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).resolves.toBe(true);
        expect(new URL(page.url()).pathname).toBe('/');
      }

      await phone.fill('06 12 34 56 78');
      await page.selectOption('#rappel-accueil-jour', { index: 1 });
      await page.selectOption('#rappel-accueil-heure', '10:00');
      await page.locator('label[for="rappel-accueil-acceptPolicy"]').tap({ position: { x: 5, y: 5 } });
      await send.tap();
      if (javaScriptEnabled) {
        // In place: the page stays, the confirmation names the moment.
        await expect
          .poll(() => page.locator('.hero .form-status-success').textContent())
          .toMatch(/^C’est noté : nous vous appelons le .+ à 10 h 00 \(heure de Paris\)\.$/);
        expect(new URL(page.url()).pathname).toBe('/');
      } else {
        await page.waitForURL(/\/rappel\/merci\?moment=/);
        await expect(page.locator('main').textContent()).resolves.toMatch(
          /nous vous appelons le .+ \(heure de Paris\)/,
        );
      }
      expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
    });
  }
});
