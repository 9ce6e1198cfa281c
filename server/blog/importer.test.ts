import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { diagramPng, flatPng, photoJpeg } from '../../tests/helpers/images';
import { repoRoot } from '../../tests/helpers/server';
import { openDatabase, type Database } from '../db/database';
import { migrateLatest } from '../db/migrate';
import { formatReport, importArticles, summarize, type ImportOptions } from './importer';
import { parseArticle, parseDate, renderBody } from '../content/markdown';
import { mediaCache } from '../media/mediaCache';
import {
  BLOG_POSTS_MIGRATION,
  MEDIA_MIGRATION,
  SEO_MIGRATION,
  seedNewEmbeddedDatabase,
  shippedArticlesDir,
} from './seed';
import { sharedMediaCache } from '../../tests/helpers/dataDir';

const publicDir = path.join(repoRoot, 'client', 'public');
/** The shipped covers are encoded once per machine, as the server's seed does. */
const cache = mediaCache(sharedMediaCache);

/**
 * `cover`: a 1200×630 cover, flat: quick to encode, and stored once for the whole file (same bytes, same hash).
 * `blog`, per test: no article in the database, a folder of the test's own holding the cover
 * (removed after the test), and the helpers below on both.
 */
const it = test
  .extend('cover', { scope: 'file' }, () => flatPng(1200, 630, '#0e5a66'))
  .extend('blog', async ({ database, cover }, { onCleanup }) => {
    await database.db.raw('truncate blog_posts cascade');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'blog-import-'));
    onCleanup(() => fs.rm(dir, { recursive: true, force: true }));
    await fs.writeFile(path.join(dir, 'cover.png'), cover);
    return importerOn(database, dir);
  });

type Front = Record<string, string | undefined>;

