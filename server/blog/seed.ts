import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { importArticles, summarize } from './importer';

/** The migration that creates the blog: applied in this run means the database is new. */
export const BLOG_POSTS_MIGRATION = '20261122090100_create_blog_posts';

/**
 * The articles shipped with the site. From the repository root when started with
 * npm (the working directory), else beside the compiled code: both this source file
 * (server/blog/) and the bundle (dist/server/index.js) sit two levels below the root,
 * as in the Docker image.
 */
export function shippedArticlesDir(): string | undefined {
  const candidates = [
    path.resolve(process.cwd(), 'content', 'blog'),
    fileURLToPath(new URL('../../content/blog', import.meta.url)),
  ];
  return candidates.find((dir) => fs.existsSync(dir));
}

/**
 * Fills a NEW embedded database with the shipped articles (DECISIONS.md "Data"),
 * so that a first `npm start` shows a complete site. A Postgres server is never
 * seeded: its admin imports what they want. Never stops the server: a problem is logged.
 */
export async function seedNewEmbeddedDatabase(
  database: Database,
  appliedMigrations: string[],
  logger: Logger,
  dir: string | undefined = shippedArticlesDir(),
): Promise<void> {
  if (database.kind !== 'pglite' || !appliedMigrations.includes(BLOG_POSTS_MIGRATION)) return;
  if (!dir) {
    logger.warn('new embedded database, but no content/blog folder to seed it from');
    return;
  }
  try {
    const report = await importArticles(database, [dir]);
    for (const error of report.errors) logger.warn({ file: error.file }, `blog article not imported: ${error.message}`);
    logger.info({ ...summarize(report), from: dir }, 'new embedded database: shipped blog articles imported');
  } catch (err) {
    logger.error({ err }, 'could not seed the blog of the new embedded database');
  }
}
