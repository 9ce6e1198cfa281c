import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagramPng, photoJpeg } from './helpers/images';
import { hasPostgres, hasRedis, REDIS_URL, scratchDatabase } from './helpers/services';
import { runToEnd, startServer, type RunningServer } from './helpers/server';
import { freePort, startSmtpServer } from './helpers/smtp';

/**
 * Two server processes on one Postgres and one Redis, as ops run them behind a
 * load balancer: shared rate limits, each mail sent once.
 */
describe.skipIf(!hasPostgres || !hasRedis)('two instances', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let instances: RunningServer[] = [];
  const prefix = `multi-${Date.now()}`;

  beforeAll(async () => {
    database = await scratchDatabase();
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: `${prefix}@secretalia.fr`,
      // Counts of earlier runs (another leg of CI, minutes ago) must not count here.
      REDIS_KEY_PREFIX: prefix,
    };
    // One after the other would hide a migration race; start them together.
    instances = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    await database?.drop();
  });

  it('share the rate limit: the sixth contact post across both is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${instances[i % 2]!.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Dr Test ${i}`, email: 'test@exemple.fr', message: 'Bonjour' }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('send each of 20 queued mails exactly once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let i = 0; i < 20; i++) {
        await client.query(
          `insert into email_outbox (kind, to_address, subject, text_body) values ('test', $1, $2, 'x')`,
          [`queued-${i}@exemple.fr`, `Queued ${i}`],
        );
      }
    } finally {
      await client.end();
    }
    const queued = () => smtp.received.filter((mail) => mail.to[0]!.startsWith('queued-'));
    for (let waited = 0; waited < 20_000 && queued().length < 20; waited += 200)
      await new Promise((r) => setTimeout(r, 200));
    // A little longer, to see a duplicate if one were coming.
    await new Promise((r) => setTimeout(r, 1_500));
    const recipients = queued().map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
    // The five contact notifications of the previous test went out once each too.
    expect(smtp.received.filter((mail) => mail.to[0] === `${prefix}@secretalia.fr`)).toHaveLength(5);
    const sent = instances.map((instance) => (instance.output().match(/"msg":"mail sent"/g) ?? []).length);
    expect(sent[0]! + sent[1]!).toBe(25);
  });

  it('show an article imported through the shared database on both at once', async () => {
    const blogOf = async (instance: RunningServer) => (await fetch(`${instance.url}/blog`)).text();
    // Both render /blog once, so both hold it in their page cache.
    for (const instance of instances) expect(await blogOf(instance)).toContain('Aucun article pour le moment.');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'multi-import-'));
    try {
      const file = path.join(dir, 'accueil-du-samedi.md');
      await fs.writeFile(
        file,
        [
          '---',
          'title: "L’accueil du samedi matin"',
          'slug: "accueil-du-samedi"',
          'excerpt: "Comment une secrétaire à distance tient l’accueil du samedi matin sans changer vos habitudes."',
          'date: "2026-11-20T09:00:00+01:00"',
          'image: "/og-image.png"',
          '---',
          '',
          'Le samedi matin, les appels ne s’arrêtent pas.',
        ].join('\n'),
      );
      const imported = await runToEnd(['dist/scripts/blog-import.js', file], {
        DATABASE_URL: database.url,
        INIT_CWD: dir,
      });
      expect(imported.code, imported.output).toBe(0);
      // "At once": no wait beyond the notification's trip, far below the cache's expiry.
      for (const instance of instances) {
        let html = '';
        for (let waited = 0; waited < 2_000 && !html.includes('L’accueil du samedi matin'); waited += 100) {
          html = await blogOf(instance);
          if (!html.includes('L’accueil du samedi matin')) await new Promise((r) => setTimeout(r, 100));
        }
        expect(html).toContain('L’accueil du samedi matin');
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
  it('show an editor’s article with its photo and diagram, imported on Postgres, in AVIF and WebP at several widths, from either instance', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'multi-photo-'));
    try {
      const folder = path.join(dir, 'mon-article');
      await fs.mkdir(folder);
      await fs.writeFile(path.join(folder, 'cover.jpg'), await photoJpeg(3000, 2000, 3));
      await fs.writeFile(path.join(folder, 'schema.png'), await diagramPng(900, 500));
      await fs.writeFile(
        path.join(folder, 'article.md'),
        [
          '---',
          'title: "La salle d’attente du lundi matin"',
          'slug: "salle-d-attente-du-lundi"',
          'excerpt: "Le lundi matin, tout le monde appelle en même temps : comment une secrétaire à distance absorbe la vague."',
          'date: "2026-11-21 09:00"',
          'image: ./cover.jpg',
          'imageAlt: "Une salle d’attente de cabinet médical"',
          '---',
          '',
          'Le lundi matin, le téléphone sonne sans arrêt.',
          '',
          '![Le circuit d’un appel](./schema.png)',
        ].join('\n'),
      );
      const imported = await runToEnd(['dist/scripts/blog-import.js', folder], {
        DATABASE_URL: database.url,
        INIT_CWD: dir,
      });
      expect(imported.code, imported.output).toBe(0);
      for (const instance of instances) {
        let list = '';
        for (let waited = 0; waited < 2_000 && !list.includes('La salle d’attente du lundi matin'); waited += 100) {
          list = await (await fetch(`${instance.url}/blog`)).text();
          if (!list.includes('La salle d’attente du lundi matin')) await new Promise((r) => setTimeout(r, 100));
        }
        const page = await (await fetch(`${instance.url}/blog/salle-d-attente-du-lundi`)).text();
        for (const html of [list, page]) {
          expect(html).toMatch(
            /<source type="image\/avif" srcSet="(\/media\/[0-9a-f]{32}\.avif (480|800|1200|1600|2000)w(, )?){5}"/,
          );
          expect(html).toMatch(
            /<source type="image\/webp" srcSet="(\/media\/[0-9a-f]{32}\.webp (480|800|1200|1600|2000)w(, )?){5}"/,
          );
        }
        expect(page).toMatch(
          /<source type="image\/avif" srcset="(\/media\/[0-9a-f]{32}\.avif (480|800|900)w(, )?){3}"/,
        );
        expect(page).toMatch(/alt="Le circuit d’un appel" width="900" height="500"/);
      }
      // Every variant the first instance's page names, served by the second.
      const html = await (await fetch(`${instances[0]!.url}/blog/salle-d-attente-du-lundi`)).text();
      // The cover (five widths, two formats) and the diagram of the text (three, two), not the other articles' cards below.
      const page = html.slice(html.indexOf('class="container article-cover"'), html.indexOf('</article>'));
      const urls = [...new Set([...page.matchAll(/\/media\/[0-9a-f]{32}\.(?:avif|webp)/g)].map((m) => m[0]))];
      expect(urls.length).toBe(16);
      for (const url of urls) {
        const res = await fetch(`${instances[1]!.url}${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toBe(url.endsWith('.avif') ? 'image/avif' : 'image/webp');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('keep a draft and a scheduled article hidden, then show the scheduled one by itself at its time, on both', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'multi-schedule-'));
    const article = (slug: string, title: string, front: string[]) =>
      [
        '---',
        `title: "${title}"`,
        `slug: "${slug}"`,
        'excerpt: "Un article pour vérifier la publication programmée."',
        'image: "/og-image.png"',
        ...front,
        '---',
        '',
        `Le texte de ${title}.`,
      ].join('\n');
    try {
      // A few seconds ahead: the command itself (a Node process, a connection, the migrations check) takes one or two.
      const publishAt = new Date(Date.now() + 5_000);
      await fs.writeFile(
        path.join(dir, 'brouillon.md'),
        article('brouillon-partage', 'Brouillon partagé', ['date: "2026-11-01"', 'draft: true']),
      );
      await fs.writeFile(
        path.join(dir, 'programme.md'),
        article('programme-partage', 'Article programmé partagé', [`date: "${publishAt.toISOString()}"`]),
      );
      const imported = await runToEnd(['dist/scripts/blog-import.js', dir], {
        DATABASE_URL: database.url,
        INIT_CWD: dir,
        SITE_URL: 'http://localhost:3000',
      });
      expect(imported.code, imported.output).toBe(0);
      const previewPath = (slug: string) =>
        imported.output.match(new RegExp(`aperçu : http://localhost:3000(/blog/apercu/${slug}\\?signature=\\S+)`))![1]!;
      const seen = async (instance: RunningServer, slug: string, title: string) => ({
        list: (await (await fetch(`${instance.url}/blog`)).text()).includes(title),
        page: (await fetch(`${instance.url}/blog/${slug}`, { redirect: 'manual' })).status === 200,
        rss: (await (await fetch(`${instance.url}/blog/rss.xml`)).text()).includes(title),
        sitemap: (await (await fetch(`${instance.url}/sitemap.xml`)).text()).includes(`/blog/${slug}<`),
        api: (await fetch(`${instance.url}/api/v1/blog/${slug}`)).status === 200,
      });
      const nowhere = { list: false, page: false, rss: false, sitemap: false, api: false };
      expect(Date.now(), 'the import took longer than the schedule allowed').toBeLessThan(publishAt.getTime() - 500);
      for (const instance of instances) {
        expect(await seen(instance, 'programme-partage', 'Article programmé partagé')).toEqual(nowhere);
        expect(await seen(instance, 'brouillon-partage', 'Brouillon partagé')).toEqual(nowhere);
      }
      const draftPreview = await fetch(`${instances[1]!.url}${previewPath('brouillon-partage')}`);
      expect(draftPreview.status).toBe(200);
      expect(draftPreview.headers.get('cache-control')).toBe('no-store');
      expect(await draftPreview.text()).toContain('<h1 id="article-title">Brouillon partagé</h1>');

      await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 500));
      for (const instance of instances) {
        expect(await seen(instance, 'programme-partage', 'Article programmé partagé')).toEqual({
          list: true,
          page: true,
          rss: true,
          sitemap: true,
          api: true,
        });
        expect(await seen(instance, 'brouillon-partage', 'Brouillon partagé')).toEqual(nowhere);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
