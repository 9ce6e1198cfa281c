import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/database';
import { migrateLatest } from '../server/db/migrate';
import { leadsRepo } from '../server/leads/repo';
import { runToEnd, startServer, type RunningServer } from './helpers/server';
import { freshDataDir, sharedMediaCache } from './helpers/dataDir';
import { hasPostgres, scratchDatabase } from './helpers/services';
import { siteDatabase } from './helpers/siteTemplate';

/** Every table a backup must bring back, compared row for row. */
const TABLES = [
  'blog_posts',
  'media',
  'media_variants',
  'blog_post_media',
  'leads',
  'email_outbox',
  'newsletter_subscribers',
  'newsletter_campaigns',
  'newsletter_deliveries',
  'settings',
  'idempotency_keys',
  'page_visits',
  'knex_migrations',
];

async function contents(folder: string): Promise<Record<string, unknown[]>> {
  const database = await openDatabase(`pglite://${folder}`);
  try {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) tables[table] = await database.db(table).select('*').orderByRaw('1');
    return tables;
  } finally {
    await database.close();
  }
}

describe('backups of the embedded database, without stopping the site', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  const site = path.join(work, 'site');
  const restored = path.join(work, 'restored');
  const siteEnv = {
    DATA_DIR: site,
    DATABASE_URL: `pglite://${path.join(site, 'pglite')}`,
    SITE_URL: 'https://www.secretalia.fr',
  };

  // Two servers on new embedded folders (the shipped covers' images from the shared cache) and seven
  // commands: more than the default 30 s on a busy 2-core machine. Each try starts from
  // empty folders, so that CI's retry tries again rather than meets the first try's database.
  it('npm run backup while the site serves, restore into a new folder: the same articles, images, leads, subscribers, campaigns, settings and mails', async () => {
    for (const folder of [site, restored]) {
      fs.rmSync(folder, { recursive: true, force: true });
      // The run's shared cache of the shipped covers' images (tests/helpers/dataDir.ts): a
      // server on a new folder encoding eight covers at start did not start within 30 s
      // on a loaded machine. The images still go into each database, and into the backup.
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      fs.mkdirSync(sharedMediaCache, { recursive: true });
      fs.symlinkSync(path.dirname(sharedMediaCache), path.join(folder, 'cache'));
    }
    const server = await startServer({ ...siteEnv, BACKUP_KEEP_DAYS: '0' });
    const file = path.join(work, 'copie.sql.gz');
    try {
      const post = (address: string, body: object) =>
        fetch(`${server.url}${address}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'www.secretalia.fr' },
          body: JSON.stringify(body),
        });
      expect(
        (
          await post('/api/v1/contact', {
            kind: 'quote',
            name: 'Dr Claire Morel',
            email: 'claire@exemple.fr',
            message: "Deux praticiens ; l'un à mi-temps.\nMerci !",
            phone: '+33 6 12 34 56 78',
            practice: 'Cabinet des Tilleuls',
            city: 'Lyon',
            plan: 'collectif',
            consent: true,
          })
        ).status,
      ).toBe(201);
      expect((await post('/api/v1/newsletter/subscribe', { email: 'lea.martin@exemple.fr' })).status).toBe(200);
      const set = await runToEnd(
        ['dist/scripts/settings-contact.js', 'phone=+212 5 24 12 34 56', 'city=Marrakech'],
        siteEnv,
      );
      expect(set.code, set.output).toBe(0);
      const campaign = path.join(work, 'lettre.md');
      fs.writeFileSync(campaign, '---\nsubject: "Nos nouvelles"\n---\nBonjour, [le blog](/blog).\n');
      expect((await runToEnd(['dist/scripts/newsletter-send.js', campaign, '--queue-only'], siteEnv)).code).toBe(0);

      const backup = await runToEnd(['dist/scripts/backup.js', '--out', file], siteEnv);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(new RegExp(`^sauvegarde écrite dans ${file} \\(\\d+ ko`));
      // The site answered all along: the server made the copy, nobody stopped it.
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      // A folder a server is using is refused, naming it.
      const busy = await runToEnd(['dist/scripts/restore.js', file, '--yes'], siteEnv);
      expect(busy.code).toBe(1);
      expect(busy.output.trim()).toBe(
        `restore: ${path.join(site, 'pglite')} est utilisé par un serveur en marche : arrêtez-le, puis restaurez (rien n’est restauré)`,
      );
    } finally {
      await server.stop();
    }

    const restore = await runToEnd(['dist/scripts/restore.js', file], { DATA_DIR: restored });
    expect(restore.code, restore.output).toBe(0);
    expect(await contents(path.join(restored, 'pglite'))).toEqual(await contents(path.join(site, 'pglite')));

    // The site started on the restored folder shows the same articles, their images and the settings.
    const again = await startServer({
      DATA_DIR: restored,
      DATABASE_URL: `pglite://${path.join(restored, 'pglite')}`,
      SITE_URL: 'https://www.secretalia.fr',
    });
    try {
      const get = (address: string) => fetch(`${again.url}${address}`, { headers: { host: 'www.secretalia.fr' } });
      const blog = await (await get('/blog')).text();
      const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)![1]!;
      const page = await (await get(article)).text();
      const image = /src="(\/media\/[^"]+)"/.exec(page)![1]!;
      expect((await get(image)).status).toBe(200);
      expect(await (await get('/contact')).text()).toContain('tel:+212524123456');
      const leads = await runToEnd(['dist/scripts/leads-list.js'], { DATA_DIR: restored });
      expect(leads.output).toContain('Dr Claire Morel');
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('restore refuses to replace a database without --yes, then keeps it aside', async () => {
    const file = path.join(work, 'copie.sql.gz');
    const refused = await runToEnd(['dist/scripts/restore.js', file], { DATA_DIR: restored });
    expect(refused.code).toBe(2);
    expect(refused.output.trim()).toBe(
      `restore: ${path.join(restored, 'pglite')} contient une base : ajoutez --yes pour la remplacer (elle est mise de côté, pas supprimée) (voir --help)`,
    );
    const replaced = await runToEnd(['dist/scripts/restore.js', file, '--yes'], { DATA_DIR: restored });
    expect(replaced.code, replaced.output).toBe(0);
    expect(replaced.output).toMatch(/la base qu’il contenait est dans .*pglite\.before-restore-/);
  });

  it('the server keeps a daily backup in DATA_DIR/backups', async () => {
    // A site's database (a copy of the run's template) in a DATA_DIR of its own, then the
    // first backup. The waits end as soon as the backup is there; their bounds only catch a hang.
    const daily = freshDataDir('daily');
    const server = await startServer({ DATA_DIR: daily, DATABASE_URL: siteDatabase(daily), BACKUP_KEEP_DAYS: '7' });
    try {
      for (let i = 0; i < 600 && !fs.existsSync(path.join(daily, 'backups')); i++)
        await new Promise((r) => setTimeout(r, 200));
      for (
        let i = 0;
        i < 600 &&
        !fs
          .readdirSync(path.join(daily, 'backups'))
          .some((name) => /^secretalia-\d{4}-\d{2}-\d{2}\.sql\.gz$/.test(name));
        i++
      )
        await new Promise((r) => setTimeout(r, 200));
      expect(fs.readdirSync(path.join(daily, 'backups'))).toEqual([
        `secretalia-${new Date().toISOString().slice(0, 10)}.sql.gz`,
      ]);
    } finally {
      await server.stop();
      fs.rmSync(daily, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Two instances on one Postgres server sharing DATA_DIR, as compose runs them: one daily backup, restorable. */
describe.skipIf(!hasPostgres)('daily backups of a Postgres database', () => {
  it('one instance of two makes the day’s backup with pg_dump; it restores into an empty database with the same leads', async () => {
    const source = await scratchDatabase();
    const target = await scratchDatabase();
    const dataDir = freshDataDir('pg-backups');
    const instances: RunningServer[] = [];
    try {
      // The lead is stored before the instances start: the day's backup is taken as soon as one
      // of them is up, which on a busy machine can come before a post made once both are.
      const seed = await openDatabase(source.url);
      try {
        await migrateLatest(seed.db);
        await leadsRepo(seed.db).createWithNotification(
          {
            kind: 'contact',
            name: 'Dr Sauvegarde',
            email: 'sauvegarde@exemple.fr',
            phone: null,
            practice: null,
            city: null,
            plan: null,
            specialty: null,
            message: 'Bonjour',
            consent: true,
            page: '/contact',
          },
          (id) => ({ kind: 'notification', to: 'equipe@exemple.fr', subject: `n° ${id}`, text: 'Bonjour', leadId: id }),
        );
      } finally {
        await seed.close();
      }
      const env = { DATABASE_URL: source.url, DATA_DIR: dataDir, BACKUP_KEEP_DAYS: '7' };
      instances.push(...(await Promise.all([startServer(env), startServer(env)])));
      const backups = () =>
        fs.existsSync(path.join(dataDir, 'backups'))
          ? fs.readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('.sql.gz'))
          : [];
      for (let waited = 0; waited < 30_000 && backups().length === 0; waited += 250)
        await new Promise((resolve) => setTimeout(resolve, 250));
      // Long enough for the other instance to have made a second one, were it to.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(backups()).toHaveLength(1);
      const made = instances.map((instance) => (instance.output().match(/"msg":"backup made"/g) ?? []).length);
      expect(made.sort()).toEqual([0, 1]);

      const restored = await runToEnd(['dist/scripts/restore.js', path.join(dataDir, 'backups', backups()[0]!)], {
        DATABASE_URL: target.url,
      });
      expect(restored.code, restored.output).toBe(0);
      const listed = await runToEnd(['dist/scripts/leads-list.js'], { DATABASE_URL: target.url });
      expect(listed.code, listed.output).toBe(0);
      expect(listed.output).toContain('sauvegarde@exemple.fr');
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      fs.rmSync(dataDir, { recursive: true, force: true });
      await source.drop();
      await target.drop();
    }
  }, 120_000);
});
