import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

// @ts-expect-error plain JavaScript module without type declarations
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/quality/chromium.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** Browser tests run where Debian's Chromium is installed; CI sets REQUIRE_BROWSER=1 so they cannot be skipped there. */
export const hasBrowser = fs.existsSync(CHROMIUM_PATH);
if (!hasBrowser && process.env.REQUIRE_BROWSER === '1') {
  throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS as string[],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, warnings from React, uncaught exceptions and what the CSP refused, seen so far. */
  problems: string[];
}

/** A page that records every console error or warning and uncaught error, so tests can fail on them. */
export async function openPage(
  browser: Browser,
  options: { width: number; height?: number; javaScriptEnabled?: boolean; hasTouch?: boolean },
  /** More context settings (User-Agent, headers, motion…), on top of these. */
  more: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height ?? 844 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.hasTouch ?? false,
    isMobile: options.hasTouch ?? false,
    locale: 'fr-FR',
    ...more,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // What the Content-Security-Policy refused (an eval, an inline style or script) is not
  // always in the console: Chromium reports some only to DevTools' Issues panel, which
  // Lighthouse counts against best practices. The page's own event tells every one.
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => problems.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`csp: ${event.violatedDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return { page, context, problems };
}
