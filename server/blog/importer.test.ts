import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/helpers/testDatabase';
import { openDatabase, type Database } from '../db/database';
import { migrateLatest } from '../db/migrate';
import { formatReport, importArticles, summarize } from './importer';
import { parseArticle } from './markdown';
import { BLOG_POSTS_MIGRATION, seedNewEmbeddedDatabase, shippedArticlesDir } from './seed';

let database: Database;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.raw('truncate blog_posts');
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'blog-import-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function article(slug: string, { front = {}, body = `Le texte de ${slug}.` }: { front?: Record<string, string | undefined>; body?: string } = {}) {
  const fields: Record<string, string | undefined> = {
    title: `"Titre de ${slug}"`,
    slug: `"${slug}"`,
    excerpt: `"Résumé de ${slug}"`,
    date: '"2026-11-22T09:00:00+01:00"',
    author: '"L’équipe Secretalia"',
    image: `"/images/blog/${slug}.webp"`,
    imageAlt: '"Illustration"',
    ...front,
  };
  const yaml = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}\n`;
}

async function write(name: string, source: string): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, source);
  return file;
}

const stored = () => database.db('blog_posts').orderBy('slug').select('slug', 'title', 'content', 'source_hash');
const postCount = async () => Number((await database.db('blog_stats').first('post_count'))!.post_count);

describe('Markdown to HTML', () => {
  it('keeps the article and drops scripts, event handlers and javascript: links', () => {
    const { content } = parseArticle(
      article('piege', {
        body: [
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
      }),
    );
    expect(content).not.toMatch(/alert|javascript:|onerror|onclick|onmouseover|<script|<iframe|style=/i);
    expect(content).toContain('<h2>Un titre de premier niveau</h2>');
    expect(content).toContain('<a href="https://www.secretalia.fr/nos-tarifs">bon lien</a>');
    expect(content).toContain('<a>lien piégé</a>');
    expect(content).toContain('<img loading="lazy" decoding="async" src="x" />');
    expect(content).toContain('<ul>\n<li>un</li>\n<li>deux</li>\n</ul>');
    expect(content).toContain('<blockquote>\n<p>Une citation</p>\n</blockquote>');
    expect(content).toContain('bloc');
  });

  it('reads the front matter, quoted or not', () => {
    const parsed = parseArticle(article('sans-guillemets', { front: { date: '2026-11-22', author: undefined, imageAlt: undefined } }));
    expect(parsed).toMatchObject({
      slug: 'sans-guillemets',
      title: 'Titre de sans-guillemets',
      author: null,
      imageAlt: '',
      publishedAt: new Date('2026-11-22T00:00:00Z'),
    });
    expect(parsed.sourceHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['/images/blog/a.webp', true],
    ['https://cdn.example.org/a.webp', false],
    ['http://cdn.example.org/a.webp', false],
    ['javascript:alert(1)', false],
    ['//evil.example/a.webp', false],
    ['/images/../server/secret', false],
    ['/autre/a.webp', false],
  ])('accepts the image %s: %s', (image, accepted) => {
    const parse = () => parseArticle(article('image', { front: { image: `"${image}"` } }));
    if (accepted) expect(parse().image).toBe(image);
    else expect(parse).toThrow(/image: must be a path of this site/);
  });
});

describe('importArticles', () => {
  it('creates, then reports everything unchanged on a second run', async () => {
    await write('a.md', article('article-a'));
    await write('b.md', article('article-b'));
    await write('notes.txt', 'not an article');
    const first = await importArticles(database, [dir]);
    expect(summarize(first)).toEqual({ created: 2, updated: 0, unchanged: 0, errors: 0 });
    expect((await stored()).map((p) => p.slug)).toEqual(['article-a', 'article-b']);
    expect(await postCount()).toBe(2);

    const second = await importArticles(database, [dir]);
    expect(summarize(second)).toEqual({ created: 0, updated: 0, unchanged: 2, errors: 0 });
    expect(formatReport(second)).toMatch(/^unchanged {2}article-a {2}\(.*a\.md\)$/m);
    expect(formatReport(second)).toMatch(/0 created, 0 updated, 2 unchanged, 0 errors$/);
  });

  it('updates a post whose source changed, by slug', async () => {
    const file = await write('a.md', article('article-a'));
    await importArticles(database, [file]);
    const before = await database.db('blog_posts').where({ slug: 'article-a' }).first();
    await write('a.md', article('article-a', { front: { title: '"Nouveau titre"' }, body: 'Nouveau **texte**.' }));
    const report = await importArticles(database, [file]);
    expect(report.results).toEqual([{ file, slug: 'article-a', outcome: 'updated' }]);
    const after = await database.db('blog_posts').where({ slug: 'article-a' }).first();
    expect(after).toMatchObject({ id: before.id, title: 'Nouveau titre', content: '<p>Nouveau <strong>texte</strong>.</p>\n' });
    expect(after.source_hash).not.toBe(before.source_hash);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());
    expect(await postCount()).toBe(1);
  });

  it('reports an invalid file with its name and fields, and imports the others', async () => {
    await write('a-bon.md', article('bon'));
    const bad = await write('b-mauvais.md', article('mauvais', { front: { title: undefined, date: '"22/11/2026"' } }));
    await write('c-slug.md', article('Pas Un Slug', { front: { image: '"/images/blog/c.webp"' } }));
    await write('d-vide.md', article('vide', { body: '' }));
    await write('e-yaml.md', '---\ntitle: "pas fermé\n---\nTexte\n');
    await write('f-autre.md', article('autre'));
    const report = await importArticles(database, [dir]);
    expect(report.results.map((r) => r.slug)).toEqual(['bon', 'autre']);
    expect(report.errors).toEqual([
      { file: bad, message: 'title: is required; date: must be a date such as 2026-11-22 or 2026-11-22T09:00:00+01:00' },
      { file: path.join(dir, 'c-slug.md'), message: 'slug: must be lowercase letters, digits and hyphens, e.g. mon-article' },
      { file: path.join(dir, 'd-vide.md'), message: 'body: is empty' },
      { file: path.join(dir, 'e-yaml.md'), message: expect.stringMatching(/^front matter: is not valid YAML/) },
    ]);
    expect((await stored()).map((p) => p.slug)).toEqual(['autre', 'bon']);
    expect(formatReport(report)).toContain(`error      ${bad}: title: is required; date: must be a date`);
  });

  it('refuses a slug used twice in one import, and a path that does not exist', async () => {
    await write('a.md', article('meme-slug'));
    const second = await write('b.md', article('meme-slug', { front: { title: '"Autre"' } }));
    const missing = path.join(dir, 'absent.md');
    const report = await importArticles(database, [dir, missing]);
    expect(report.errors).toEqual([
      { file: missing, message: 'no such file or folder' },
      { file: second, message: `slug: "meme-slug" is already the slug of ${path.join(dir, 'a.md')} in this import` },
    ]);
    expect((await stored()).map((p) => p.title)).toEqual(['Titre de meme-slug']);
  });

  it('writes nothing in a dry run, and says what it would do', async () => {
    await write('a.md', article('article-a'));
    const dry = await importArticles(database, [dir], { dryRun: true });
    expect(summarize(dry)).toEqual({ created: 1, updated: 0, unchanged: 0, errors: 0 });
    expect(formatReport(dry)).toContain('would create  article-a');
    expect(formatReport(dry)).toMatch(/^Dry run, nothing written: 1 created/m);
    expect(await stored()).toEqual([]);

    await importArticles(database, [dir]);
    const before = await stored();
    await write('a.md', article('article-a', { body: 'Changé.' }));
    await write('b.md', article('article-b'));
    const again = await importArticles(database, [dir], { dryRun: true });
    expect(again.results.map((r) => [r.slug, r.outcome])).toEqual([
      ['article-a', 'updated'],
      ['article-b', 'created'],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('imports the eight shipped articles cleanly', async () => {
    const shipped = shippedArticlesDir()!;
    const report = await importArticles(database, [shipped]);
    expect(report.errors).toEqual([]);
    expect(summarize(report).created).toBe(8);
    for (const post of await stored()) {
      expect(post.content).toMatch(/^<p>/);
      expect(post.content).not.toMatch(/<script|<h1|javascript:/);
    }
  });
});

describe('seeding', () => {
  const logger = pino({ level: 'silent' });

  it('fills a new embedded database with the shipped articles', async () => {
    const embedded = await openDatabase('pglite://memory');
    try {
      const applied = await migrateLatest(embedded.db);
      expect(applied).toContain(BLOG_POSTS_MIGRATION);
      await seedNewEmbeddedDatabase(embedded, applied, logger);
      const posts = await embedded.db('blog_posts').orderBy('published_at', 'desc').select('slug', 'title');
      expect(posts).toHaveLength(8);
      expect(posts[0]).toEqual({ slug: 'demarrage-offert-mise-en-place-et-formation', title: expect.stringMatching(/^Un démarrage offert/) });

      // A later start applies nothing: an article the admin removed stays removed.
      await embedded.db('blog_posts').where({ slug: posts[0]!.slug }).delete();
      await seedNewEmbeddedDatabase(embedded, await migrateLatest(embedded.db), logger);
      expect(await embedded.db('blog_posts').count({ n: '*' }).first()).toEqual({ n: 7 });
    } finally {
      await embedded.close();
    }
  });

  it('never seeds a Postgres server', async () => {
    await seedNewEmbeddedDatabase({ ...database, kind: 'postgres' }, [BLOG_POSTS_MIGRATION], logger);
    expect(await stored()).toEqual([]);
  });
});
