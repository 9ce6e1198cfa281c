import { createHash } from 'node:crypto';
import { Marked, type Tokens } from 'marked';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { MAX_SLUG_LENGTH, SLUG_PATTERN, type ResponsiveImage } from '../../shared/blog';
import { ARTICLE_BODY_SIZES, ResponsivePicture } from '../../views/components/BlogImage';
import { FrontMatterError, readFrontMatter } from './frontMatter';
import { imageTagsOf, sanitizeWithReport } from './sanitize';

/**
 * Bumped when the Markdown-to-HTML pipeline (marked's options, the allowlist,
 * the picture markup) changes, so that the next import rewrites every article
 * instead of calling them unchanged.
 */
export const PIPELINE_VERSION = 3;

/** A Markdown file larger than this is refused before it is read. */
export const MAX_MARKDOWN_BYTES = 1024 * 1024;

/** The zone of the site's dates (docs/ARCHITECTURE.md): a date written without an offset is a date in Paris. */
const SITE_TIME_ZONE = 'Europe/Paris';

const DATE_EXAMPLE = 'une date comme 2026-11-22, 2026-11-22 09:00 ou 2026-11-22T09:00:00+01:00';

/** A day, or a day and a time, with or without an offset. */
const DATE_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

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
  if (!match) return `attendu ${DATE_EXAMPLE}`;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const ms = match[7] ? Number(match[7].slice(0, 3).padEnd(3, '0')) : 0;
  const offset = match[8];
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (month! < 1 || month! > 12)
    return `${text.trim()} n’est pas une date du calendrier (il n’y a pas de mois ${month})`;
  if (day! < 1 || day! > daysInMonth)
    return `${text.trim()} n’est pas une date du calendrier (ce mois-là compte ${daysInMonth} jours)`;
  if (hour > 23 || minute > 59 || second > 59) return `${text.trim()} n’est pas une heure de la journée`;
  const wall = Date.UTC(year!, month! - 1, day!, hour, minute, second, ms);
  if (offset) {
    if (offset === 'Z') return new Date(wall);
    const [, sign, hh, mm = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset)!;
    if (Number(hh) > 14 || Number(mm) > 59) return `${text.trim()} a un décalage horaire qui n’existe pas`;
    return new Date(wall - (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000);
  }
  // The offset in force at that wall time: asked once near it, then at the answer.
  const first = wall - parisOffsetMinutes(wall) * 60_000;
  return new Date(wall - parisOffsetMinutes(first) * 60_000);
}

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'manque' : 'attendu du texte') })
    .trim()
    .min(1, 'manque')
    .max(max, `${max} caractères au plus`);

