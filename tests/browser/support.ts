import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { openPage, type WatchedPage } from '../helpers/browser';

/**
 * Shared by the widget browser tests. Like tests/helpers/browser.ts's openPage,
 * plus what these tests need: a desktop browser's User-Agent (the API does not
 * count headless browsers as visitors), a client address of its own per test
 * (the server runs with TRUST_PROXY=1, so each test has its own rate-limit
 * bucket), and reduced motion on demand.
 */
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let nextAddress = 10;

export interface WidgetPageOptions {
  width: number;
  height?: number;
  javaScriptEnabled?: boolean;
  hasTouch?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Pixels per CSS pixel: 2 or 3 for a phone's screen. */
  deviceScaleFactor?: number;
}

export function openWidgetPage(browser: Browser, options: WidgetPageOptions = { width: 1280 }): Promise<WatchedPage> {
  return openPage(browser, options, {
    timezoneId: 'Europe/Paris',
    userAgent: DESKTOP_UA,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` },
  });
}

/** What Chromium logs for a response it was told to expect: an error status of ours. */
export const expectedStatusLog = (status: number) => (problem: string) =>
  !new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`).test(problem);

/** A stand-in for the external video host: a blank page on loopback, so no test leaves the machine. */
export async function startFakeVideoHost(): Promise<{
  origin: string;
  requests: string[];
  close: () => Promise<void>;
}> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Lecteur</title></head><body><p>Lecteur vidéo</p></body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The element that has the focus, described for assertions. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? {
          tag: element.tagName.toLowerCase(),
          className: element.className,
          name: element.getAttribute('name'),
          text: element.textContent?.trim(),
        }
      : null;
  });

/** Waits until every island present on the page is hydrated (`data-hydrated="true"`), or the given one. */
export const hydrated = (page: Page, name: string) =>
  page.waitForSelector(`[data-island="${name}"][data-hydrated="true"]`, { state: 'attached', timeout: 10_000 });