function article(slug: string, { front = {}, body = `Le texte de ${slug}.` }: { front?: Front; body?: string } = {}) {
  const fields: Front = {
    title: `"Titre de ${slug}"`,
    slug: `"${slug}"`,
    excerpt: `"Résumé de ${slug}"`,
    date: '"2026-11-22T09:00:00+01:00"',
    author: '"L’équipe Secretalia"',
    image: '"./cover.png"',
    imageAlt: '"Illustration"',
    ...front,
  };
  const yaml = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}\n`;
}

function importerOn(database: Database, dir: string) {
  async function write(name: string, contents: string | Buffer): Promise<string> {
    const file = path.join(dir, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, contents);
    return file;
  }
  return {
    dir,
    write,
    run: (inputs: string[], options: ImportOptions = {}) => importArticles(database, inputs, { publicDir, ...options }),
    stored: () => database.db('blog_posts').orderBy('slug').select('slug', 'title', 'content', 'source_hash'),
    postCount: async () => Number((await database.db('blog_stats').first('post_count'))!.post_count),
    mediaCount: async () => Number((await database.db('media').count({ n: '*' }).first())!.n),
    mediaRows: () => database.db('media').select('hash', 'width', 'height', 'format'),
  };
}

describe('Markdown to HTML', () => {
  it('keeps the article, drops scripts, event handlers and javascript: links, and says what it dropped', () => {
    const { html, removed } = renderBody(
      [
        '# Un titre de premier niveau',
        '',
        'Un paragraphe avec un [lien piégé](javascript:alert(1)), un [autre](JaVaScRiPt:alert(2)) et un [bon lien](https://www.secretalia.fr/nos-tarifs).',
        '',
        '<script>alert(3)</script>',
        '',
        '<img src="x" onerror="alert(4)">',
        '',
        '<a href="javascript:alert(5)" onclick="alert(6)">html</a> <iframe src="https://evil.example/"></iframe>',
        '',
        '<div style="position:fixed" onmouseover="alert(7)">bloc</div>',
        '',
        '- un',
        '- deux',
        '',
        '> Une citation',
      ].join('\n'),
      new Map(),
    );
    expect(html).not.toMatch(/alert|javascript:|onerror|onclick|onmouseover|<script|<iframe|style=/i);
    expect(html).toContain('<h2>Un titre de premier niveau</h2>');
    expect(html).toContain('<a href="https://www.secretalia.fr/nos-tarifs">bon lien</a>');
    expect(html).toContain('<a>lien piégé</a>');
    expect(html).toContain('<img loading="lazy" decoding="async" src="x" />');
    expect(html).toContain('<ul>\n<li>un</li>\n<li>deux</li>\n</ul>');
    expect(html).toContain('<blockquote>\n<p>Une citation</p>\n</blockquote>');
    expect(html).toContain('bloc');
    expect(removed).toEqual([
      'lien javascript:',
      '<script>',
      'attribut onerror',
      'attribut onclick',
      '<iframe>',
      '<div>',
    ]);
  });

  it('reports nothing when nothing was removed', () => {
    expect(
      renderBody('# Titre\n\nTexte **gras**, [lien](/contact), `code`.\n\n| a | b |\n|:-:|---|\n| 1 | 2 |\n', new Map())
        .removed,
    ).toEqual([]);
  });

  it('reads the front matter, quoted or not; a day alone is midnight in Paris', () => {
    const parsed = parseArticle(
      article('sans-guillemets', { front: { date: '2026-11-22', author: undefined, imageAlt: undefined } }),
    );
    expect(parsed).toMatchObject({
      slug: 'sans-guillemets',
      title: 'Titre de sans-guillemets',
      author: null,
      imageAlt: '',
      image: './cover.png',
      publishedAt: new Date('2026-11-21T23:00:00Z'),
      revisedAt: null,
      draft: false,
    });
  });

  it('reads draft, updated, and the images of the body', () => {
    const parsed = parseArticle(
      article('complet', {
        front: { draft: 'true', updated: '2026-12-02 10:30' },
        body: 'Texte.\n\n![Schéma](./schema.png "Le circuit")\n\n![Encore](./schema.png) ![Photo](images/photo%20cabinet.jpg)\n',
      }),
    );
    expect(parsed).toMatchObject({
      draft: true,
      revisedAt: new Date('2026-12-02T09:30:00Z'),
      bodyImages: ['./schema.png', 'images/photo%20cabinet.jpg'],
    });
  });

  it('reads the images of raw HTML as images of the body, entities decoded, each once', () => {
    const body = [
      'Texte.',
      '',
      '<figure>',
      '<img src="./plan%20du%20cabinet.png" alt="Le plan &amp; l’accueil">',
      '<figcaption>Le plan</figcaption>',
      '</figure>',
      '',
      'En ligne : <img src=\'./schema.png\' title="x > y">, puis ![Encore](./schema.png).',
    ].join('\n');
    expect(parseArticle(article('html', { body })).bodyImages).toEqual(['./plan%20du%20cabinet.png', './schema.png']);
  });

  it.each([
    ['2026-11-22', '2026-11-21T23:00:00.000Z'],
    ['2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['2026-11-22 09:00', '2026-11-22T08:00:00.000Z'],
    ['2026-07-01T09:00', '2026-07-01T07:00:00.000Z'],
    ['2026-11-22T09:00:00Z', '2026-11-22T09:00:00.000Z'],
    ['2026-11-22T09:00:00+01:00', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22T09:00:00.250-0500', '2026-11-22T14:00:00.250Z'],
    ['2028-02-29', '2028-02-28T23:00:00.000Z'],
  ])('reads the date %s as %s', (text, iso) => {
    expect((parseDate(text) as Date).toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-30', '2026-02-30 n’est pas une date du calendrier (ce mois-là compte 28 jours)'],
    ['2027-02-29', '2027-02-29 n’est pas une date du calendrier (ce mois-là compte 28 jours)'],
    ['2026-04-31', '2026-04-31 n’est pas une date du calendrier (ce mois-là compte 30 jours)'],
    ['2026-13-01', '2026-13-01 n’est pas une date du calendrier (il n’y a pas de mois 13)'],
    ['2026-11-22 24:00', '2026-11-22 24:00 n’est pas une heure de la journée'],
    ['2026-11-22T09:00+15:00', '2026-11-22T09:00+15:00 a un décalage horaire qui n’existe pas'],
    ['22/11/2026', 'attendu une date comme 2026-11-22, 2026-11-22 09:00 ou 2026-11-22T09:00:00+01:00'],
  ])('refuses the date %s', (text, message) => {
    expect(parseDate(text)).toBe(message);
  });

  it('refuses 2026-02-30 even unquoted, where YAML would have read 2 March', () => {
    expect(() => parseArticle(article('fevrier', { front: { date: '2026-02-30' } }))).toThrow(
      'date : 2026-02-30 n’est pas une date du calendrier (ce mois-là compte 28 jours)',
    );
  });

  it('refuses an update before the date, and a draft that is not true or false', () => {
    expect(() => parseArticle(article('x', { front: { updated: '"2026-11-01"' } }))).toThrow(
      'updated : ne peut pas précéder date',
    );
    expect(() => parseArticle(article('x', { front: { draft: 'oui' } }))).toThrow('draft : attendu true ou false');
  });

  it.each([
    ['./cover.jpg', true],
    ['cover.jpg', true],
    ['images/cover.png', true],
    ['../photos/ma photo.jpg', true],
    ['/images/blog/a.webp', true],
    ['/og-image.png', true],
    [
      'https://cdn.example.org/a.webp',
      'attendu un fichier à côté de l’article (./cover.jpg) ou un chemin du site (/images/…), pas une adresse d’un autre site',
    ],
    [
      'http://cdn.example.org/a.webp',
      'attendu un fichier à côté de l’article (./cover.jpg) ou un chemin du site (/images/…), pas une adresse d’un autre site',
    ],
    [
      'javascript:alert(1)',
      'attendu un fichier à côté de l’article (./cover.jpg) ou un chemin du site (/images/…), pas une adresse d’un autre site',
    ],
    [
      'data:image/png;base64,AAAA',
      'attendu un fichier à côté de l’article (./cover.jpg) ou un chemin du site (/images/…), pas une adresse d’un autre site',
    ],
    [
      '//evil.example/a.webp',
      'attendu un fichier à côté de l’article (./cover.jpg) ou un chemin du site (/images/…), pas une adresse d’un autre site',
    ],
    ['/images/../server/secret', 'attendu un chemin à l’intérieur du site (sans « .. »)'],
  ])('takes the image %s: %s', (image, outcome) => {
    const parse = () => parseArticle(article('image', { front: { image: `"${image}"` } }));
    if (outcome === true) expect(parse().image).toBe(image);
    else expect(parse).toThrow(`image : ${outcome}`);
  });

  it('refuses a remote image in raw HTML as in Markdown', () => {
    expect(() =>
      parseArticle(article('distante', { body: 'Texte <img src="https://tracker.example/pixel.gif" alt="">' })),
    ).toThrow('texte : l’image https://tracker.example/pixel.gif est l’adresse d’un autre site');
  });

  it('refuses a remote image in the body', () => {
    expect(() =>
      parseArticle(article('distante', { body: 'Texte ![Logo](https://tracker.example/pixel.png)' })),
    ).toThrow(
      'texte : l’image https://tracker.example/pixel.png est l’adresse d’un autre site : enregistrez-la à côté de l’article et écrivez son chemin (./image.png)',
    );
  });
});

describe('importArticles', () => {
  it('creates, then reports everything unchanged on a second run', async ({
    blog: { dir, write, run, stored, postCount },
  }) => {
    await write('a.md', article('article-a'));
    await write('b.md', article('article-b'));
    await write('notes.txt', 'not an article');
    const first = await run([dir]);
    expect(summarize(first)).toEqual({ created: 2, updated: 0, unchanged: 0, errors: 0 });
    expect((await stored()).map((p) => p.slug)).toEqual(['article-a', 'article-b']);
    expect(await postCount()).toBe(2);

    const second = await run([dir]);
    expect(summarize(second)).toEqual({ created: 0, updated: 0, unchanged: 2, errors: 0 });
    expect(formatReport(second)).toMatch(/^inchangé {4}article-a {2}\(.*a\.md\)$/m);
    expect(formatReport(second)).toMatch(/0 créé, 0 mis à jour, 2 inchangés, 0 erreur$/);
  });

  it('updates a post whose source changed, by slug', async ({ database, blog: { write, run, postCount } }) => {
    const file = await write('a.md', article('article-a'));
    await run([file]);
    const before = await database.db('blog_posts').where({ slug: 'article-a' }).first();
    await write('a.md', article('article-a', { front: { title: '"Nouveau titre"' }, body: 'Nouveau **texte**.' }));
    const report = await run([file]);
    expect(report.results).toMatchObject([
      { file, slug: 'article-a', outcome: 'updated', status: 'published', removed: [] },
    ]);
    const after = await database.db('blog_posts').where({ slug: 'article-a' }).first();
    expect(after).toMatchObject({
      id: before.id,
      title: 'Nouveau titre',
      content: '<p>Nouveau <strong>texte</strong>.</p>\n',
    });
    expect(after.source_hash).not.toBe(before.source_hash);
    expect(await postCount()).toBe(1);
  });

  it('makes the cover beside the file and the images of the body into responsive variants', async ({
    database,
    blog: { write, run, mediaRows },
  }) => {
    const photo = await photoJpeg(3000, 2000);
    await write('mon-article/cover.jpg', photo);
    await write('mon-article/schema.png', await diagramPng(900, 500));
    const file = await write(
      'mon-article/article.md',
      article('photo-et-schema', {
        front: { image: '"./cover.jpg"', imageAlt: '"Un cabinet médical"' },
        body: 'Avant le schéma.\n\n![Schéma du circuit des appels](./schema.png)\n\nAprès le schéma.',
      }),
    );
    const report = await run([file]);
    expect(report.errors).toEqual([]);

    const post = await database.db('blog_posts').where({ slug: 'photo-et-schema' }).first();
    const images = await mediaRows();
    const photoRow = images.find((m) => m.width === 3000)!;
    const schemaRow = images.find((m) => m.width === 900)!;
    expect(photoRow).toMatchObject({ format: 'jpeg', height: 2000 });
    expect(schemaRow).toMatchObject({ format: 'png', height: 500 });
    // The cover: every width of both formats, the API's `image` a 1200 px WebP among them.
    expect(post.cover.sources.map((s: { type: string }) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(post.cover.sources[0].srcSet).toMatch(
      /^\/media\/[0-9a-f]{32}\.avif 480w, \/media\/[0-9a-f]{32}\.avif 800w, \/media\/[0-9a-f]{32}\.avif 1200w, \/media\/[0-9a-f]{32}\.avif 1600w, \/media\/[0-9a-f]{32}\.avif 2000w$/,
    );
    expect(post.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
    expect(post.cover.sources[1].srcSet).toContain(`${post.image} 1200w`);
    expect([post.cover.width, post.cover.height]).toEqual([2000, 1333]);
    // And its share image, a 1200×630 JPEG (the body image has none).
    expect(post.cover.share).toEqual({
      src: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/),
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    });
    // The body image: a <picture> in the HTML, at its own width at most (900 px).
    expect(post.content).toMatch(
      /<p>Avant le schéma\.<\/p>\n<p><span class="media-frame"><svg class="media-placeholder"/,
    );
    expect(post.content).toMatch(
      /<source type="image\/avif" srcset="\/media\/[0-9a-f]{32}\.avif 480w, \/media\/[0-9a-f]{32}\.avif 800w, \/media\/[0-9a-f]{32}\.avif 900w" sizes="\(min-width: 800px\) 720px, calc\(100vw - 32px\)" \/>/,
    );
    expect(post.content).toMatch(
      /<img loading="lazy" decoding="async" src="\/media\/[0-9a-f]{32}\.webp" alt="Schéma du circuit des appels" width="900" height="500" \/><\/picture><\/span><\/p>\n<p>Après le schéma\.<\/p>/,
    );
    expect(post.content).not.toContain('</source>');
    // Stored once each, with their variants (10, the share image and the 16:9, 4:3 and 1:1 crops), and known as this article's.
    expect(
      Number((await database.db('media_variants').where({ media_hash: photoRow.hash }).count({ n: '*' }).first())!.n),
    ).toBe(14);
    expect(
      Number((await database.db('media_variants').where({ media_hash: schemaRow.hash }).count({ n: '*' }).first())!.n),
    ).toBe(6);
    expect((await database.db('blog_post_media').where({ post_id: post.id }).pluck('media_hash')).sort()).toEqual(
      [photoRow.hash, schemaRow.hash].sort(),
    );
  });

  it('makes the images of raw HTML responsive as those of Markdown, and names a missing one', async ({
    database,
    blog: { write, run, mediaRows },
  }) => {
    await write('schema.png', await diagramPng(900, 500));
    const body =
      'Avant.\n\n<figure>\n<img src="./schema.png" alt="Le circuit &amp; ses étapes" onerror="alert(1)">\n<figcaption>Le circuit des appels</figcaption>\n</figure>\n\nAprès.';
    const file = await write('html.md', article('images-en-html', { body }));
    const report = await run([file]);
    expect(report.errors).toEqual([]);
    expect(report.results[0]!.removed).toEqual(['attribut onerror']);
    const post = await database.db('blog_posts').where({ slug: 'images-en-html' }).first();
    expect(post.content).toMatch(
      /^<p>Avant\.<\/p>\n<figure>\n<span class="media-frame"><svg class="media-placeholder"/,
    );
    expect(post.content).toMatch(
      /<source type="image\/avif" srcset="\/media\/[0-9a-f]{32}\.avif 480w, \/media\/[0-9a-f]{32}\.avif 800w, \/media\/[0-9a-f]{32}\.avif 900w" sizes="\(min-width: 800px\) 720px, calc\(100vw - 32px\)" \/>/,
    );
    expect(post.content).toMatch(
      /<img loading="lazy" decoding="async" src="\/media\/[0-9a-f]{32}\.webp" alt="Le circuit &amp; ses étapes" width="900" height="500" \/><\/picture><\/span>\n<figcaption>Le circuit des appels<\/figcaption>/,
    );
    expect(post.content).not.toMatch(/schema\.png|onerror/);
    const schema = (await mediaRows()).find((m) => m.width === 900)!;
    expect(await database.db('blog_post_media').where({ post_id: post.id }).pluck('media_hash')).toContain(schema.hash);

    const missing = await write(
      'absente.md',
      article('image-html-absente', { body: 'Voir <img src="./plan.png" alt="Le plan"> ici.' }),
    );
    expect((await run([missing])).errors).toEqual([
      { file: missing, message: 'texte : l’image ./plan.png est introuvable' },
    ]);
  });

  it.for(['cover.png', './cover.png', 'images/couverture.png'])(
    'finds the cover written %s',
    async (image, { database, cover, blog: { write, run } }) => {
      if (image.startsWith('images/')) await write(image, cover);
      const report = await run([await write('a.md', article('couverture', { front: { image: `"${image}"` } }))]);
      expect(report.errors).toEqual([]);
      expect((await database.db('blog_posts').first('cover')).cover.src).toMatch(/^\/media\//);
    },
  );

  it('reads a cover given by a path of the site from the public folder', async ({
    database,
    blog: { dir, write, run },
  }) => {
    const report = await run([await write('a.md', article('image-du-site', { front: { image: '"/og-image.png"' } }))]);
    expect(report.errors).toEqual([]);
    expect(
      await database.db('media').where({ width: 1200, height: 630, format: 'png' }).count({ n: '*' }).first(),
    ).toBeTruthy();
    const missing = await run([
      await write('b.md', article('absente', { front: { image: '"/images/blog/absente.webp"' } })),
    ]);
    expect(missing.errors).toEqual([
      { file: path.join(dir, 'b.md'), message: 'image : /images/blog/absente.webp est introuvable' },
    ]);
  });

  it('stores an image used twice, or imported again, once', async ({ database, cover, blog: { dir, write, run } }) => {
    await write('autre-nom.png', cover);
    await write('a.md', article('article-a'));
    await write('b.md', article('article-b', { front: { image: '"autre-nom.png"' } }));
    await run([dir]);
    const coverRows = await database.db('media').whereIn('hash', database.db('blog_post_media').select('media_hash'));
    expect(coverRows).toHaveLength(1);
    const [a, b] = await database.db('blog_posts').orderBy('slug').select('cover');
    expect(a.cover).toEqual(b.cover);
  });

  it('says "updated" when only the cover file changed, and deletes the image no article uses any more', async ({
    database,
    blog: { dir, write, run },
  }) => {
    const file = await write('a.md', article('article-a'));
    await write('b.md', article('article-b'));
    await run([dir]);
    const firstCover = (await database.db('blog_post_media').first('media_hash')).media_hash;
    await write('c.md', article('article-c', { front: { image: '"neuve.png"' } }));
    await write('neuve.png', await flatPng(1300, 700, '#b8432b'));
    await run([path.join(dir, 'c.md')]);
    const secondCover = (await database.db('blog_post_media').whereNot({ media_hash: firstCover }).first('media_hash'))
      .media_hash;

    // a.md's cover becomes c's image: its old one is still b's, so it stays.
    await write('cover-a.png', await flatPng(1300, 700, '#b8432b'));
    await write('a.md', article('article-a', { front: { image: '"cover-a.png"' } }));
    expect((await run([file])).results[0]!.outcome).toBe('updated');
    expect(await database.db('media').where({ hash: firstCover }).first('hash')).toBeTruthy();
    // b's cover changes too: the first image is used by no one, and goes with its variants.
    await write('b.md', article('article-b', { front: { image: '"neuve.png"' } }));
    expect((await run([path.join(dir, 'b.md')])).results[0]!.outcome).toBe('updated');
    expect(await database.db('media').where({ hash: firstCover }).first('hash')).toBeUndefined();
    expect(await database.db('media_variants').where({ media_hash: firstCover }).first('hash')).toBeUndefined();
    expect(await database.db('media').where({ hash: secondCover }).first('hash')).toBeTruthy();
  });

  it('refuses each broken article with the file, the field and the rule, and stores nothing of it', async ({
    blog: { dir, write, run, stored, mediaCount },
  }) => {
    await write('corrompue.jpg', (await photoJpeg(1600, 1000)).subarray(0, 20_000));
    await write('petite.png', await flatPng(800, 420));
    await write('texte.png', 'Ceci n’est pas une image.');
    const files = {
      corrupt: await write('1-corrompue.md', article('corrompue', { front: { image: '"./corrompue.jpg"' } })),
      missing: await write('2-absente.md', article('absente', { front: { image: '"./absente.jpg"' } })),
      small: await write('3-petite.md', article('petite', { front: { image: '"./petite.png"' } })),
      notImage: await write('4-texte.md', article('texte', { front: { image: '"./texte.png"' } })),
      date: await write('5-date.md', article('fevrier', { front: { date: '"2026-02-30"' } })),
      large: await write('6-longue.md', article('longue', { body: 'Un texte très long. '.repeat(55_000) })),
      body: await write('7-schema.md', article('schema-absent', { body: 'Voir :\n\n![Schéma](./schema.png)' })),
      both: await write(
        '8-deux.md',
        article('deux-problemes', { front: { image: '"./petite.png"' }, body: '![Plan](plan.gif)' }),
      ),
    };
    const before = await mediaCount();
    const report = await run([dir]);
    expect(report.results).toEqual([]);
    expect(report.errors).toEqual([
      {
        file: files.corrupt,
        message: expect.stringMatching(
          /^image : \.\/corrompue\.jpg ne peut pas être décodée : le fichier est abîmé ou incomplet \(/,
        ),
      },
      { file: files.missing, message: 'image : ./absente.jpg est introuvable' },
      {
        file: files.small,
        message: 'image : ./petite.png mesure 800 px de large ; une image de couverture en demande au moins 1200',
      },
      {
        file: files.notImage,
        message: 'image : ./texte.png n’est pas une image d’un type accepté (JPEG, PNG, WebP, AVIF, GIF ou SVG)',
      },
      { file: files.date, message: 'date : 2026-02-30 n’est pas une date du calendrier (ce mois-là compte 28 jours)' },
      { file: files.large, message: 'fichier : 1,1\u00a0Mo de Markdown ; un article en fait 1,0\u00a0Mo au plus' },
      { file: files.body, message: 'texte : l’image ./schema.png est introuvable' },
      {
        file: files.both,
        message:
          'image : ./petite.png mesure 800 px de large ; une image de couverture en demande au moins 1200 ; texte : l’image plan.gif est introuvable',
      },
    ]);
    expect(await stored()).toEqual([]);
    expect(await mediaCount()).toBe(before);
    expect(formatReport(report)).toContain(
      `erreur      ${files.small} : image : ./petite.png mesure 800 px de large ; une image de couverture en demande au moins 1200`,
    );
  });

  it('reports an invalid file with its name and fields, and imports the others', async ({
    blog: { dir, write, run, stored },
  }) => {
    await write('a-bon.md', article('bon'));
    const bad = await write('b-mauvais.md', article('mauvais', { front: { title: undefined, date: '"22/11/2026"' } }));
    await write('c-slug.md', article('Pas Un Slug'));
    await write('d-vide.md', article('vide', { body: '' }));
    await write('e-yaml.md', '---\ntitle: "pas fermé\nslug: pas-ferme\n---\nTexte\n');
    await write('f-autre.md', article('autre'));
    const report = await run([dir]);
    expect(report.results.map((r) => r.slug)).toEqual(['bon', 'autre']);
    expect(report.errors).toEqual([
      {
        file: bad,
        message:
          'title : manque ; date : attendu une date comme 2026-11-22, 2026-11-22 09:00 ou 2026-11-22T09:00:00+01:00',
      },
      {
        file: path.join(dir, 'c-slug.md'),
        message: 'slug : attendu des lettres minuscules, des chiffres et des tirets, par exemple mon-article',
      },
      { file: path.join(dir, 'd-vide.md'), message: 'texte : manque (le texte sous l’en-tête)' },
      {
        file: path.join(dir, 'e-yaml.md'),
        message:
          'l’en-tête (entre les deux lignes ---) n’est pas lisible (ligne 2 du fichier) : des guillemets ouverts ne sont pas refermés',
      },
    ]);
    expect((await stored()).map((p) => p.slug)).toEqual(['autre', 'bon']);
    expect(formatReport(report)).toContain(`erreur      ${bad} : title : manque ; date : attendu une date`);
  });

  it('names the line of a front matter that YAML cannot read, and what to do about it', async ({
    blog: { write, run },
  }) => {
    const file = await write(
      'deux-points.md',
      article('deux-points', { front: { excerpt: 'Accueil téléphonique : les bons réflexes' } }),
    );
    const report = await run([file]);
    const message =
      'l’en-tête (entre les deux lignes ---) n’est pas lisible (ligne 4 du fichier) : mettez entre guillemets une valeur qui contient « : » ou commence par un signe';
    expect(report.errors).toEqual([{ file, message }]);
    expect(formatReport(report).split('\n')).toContain(`erreur      ${file} : ${message}`);
  });

  it('refuses a slug used twice in one import, and a path that does not exist', async ({
    blog: { dir, write, run, stored },
  }) => {
    await write('a.md', article('meme-slug'));
    const second = await write('b.md', article('meme-slug', { front: { title: '"Autre"' } }));
    const missing = path.join(dir, 'absent.md');
    const report = await run([dir, missing]);
    expect(report.errors).toEqual([
      { file: missing, message: 'fichier ou dossier introuvable' },
      { file: second, message: `slug : « meme-slug » est déjà le slug de ${path.join(dir, 'a.md')} dans cet import` },
    ]);
    expect((await stored()).map((p) => p.title)).toEqual(['Titre de meme-slug']);
  });

  it('says plainly when a slug already belongs to the article of another file', async ({
    cover,
    blog: { dir, write, run },
  }) => {
    await write('ancien/accueil.md', article('accueil-telephonique', { front: { title: '"L’accueil, version 1"' } }));
    await write('ancien/cover.png', cover);
    await run([path.join(dir, 'ancien')]);
    const other = await write(
      'nouveau.md',
      article('accueil-telephonique', { front: { title: '"Un tout autre article"' } }),
    );
    const report = await run([other]);
    expect(report.results[0]).toMatchObject({
      outcome: 'updated',
      replaced: { file: path.join(dir, 'ancien', 'accueil.md'), title: 'L’accueil, version 1' },
    });
    expect(formatReport(report)).toContain(
      `ce slug était celui de l’article importé de ${path.join(dir, 'ancien', 'accueil.md')} (« L’accueil, version 1 »), que ce fichier a remplacé`,
    );
    // The same file again is an ordinary update.
    await write(
      'nouveau.md',
      article('accueil-telephonique', { front: { title: '"Un tout autre article, corrigé"' } }),
    );
    expect((await run([other])).results[0]!.replaced).toBeUndefined();
  });

  it('tells what the allowlist removed from the page', async ({ blog: { write, run } }) => {
    const file = await write(
      'a.md',
      article('nettoye', { body: 'Texte.\n\n<script>alert(1)</script>\n\n<img src="./cover.png" onerror="alert(2)">' }),
    );
    const report = await run([file]);
    expect(report.results[0]!.removed).toEqual(['<script>', 'attribut onerror']);
    expect(formatReport(report)).toMatch(/^créé {8}nettoye {2}\(.*a\.md\)\n {12}retiré : <script>, attribut onerror$/m);
  });

  it("stores the head's own title and description, and warns, naming the file and the length, when result pages would cut them", async ({
    database,
    blog: { write, run },
  }) => {
    const long = 'Un titre d’article bien trop long pour tenir dans une page de résultats';
    const short = await write(
      'court.md',
      article('court', {
        front: { title: `"${long}"`, seoTitle: '"Un titre court"', description: '"Une description courte."' },
      }),
    );
    const longer = await write(
      'long.md',
      article('long', {
        front: { title: `"${long}"`, excerpt: `"${Array(8).fill('Un résumé trop long.').join(' ')}"` },
      }),
    );
    const report = await run([short, longer]);
    expect(report.errors).toEqual([]);
    expect(report.results[0]!.warnings).toBeUndefined();
    expect(report.results[1]!.warnings).toHaveLength(2);
    expect(await database.db('blog_posts').orderBy('slug').select('slug', 'seo_title', 'seo_description')).toEqual([
      { slug: 'court', seo_title: 'Un titre court', seo_description: 'Une description courte.' },
      { slug: 'long', seo_title: null, seo_description: null },
    ]);
    const text = formatReport(report);
    expect(text).toMatch(
      /^créé {8}long {2}\(.*long\.md\)\n {12}attention : le titre de la page « .* » fait 84 caractères ; les pages de résultats en montrent 60 \(donnez un seoTitle plus court\)\n {12}attention : la description fait 167 caractères ; les pages de résultats en montrent 155 \(donnez une description plus courte\)$/m,
    );
    expect(text).toMatch(/^créé {8}court {2}\(.*court\.md\)\ncréé/m);
  });

  it('stores drafts and scheduled articles, and gives each a preview address', async ({
    database,
    blog: { dir, write, run },
  }) => {
    const now = new Date('2026-11-23T12:00:00Z');
    await write('a.md', article('publie', { front: { date: '"2026-11-20"' } }));
    await write('b.md', article('brouillon', { front: { draft: 'true' } }));
    await write('c.md', article('programme', { front: { date: '"2026-12-01 09:00"', updated: '"2026-12-03"' } }));
    const report = await run([dir], {
      now: () => now,
      previewUrl: async (slug) => `https://www.secretalia.fr/blog/apercu/${slug}?signature=x`,
    });
    expect(report.results.map((r) => [r.slug, r.status, r.previewUrl])).toEqual([
      ['publie', 'published', undefined],
      ['brouillon', 'draft', 'https://www.secretalia.fr/blog/apercu/brouillon?signature=x'],
      ['programme', 'scheduled', 'https://www.secretalia.fr/blog/apercu/programme?signature=x'],
    ]);
    const text = formatReport(report);
    expect(text).toContain(
      'brouillon, non public ; aperçu : https://www.secretalia.fr/blog/apercu/brouillon?signature=x',
    );
    expect(text).toContain(
      'programmé, public à partir du 2026-12-01 09:00 (heure de Paris) ; aperçu : https://www.secretalia.fr/blog/apercu/programme?signature=x',
    );
    const rows = await database.db('blog_posts').orderBy('slug').select('slug', 'draft', 'published_at', 'revised_at');
    expect(
      rows.map((r) => [
        r.slug,
        r.draft,
        new Date(r.published_at).toISOString(),
        r.revised_at && new Date(r.revised_at).toISOString(),
      ]),
    ).toEqual([
      ['brouillon', true, '2026-11-22T08:00:00.000Z', null],
      ['programme', false, '2026-12-01T08:00:00.000Z', '2026-12-02T23:00:00.000Z'],
      ['publie', false, '2026-11-19T23:00:00.000Z', null],
    ]);
  });

  it('writes nothing in a dry run, checks every image, and says what it would do', async ({
    database,
    blog: { dir, write, run, stored, mediaCount },
  }) => {
    await write('a.md', article('article-a'));
    const mediaBefore = await mediaCount();
    const dry = await run([dir], { dryRun: true });
    expect(summarize(dry)).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0 });
    expect(formatReport(dry)).toContain('serait créé        article-a');
    expect(formatReport(dry)).toMatch(/^Essai, rien n’est enregistré : 1 créé, 0 mis à jour, 0 inchangé, 0 erreur$/m);
    expect(await stored()).toEqual([]);

    await run([dir]);
    const before = await stored();
    await write('a.md', article('article-a', { body: 'Changé.' }));
    await write('b.md', article('article-b', { front: { image: '"photo.jpg"', draft: 'true' } }));
    await write('photo.jpg', await photoJpeg(1500, 1000, 2));
    await write('c.md', article('article-c', { front: { image: '"petite.png"' } }));
    await write('petite.png', await flatPng(640, 400));
    const again = await run([dir], { dryRun: true, previewUrl: async () => 'https://never' });
    expect(again.results.map((r) => [r.slug, r.outcome, r.status, r.previewUrl])).toEqual([
      ['article-a', 'updated', 'published', undefined],
      ['article-b', 'created', 'draft', undefined],
    ]);
    expect(again.errors).toEqual([
      {
        file: path.join(dir, 'c.md'),
        message: 'image : petite.png mesure 640 px de large ; une image de couverture en demande au moins 1200',
      },
    ]);
    expect(formatReport(again)).toContain('serait créé        article-b');
    expect(await stored()).toEqual(before);
    // The new photo was checked, not stored.
    expect(await mediaCount()).toBe(mediaBefore + (mediaBefore ? 0 : 1));
    expect(await database.db('media').where({ width: 1500 }).first()).toBeUndefined();
  });

  it('imports the eight shipped articles cleanly, their covers beside them', async ({ database, blog: { run } }) => {
    const shipped = shippedArticlesDir()!;
    const report = await run([shipped], { cache });
    expect(report.errors).toEqual([]);
    expect(summarize(report).created).toBe(8);
    for (const post of await database.db('blog_posts').select('content', 'cover', 'image')) {
      expect(post.content).toMatch(/^<p>/);
      expect(post.content).not.toMatch(/<script|<h1|javascript:/);
      expect(post.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      expect(post.cover.sources).toHaveLength(2);
    }
  });
});

