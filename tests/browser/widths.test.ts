import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it } from '../fixtures';
import { NOT_FOUND_ROUTE, TEMPLATE_ROUTES } from './routes';
import { expectedStatusLog } from './support';

/** Phones, tablets, laptops and desktops, from the narrowest phone to a full HD screen. */
const WIDTHS = [
  320, 360, 375, 390, 414, 480, 600, 720, 768, 820, 900, 960, 1024, 1080, 1100, 1180, 1280, 1366, 1440, 1920,
];

/**
 * What breaks a layout at the current width, said in words: the page scrolls
 * sideways (and which elements stick out), a header label on two lines, the
 * logo's mark or name squeezed away, two header items on top of each other.
 * Runs in the page; returns one sentence per fault.
 */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' && element.className.trim()
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` « ${text} »` : ''}`;
  };
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      Number(style.opacity) > 0
    );
  };

  // 1. Nothing scrolls sideways; if the page does, name what sticks out.
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth > width) {
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && !clipped(element);
    });
    // The outermost ones: their children stick out with them.
    const outermost = culprits.filter(
      (element) => !culprits.some((other) => other !== element && other.contains(element)),
    );
    faults.push(
      `the page is ${document.documentElement.scrollWidth} px wide for a ${width} px window; sticking out: ${
        outermost
          .slice(0, 4)
          .map(
            (element) => `${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`,
          )
          .join(', ') || 'nothing visible'
      }`,
    );
  }

  // 2. Every label of the header on one line: links, buttons and the menu's summary.
  const header = document.querySelector('.site-header');
  if (!header) return [...faults, 'no .site-header'];
  const items = [
    ...header.querySelectorAll('.header-inner > .logo-link, .main-nav a, .header-cta, .menu > summary'),
  ].filter(visible);
  for (const item of items) {
    const tops: number[] = [];
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent) || parent.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
    }
    const lineHeight = parseFloat(getComputedStyle(item).fontSize) * 0.6;
    const lines = tops
      .sort((a, b) => a - b)
      .filter((top, index, all) => index === 0 || top - all[index - 1]! > lineHeight).length;
    if (lines > 1)
      faults.push(
        `${describe(item)} runs on ${lines} lines (${Math.round(item.getBoundingClientRect().height)} px high)`,
      );
  }

  // 3. The logo whole: its mark and its name, each with a size, inside the window.
  for (const part of ['.header-inner > .logo-link .logo-mark', '.header-inner > .logo-link .logo-name']) {
    const element = header.querySelector(part);
    if (!element) {
      faults.push(`no ${part} in the header`);
      continue;
    }
    const box = element.getBoundingClientRect();
    if (!visible(element))
      faults.push(`${part} is hidden or of zero size (${Math.round(box.width)}×${Math.round(box.height)})`);
    else if (box.left < 0 || box.right > width)
      faults.push(`${part} is cut by the window's edge (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
  }

  // 4. No two header items on top of each other.
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!.getBoundingClientRect();
      const b = items[j]!.getBoundingClientRect();
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5)
        faults.push(`${describe(items[i]!)} and ${describe(items[j]!)} overlap by ${Math.round(overlapX)} px`);
    }
  }
  return faults;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    ),
  );
}

describeInBrowser('every width from 320 to 1920 px', () => {
  it('holds on every template of page: nothing scrolls sideways, the header on one line with its logo whole, no header items overlapping', async ({
    server,
    openPage,
  }) => {
    // One page for the whole sweep: each route is loaded once, then resized through the widths.
    const { page, problems } = await openPage({ width: WIDTHS[0]!, height: 800 });
    const faults: string[] = [];
    for (const route of TEMPLATE_ROUTES) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(`${server.url}${route}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        for (const fault of await page.evaluate(layoutFaults)) faults.push(`${route} at ${width} px: ${fault}`);
      }
    }
    expect(faults).toEqual([]);
    // The 404 route answers 404 on purpose, which Chromium logs.
    expect(problems.filter(expectedStatusLog(404))).toEqual([]);
    expect(TEMPLATE_ROUTES).toContain(NOT_FOUND_ROUTE);
  }, 120_000);
});
