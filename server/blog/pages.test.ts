import request from 'supertest';
import { describe, expect } from 'vitest';
import { formatFrenchDate } from '../../shared/dates';
import { test } from '../../tests/fixtures';
import { jsonLd } from '../../tests/helpers/html';
import type { App } from '../app';
import type { Database } from '../db/database';

const SITE_URL = 'https://www.secretalia.fr';
const DAY = 86_400_000;

/** Post n of a blog, one a day: the higher n, the newer. */
function row(n: number, overrides: Record<string, unknown> = {}) {
  return {
    slug: `article-${n}`,
    title: `Article ${n}`,
    excerpt: `Résumé ${n}`,
    content: `<p>Contenu ${n}</p>`,
    image: `/images/blog/article-${n}.webp`,
    image_alt: `Illustration ${n}`,
    author: null,
    published_at: new Date(Date.UTC(2026, 0, 1, 9) + n * DAY),
    ...overrides,
  };
}

/** Replaces the whole blog with posts 1…count (and forgets the rendered pages). */
async function blogWith(
  { database, app }: { database: Database; app: App },
  count: number,
  overrides: (n: number) => Record<string, unknown> = () => ({}),
) {
  await database.db.raw('truncate blog_posts cascade');
  if (count)
    await database.db('blog_posts').insert(Array.from({ length: count }, (_, i) => row(i + 1, overrides(i + 1))));
  app.contentChanged.emit();
}

