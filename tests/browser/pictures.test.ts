import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it } from '../fixtures';
import { TEMPLATE_ROUTES } from './routes';
import { expectedStatusLog } from './support';

/** A phone at twice the density, a small laptop and a laptop: each picture must be sharp on all three. */
const SCREENS = [
  { width: 390, height: 844, deviceScaleFactor: 2 },
  { width: 1024, height: 768, deviceScaleFactor: 1 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
];

/** Brings every lazy image of the page in: scrolls down a screen at a time, then waits for them all. */
async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
  });
}

/**
 * Every visible `main img` whose file has fewer pixels than the box it is drawn
 * in (× the screen's density; for `object-fit: cover`, the size that covers the
 * box). The file's own width is read by loading `currentSrc` again: the
 * `naturalWidth` of an image chosen from a `srcset` is corrected by the density
 * its `sizes` announced, so it says what the page asked for, not what it got.
 */
function blurryPictures(): Promise<string[]> {
  const density = window.devicePixelRatio;
  return Promise.all(
    [...document.querySelectorAll<HTMLImageElement>('main img')].map(async (img) => {
      const box = img.getBoundingClientRect();
      const style = getComputedStyle(img);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return '';
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      const { naturalWidth, naturalHeight } = file;
      // The size the file is drawn at: the box, or the size covering it, or the size fitting in it.
      const scale =
        style.objectFit === 'cover'
          ? Math.max(box.width / naturalWidth, box.height / naturalHeight)
          : style.objectFit === 'contain'
            ? Math.min(box.width / naturalWidth, box.height / naturalHeight)
            : box.width / naturalWidth;
      const drawn = naturalWidth * scale * density;
      // Half a pixel of rounding.
      if (naturalWidth + 0.5 >= drawn) return '';
      const name = img.alt ? `« ${img.alt.slice(0, 50)} »` : new URL(img.currentSrc).pathname;
      return `${name} (${new URL(img.currentSrc).pathname}) is ${naturalWidth} px wide, drawn over ${Math.round(drawn)} device px (${Math.round(box.width)}×${Math.round(box.height)} CSS px${style.objectFit === 'cover' ? ', cover' : ''}, ${(drawn / naturalWidth).toFixed(2)}×)`;
    }),
  ).then((faults) => faults.filter(Boolean));
}

describeInBrowser('pictures', () => {
  it('no photo or poster on any template of page is drawn larger than its file, at 390 px 2x, 1024 px and 1280 px', async ({
    server,
    openPage,
  }) => {
    const faults: string[] = [];
    let counted = 0;
    for (const { width, height, deviceScaleFactor } of SCREENS) {
      const { page, problems } = await openPage({ width, height, deviceScaleFactor });
      for (const route of TEMPLATE_ROUTES) {
        await page.goto(`${server.url}${route}`);
        await loadEveryImage(page);
        counted += await page.locator('main img').count();
        for (const fault of await page.evaluate(blurryPictures))
          faults.push(`${route} at ${width} px ${deviceScaleFactor}x: ${fault}`);
      }
      expect(problems.filter(expectedStatusLog(404))).toEqual([]);
      await page.context().close();
    }
    expect(faults).toEqual([]);
    // The sweep saw pictures: posters, covers, the cards of the blog.
    expect(counted).toBeGreaterThan(20);
  }, 120_000);
});
