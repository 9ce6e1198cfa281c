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

/** An article as the import writes it. */
export interface PostInput {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  image: string;
  imageAlt: string;
  author: string | null;
  publishedAt: Date;
  sourceHash: string;
}

/** A line of `npm run blog:list`. */
export interface PostListing {
  id: number;
  slug: string;
  title: string;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

function toColumns(post: PostInput) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image,
    image_alt: post.imageAlt,
    author: post.author,
    published_at: post.publishedAt,
    source_hash: post.sourceHash,
  };
}

export function blogRepo(db: Knex) {
  return {
    /**
     * One page, newest first, with the total in the same query. The page's ids
     * come from the (published_at, id) index alone, then only those rows are
     * read, and the total is the trigger-kept count: the cost stays flat as the
     * blog grows.
     */
    async list(page: number, perPage: number): Promise<PostPage> {
      const newestFirst = [
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ] as const;
      const pageIds = db('blog_posts').select('id').orderBy([...newestFirst]).limit(perPage).offset((page - 1) * perPage);
      const rows: PostRow[] = await db('blog_posts')
        .select(SUMMARY_COLUMNS)
        .select(db.raw('(select post_count from blog_stats) as total'))
        .whereIn('id', pageIds)
        .orderBy([...newestFirst]);
      // Past the last page there is no row to carry the total: read it alone.
      const total = rows.length
        ? Number(rows[0]!.total)
        : Number((await db('blog_stats').first('post_count'))?.post_count ?? 0);
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

    /**
     * The import's view of `slug`: its stored source hash, or undefined when there
     * is no such post. Inside a transaction, `lock` holds the row until it ends.
     */
    async sourceHashOf(slug: string, { lock = false } = {}): Promise<{ sourceHash: string | null } | undefined> {
      const query = db('blog_posts').where({ slug }).first('source_hash');
      const row: { source_hash: string | null } | undefined = await (lock ? query.forUpdate() : query);
      return row ? { sourceHash: row.source_hash } : undefined;
    },

    async insert(post: PostInput): Promise<number> {
      const [row] = await db('blog_posts').insert(toColumns(post)).returning('id');
      return Number(row.id);
    },

    async update(post: PostInput): Promise<void> {
      await db('blog_posts').where({ slug: post.slug }).update({ ...toColumns(post), updated_at: db.fn.now() });
    },

    /** True when a post was removed. */
    async remove(slug: string): Promise<boolean> {
      const removed = await db('blog_posts').where({ slug }).delete().returning('id');
      return removed.length > 0;
    },

    /** Every post, newest first, for the admin's list. */
    async listAll(): Promise<PostListing[]> {
      const rows: { id: number; slug: string; title: string; author: string | null; published_at: Date | string; updated_at: Date | string }[] =
        await db('blog_posts')
          .select('id', 'slug', 'title', 'author', 'published_at', 'updated_at')
          .orderBy([
            { column: 'published_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ]);
      return rows.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        title: row.title,
        author: row.author,
        publishedAt: new Date(row.published_at),
        updatedAt: new Date(row.updated_at),
      }));
    },
  };
}

export type BlogRepo = ReturnType<typeof blogRepo>;
