import { createHash } from 'node:crypto';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { Marked, type Tokens } from 'marked';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { MAX_SLUG_LENGTH, SLUG_PATTERN, type ResponsiveImage } from '../../shared/blog';
import { ARTICLE_BODY_SIZES, ResponsivePicture } from '../../views/components/BlogImage';
import { sanitizeWithReport } from './sanitize';

/**
 * Bumped when the Markdown-to-HTML pipeline (marked's options, the allowlist,
 * the picture markup) changes, so that the next import rewrites every article
 * instead of calling them unchanged.
 */
export const PIPELINE_VERSION = 2;

/** A Markdown file larger than this is refused before it is read. */
export const MAX_MARKDOWN_BYTES = 1024 * 1024;

/** The zone of the site's dates (docs/ARCHITECTURE.md): a date written without an offset is a date in Paris. */
const SITE_TIME_ZONE = 'Europe/Paris';

const DATE_EXAMPLE = 'a date such as 2026-11-22, 2026-11-22 09:00 or 2026-11-22T09:00:00+01:00';

/** A day, or a day and a time, with or without an offset. */
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Minutes east of UTC in Paris at the instant `utcMs`. */
function parisOffsetMinutes(utcMs: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(utcMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/**
 * A date of the front matter, checked against the calendar (2026-02-30 is an
 * error, not 2 March). A day alone is midnight in Paris: an article dated
 * 2026-12-01 appears on the 1st at 00:00, French time.
 */
export function parseDate(text: string): Date | string {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return `must be ${DATE_EXAMPLE}`;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const ms = match[7] ? Number(match[7].slice(0, 3).padEnd(3, '0')) : 0;
  const offset = match[8];
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (month! < 1 || month! > 12) return `${text.trim()} is not a date of the calendar (there is no month ${month})`;
  if (day! < 1 || day! > daysInMonth) return `${text.trim()} is not a date of the calendar (that month has ${daysInMonth} days)`;
  if (hour > 23 || minute > 59 || second > 59) return `${text.trim()} is not a time of day`;
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second, ms);
  if (offset) {
    if (offset === 'Z') return new Date(wall);
    const [, sign, hh, mm = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)!;
    if (Number(hh) > 14 || Number(mm) > 59) return `${text.trim()} has an offset that does not exist`;
    return new Date(wall - (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000);
  }
  // The offset in force at that wall time: asked once near it, then at the answer.
  const first = wall - parisOffsetMinutes(wall) * 60_000;
  return new Date(wall - parisOffsetMinutes(first) * 60_000);
}

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be ${max} characters at most`);

/** Optional text: absent or empty is null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be ${max} characters at most`)
    .nullish()
    .transform((value) => value || null);

const dateField = z.string({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${DATE_EXAMPLE}`) }).transform((value, ctx) => {
  const date = parseDate(value);
  if (typeof date === 'string') {
    ctx.addIssue({ code: 'custom', message: date });
    return z.NEVER;
  }
  return date;
});

/** An address with a scheme (`https:`, `data:`, `javascript:`) or a host (`//…`): not a file of ours. */
export const isRemoteAddress = (address: string) => /^[a-z][a-z0-9+.-]*:/i.test(address) || address.startsWith('//');

/**
 * Where an image is: a file beside the Markdown (`./cover.jpg`, `images/cover.png`,
 * `../photos/cover.jpg`) or in the site's public folder (`/images/cover.png`).
 * No remote images: they would tell a third party who reads what, and the
 * Content-Security-Policy (img-src 'self') blocks them anyway.
 */
function imageReferenceProblem(value: string): string | undefined {
  if (isRemoteAddress(value)) return 'must be a file beside the article (./cover.jpg) or a path of this site (/images/…), not a remote address';
  if (value.startsWith('/') && (value.includes('\\') || value.split('/').includes('..'))) return 'must be a path inside the site (no "..")';
  return undefined;
}

/** The front matter of an article (docs/DECISIONS.md "Commands"). */
export const frontMatterSchema = z
  .object({
    title: requiredText(200),
    slug: requiredText(MAX_SLUG_LENGTH).regex(SLUG_PATTERN, 'must be lowercase letters, digits and hyphens, e.g. mon-article'),
    excerpt: requiredText(500),
    date: dateField,
    // Left empty (`updated:` or `updated: ""`): no update.
    updated: z.preprocess((value) => (value === '' ? undefined : value), dateField.optional().nullable()),
    // What search engines show, when the title or excerpt is longer than result pages show (shared/seo.ts).
    seoTitle: optionalText(200),
    description: optionalText(500),
    author: z
      .string({ error: 'must be text' })
      .trim()
      .max(120, 'must be 120 characters at most')
      .nullish()
      .transform((value) => value || null),
    image: requiredText(2_000).superRefine((value, ctx) => {
      const problem = imageReferenceProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    imageAlt: z.string({ error: 'must be text' }).trim().max(300, 'must be 300 characters at most').default(''),
    draft: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .superRefine((data, ctx) => {
    if (data.updated && data.updated < data.date) ctx.addIssue({ code: 'custom', path: ['updated'], message: 'must not be before date' });
  });

/** An article read from its file, its images not yet resolved. */
export interface ParsedArticle {
  slug: string;
  title: string;
  excerpt: string;
  /** The head's title and description, when they differ from the title and excerpt. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** The Markdown body, without the front matter. */
  body: string;
  /** The cover as written in the front matter. */
  image: string;
  imageAlt: string;
  author: string | null;
  publishedAt: Date;
  revisedAt: Date | null;
  draft: boolean;
  /** The body's images that are files (`![…](./schema.png)`), as written, each once. */
  bodyImages: string[];
}

/** What is wrong with a source file, field by field (`body`, `front matter` or a front matter key). */
export class ArticleError extends Error {
  constructor(readonly problems: { field: string; message: string }[]) {
    super(problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  }
}

const newMarked = () => new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to HTML, then through the allowlist: Markdown lets raw HTML through. */
export function markdownToHtml(markdown: string): string {
  return renderBody(markdown, new Map()).html;
}

export interface BodyImage {
  image: ResponsiveImage;
}

/**
 * The body as HTML: each image of `images` (by its address as written) becomes
 * the site's responsive `<picture>`, then everything goes through the allowlist,
 * which says what it removed.
 */
export function renderBody(markdown: string, images: ReadonlyMap<string, ResponsiveImage>): { html: string; removed: string[] } {
  const marked = newMarked();
  marked.use({
    renderer: {
      image(token: Tokens.Image) {
        const image = images.get(token.href);
        if (!image) return false;
        return renderToStaticMarkup(
          createElement(ResponsivePicture, { image, alt: token.text, title: token.title ?? undefined, sizes: ARTICLE_BODY_SIZES }),
        );
      },
    },
  });
  return sanitizeWithReport(marked.parse(markdown, { async: false }));
}

/** The addresses of the body's images, as written, each once, in order. */
function imagesOf(markdown: string): string[] {
  const marked = newMarked();
  const found = new Set<string>();
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'image') found.add((token as Tokens.Image).href);
  });
  return [...found];
}

/**
 * The hash an import compares to tell "unchanged" from "updated": the source
 * file, the pipelines that turn it into a page, and the bytes of each image.
 */
export function sourceHash(source: string, imageHashes: string[] = [], mediaPipeline = ''): string {
  const hash = createHash('sha256').update(`${PIPELINE_VERSION}\0${mediaPipeline}\0`).update(source);
  for (const image of imageHashes) hash.update(`\0${image}`);
  return hash.digest('hex');
}

/**
 * YAML without its timestamp type: js-yaml would read 2026-02-30 as 2 March
 * without a word. Dates stay text, checked by parseDate.
 */
const yamlEngine = (text: string) => (yaml.safeLoad(text, { schema: yaml.CORE_SCHEMA }) ?? {}) as object;

/** Reads one Markdown file with front matter; throws ArticleError naming each bad field. */
export function parseArticle(source: string): ParsedArticle {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, { engines: { yaml: yamlEngine } });
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
  const bodyImages = imagesOf(parsed.content);
  for (const address of bodyImages) {
    if (isRemoteAddress(address)) {
      problems.push({ field: 'body', message: `the image ${address} is a remote address; save it beside the article and write its path (./image.png)` });
    }
  }
  if (!front.success || problems.length) throw new ArticleError(problems);

  const data = front.data;
  return {
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt,
    seoTitle: data.seoTitle,
    seoDescription: data.description,
    body: parsed.content,
    image: data.image,
    imageAlt: data.imageAlt,
    author: data.author,
    publishedAt: data.date,
    revisedAt: data.updated ?? null,
    draft: data.draft,
    bodyImages,
  };
}
