import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { createTestApp } from '../../tests/helpers/testApp';
import { onPostgres } from '../../tests/helpers/testDatabase';
import { listenForContentChanges, notifyContentChanged } from './changes';
import { importArticles } from '../blog/importer';

const logger = pino({ level: 'silent' });

// The site's process: an app with its page cache, and the listener that clears it (stopped after the file).
test.override('app', { scope: 'file' }, async ({ database, appOptions }, { onCleanup }) => {
  const app = createTestApp(database, appOptions);
  const listener = listenForContentChanges({
    kind: 'postgres',
    url: process.env.TEST_DATABASE_URL,
    onChange: () => app.contentChanged.emit(),
    logger,
    backoff: { initialMs: 50, maxMs: 200 },
  });
  onCleanup(() => listener.stop());
  await listener.listening;
  return app;
});

/** `other`: another process's pool on the file's database; `dir`: a folder for the articles it imports. */
const it = test
  .extend('other', { scope: 'file' }, async ({ database }, { onCleanup }) => {
    const other = await database.openAnother();
    onCleanup(() => other.close());
    return other;
  })
  .extend('dir', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'blog-notify-'));
    onCleanup(() => fs.rm(dir, { recursive: true, force: true }));
    return dir;
  });

/** Polls until `check` holds (a notification arrives asynchronously), at most `ms`. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!onPostgres)('blog changes across processes (Postgres)', () => {
  it('shows a post imported by another process on the next render', async ({ app, other, dir }) => {
    const first = await request(app).get('/blog');
    expect(first.text).toContain('Aucun article pour le moment.');

    // A row written without notifying stays hidden behind the page cache…
    await other.db('blog_posts').insert({
      slug: 'discret',
      title: 'Écrit sans prévenir',
      excerpt: 'Résumé',
      content: '<p>Texte</p>',
      image: '/images/blog/discret.webp',
      published_at: new Date('2026-11-01T09:00:00Z'),
    });
    expect((await request(app).get('/blog')).text).not.toContain('Écrit sans prévenir');

    // …the import notifies, and the next render shows both.
    const file = path.join(dir, 'nouveau.md');
    await fs.writeFile(
      file,
      '---\ntitle: "Nouvel article importé"\nslug: "nouvel-article"\nexcerpt: "Résumé"\ndate: "2026-11-22T09:00:00+01:00"\nimage: "/og-image.png"\n---\nTexte.\n',
    );
    const report = await importArticles(other, [file]);
    expect(report.results).toMatchObject([{ file, slug: 'nouvel-article', outcome: 'created' }]);
    await eventually(async () => (await request(app).get('/blog')).text.includes('Nouvel article importé'));
    expect((await request(app).get('/blog')).text).toContain('Écrit sans prévenir');
  });

  it('listens again after its connection is cut, and clears the cache then', async ({ app, other }) => {
    await request(app).get('/blog');
    expect(app.pageCache.size).toBeGreaterThan(0);
    await other.db.raw(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'secretalia-blog-listener' and datname = current_database()",
    );
    // Reconnected: anything may have changed meanwhile, so the cache was cleared.
    await eventually(() => app.pageCache.size === 0);
    await request(app).get('/blog');
    expect(app.pageCache.size).toBeGreaterThan(0);
    await eventually(async () => {
      // Notifications reach the new connection.
      await other.db.transaction((trx) => notifyContentChanged(trx, 'postgres'));
      return app.pageCache.size === 0;
    });
  });
});
