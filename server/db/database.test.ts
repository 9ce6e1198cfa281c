import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { onPostgres } from '../../tests/helpers/testDatabase';
import { DatabaseLockedError, openDatabase } from './database';
import { migrations } from '../../migrations';
import { migrateLatest, migrateRollbackAll } from './migrate';
import { settingsRepo } from '../settings/repo';

const TABLES = [
  'blog_posts',
  'blog_stats',
  'leads',
  'email_outbox',
  'newsletter_campaigns',
  'newsletter_deliveries',
  'newsletter_subscribers',
  'page_visits',
  'settings',
  'media',
  'media_variants',
  'blog_post_media',
];

/** `dir`: a folder for an embedded database, removed after the file. */
const it = test.extend('dir', { scope: 'file' }, async ({}, { onCleanup }) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-pglite-'));
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
});

describe('schema', () => {
  it('creates every table the product needs', async ({ database }) => {
    for (const table of TABLES) expect(await database.db.schema.hasTable(table), table).toBe(true);
  });

  it('starts with the default social links', async ({ database }) => {
    const links = await settingsRepo(database.db).get('social');
    expect(Object.keys(links).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'youtube']);
    expect(links.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it('keeps only known networks with http(s) addresses', async ({ database }) => {
    const repo = settingsRepo(database.db);
    await repo.set('social', {
      linkedin: 'https://www.linkedin.com/company/x',
      facebook: 'javascript:alert(1)',
      ...{ tiktok: 'https://t' },
    } as never);
    expect(await repo.get('social')).toEqual({ linkedin: 'https://www.linkedin.com/company/x' });
  });

  it('keeps the count of posts through inserts, deletes and truncation', async ({ database }) => {
    const count = async () => Number((await database.db('blog_stats').first('post_count'))!.post_count);
    const post = (slug: string) => ({
      slug,
      title: slug,
      excerpt: 'e',
      content: '<p>c</p>',
      image: '/i.webp',
      published_at: new Date(),
    });
    expect(await count()).toBe(0);
    await database.db('blog_posts').insert([post('a'), post('b'), post('c')]);
    expect(await count()).toBe(3);
    await database.db('blog_posts').where({ slug: 'b' }).delete();
    expect(await count()).toBe(2);
    await database.db.transaction(async (trx) => {
      await trx('blog_posts').insert(post('d'));
      await trx('blog_posts').where({ slug: 'a' }).update({ title: 'A' });
    });
    expect(await count()).toBe(3);
    await database.db.raw('truncate blog_posts cascade');
    expect(await count()).toBe(0);
  });

  it('rolls every migration back and applies them again', async ({ database }) => {
    const reverted = await migrateRollbackAll(database.db);
    expect(reverted).toHaveLength(migrations.length);
    for (const table of TABLES) expect(await database.db.schema.hasTable(table), table).toBe(false);
    expect(await migrateLatest(database.db)).toHaveLength(migrations.length);
    expect(await migrateLatest(database.db)).toEqual([]);
  });
});

describe('embedded database folder', () => {
  it('refuses a second opener with a clear message and leaves the first working', async ({ dir }) => {
    const first = await openDatabase(`pglite://${dir}`);
    try {
      await migrateLatest(first.db);
      await expect(openDatabase(`pglite://${dir}`)).rejects.toThrow(DatabaseLockedError);
      await expect(openDatabase(`pglite://${dir}`)).rejects.toThrow(/already in use by another process/);
      expect((await first.db.raw('select count(*)::int as n from settings')).rows[0].n).toBe(1);
    } finally {
      await first.close();
    }
    // Once closed, the folder opens again with the data kept.
    const again = await openDatabase(`pglite://${dir}`);
    try {
      expect(await settingsRepo(again.db).get('social')).toHaveProperty('linkedin');
    } finally {
      await again.close();
    }
  });

  it('runs with buffers sized for the site, not Postgres’s 128 MB default', async ({ dir }) => {
    const database = await openDatabase(`pglite://${dir}`);
    try {
      expect((await database.db.raw('show shared_buffers')).rows[0].shared_buffers).toBe('4MB');
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!onPostgres)('migrations on a Postgres server', () => {
  it('let several instances start at once on a new database', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `race_${Date.now().toString(36)}`;
    const admin = await openDatabase(url);
    try {
      await admin.db.raw('create schema ??', [schema]);
      const instances = await Promise.all([1, 2, 3].map(() => openDatabase(url, { searchPath: schema })));
      try {
        const applied = await Promise.all(instances.map((instance) => migrateLatest(instance.db)));
        // One instance applied them all; the others found nothing left to do.
        expect(applied.map((names) => names.length).sort()).toEqual([0, 0, migrations.length]);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    } finally {
      await admin.db.raw('drop schema if exists ?? cascade', [schema]);
      await admin.close();
    }
  });
});