/** Optional text: absent or empty is null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'attendu du texte' })
    .trim()
    .max(max, `${max} caractères au plus`)
    .nullish()
    .transform((value) => value || null);

const dateField = z
  .string({ error: (issue) => (issue.input === undefined ? 'manque' : `attendu ${DATE_EXAMPLE}`) })
  .transform((value, ctx) => {
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
  if (isRemoteAddress(value))
    return 'attendu un fichier à côté de l’article (./cover.jpg) ou un chemin du site (/images/…), pas une adresse d’un autre site';
  if (value.startsWith('/') && (value.includes('\\') || value.split('/').includes('..')))
    return 'attendu un chemin à l’intérieur du site (sans « .. »)';
  return undefined;
}

/** The front matter of an article (docs/publishing.md, "Front matter"). */
export const frontMatterSchema = z
  .object({
    title: requiredText(200),
    slug: requiredText(MAX_SLUG_LENGTH).regex(
      SLUG_PATTERN,
      'attendu des lettres minuscules, des chiffres et des tirets, par exemple mon-article',
    ),
    excerpt: requiredText(500),
    date: dateField,
    // Left empty (`updated:` or `updated: ""`): no update.
    updated: z.preprocess((value) => (value === '' ? undefined : value), dateField.optional().nullable()),
    // What search engines show, when the title or excerpt is longer than result pages show (shared/seo.ts).
    seoTitle: optionalText(200),
    description: optionalText(500),
    author: z
      .string({ error: 'attendu du texte' })
      .trim()
      .max(120, '120 caractères au plus')
      .nullish()
      .transform((value) => value || null),
    image: requiredText(2_000).superRefine((value, ctx) => {
      const problem = imageReferenceProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    imageAlt: z.string({ error: 'attendu du texte' }).trim().max(300, '300 caractères au plus').default(''),
    draft: z.boolean({ error: 'attendu true ou false' }).default(false),
  })
  .superRefine((data, ctx) => {
    if (data.updated && data.updated < data.date)
      ctx.addIssue({ code: 'custom', path: ['updated'], message: 'ne peut pas précéder date' });
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
  /** The body's images (`![…](./schema.png)`, `<img src="./schema.png">`), as written, each once. */
  bodyImages: string[];
}

/** What is wrong with a source file, field by field (`texte`, `en-tête`, `fichier` or a front matter key), or as a whole. */
export class ArticleError extends Error {
  constructor(readonly problems: { field?: string; message: string }[]) {
    super(problems.map((p) => (p.field ? `${p.field} : ${p.message}` : p.message)).join(' ; '));
  }
}

const newMarked = () => new Marked({ gfm: true, breaks: false, async: false });

/** Markdown to HTML, then through the allowlist: Markdown lets raw HTML through. */
export function markdownToHtml(markdown: string): string {
  return renderBody(markdown, new Map()).html;
}

/** An `<img>` tag of raw HTML, whose quoted attribute values may hold a `>`. */
const IMG_TAG = /<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

const picture = (image: ResponsiveImage, alt: string, title: string | undefined) =>
  renderToStaticMarkup(createElement(ResponsivePicture, { image, alt, title, sizes: ARTICLE_BODY_SIZES }));

/**
 * The body as HTML: each image of `images` (by its address as written), in
 * Markdown (`![…](./schema.png)`) or in raw HTML (`<img src="./schema.png">`),
 * becomes the site's responsive `<picture>`; then everything goes through the
 * allowlist, which says what it removed.
 */
export function renderBody(
  markdown: string,
  images: ReadonlyMap<string, ResponsiveImage>,
): { html: string; removed: string[] } {
  const marked = newMarked();
  // What the allowlist would have taken from a raw <img> that became a picture (an onerror, say): still said.
  const dropped: string[] = [];
  marked.use({
    renderer: {
      image(token: Tokens.Image) {
        const image = images.get(token.href);
        return image ? picture(image, token.text, token.title ?? undefined) : false;
      },
      html(token: Tokens.HTML | Tokens.Tag) {
        if (!images.size) return false;
        return token.text.replace(IMG_TAG, (tag) => {
          const attributes = imageTagsOf(tag)[0];
          const image = attributes?.src === undefined ? undefined : images.get(attributes.src);
          if (!image) return tag;
          dropped.push(...sanitizeWithReport(tag).removed);
          return picture(image, attributes!.alt ?? '', attributes!.title);
        });
      },
    },
  });
  const { html, removed } = sanitizeWithReport(marked.parse(markdown, { async: false }));
  return { html, removed: [...new Set([...removed, ...dropped])] };
}

/** The addresses of the body's images, Markdown's and raw HTML's, as written, each once, in order. */
function imagesOf(markdown: string): string[] {
  const marked = newMarked();
  const found = new Set<string>();
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'image') found.add((token as Tokens.Image).href);
    if (token.type === 'html') {
      for (const { src } of imageTagsOf((token as Tokens.HTML).text)) if (src) found.add(src);
    }
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

/** Reads one Markdown file with front matter; throws ArticleError naming each bad field. */
export function parseArticle(source: string): ParsedArticle {
  let parsed;
  try {
    parsed = readFrontMatter(source);
  } catch (err) {
    if (err instanceof FrontMatterError) throw new ArticleError([{ message: err.message }]);
    throw err;
  }
  if (!parsed.matter.trim()) {
    throw new ArticleError([
      { field: 'en-tête', message: 'manque (un bloc entre deux lignes --- avec title, slug, excerpt, date, image)' },
    ]);
  }
  const front = frontMatterSchema.safeParse(parsed.data);
  const problems = front.success
    ? []
    : front.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.') || 'en-tête',
        message: issue.message,
      }));
  if (!parsed.content.trim()) problems.push({ field: 'texte', message: 'manque (le texte sous l’en-tête)' });
  const bodyImages = imagesOf(parsed.content);
  for (const address of bodyImages) {
    if (isRemoteAddress(address)) {
      problems.push({
        field: 'texte',
        message: `l’image ${address} est l’adresse d’un autre site : enregistrez-la à côté de l’article et écrivez son chemin (./image.png)`,
      });
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
