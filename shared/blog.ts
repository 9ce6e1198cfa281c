/** A blog post as the API returns it (DECISIONS.md). `date` is ISO 8601. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  imageAlt: string;
  date: string;
  author: string | null;
}

/** A post in the list: everything but the content. */
export type PostSummary = Omit<Post, 'content'>;

export interface PostPage {
  data: PostSummary[];
  total: number;
  page: number;
  per_page: number;
}

export const BLOG_PAGE_SIZE = 4;
export const BLOG_MAX_PAGE_SIZE = 50;

export function totalPages(total: number, perPage: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
