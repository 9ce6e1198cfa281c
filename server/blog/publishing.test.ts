import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { diagramPng, photoJpeg } from '../../tests/helpers/images';
import { createTestApp } from '../../tests/helpers/testApp';
import type { Database } from '../db/database';
import { loadSigningSecret } from '../settings/secrets';
import { signedLinks } from '../signedLinks';
import { importArticles } from './importer';
import { PREVIEW_PURPOSE, previewAddresses } from './preview';
import { publicationScheduler, type PublicationScheduler } from './scheduler';

/**
 * Publishing as an editor does it: an article with its photo and a
 * diagram beside it, a draft and an article scheduled two seconds ahead, imported
 * with the import service, then read as visitors, crawlers and API clients do,
 * from two instances (two apps with their own page caches and timers) on one
 * database. On Postgres with TEST_DATABASE_URL; the same with separate server
 * processes in tests/multi-instance.test.ts.
 */
const SITE_URL = 'https://www.secretalia.fr';
const logger = pino({ level: 'silent' });

function markdown(front: Record<string, string | boolean | undefined>, body: string): string {
  return `---\n${Object.entries(front)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n${body}\n`;
}

const PHOTO_ARTICLE = {
  title: 'Un cabinet en photo',
  slug: 'un-cabinet-en-photo',
  excerpt: 'La salle d’attente d’un cabinet de groupe, et le circuit des appels en schéma.',
  date: '2026-11-10T09:00:00+01:00',
  updated: '2026-11-20T10:00:00+01:00',
  image: './cover.jpg',
  imageAlt: 'La salle d’attente d’un cabinet médical',
};

const get = (app: ReturnType<typeof createTestApp>, url: string) => request(app).get(url);
const pictureSources = (html: string) =>
  [...html.matchAll(/<source type="(image\/\w+)" srcSet="([^"]+)"/gi)].map((m) => ({ type: m[1]!, srcSet: m[2]! }));
const mainOf = (html: string) => html.match(/<main id="contenu" tabindex="-1">([\s\S]*)<\/main>/i)![1]!;

/**
 * Two instances on the file's database, the second through a pool of its own as another
 * server process has, each with its app and its publication scheduler; and the articles'
 * folder. Stopped, closed and removed after the file.
 */
const it = test.extend('site', { scope: 'file' }, async ({ database }, { onCleanup }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'publishing-'));
  let second: Database | undefined;
  let schedulers: PublicationScheduler[] = [];
  onCleanup(async () => {
    for (const scheduler of schedulers) scheduler.stop();
    await second?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });
  const pools = [database, (second = await database.openAnother())];
  const apps = pools.map((pool) => createTestApp(pool));
  schedulers = apps.map((app, i) =>
    publicationScheduler({ db: pools[i]!.db, onPublish: () => app.contentChanged.emit(), logger }),
  );
  async function write(name: string, contents: string | Buffer): Promise<string> {
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, contents);
    return file;
  }
  return { apps, schedulers, preview: previewAddresses(database.db, SITE_URL), write, dir };
});

/** The photo article, imported once for the file: the tests below read it in turn. */
it.beforeAll(async ({ database, site: { write, dir, preview } }) => {
  await write('photo/cover.jpg', await photoJpeg(3000, 2000));
  await write('photo/schema.png', await diagramPng(900, 500));
  await write(
    'photo/article.md',
    markdown(
      PHOTO_ARTICLE,
      'Le matin, la salle d’attente se remplit vite.\n\n![Le circuit des appels](./schema.png)\n\nLa secrétaire filtre, note et transmet.',
    ),
  );
  const report = await importArticles(database, [path.join(dir, 'photo')], { previewUrl: preview });
  expect(report.errors).toEqual([]);
}, 120_000);

