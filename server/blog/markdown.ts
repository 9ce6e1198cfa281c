import { createHash } from 'node:crypto';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { sanitizeArticleHtml } from './sanitize';

/**
 * Bumped when the Markdown-to-HTML pipeline (marked's options, the allowlist)
 * changes, so that the next import rewrites every article instead of calling
 * them unchanged.
 */
export const PIPELINE_VERSION = 1;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 200;

/** ISO 8601: a day, or a day and time with its offset (a time alone is ambiguous). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be ${max} characters at most`);

/** The front matter of an article (DECISIONS.md "Commands"). */
export const frontMatterSchema = z.object({
  title: requiredText(200),
  slug: requiredText(MAX_SLUG_LENGTH).regex(SLUG_PATTERN, 'must be lowercase letters, digits and hyphens, e.g. mon-article'),
  excerpt: requiredText(500),
  // YAML reads an unquoted timestamp as a Date, a quoted one as text.
  date: z
    .union([z.date(), z.string().trim()], { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date') })
    .transform((value, ctx) => {
      const date = value instanceof Date ? value : ISO_DATE.test(value) ? new Date(value) : new Date(Number.NaN);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message: 'must be a date such as 2026-11-22 or 2026-11-22T09:00:00+01:00' });
        return z.NEVER;
      }
      return date;
    }),
  author: z
    .string({ error: 'must be text' })
    .trim()
    .max(120, 'must be 120 characters at most')
    .nullish()
    .transform((value) => value || null),
  image: requiredText(2_000).refine(isImageAddress, 'must be a path of this site (/images/…)'),
  imageAlt: z.string({ error: 'must be text' }).trim().max(300, 'must be 300 characters at most').default(''),
});

/**
 * `/images/…` on this site. No remote images: they would tell a third party who
 * reads what, and the Content-Security-Policy (img-src 'self') blocks them anyway.
 */
function isImageAddress(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  return value.startsWith('/images/') && !value.split('/').includes('..');
}

/** An article ready to store. */
export interface ParsedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  image: string;
  imageAlt: string;
  author: string | null;
  publishedAt: Date;
  /** Hash of the source file and of the pipeline that turned it into HTML. */
  sourceHash: string;
}

/** What is wrong with a source file, field by field (`body`, `front matter` or a front matter key). */
export class ArticleError extends Error {
  constructor(readonly problems: { field: string; message: string }[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  }
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to HTML, then through the allowlist: Markdown lets raw HTML through. */
export function markdownToHtml(markdown: string): string {
  return sanitizeArticleHtml(marked.parse(markdown, { async: false }));
}

export function sourceHash(source: string): string {
  return createHash('sha256').update(`${PIPELINE_VERSION}\0`).update(source).digest('hex');
}

/** Reads one Markdown file with front matter; throws ArticleError naming each bad field. */
export function parseArticle(source: string): ParsedArticle {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content.
    parsed = matter(source, {});
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new ArticleError([{ field: 'front matter', message: `is not valid YAML (${reason})` }]);
  }
  if (!parsed.matter.trim()) {
    throw new ArticleError([{ field: 'front matter', message: 'is missing (a --- block with title, slug, excerpt, date, image)' }]);
  }
  const front = frontMatterSchema.safeParse(parsed.data);
  const problems = front.success
    ? []
    : front.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'front matter', message: issue.message }));
  if (!parsed.content.trim()) problems.push({ field: 'body', message: 'is empty' });
  if (!front.success || problems.length) throw new ArticleError(problems);

  const content = markdownToHtml(parsed.content);
  if (!content.trim()) throw new ArticleError([{ field: 'body', message: 'has nothing left once cleaned' }]);
  const data = front.data;
  return {
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    content,
    image: data.image,
    imageAlt: data.imageAlt,
    author: data.author,
    publishedAt: data.date,
    sourceHash: sourceHash(source),
  };
}
