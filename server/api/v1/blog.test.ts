import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../../tests/fixtures';

/** Nine posts, one a day, the newest on 2026-11-09: in the file's database before its first test. */
const it = test.extend('posts', { scope: 'file', auto: true }, async ({ database }) => {
  await database.db('blog_posts').insert(
    Array.from({ length: 9 }, (_, i) => ({
      slug: `article-${i + 1}`,
      title: `Article ${i + 1}`,
      excerpt: `Résumé ${i + 1}`,
      content: `<p>Contenu ${i + 1}</p>`,
      image: `/images/blog/article-${i + 1}.webp`,
      image_alt: 'Illustration',
      author: i % 2 ? null : 'L’équipe Secretalia',
      published_at: new Date(Date.UTC(2026, 10, i + 1, 9)),
    })),
  );
});

describe('GET /api/v1/blog', () => {
  it('lists 4 posts per page by default, newest first, without their content', async ({ app }) => {
    const res = await request(app).get('/api/v1/blog');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(9);
    expect(res.body.page).toBe(1);
    expect(res.body.per_page).toBe(4);
    expect(res.body.data.map((p: { slug: string }) => p.slug)).toEqual([
      'article-9',
      'article-8',
      'article-7',
      'article-6',
    ]);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'article-9',
      title: 'Article 9',
      excerpt: 'Résumé 9',
      image: '/images/blog/article-9.webp',
      imageAlt: 'Illustration',
      cover: null,
      date: '2026-11-09T09:00:00.000Z',
      updated: null,
      author: 'L’équipe Secretalia',
    });
    expect(res.body.data[0]).not.toHaveProperty('content');
  });

  it('pages through the rest and reports the total past the end', async ({ app }) => {
    const third = await request(app).get('/api/v1/blog?page=3');
    expect(third.body.data.map((p: { slug: string }) => p.slug)).toEqual(['article-1']);
    const beyond = await request(app).get('/api/v1/blog?page=7');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ data: [], total: 9, page: 7, per_page: 4 });
    const big = await request(app).get('/api/v1/blog?per_page=50');
    expect(big.body.data).toHaveLength(9);
  });

  it.for<[string, string]>([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=1&page=2', 'page'],
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
  ])('answers %s with a 400 naming the field', async ([query, field], { app }) => {
    const res = await request(app).get(`/api/v1/blog?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.fields).toHaveProperty(field);
    expect(res.body.error.fields[field]).toMatch(/entier/);
  });
});

describe('GET /api/v1/blog/{slug}', () => {
  it('returns the whole post', async ({ app }) => {
    const res = await request(app).get('/api/v1/blog/article-3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'article-3',
      title: 'Article 3',
      content: '<p>Contenu 3</p>',
      author: 'L’équipe Secretalia',
    });
    expect(res.body.date).toBe('2026-11-03T09:00:00.000Z');
  });

  it.for(['inconnu', 'ARTICLE-3', "article'--", '%00'])(
    'answers an unknown slug (%s) with a JSON 404',
    async (slug, { app }) => {
      const res = await request(app).get(`/api/v1/blog/${encodeURIComponent(slug)}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Article introuvable.' } });
    },
  );
});

describe('GET /api/v1/settings/social', () => {
  it('returns the links the footer shows', async ({ app }) => {
    const res = await request(app).get('/api/v1/settings/social');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'youtube']);
    const page = await request(app).get('/');
    for (const url of Object.values(res.body as Record<string, string>)) expect(page.text).toContain(`href="${url}"`);
  });
});