describe('an article whose photo and diagram sit beside it', () => {
  it('shows its cover in AVIF and WebP at five widths on /blog and on its page, and its diagram in the text', async ({
    site: { apps },
  }) => {
    const list = (await get(apps[0]!, '/blog')).text;
    const page = (await get(apps[0]!, `/blog/${PHOTO_ARTICLE.slug}`)).text;
    for (const html of [list, page]) {
      const [avif, webp] = pictureSources(html);
      expect(avif!.type).toBe('image/avif');
      expect(avif!.srcSet).toMatch(/^(\/media\/[0-9a-f]{32}\.avif (480|800|1200|1600|2000)w(, )?){5}$/);
      expect(webp!.type).toBe('image/webp');
      expect(webp!.srcSet).toMatch(/^(\/media\/[0-9a-f]{32}\.webp (480|800|1200|1600|2000)w(, )?){5}$/);
      expect(html).toMatch(
        /<img src="\/media\/[0-9a-f]{32}\.webp" alt="La salle d’attente d’un cabinet médical" width="2000" height="1333"/,
      );
    }
    expect(page).toMatch(
      /<source type="image\/avif" srcset="\/media\/[0-9a-f]{32}\.avif 480w, \/media\/[0-9a-f]{32}\.avif 800w, \/media\/[0-9a-f]{32}\.avif 900w" sizes="[^"]+" \/>/,
    );
    expect(page).toMatch(
      /<img loading="lazy" decoding="async" src="\/media\/[0-9a-f]{32}\.webp" alt="Le circuit des appels" width="900" height="500" \/>/,
    );
  });

  it('serves every variant from either instance: the right format and width, cached for a year', async ({
    site: { apps },
  }) => {
    const page = (await get(apps[0]!, `/blog/${PHOTO_ARTICLE.slug}`)).text;
    const addresses = [...page.matchAll(/(\/media\/[0-9a-f]{32}\.(avif|webp)) (\d+)w/g)].map((m) => ({
      url: m[1]!,
      format: m[2]!,
      width: Number(m[3]),
    }));
    expect(addresses.length).toBe(16);
    for (const [i, { url, format, width }] of addresses.entries()) {
      const res = await get(apps[i % 2]!, url)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.width).toBe(width);
    }
    const first = addresses[0]!.url;
    const etag = (await get(apps[1]!, first)).headers.etag!;
    expect((await get(apps[1]!, first).set('If-None-Match', etag)).status).toBe(304);
    // Another format's extension, or a hash that is not there: the site's 404.
    expect((await get(apps[0]!, first.replace(/\.\w+$/, first.endsWith('.avif') ? '.webp' : '.avif'))).status).toBe(
      404,
    );
    expect((await get(apps[0]!, '/media/00000000000000000000000000000000.avif')).status).toBe(404);
  });

  it('says when it was updated, to readers, search engines and the sitemap', async ({ site: { apps } }) => {
    const page = (await get(apps[0]!, `/blog/${PHOTO_ARTICLE.slug}`)).text;
    expect(page).toContain(
      '<span>Mis à jour le <time dateTime="2026-11-20T09:00:00.000Z">20 novembre 2026</time></span>',
    );
    const posting = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((data) => data['@type'] === 'BlogPosting')!;
    expect(posting).toMatchObject({
      datePublished: '2026-11-10T08:00:00.000Z',
      dateModified: '2026-11-20T09:00:00.000Z',
    });
    const sitemap = (await get(apps[0]!, '/sitemap.xml')).text;
    expect(sitemap).toContain(
      `<url><loc>${SITE_URL}/blog/${PHOTO_ARTICLE.slug}</loc><lastmod>2026-11-20T09:00:00.000Z</lastmod></url>`,
    );
    const api = (await get(apps[0]!, `/api/v1/blog/${PHOTO_ARTICLE.slug}`)).body;
    expect(api).toMatchObject({
      updated: '2026-11-20T09:00:00.000Z',
      image: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.webp$/),
    });
    expect(api.cover.sources).toHaveLength(2);
  });
});

