import type { Knex } from 'knex';
import type { Post, PostPage, PostSummary, ResponsiveImage } from '../../shared/blog';

interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  image: string;
  image_alt: string;
  cover: ResponsiveImage | string | null;
  author: string | null;
  published_at: Date | string;
  revised_at: Date | string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  total?: number;
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'image',
  'image_alt',
  'cover',
  'author',
  'published_at',
  'revised_at',
];

/** An article's page also reads its head's own title and description. */
const POST_COLUMNS = [...SUMMARY_COLUMNS, 'content', 'seo_title', 'seo_description'];

function toPost(row: PostRow): Post {
  return {
    ...toSummary(row),
    content: row.content ?? '',
    seoTitle: row.seo_title ?? null,
    seoDescription: row.seo_description ?? null,
  };
}

const NEWEST_FIRST = [
  { column: 'published_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

function toSummary(row: PostRow): PostSummary {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    imageAlt: row.image_alt,
    cover: typeof row.cover === 'string' ? (JSON.parse(row.cover) as ResponsiveImage) : (row.cover ?? null),
    date: new Date(row.published_at).toISOString(),
    updated: row.revised_at ? new Date(row.revised_at).toISOString() : null,
    author: row.author,
  };
}

/**
 * The one rule of what visitors see (docs/DECISIONS.md "Blog media"): an article is
 * public when it is not a draft and its date has come. Every public read (pages,
 * API, RSS, sitemap) goes through it; `now` is the server's clock, the same one
 * that times the page cache's clearing when a scheduled article comes out
 * (server/blog/scheduler.ts).
 */
function publicAt<Q extends Knex.QueryBuilder>(query: Q, now: Date): Q {
  return query.where('blog_posts.draft', false).where('blog_posts.published_at', '<=', now) as Q;
}

export type PublicationStatus = 'published' | 'draft' | 'scheduled';

export function publicationStatus(
  post: { draft: boolean; publishedAt: Date },
  now: Date = new Date(),
): PublicationStatus {
  if (post.draft) return 'draft';
  return post.publishedAt > now ? 'scheduled' : 'published';
}

/** An article as the import writes it. */
export interface PostInput {
  slug: string;
  title: string;
  excerpt: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Sanitised HTML. */
  content: string;
  /** The cover's address (the API's `image`). */
  image: string;
  imageAlt: string;
  cover: ResponsiveImage | null;
  author: string | null;
  publishedAt: Date;
  revisedAt: Date | null;
  draft: boolean;
  sourceHash: string;
  /** The file it was imported from. */
  sourceFile: string | null;
}

/** A line of `npm run blog:list`. */
export interface PostListing {
  id: number;
  slug: string;
  title: string;
  author: string | null;
  publishedAt: Date;
  updatedAt: Date;
  draft: boolean;
}

function toColumns(post: PostInput) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    seo_title: post.seoTitle,
    seo_description: post.seoDescription,
    content: post.content,
    image: post.image,
    image_alt: post.imageAlt,
    cover: post.cover ? JSON.stringify(post.cover) : null,
    author: post.author,
    published_at: post.publishedAt,
    revised_at: post.revisedAt,
    draft: post.draft,
    source_hash: post.sourceHash,
    source_file: post.sourceFile,
  };
}

