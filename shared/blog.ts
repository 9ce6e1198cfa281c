/**
 * An image in several formats and widths, for `<picture>`: each source's
 * `srcSet` lists one format's widths (`/media/<hash>.avif 480w, …`), best
 * format first; `src` is the fallback for browsers that take none of them.
 */
export interface ResponsiveImage {
  src: string;
  /** Of the largest variant: its aspect ratio reserves the room before it loads. */
  width: number;
  height: number;
  /** `#rrggbb`, the image's average colour, painted until it arrives. */
  placeholder: string;
  sources: { type: string; srcSet: string }[];
  /** The image to share (Open Graph): a JPEG cropped to 1200×630, when the import made one. */
  share?: ShareImage;
  /** An article's cover cropped to 16:9, 4:3 and 1:1 for search engines, when the import made them. */
  crops?: ShareImage[];
}

/** An image for Open Graph: formats every network reads, with its size. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  type: string;
}

/**
 * A blog post as the API returns it (docs/DECISIONS.md). `date` and `updated` are
 * ISO 8601. `image` is the cover's address (a URL string, as the contract says);
 * `cover` is the same image in every size and format, or null when there is none.
 */
export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  imageAlt: string;
  cover: ResponsiveImage | null;
  date: string;
  /** When the article was last revised ("Mis à jour le …"), or null. */
  updated: string | null;
  author: string | null;
  /** The page's head title and description (front matter `seoTitle`, `description`), when set; else the title and excerpt. */
  seoTitle: string | null;
  seoDescription: string | null;
}

/** A post in the list: everything but the content and the head's own title and description. */
export type PostSummary = Omit<Post, 'content' | 'seoTitle' | 'seoDescription'>;

export interface PostPage {
  data: PostSummary[];
  total: number;
  page: number;
  per_page: number;
}

export const BLOG_PAGE_SIZE = 4;
export const BLOG_MAX_PAGE_SIZE = 50;
/** How many other articles an article suggests ("Découvrez nos autres articles"). */
export const OTHER_ARTICLES = 3;

export function totalPages(total: number, perPage: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** An article's address: lower-case letters and digits in words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A page number as the site writes them (`1`, `2`, … without leading zeros or
 * signs), or undefined for anything else (`02`, `0`, `-1`, `1.5`, `abc`, empty).
 * The one rule of the list page, its island and the API.
 */
export function parsePageNumber(raw: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** The list's title, with its page number after the first (no two pages share a title). */
export function blogListTitle(page: number): string {
  return page > 1 ? `Blog – page ${page}` : 'Blog\u00a0: conseils pour votre secrétariat médical';
}

export const BLOG_RSS_TITLE = 'Le blog Secretalia (RSS)';