describe('a draft and an article scheduled two seconds ahead', () => {
  const draft = {
    ...PHOTO_ARTICLE,
    title: 'Un brouillon à relire',
    slug: 'un-brouillon-a-relire',
    draft: true,
    updated: undefined,
  };
  const scheduled = {
    ...PHOTO_ARTICLE,
    title: 'Un article programmé',
    slug: 'un-article-programme',
    updated: undefined,
  };
  let publishAt: Date;
  let previews: Record<string, string> = {};

  /** Where visitors, crawlers and API clients would see an article, on one instance. */
  async function seenOn(app: ReturnType<typeof createTestApp>, slug: string, title: string) {
    const page = await get(app, `/blog/${slug}`);
    return {
      list: (await get(app, '/blog')).text.includes(title),
      page: page.status === 200 && page.text.includes(title),
      rss: (await get(app, '/blog/rss.xml')).text.includes(title),
      sitemap: (await get(app, '/sitemap.xml')).text.includes(`/blog/${slug}<`),
      apiList: (await get(app, '/api/v1/blog?per_page=50')).body.data.some(
        (post: { slug: string }) => post.slug === slug,
      ),
      apiPost: (await get(app, `/api/v1/blog/${slug}`)).status === 200,
    };
  }
  const nowhere = { list: false, page: false, rss: false, sitemap: false, apiList: false, apiPost: false };
  const everywhere = { list: true, page: true, rss: true, sitemap: true, apiList: true, apiPost: true };

  it.beforeAll(async ({ database, site: { write, dir, preview, schedulers } }) => {
    // The cover is already stored: this import takes milliseconds, not the two seconds.
    publishAt = new Date(Date.now() + 2_000);
    await write(
      'photo/brouillon.md',
      markdown({ ...draft, date: '2026-11-12T09:00:00+01:00' }, 'Un texte encore en chantier.'),
    );
    await write(
      'photo/programme.md',
      markdown({ ...scheduled, date: publishAt.toISOString() }, 'Un texte qui paraîtra tout seul.'),
    );
    const report = await importArticles(
      database,
      [path.join(dir, 'photo', 'brouillon.md'), path.join(dir, 'photo', 'programme.md')],
      {
        previewUrl: preview,
      },
    );
    expect(report.errors).toEqual([]);
    previews = Object.fromEntries(report.results.map((r) => [r.slug, r.previewUrl!]));
    // What each server does when content changes (and at start).
    await Promise.all(schedulers.map((scheduler) => scheduler.arm()));
  });

  it('are invisible on both instances: list, page, RSS, sitemap and API, the total included', async ({
    site: { apps },
  }) => {
    expect(Date.now(), 'the import took longer than the two seconds of the schedule').toBeLessThan(
      publishAt.getTime() - 300,
    );
    for (const app of apps) {
      expect(await seenOn(app, draft.slug, draft.title)).toEqual(nowhere);
      expect(await seenOn(app, scheduled.slug, scheduled.title)).toEqual(nowhere);
      expect((await get(app, '/api/v1/blog')).body.total).toBe(1);
      expect((await get(app, `/blog/${scheduled.slug}`)).headers.location).toBe('/blog');
    }
  });

  it('have private preview addresses that show them exactly as they will look, kept out of caches and search engines', async ({
    site: { apps },
  }) => {
    expect(previews[draft.slug]).toMatch(
      new RegExp(`^${SITE_URL}/blog/apercu/${draft.slug}\\?signature=[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`),
    );
    for (const slug of [draft.slug, scheduled.slug]) {
      const res = await get(apps[1]!, previews[slug]!.slice(SITE_URL.length));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      expect(res.text).not.toContain('rel="canonical"');
    }
    const scheduledPreview = await get(apps[0]!, previews[scheduled.slug]!.slice(SITE_URL.length));
    expect(scheduledPreview.text).toContain('<h1 id="article-title">Un article programmé</h1>');
    expect(scheduledPreview.text).toContain('Un texte qui paraîtra tout seul.');
    expect((await get(apps[0]!, '/sitemap.xml')).text).not.toContain('apercu');
    // Kept to compare with the public page once it is out.
    previews.scheduledHtml = scheduledPreview.text;
  });

  it('refuse a preview address that was not signed for them, or has expired', async ({ database, site: { apps } }) => {
    const good = previews[draft.slug]!.slice(SITE_URL.length);
    const tampered = good.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expect((await get(apps[0]!, tampered)).status).toBe(404);
    expect((await get(apps[0]!, good.replace(draft.slug, scheduled.slug))).status).toBe(404);
    expect((await get(apps[0]!, `/blog/apercu/${draft.slug}`)).status).toBe(404);
    const links = signedLinks(await loadSigningSecret(database.db));
    const old = links.sign(PREVIEW_PURPOSE, draft.slug, new Date(Date.now() - 1_000));
    const expired = await get(apps[0]!, `/blog/apercu/${draft.slug}?signature=${old}`);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('Ce lien d’aperçu a expiré');
    expect(expired.headers['cache-control']).toBe('no-store');
  });

  it('two seconds later: the scheduled one is everywhere on both instances, by itself; the draft still nowhere', async ({
    site: { apps },
  }) => {
    // Both instances hold /blog, the feed and the page in their caches from before.
    for (const app of apps) {
      await get(app, '/blog');
      await get(app, '/blog/rss.xml');
      expect(app.pageCache.size).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt.getTime() - Date.now()) + 250));
    for (const app of apps) {
      expect(await seenOn(app, scheduled.slug, scheduled.title)).toEqual(everywhere);
      expect(await seenOn(app, draft.slug, draft.title)).toEqual(nowhere);
      expect((await get(app, '/api/v1/blog')).body.total).toBe(2);
    }
    // Newest first: the scheduled article now leads the list.
    expect((await get(apps[1]!, '/api/v1/blog')).body.data[0].slug).toBe(scheduled.slug);
    // The preview showed the page as it now is, head aside.
    const published = (await get(apps[0]!, `/blog/${scheduled.slug}`)).text;
    expect(mainOf(previews.scheduledHtml!)).toBe(mainOf(published));
    // Its preview address now leads to the public page; the draft's still shows the draft.
    const former = await get(apps[0]!, previews[scheduled.slug]!.slice(SITE_URL.length));
    expect([former.status, former.headers.location]).toEqual([302, `/blog/${scheduled.slug}`]);
    expect((await get(apps[0]!, previews[draft.slug]!.slice(SITE_URL.length))).status).toBe(200);
  });
});
