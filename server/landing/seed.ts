import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { importLandingPages } from './import';

/** The migration that creates the table of these pages: applied in this run, the shipped pages go in. */
export const SITE_PAGES_MIGRATION = '20261127150000_create_site_pages';

/** content/pages/, from the repository root (npm) or beside the compiled code (the image), as content/blog/. */
export function shippedPagesDir(): string | undefined {
  const candidates = [
    path.resolve(process.cwd(), 'content', 'pages'),
    fileURLToPath(new URL('../../content/pages', import.meta.url)),
  ];
  return candidates.find((dir) => fs.existsSync(dir));
}

/**
 * Fills the table of these pages with the shipped ones when it is created, on
 * an embedded database as on Postgres (docs/decisions/037): the services page's
 * tiles, the home page and every footer link to them, so a site without them
 * would send its visitors to missing pages. Later, only the owner's imports
 * change them. Never stops the server: a problem is logged.
 */
export async function seedSitePages(
  database: Database,
  appliedMigrations: string[],
  logger: Logger,
  dir: string | undefined,
): Promise<void> {
  if (!appliedMigrations.includes(SITE_PAGES_MIGRATION)) return;
  if (!dir) {
    logger.warn('new site pages table, but no content/pages folder to fill it from');
    return;
  }
  try {
    const report = await importLandingPages(database, [dir]);
    for (const error of report.errors) logger.warn({ file: error.file }, `site page not imported: ${error.message}`);
    logger.info({ pages: report.results.length, errors: report.errors.length, from: dir }, 'site pages imported');
  } catch (err) {
    logger.error({ err }, 'could not fill the site pages table');
  }
}