describe('seeding', () => {
  const logger = pino({ level: 'silent' });

  it('fills a new embedded database with the shipped articles, their covers kept in a disk cache', async () => {
    const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'media-cache-'));
    const embedded = await openDatabase('pglite://memory');
    try {
      const applied = await migrateLatest(embedded.db);
      expect(applied).toContain(BLOG_POSTS_MIGRATION);
      await seedNewEmbeddedDatabase(embedded, applied, logger, shippedArticlesDir(), cacheDir);
      const posts = await embedded.db('blog_posts').orderBy('published_at', 'desc').select('slug', 'title', 'cover');
      expect(posts).toHaveLength(8);
      expect(posts[0]).toMatchObject({
        slug: 'demarrage-offert-mise-en-place-et-formation',
        title: expect.stringMatching(/^Un démarrage offert/),
      });
      expect(posts.every((post) => post.cover)).toBe(true);
      expect(await fs.readdir(cacheDir)).toHaveLength(8);

      // A later start applies nothing: an article the admin removed stays removed.
      await embedded.db('blog_posts').where({ slug: posts[0]!.slug }).delete();
      await seedNewEmbeddedDatabase(embedded, await migrateLatest(embedded.db), logger, shippedArticlesDir(), cacheDir);
      expect(await embedded.db('blog_posts').count({ n: '*' }).first()).toEqual({ n: 7 });
    } finally {
      await embedded.close();
      await fs.rm(cacheDir, { recursive: true, force: true });
    }
  }, 180_000); // Eight covers encoded from their originals: half a minute on a loaded 2-core machine.

  it('imports the shipped articles again, from their files, when an older embedded database gets the SEO fields', async () => {
    const embedded = await openDatabase('pglite://memory');
    try {
      await migrateLatest(embedded.db);
      const shipped = shippedArticlesDir()!;
      const row = (slug: string, source_file: string) => ({
        slug,
        title: 'Ancien titre',
        excerpt: 'Résumé',
        content: '<p>Texte</p>',
        image: '/og-image.png',
        published_at: new Date('2026-10-13T08:00:00Z'),
        source_file,
      });
      await embedded
        .db('blog_posts')
        .insert(row('week-end-et-appels-urgents', path.join(path.resolve(shipped), 'week-end-et-appels-urgents.md')));
      // Imported by the admin from a file of their own: left alone.
      await embedded
        .db('blog_posts')
        .insert(row('filtrage-des-appels-ligne-personnelle', '/home/admin/articles/filtrage.md'));
      await seedNewEmbeddedDatabase(embedded, [SEO_MIGRATION], logger, shipped, sharedMediaCache);
      const posts = await embedded.db('blog_posts').orderBy('slug').select('slug', 'title', 'seo_title', 'cover');
      expect(posts).toHaveLength(2);
      expect(posts[0]).toMatchObject({
        slug: 'filtrage-des-appels-ligne-personnelle',
        title: 'Ancien titre',
        seo_title: null,
        cover: null,
      });
      expect(posts[1]).toMatchObject({
        slug: 'week-end-et-appels-urgents',
        seo_title: expect.stringMatching(/^Week-end/),
      });
      expect(posts[1]!.cover.share).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
    } finally {
      await embedded.close();
    }
  });

  it('imports the shipped articles again when an older embedded database gets the media tables', async () => {
    const embedded = await openDatabase('pglite://memory');
    try {
      await migrateLatest(embedded.db);
      // As the site stored them before: a hand-made file's address, no variants.
      await embedded.db('blog_posts').insert({
        slug: 'week-end-et-appels-urgents',
        title: 'Ancien titre',
        excerpt: 'Résumé',
        content: '<p>Texte</p>',
        image: '/images/blog/week-end-et-appels-urgents.webp',
        published_at: new Date('2026-10-13T08:00:00Z'),
      });
      // An article the admin rewrote under a shipped slug, with an image of their own: left alone.
      await embedded.db('blog_posts').insert({
        slug: 'filtrage-des-appels-ligne-personnelle',
        title: 'Notre version',
        excerpt: 'Résumé',
        content: '<p>Texte</p>',
        image: '/og-image.png',
        published_at: new Date('2026-06-23T08:00:00Z'),
      });
      await seedNewEmbeddedDatabase(embedded, [MEDIA_MIGRATION], logger, shippedArticlesDir(), sharedMediaCache);
      const posts = await embedded.db('blog_posts').orderBy('slug').select('slug', 'title', 'image', 'cover');
      expect(posts).toHaveLength(2);
      expect(posts[0]).toMatchObject({
        slug: 'filtrage-des-appels-ligne-personnelle',
        title: 'Notre version',
        image: '/og-image.png',
        cover: null,
      });
      expect(posts[1]!.image).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
      expect(posts[1]!.title).toMatch(/^Week-end et appels urgents/);
      expect(posts[1]!.cover).toBeTruthy();
    } finally {
      await embedded.close();
    }
  });

  it('never seeds a Postgres server', async ({ database, blog: { stored } }) => {
    await seedNewEmbeddedDatabase(
      { ...database, kind: 'postgres' },
      [BLOG_POSTS_MIGRATION],
      logger,
      shippedArticlesDir(),
      sharedMediaCache,
    );
    expect(await stored()).toEqual([]);
  });
});