/** `page(path)`: the page's HTML, from the file's app, checked to be a 200. */
const it = test.extend('page', async ({ app }) => async (path: string): Promise<string> => {
  const res = await request(app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
});

// Small readers for server output we control.
const count = (html: string, needle: string) => html.split(needle).length - 1;
const numbers = (html: string) =>
  [...html.matchAll(/<a class="pagination-number"[^>]*>(\d+)<\/a>/g)].map((m) => Number(m[1]));
const titles = (html: string) =>
  [...html.matchAll(/<h3 class="blog-(?:card|featured)-title">([^<]*)<\/h3>/g)].map((m) => m[1]);
const step = (html: string, direction: 'prev' | 'next') =>
  html.match(new RegExp(`<a class="pagination-step pagination-${direction}"[^>]*>`))?.[0] ?? '';
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

describe('the blog list with 9 posts', () => {
  it.beforeAll(({ database, app }) => blogWith({ database, app }, 9));
  it.beforeEach(({ app }) => app.contentChanged.emit());

  it('page 1: the newest post featured, then 3 cards, newest first', async ({ page }) => {
    const html = await page('/blog');
    expect(count(html, 'class="blog-featured"')).toBe(1);
    expect(count(html, 'class="blog-card"')).toBe(3);
    expect(titles(html)).toEqual(['Article 9', 'Article 8', 'Article 7', 'Article 6']);
    expect(html).toContain('href="/blog/article-9"');
    // "Lire la suite" on the featured post, "Lire la suite →" on each card.
    expect(html).toMatch(/<a class="btn btn-primary blog-featured-link" href="\/blog\/article-9">Lire la suite</);
    expect(count(html, '<span aria-hidden="true"> →</span></a>')).toBe(3);
    expect(html).toContain('<p class="blog-featured-excerpt">Résumé 9</p>');
    expect(html).not.toContain('Aucun article pour le moment.');
  });

  it('page 1: previous disabled, numbers 1 to 3 as real links, next to page 2', async ({ page }) => {
    const html = await page('/blog');
    expect(step(html, 'prev')).toContain('aria-disabled="true"');
    expect(step(html, 'prev')).not.toContain('href=');
    expect(step(html, 'next')).toContain('href="/blog?page=2"');
    expect(numbers(html)).toEqual([1, 2, 3]);
    expect(html).toContain('<a class="pagination-number" aria-label="Page 1" aria-current="page" href="/blog">1</a>');
    expect(html).toContain('href="/blog?page=3">3</a>');
  });

  it('page 2: four cards and no featured post', async ({ page }) => {
    const html = await page('/blog?page=2');
    expect(count(html, 'class="blog-featured"')).toBe(0);
    expect(titles(html)).toEqual(['Article 5', 'Article 4', 'Article 3', 'Article 2']);
  });

  it('page 3 (the last): one card, next disabled, previous to page 2', async ({ page }) => {
    const html = await page('/blog?page=3');
    expect(count(html, 'class="blog-card"')).toBe(1);
    expect(titles(html)).toEqual(['Article 1']);
    expect(step(html, 'next')).toContain('aria-disabled="true"');
    expect(step(html, 'next')).not.toContain('href=');
    expect(step(html, 'prev')).toContain('href="/blog?page=2"');
  });

  it('gives the island its page as plain JSON', async ({ page }) => {
    const html = await page('/blog?page=3');
    const props = html.match(/<script type="application\/json" data-island-props="BlogList[^"]*">([\s\S]*?)<\/script>/);
    expect(props).not.toBeNull();
    const parsed = JSON.parse(props![1]!) as { posts: { slug: string }[]; total: number; page: number };
    expect(parsed).toMatchObject({ total: 9, page: 3 });
    expect(parsed.posts.map((p) => p.slug)).toEqual(['article-1']);
    expect(html).toContain('data-island="BlogList" data-hydrate="interaction"');
  });

  it('keeps ?page=N in the canonical URL and the title for N > 1 only', async ({ page }) => {
    expect(await page('/blog')).toContain(`<link rel="canonical" href="${SITE_URL}/blog"/>`);
    expect(await page('/blog?page=1')).toContain(`<link rel="canonical" href="${SITE_URL}/blog"/>`);
    const second = await page('/blog?page=2');
    expect(second).toContain(`<link rel="canonical" href="${SITE_URL}/blog?page=2"/>`);
    expect(second).toContain('<title>Blog – page 2 | Secretalia</title>');
    expect(await page('/blog')).toContain(
      '<title>Blog\u00a0: conseils pour votre secrétariat médical | Secretalia</title>',
    );
  });

  it.for<[string, string]>([
    ['/blog?page=abc', '/blog'],
    ['/blog?page=0', '/blog'],
    ['/blog?page=-1', '/blog'],
    ['/blog?page=1.5', '/blog'],
    ['/blog?page=02', '/blog'],
    ['/blog?page=', '/blog'],
    ['/blog?page=4', '/blog?page=3'],
    ['/blog?page=999999999', '/blog?page=3'],
  ])('redirects %s to %s', async ([from, to], { app }) => {
    const res = await request(app).get(from);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it('caches each page under its own number; /blog and /blog?page=1 share one copy', async ({
    database,
    app,
    page,
  }) => {
    const first = await page('/blog');
    const second = await page('/blog?page=2');
    await page('/blog?page=1');
    expect(app.pageCache.size).toBe(2);
    expect(first).not.toEqual(second);
    // A row written behind the cache's back shows only once the cache is cleared.
    await database.db('blog_posts').insert(row(10));
    expect(titles(await page('/blog'))[0]).toBe('Article 9');
    app.contentChanged.emit();
    expect(titles(await page('/blog'))[0]).toBe('Article 10');
    await database.db('blog_posts').where({ slug: 'article-10' }).delete();
  });

  it('has one h1 and no skipped heading level', async ({ page }) => {
    for (const path of ['/blog', '/blog?page=2']) {
      const levels = headingLevels(await page(path));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, i) => {
        if (i > 0) expect(level, `${path} heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
      });
    }
  });

  it('links the RSS feed from the head, of every page', async ({ page }) => {
    for (const path of ['/blog', '/', '/contact', '/blog/article-3']) {
      const html = await page(path);
      const link = `<link rel="alternate" type="application/rss+xml" title="Le blog Secretalia (RSS)" href="${SITE_URL}/blog/rss.xml"/>`;
      expect(html.split(link), path).toHaveLength(2);
    }
  });
});

describe('the blog list with 30 posts', () => {
  it.beforeAll(({ database, app }) => blogWith({ database, app }, 30));

  it('page 6 of 8 shows the numbers 4 to 8', async ({ page }) => {
    const html = await page('/blog?page=6');
    expect(numbers(html)).toEqual([4, 5, 6, 7, 8]);
    expect(html).toContain('aria-label="Page 6" aria-current="page"');
  });

  it('page 4 centres the window, page 2 starts it at 1', async ({ page }) => {
    expect(numbers(await page('/blog?page=4'))).toEqual([2, 3, 4, 5, 6]);
    expect(numbers(await page('/blog?page=2'))).toEqual([1, 2, 3, 4, 5]);
  });

  it('the feed carries the 20 newest, with absolute links, in French', async ({ app }) => {
    const res = await request(app).get('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<language>fr-FR</language>');
    expect(count(xml, '<item>')).toBe(20);
    expect(xml).toContain(`<link>${SITE_URL}/blog/article-30</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${SITE_URL}/blog/article-11</guid>`);
    expect(xml).not.toContain('article-10<');
    expect(xml).toContain(`<atom:link href="${SITE_URL}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toContain(`<pubDate>${new Date(row(30).published_at).toUTCString()}</pubDate>`);
    // An image for feed readers, within RSS's 144 px.
    expect(xml).toContain(`<image>\n      <url>${SITE_URL}/feed-image.png</url>`);
    const image = await request(app).get('/feed-image.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect([image.body.readUInt32BE(16), image.body.readUInt32BE(20)]).toEqual([144, 144]);
  });
});

describe('the blog list with no post', () => {
  it.beforeAll(({ database, app }) => blogWith({ database, app }, 0));

  it('says so, without pagination', async ({ page }) => {
    const html = await page('/blog');
    expect(html).toContain('<p class="blog-empty">Aucun article pour le moment.</p>');
    expect(html).not.toContain('class="pagination"');
    expect(count(html, 'class="blog-card"')).toBe(0);
  });

  it('sends any other page to /blog', async ({ app }) => {
    const res = await request(app).get('/blog?page=2');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/blog');
  });

  it('serves an empty but valid feed', async ({ app }) => {
    const res = await request(app).get('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<channel>');
    expect(res.text).not.toContain('<item>');
  });
});

describe('dates', () => {
  it('are French long dates of the day in Paris: 23:30 UTC on the 21st is the 22nd', async ({
    database,
    app,
    page,
  }) => {
    await blogWith({ database, app }, 1, () => ({ published_at: new Date('2026-11-21T23:30:00Z') }));
    const html = await page('/blog');
    expect(html).toContain('<time dateTime="2026-11-21T23:30:00.000Z">22 novembre 2026</time>');
    expect(await page('/blog/article-1')).toContain(
      'Publié le <time dateTime="2026-11-21T23:30:00.000Z">22 novembre 2026</time>',
    );
  });

  it('are the day in Paris in summer time too: 22:30 UTC on 30 June is 1 July', () => {
    expect(formatFrenchDate('2026-06-30T22:30:00Z')).toBe('1er juillet 2026');
  });
});

describe('an article', () => {
  it.beforeAll(({ database, app }) =>
    blogWith({ database, app }, 5, (n) => ({ author: n === 3 ? 'Dr Claire Martin' : null })),
  );
  it.beforeEach(({ app }) => app.contentChanged.emit());

  it('shows the hero, the cover, the date, the author, the content and the way back', async ({ page }) => {
    const html = await page('/blog/article-3');
    expect(html).toContain('<h1 id="article-title">Article 3</h1>');
    expect(html).toContain('<p class="lead">Résumé 3</p>');
    // The title once: the hero's h1, which names the article.
    expect(html.match(/>Article 3</g)).toHaveLength(1);
    expect(html).toContain('<article class="article reveal" aria-labelledby="article-title">');
    expect(html).toContain('Publié le <time dateTime="2026-01-04T09:00:00.000Z">4 janvier 2026</time>');
    expect(html).toContain('<span>Par Dr Claire Martin</span>');
    expect(html).toContain('<div class="article-body"><p>Contenu 3</p></div>');
    expect(html).toMatch(
      /<a class="btn btn-secondary" href="\/blog"><span aria-hidden="true">←<\/span> Retour au blog<\/a>/,
    );
  });

  it('ends with the doctor’s next step: the quote, or « Être rappelé » opening its form in place, before the way back', async ({
    page,
  }) => {
    const html = await page('/blog/article-3');
    const body = html.indexOf('<div class="article-body">');
    const next = html.slice(html.indexOf('aria-labelledby="article-next-title"'), html.indexOf('Retour au blog'));
    expect(html.indexOf('aria-labelledby="article-next-title"')).toBeGreaterThan(body);
    expect(next).toContain('href="/demande-devis"');
    expect(next).toMatch(/<details class="callback-request"[^>]*data-cta="rappel-article"/);
    expect(next).toContain('Être rappelé');
  });

  it('has no author line when there is no author', async ({ page }) => {
    expect(await page('/blog/article-2')).not.toContain('Par ');
  });

  it('loads the cover first: responsive AVIF and WebP, sized, eager, high priority, over its placeholder colour', async ({
    database,
    page,
  }) => {
    const cover = {
      src: '/media/0123456789abcdef0123456789abcdef.webp',
      width: 1600,
      height: 1067,
      placeholder: '#8ba9ad',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.avif 800w, /media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.avif 1600w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/media/cccccccccccccccccccccccccccccccc.webp 800w, /media/0123456789abcdef0123456789abcdef.webp 1600w',
        },
      ],
    };
    await database
      .db('blog_posts')
      .where({ slug: 'article-3' })
      .update({ cover: JSON.stringify(cover), image: cover.src });
    const html = await page('/blog/article-3');
    const figure = html.match(/<div class="container article-cover">([\s\S]*?)<\/div>/)![1]!;
    expect(figure).toBe(
      '<span class="media-frame"><svg class="media-placeholder" aria-hidden="true" focusable="false" viewBox="0 0 1 1" preserveAspectRatio="none"><rect width="1" height="1" fill="#8ba9ad"></rect></svg>' +
        '<picture><source type="image/avif" srcSet="/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.avif 800w, /media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.avif 1600w" sizes="min(1000px, 100vw - 2 * clamp(1rem, 4vw, 2rem))"/>' +
        '<source type="image/webp" srcSet="/media/cccccccccccccccccccccccccccccccc.webp 800w, /media/0123456789abcdef0123456789abcdef.webp 1600w" sizes="min(1000px, 100vw - 2 * clamp(1rem, 4vw, 2rem))"/>' +
        '<img src="/media/0123456789abcdef0123456789abcdef.webp" alt="Illustration 3" width="1600" height="1067" loading="eager" fetchPriority="high" class="article-cover-image"/></picture></span>',
    );
    await database
      .db('blog_posts')
      .where({ slug: 'article-3' })
      .update({ cover: null, image: row(3).image });
  });

  it('shows a cover without variants as a plain sized image', async ({ page }) => {
    const html = await page('/blog/article-3');
    expect(html).toMatch(
      /<div class="container article-cover"><img src="\/images\/blog\/article-3.webp" alt="Illustration 3" width="1200" height="630" loading="eager" fetchPriority="high"/,
    );
  });

  it('suggests the three most recent other articles', async ({ page }) => {
    const html = await page('/blog/article-5');
    const more = html.slice(html.indexOf('aria-labelledby="autres-articles-title"'));
    expect(more).toContain('<h2 id="autres-articles-title">Découvrez nos autres articles</h2>');
    expect(titles(more)).toEqual(['Article 4', 'Article 3', 'Article 2']);
    expect(more).toMatch(
      /<a class="arrow-link blog-more-all" href="\/blog">Voir tous les articles <span aria-hidden="true">→<\/span><\/a>/,
    );
  });

  it('has one h1 and no skipped heading level', async ({ page }) => {
    const levels = headingLevels(await page('/blog/article-3'));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });

  it('describes itself to search engines and social networks', async ({ page }) => {
    const html = await page('/blog/article-3');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:image" content="${SITE_URL}/images/blog/article-3.webp"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/blog/article-3"/>`);
    expect(html).toContain('<title>Article 3 | Secretalia</title>');
    const [breadcrumb, posting] = jsonLd(html);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: `${SITE_URL}/` },
        { position: 2, name: 'Blog', item: `${SITE_URL}/blog` },
        { position: 3, name: 'Article 3', item: `${SITE_URL}/blog/article-3` },
      ],
    });
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Article 3',
      description: 'Résumé 3',
      image: [`${SITE_URL}/images/blog/article-3.webp`],
      datePublished: '2026-01-04T09:00:00.000Z',
      // One author for search engines, whoever signs the article.
      author: { '@type': 'Organization', name: 'La rédaction Secretalia', url: `${SITE_URL}/la-redaction` },
      publisher: { '@type': 'Organization', name: 'Secretalia' },
    });
  });

  it('sends an address written in capitals to the article once, for good (301)', async ({ app }) => {
    const res = await request(app).get('/blog/Article-3');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/blog/article-3');
  });

  it.for(['/blog/inconnu', '/blog/article_3', `/blog/${'a'.repeat(201)}`])(
    'redirects the unknown %s to /blog (302)',
    async (path, { app }) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/blog');
    },
  );

  it('cleans the stored HTML again when it renders it', async ({ database, page }) => {
    await database.db('blog_posts').insert(
      row(6, {
        content:
          '<h1>Titre</h1><p onclick="alert(1)">Texte <a href="javascript:alert(2)">lien</a> <a href="https://example.org/" target="_blank">ok</a></p>' +
          '<script>alert(3)</script><img src="x.png" onerror="alert(4)"><iframe src="https://evil.example/"></iframe>' +
          '<style>body{display:none}</style><p style="color:red">fin</p>',
      }),
    );
    const html = await page('/blog/article-6');
    const body = html.match(/<div class="article-body">([\s\S]*?)<\/div>/)![1]!;
    expect(body).toBe(
      '<h2>Titre</h2><p>Texte <a>lien</a> <a href="https://example.org/">ok</a></p>' +
        '<img loading="lazy" decoding="async" src="x.png" /><p>fin</p>',
    );
    expect(html).not.toMatch(/alert\(|javascript:|onerror|onclick|<iframe|display:none/);
    await database.db('blog_posts').where({ slug: 'article-6' }).delete();
  });

  it('shows stored HTML changed by other means, cleaned, at the next render', async ({ database, app, page }) => {
    await database.db('blog_posts').insert(row(7, { content: '<p>Première version</p>' }));
    expect(await page('/blog/article-7')).toContain('<p>Première version</p>');
    // Written straight into the table (not through the import): only the page cache knows nothing.
    await database
      .db('blog_posts')
      .where({ slug: 'article-7' })
      .update({ content: '<p onclick="alert(1)">Seconde version</p><script>alert(2)</script>' });
    app.contentChanged.emit();
    const html = await page('/blog/article-7');
    expect(html).toContain('<p>Seconde version</p>');
    expect(html).not.toContain('Première version');
    expect(html).not.toMatch(/alert\(/);
    await database.db('blog_posts').where({ slug: 'article-7' }).delete();
  });
});
