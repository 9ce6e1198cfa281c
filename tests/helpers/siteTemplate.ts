import fs from 'node:fs';
import path from 'node:path';

/** Where the global setup left the run's template database (tests/helpers/globalSetup.ts). */
export const SITE_TEMPLATE_ENV = 'SECRETALIA_TEST_SITE_TEMPLATE';

/**
 * A copy of the run's template embedded database in `dataDir`, its `DATABASE_URL`; without a
 * template (a test file run by a runner that skipped the global setup), a new in-memory one.
 */
export function siteDatabase(dataDir: string): string {
  const template = process.env[SITE_TEMPLATE_ENV];
  if (!template || !fs.existsSync(template)) return 'pglite://memory';
  const copy = path.join(dataDir, 'pglite');
  fs.cpSync(template, copy, { recursive: true, filter: (source) => !path.basename(source).startsWith('.s.PGSQL') });
  return `pglite://${copy}`;
}
