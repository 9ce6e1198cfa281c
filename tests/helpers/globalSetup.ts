import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDataDir } from './dataDir';
import { startServer } from './server';
import { SITE_TEMPLATE_ENV } from './siteTemplate';

/**
 * Builds the site once per test run when the sources changed since the last build,
 * and gives the run a DATA_DIR of its own (the checkout's ./data is the owner's):
 * what tests run in their own process writes there, removed at the end.
 *
 * Then starts the built server once on a new embedded database in a folder, as a new
 * site's first start does (migrations, the shipped articles with their covers, the pages
 * of content/pages/), and stops it: the covers' images land in the run's shared cache
 * before any test file asks for them (two files encoding them at once doubled the cost),
 * and that folder is the database every server under test starts on unless its test says
 * otherwise (tests/helpers/server.ts copies it): a restart of a site, a second instead of
 * the three of a new database's initdb, migrations and import.
 */
export default async function globalSetup(): Promise<() => void> {
  // @ts-expect-error plain JavaScript build script without type declarations
  const { build, isBuildCurrent } = await import('../../scripts/build/build.mjs');
  if (!isBuildCurrent()) await build({ log: () => {} });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-test-run-'));
  process.env.DATA_DIR = dataDir;

  const first = freshDataDir('template');
  const template = path.join(dataDir, 'template-pglite');
  const server = await startServer({ DATA_DIR: first, DATABASE_URL: `pglite://${template}` }, { timeoutMs: 180_000 });
  const code = await server.stop();
  fs.rmSync(first, { recursive: true, force: true });
  if (code !== 0) throw new Error(`the template database's server exited with ${code}:\n${server.output()}`);
  process.env[SITE_TEMPLATE_ENV] = template;

  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