export function blogRepo(db: Knex) {
  return {
    /**
     * One page of the public articles, newest first, with their total. The
     * page's ids come from the (published_at, id) index alone, then only those
     * rows are read. The total is the trigger-kept count of every post minus
     * those not public yet (drafts and scheduled posts, few, found by the draft
     * index and the date index): the cost stays flat as the blog grows.
     */
    async list(page: number, perPage: number, now: Date = new Date()): Promise<PostPage> {
      const pageIds = publicAt(db('blog_posts').select('id'), now)
        .orderBy([...NEWEST_FIRST])
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [rows, hidden]: [PostRow[], { n: number } | undefined] = await Promise.all([
        db('blog_posts')
          .select(SUMMARY_COLUMNS)
          .select(db.raw('(select post_count from blog_stats) as total'))
          .whereIn('id', pageIds)
          .orderBy([...NEWEST_FIRST]),
        db('blog_posts')
          .where((q) => q.where('draft', true).orWhere('published_at', '>', now))
          .count({ n: '*' })
          .first() as Promise<{ n: number } | undefined>,
      ]);
      // Past the last page there is no row to carry the kept count: read it alone.
      const all = rows.length
        ? Number(rows[0]!.total)
        : Number((await db('blog_stats').first('post_count'))?.post_count ?? 0);
      const total = Math.max(0, all - Number(hidden?.n ?? 0));
      return { data: rows.map(toSummary), total, page, per_page: perPage };
    },

    /** A public article. */
    async findBySlug(slug: string, now: Date = new Date()): Promise<Post | undefined> {
      const row: PostRow | undefined = await publicAt(db('blog_posts').where({ slug }), now).first(POST_COLUMNS);
      return row ? toPost(row) : undefined;
    },

    /** Any article, public or not (the preview), with its publication state. */
    async findForPreview(slug: string): Promise<(Post & { draft: boolean }) | undefined> {
      const row: (PostRow & { draft: boolean }) | undefined = await db('blog_posts')
        .where({ slug })
        .first([...POST_COLUMNS, 'draft']);
      return row ? { ...toPost(row), draft: Boolean(row.draft) } : undefined;
    },

    /** The public posts of these slugs, in the order given (a page's related articles); others are left out. */
    async summariesOf(slugs: readonly string[], now: Date = new Date()): Promise<PostSummary[]> {
      if (!slugs.length) return [];
      const rows = (await publicAt(db('blog_posts').select(SUMMARY_COLUMNS), now).whereIn('slug', slugs)) as PostRow[];
      const bySlug = new Map(rows.map((row) => [row.slug, toSummary(row)]));
      return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
    },

    /** The most recent public posts other than `slug` ("Découvrez nos autres articles"). */
    async recent(limit: number, exceptSlug?: string, now: Date = new Date()): Promise<PostSummary[]> {
      const query = publicAt(db('blog_posts').select(SUMMARY_COLUMNS), now).orderBy([...NEWEST_FIRST]);
      if (exceptSlug) query.whereNot({ slug: exceptSlug });
      return ((await query.limit(limit)) as PostRow[]).map(toSummary);
    },

    /** The public articles' addresses and last changes (`updated`, or else the publication date), newest first. */
    async sitemapEntries(now: Date = new Date()): Promise<{ slug: string; lastModified: Date }[]> {
      const rows: { slug: string; published_at: Date | string; revised_at: Date | string | null }[] = await publicAt(
        db('blog_posts').select('slug', 'published_at', 'revised_at'),
        now,
      ).orderBy([...NEWEST_FIRST]);
      return rows.map((row) => ({ slug: row.slug, lastModified: new Date(row.revised_at ?? row.published_at) }));
    },

    /** The latest change of any public article: the date of the pages that list them (the blog, its author's page). */
    async lastChange(now: Date = new Date()): Promise<Date | undefined> {
      const changes = (await this.sitemapEntries(now)).map((entry) => entry.lastModified.getTime());
      return changes.length ? new Date(Math.max(...changes)) : undefined;
    },

    /** When the next scheduled article comes out, if one is waiting. */
    async nextPublicationAfter(now: Date): Promise<Date | undefined> {
      const row: { published_at: Date | string } | undefined = await db('blog_posts')
        .where('draft', false)
        .where('published_at', '>', now)
        .orderBy('published_at', 'asc')
        .first('published_at');
      return row ? new Date(row.published_at) : undefined;
    },

    /**
     * The import's view of `slug`: its id, stored source hash and source file, or
     * undefined when there is no such post. Inside a transaction, `lock` holds
     * the row until it ends.
     */
    async importStateOf(
      slug: string,
      { lock = false } = {},
    ): Promise<{ id: number; sourceHash: string | null; sourceFile: string | null; title: string } | undefined> {
      const query = db('blog_posts').where({ slug }).first('id', 'source_hash', 'source_file', 'title');
      const row: { id: number; source_hash: string | null; source_file: string | null; title: string } | undefined =
        await (lock ? query.forUpdate() : query);
      return row
        ? { id: Number(row.id), sourceHash: row.source_hash, sourceFile: row.source_file, title: row.title }
        : undefined;
    },

    async insert(post: PostInput): Promise<number> {
      const [row] = await db('blog_posts').insert(toColumns(post)).returning('id');
      return Number(row.id);
    },

    async update(post: PostInput): Promise<void> {
      await db('blog_posts')
        .where({ slug: post.slug })
        .update({ ...toColumns(post), updated_at: db.fn.now() });
    },

    /** The removed post's id, or undefined when there was none. */
    async remove(slug: string): Promise<number | undefined> {
      const removed: { id: number }[] = await db('blog_posts').where({ slug }).delete().returning('id');
      return removed[0] ? Number(removed[0].id) : undefined;
    },

    /** Every post, public or not, newest first, for the admin's list. */
    async listAll(): Promise<PostListing[]> {
      const rows: {
        id: number;
        slug: string;
        title: string;
        author: string | null;
        published_at: Date | string;
        updated_at: Date | string;
        draft: boolean;
      }[] = await db('blog_posts')
        .select('id', 'slug', 'title', 'author', 'published_at', 'updated_at', 'draft')
        .orderBy([...NEWEST_FIRST]);
      return rows.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        title: row.title,
        author: row.author,
        publishedAt: new Date(row.published_at),
        updatedAt: new Date(row.updated_at),
        draft: Boolean(row.draft),
      }));
    },
  };
}

export type BlogRepo = ReturnType<typeof blogRepo>;
