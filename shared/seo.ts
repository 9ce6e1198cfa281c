import type { Post, ShareImage } from './blog';
import { site } from './site';

/**
 * What a result page shows before cutting: a longer `<title>` or
 * description is truncated with an ellipsis, or replaced by text the search
 * engine picks. Every page stays within them; the blog import warns past them.
 */
export const MAX_TITLE_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 155;

/** The `<title>` of a page: the home page's own, else the page's title and the site's name. */
export function fullTitle(title: string): string {
  return title === site.name ? `${site.name} – Télésecrétariat médical` : `${title} | ${site.name}`;
}

/** What an article shows in its head: its SEO title and description when set, else its title and excerpt. */
export function articleHead(post: {
  title: string;
  excerpt: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
}): {
  title: string;
  description: string;
} {
  return { title: post.seoTitle || post.title, description: post.seoDescription || post.excerpt };
}

/** What would be cut of a page's head: one line per field past its limit, with its length. */
export function headLengthProblems(head: { title: string; description: string }): string[] {
  const problems: string[] = [];
  const title = fullTitle(head.title);
  if (title.length > MAX_TITLE_LENGTH) {
    problems.push(
      `le titre de la page « ${title} » fait ${title.length} caractères ; les pages de résultats en montrent ${MAX_TITLE_LENGTH} (donnez un seoTitle plus court)`,
    );
  }
  if (head.description.length > MAX_DESCRIPTION_LENGTH) {
    problems.push(
      `la description fait ${head.description.length} caractères ; les pages de résultats en montrent ${MAX_DESCRIPTION_LENGTH} (donnez une description plus courte)`,
    );
  }
  return problems;
}

/** A page's Open Graph image, with what networks show of it. */
export interface PageImage extends ShareImage {
  alt: string;
}

/** client/public/og-image.png, as it is (server/routes/seoHead.test.ts reads the file to check). */
export const DEFAULT_SHARE_IMAGE: PageImage = {
  src: '/og-image.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: `${site.name}\u00a0: ${site.tagline}. Une secrétaire médicale dédiée, formée à vos outils. Télésecrétariat pour la France et la Belgique.`,
};

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * An article's image to share: the cover's 1200×630 JPEG when the import made
 * one (every network reads JPEG), else the cover's own address with its size.
 */
export function articleShareImage(post: Pick<Post, 'image' | 'imageAlt' | 'cover' | 'title'>): PageImage {
  const alt = post.imageAlt || post.title;
  const cover = post.cover;
  if (cover?.share) return { ...cover.share, alt };
  const type = IMAGE_TYPES[/\.([a-z]+)$/i.exec(post.image)?.[1]?.toLowerCase() ?? ''] ?? 'image/webp';
  if (!cover) return { src: post.image, width: 0, height: 0, type, alt };
  // The address is one of the srcSet's widths: its height keeps the cover's ratio.
  const listed = cover.sources.flatMap((source) => source.srcSet.split(',')).map((entry) => entry.trim().split(/\s+/));
  const width = Number.parseInt(listed.find(([url]) => url === post.image)?.[1] ?? '', 10) || cover.width;
  return { src: post.image, width, height: Math.round((width * cover.height) / cover.width), type, alt };
}
