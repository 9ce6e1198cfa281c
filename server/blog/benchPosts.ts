import type { Knex } from 'knex';

/**
 * Replaces every post with `count` generated ones, an hour apart from 2026-01-01, for
 * `npm run bench:api` (scripts/bench/api.mjs): one statement, so 10,000 take a second.
 * Never called by the site.
 */
export async function replacePostsWithGenerated(db: Knex, count: number): Promise<number> {
  // A delete, not a truncate: the media's links to the posts go with them (ON DELETE CASCADE).
  await db('blog_posts').delete();
  const { rowCount } = await db.raw(
    `insert into blog_posts (slug, title, excerpt, content, image, published_at)
     select 'article-' || i, 'Article ' || i, 'Résumé ' || i, '<p>' || repeat('Texte. ', 200) || '</p>',
            '/images/blog/x.webp', timestamp '2026-01-01' + i * interval '1 hour'
       from generate_series(1, ?::int) as i`,
    [count],
  );
  await db.raw('analyze blog_posts');
  return Number(rowCount);
}
