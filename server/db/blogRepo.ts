import type { Knex } from 'knex';
import type { Post, PostPage, PostSummary } from '../../shared/blog';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  image: string;
  image_alt: string;
  author: string | null;
  published_at: Date | string;
  total?: number;
}

const SUMMARY_COLUMNS = ['id', 'slug', 'title', 'excerpt', 'image', 'image_alt', 'author', 'published_at'];

function toSummary(row: PostRow): PostSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    imageAlt: row.image_alt,
    date: new Date(row.published_at).toISOString(),
    author: row.author,
  };
}

export function blogRepo(db: Knex) {
  return {
    /** One page, newest first; the total comes with the rows (a window count). */
    async list(page: number, perPage: number): Promise<PostPage> {
      const rows: PostRow[] = await db('blog_posts')
        .select(SUMMARY_COLUMNS)
        .select(db.raw('count(*) over () as total'))
        .orderBy([
          { column: 'published_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(perPage)
        .offset((page - 1) * perPage);
      let total = rows.length ? Number(rows[0]!.total) : 0;
      // Past the last page the window has no row to ride on: count on its own.
      if (!rows.length && page > 1) total = Number((await db('blog_posts').count({ n: '*' }).first())?.n ?? 0);
      return { data: rows.map(toSummary), total, page, per_page: perPage };
    },

    async findBySlug(slug: string): Promise<Post | undefined> {
      const row: PostRow | undefined = await db('blog_posts').where({ slug }).first([...SUMMARY_COLUMNS, 'content']);
      return row ? { ...toSummary(row), content: row.content ?? '' } : undefined;
    },

    /** The most recent posts other than `slug` ("Découvrez nos autres articles"). */
    async recent(limit: number, exceptSlug?: string): Promise<PostSummary[]> {
      const query = db('blog_posts').select(SUMMARY_COLUMNS).orderBy([
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
      if (exceptSlug) query.whereNot({ slug: exceptSlug });
      return ((await query.limit(limit)) as PostRow[]).map(toSummary);
    },
  };
}

export type BlogRepo = ReturnType<typeof blogRepo>;
