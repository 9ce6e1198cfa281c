import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { importArticles, summarize } from './importer';
import { mediaCache } from '../media/mediaCache';

/** The migration that creates the blog: applied in this run means the database is new. */
export const BLOG_POSTS_MIGRATION = '20261122090100_create_blog_posts';
/**
 * The migration that moved images into the database: applied in this run on an
 * older embedded database means its shipped articles still point at image files
 * the site no longer carries (/images/blog/…), so they are imported again.
 */
export const MEDIA_MIGRATION = '20261123150000_create_media';
/**
 * The migration that gave articles their own title and description for search
 * engines: applied in this run on an older embedded database, the articles
 * imported from the shipped files are imported again from them, to get those
 * (and their covers' share image, of the same release).
 */
export const SEO_MIGRATION = '20261123190000_add_blog_post_seo';

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
 * Fills a NEW embedded database with the shipped articles (docs/DECISIONS.md "Data"),
 * so that a first `npm start` shows a complete site. A Postgres server is never
 * seeded: its admin imports what they want. Never stops the server: a problem is logged.
 *
 * The covers' variants are kept in a disk cache (data/cache/media) keyed by the
 * image and the recipe: every `pglite://memory` start (each test server) would
 * otherwise encode eight covers again, a second or more on a small machine.
 */
export async function seedNewEmbeddedDatabase(
  database: Database,
  appliedMigrations: string[],
  logger: Logger,
  dir: string | undefined,
  cacheDir: string,
): Promise<void> {
  if (database.kind !== 'pglite') return;
  const isNew = appliedMigrations.includes(BLOG_POSTS_MIGRATION);
  const imagesMoved = !isNew && appliedMigrations.includes(MEDIA_MIGRATION);
  const seoAdded = !isNew && appliedMigrations.includes(SEO_MIGRATION);
  if (!isNew && !imagesMoved && !seoAdded) return;
  if (!dir) {
    if (isNew) logger.warn('new embedded database, but no content/blog folder to seed it from');
    return;
  }
  try {
    // Only the articles still pointing at the files that are gone: one the admin
    // removed stays removed, one the admin rewrote under the same slug stays theirs.
    // With the SEO fields: only those imported from the shipped files themselves.
    let onlySlugs: Set<string> | undefined;
    if (!isNew) {
      onlySlugs = new Set();
      if (imagesMoved)
        for (const slug of await database.db('blog_posts').where('image', 'like', '/images/blog/%').pluck('slug'))
          onlySlugs.add(slug as string);
      if (seoAdded) {
        const shipped = new Set((await fs.promises.readdir(dir)).map((name) => path.join(path.resolve(dir), name)));
        const rows: { slug: string; source_file: string | null }[] = await database
          .db('blog_posts')
          .select('slug', 'source_file');
        for (const row of rows) if (row.source_file && shipped.has(row.source_file)) onlySlugs.add(row.slug);
      }
    }
    const report = await importArticles(database, [dir], { cache: mediaCache(cacheDir), onlySlugs });
    for (const error of report.errors) logger.warn({ file: error.file }, `blog article not imported: ${error.message}`);
    logger.info(
      { ...summarize(report), from: dir },
      isNew
        ? 'new embedded database: shipped blog articles imported'
        : 'new fields for shipped blog articles: imported again',
    );
  } catch (err) {
    logger.error({ err }, 'could not seed the blog of the new embedded database');
  }
}
