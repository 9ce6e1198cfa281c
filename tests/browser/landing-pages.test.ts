import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import { specialtyHref } from '../../shared/paths';
import { specialtySlugs } from '../../shared/specialties';
import { describeInBrowser, it } from '../fixtures';

/** The pages a doctor lands on from a search (issue 48): each speciality's and Belgium's. */
const LANDINGS = [...specialtySlugs.map((slug) => specialtyHref(slug)), '/belgique'];

describeInBrowser('the speciality and Belgian pages as landing pages', () => {
  it('at 390 px, each of them is under 4,500 px tall', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 390, height: 844, hasTouch: true, deviceScaleFactor: 2 });
    const heights: Record<string, number> = {};
    for (const address of LANDINGS) {
      await page.goto(`${server.url}${address}`);
      await page.evaluate(() => document.fonts.ready);
      heights[address] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    expect(Object.entries(heights).filter(([, height]) => height >= 4500)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the first screen says who the page is for and offers the quote and the callback, which opens in place', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 390, height: 844, hasTouch: true });
    for (const address of LANDINGS) {
      await page.goto(`${server.url}${address}`);
      const hero = page.locator('.page-hero');
      const inFirstScreen = async (box: { y: number; height: number } | null) =>
        box !== null && box.y + box.height <= 844;
      await expect(hero.getByRole('heading', { level: 1 }).isVisible(), `${address}: the title`).resolves.toBe(true);
      await expect(
        inFirstScreen(await hero.getByRole('link', { name: 'Demander un devis', exact: true }).boundingBox()),
        `${address}: the quote`,
      ).resolves.toBe(true);
      const callback = hero.locator('summary', { hasText: 'Être rappelé' });
      await expect(inFirstScreen(await callback.boundingBox()), `${address}: the callback`).resolves.toBe(true);
      await callback.click();
      // The phone field of every form (views/components/FormFields.tsx): « Téléphone ».
      await expect(
        hero.getByRole('textbox', { name: 'Téléphone', exact: true }).isVisible(),
        `${address}: its form`,
      ).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('on a tablet, held upright or sideways, the practice’s day is drawn large enough to read', async ({
    server,
    openPage,
  }) => {
    for (const width of [768, 834, 900, 1024]) {
      const { page, problems } = await openPage({ width, height: 1024 });
      for (const address of LANDINGS) {
        await page.goto(`${server.url}${address}`);
        const day = (await page.locator('.landing-day svg').boundingBox())!;
        expect(Math.round(day.width), `${width} px ${address}`).toBeGreaterThanOrEqual(380);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(sideways, `${width} px ${address}`).toBeLessThanOrEqual(0);
      }
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('each of the eight speciality pages shows a drawing of its own', async ({ server, openPage }) => {
    const { page, problems } = await openPage({ width: 1280, height: 800 });
    const drawings = new Map<string, string>();
    for (const slug of specialtySlugs) {
      await page.goto(`${server.url}${specialtyHref(slug)}`);
      const svg = page.locator('.landing-day svg');
      await expect(svg.count(), slug).resolves.toBe(1);
      await expect(svg.isVisible(), slug).resolves.toBe(true);
      const markup = await svg.evaluate((element) => element.outerHTML);
      drawings.set(slug, createHash('sha256').update(markup).digest('hex'));
    }
    expect(new Set(drawings.values()).size).toBe(specialtySlugs.length);
    expect(problems).toEqual([]);
  });
});
