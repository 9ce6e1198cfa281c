import { test as base } from 'vitest';
import type { AppDeps } from '../server/app';
import { hasBrowser, launchBrowser } from './helpers/browser';
import { startServer } from './helpers/server';
import { createTestApp } from './helpers/testApp';
import { createTestDatabase } from './helpers/testDatabase';
import { openWidgetPage, type WidgetPageOptions } from './browser/support';

/**
 * The tests' fixtures (Vitest `test.extend`), each set up once per file when a
 * test asks for it and torn down after the file's last test:
 * - `database`: a migrated database of the file's own (in-memory PGlite, or a
 *   schema on TEST_DATABASE_URL's Postgres);
 * - `app`: the real Express app on it (`appOptions` overrides its deps);
 * - `server`: the built server as a real process (`serverEnv` adds variables);
 * - `browser`: Debian's Chromium;
 * and per test, `openPage`: a browser page that records console problems,
 * closed after the test.
 *
 * A file sets its options once, at the top: `test.override('serverEnv', { TRUST_PROXY: '1' })`.
 */
export const test = base
  .extend('appOptions', { scope: 'file' }, {} as Partial<AppDeps>)
  .extend('serverEnv', { scope: 'file' }, {} as Record<string, string>)
  .extend('database', { scope: 'file' }, async ({}, { onCleanup }) => {
    const database = await createTestDatabase();
    onCleanup(() => database.close());
    return database;
  })
  .extend('app', { scope: 'file' }, async ({ database, appOptions }) => createTestApp(database, appOptions))
  .extend('server', { scope: 'file' }, async ({ serverEnv }, { onCleanup }) => {
    const server = await startServer(serverEnv);
    onCleanup(async () => {
      await server.stop();
    });
    return server;
  })
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ browser }, { onCleanup }) => {
    const opened: { close: () => Promise<void> }[] = [];
    onCleanup(async () => {
      for (const context of opened) await context.close();
    });
    return async (options: WidgetPageOptions = { width: 1280 }) => {
      const watched = await openWidgetPage(browser, options);
      opened.push(watched.context);
      return watched;
    };
  });

export const it = test;

/** Browser tests run where Chromium is; CI makes it mandatory (REQUIRE_BROWSER=1). */
export const describeInBrowser = test.describe.skipIf(!hasBrowser);
