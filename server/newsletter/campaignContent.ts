import { createHash } from 'node:crypto';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { Post } from '../../shared/blog';
import { articleHref } from '../../shared/paths';
import type { ContactDetails } from '../../shared/contactDetails';
import { FrontMatterError, readFrontMatter, type FrontMatterFile } from '../content/frontMatter';
import { markdownToHtml } from '../content/markdown';
import { sanitizeArticleHtml } from '../content/sanitize';
import { escapeHtml } from '../../shared/escape';
import { campaignBodies, mailButton, mailPalette } from './mails';

/**
 * A campaign as written by the team: a Markdown file with front matter
 * `subject` (and optional `preheader`), or an article of the blog. Both become
 * the same thing: a key, a subject, and the mail's HTML and text with the
 * unsubscribe address left as a placeholder.
 */
export interface CampaignContent {
  /** What makes "the same campaign": the file's name without `.md`, or `article:<slug>`. */
  key: string;
  subject: string;
  preheader?: string;
  html: string;
  text: string;
  /** Hash of what it was made from: a changed file under the same name is noticed. */
  sourceHash: string;
}

/** What is wrong with a campaign file, field by field, said for the owner who wrote it. */
export class CampaignError extends Error {}

const line = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'manque' : 'attendu du texte') })
    .trim()
    .min(1, 'manque')
    .max(max, `${max} caractères au plus`)
    .refine((value) => !/[\r\n]/.test(value), 'attendu une seule ligne');

const frontMatterSchema = z.strictObject(
  {
    subject: line(200),
    preheader: line(200).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `champ inconnu : ${issue.keys.join(', ')} (attendus : subject, preheader)`
        : undefined,
  },
);

const p = mailPalette;

/** Inline styles by tag: mail clients drop <style> blocks, so every element carries its own. */
const STYLES: Record<string, string> = {
  h1: `margin:0 0 16px;font-size:26px;line-height:1.3;color:${p.ink};`,
  h2: `margin:32px 0 12px;font-size:22px;line-height:1.3;color:${p.teal};`,
  h3: `margin:24px 0 8px;font-size:19px;line-height:1.35;color:${p.ink};`,
  h4: `margin:20px 0 8px;font-size:17px;line-height:1.4;color:${p.ink};`,
  h5: `margin:20px 0 8px;font-size:17px;line-height:1.4;color:${p.ink};`,
  h6: `margin:20px 0 8px;font-size:17px;line-height:1.4;color:${p.ink};`,
  p: 'margin:0 0 16px;',
  a: `color:${p.teal};text-decoration:underline;`,
  ul: 'margin:0 0 16px;padding:0 0 0 24px;',
  ol: 'margin:0 0 16px;padding:0 0 0 24px;',
  li: 'margin:0 0 6px;',
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${p.teal};color:${p.muted};`,
  img: 'display:block;max-width:100%;height:auto;border:0;margin:0 0 16px;border-radius:12px;',
  figure: 'margin:0 0 16px;',
  figcaption: `font-size:15px;line-height:1.5;color:${p.muted};`,
  table: 'border-collapse:collapse;width:100%;margin:0 0 16px;',
  th: `border:1px solid ${p.mint};padding:8px;text-align:left;background-color:${p.mist};`,
  td: `border:1px solid ${p.mint};padding:8px;vertical-align:top;`,
  hr: `border:0;border-top:1px solid ${p.mint};margin:24px 0;`,
  code: `font-family:Menlo,Consolas,monospace;font-size:15px;background-color:${p.mist};padding:1px 4px;border-radius:4px;`,
  pre: `margin:0 0 16px;padding:12px;background-color:${p.mist};border-radius:8px;white-space:pre-wrap;font-family:Menlo,Consolas,monospace;font-size:15px;`,
  small: `font-size:15px;color:${p.muted};`,
};

/** The tags of the article allowlist (server/content/sanitize.ts). */
const MAIL_TAGS = [
  ...Object.keys(STYLES),
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'del',
  'sup',
  'sub',
  'mark',
  'abbr',
  'q',
  'cite',
  'dl',
  'dt',
  'dd',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
];

/** A path of this site as an absolute address (mail clients have no page to resolve it against). */
function absolute(url: string | undefined, siteUrl: string): string | undefined {
  if (url && url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

/**
 * HTML of the allowlist (server/content/sanitize.ts) as mail HTML: inline styles,
 * absolute addresses. The input is sanitised first, so this pass only adds.
 */
export function toMailHtml(html: string, siteUrl: string): string {
  const safe = sanitizeArticleHtml(html);
  return sanitizeHtml(safe, {
    // What the article allowlist lets through; this pass removes nothing, it adds styles.
    allowedTags: MAIL_TAGS,
    allowedAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        const { loading: _loading, decoding: _decoding, ...rest } = attribs;
        const attributes: Record<string, string> = { ...rest };
        if (tagName === 'a' && rest.href) attributes.href = absolute(rest.href, siteUrl)!;
        if (tagName === 'img' && rest.src) attributes.src = absolute(rest.src, siteUrl)!;
        const style = STYLES[tagName];
        if (style) attributes.style = style;
        return { tagName, attribs: attributes };
      },
    },
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain-text part from the mail's content HTML (sanitised markup, so
 * regular): paragraphs as blank lines, lists with dashes, links as
 * "text (address)", images as their description.
 */
export function htmlToText(html: string): string {
  const strip = (fragment: string) => fragment.replace(/<[^>]+>/g, '');
  const text = html
    .replace(/\r?\n/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const alt = /\balt="([^"]*)"/i.exec(tag)?.[1];
      return alt ? `[${alt}]` : '';
    })
    .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
      const words = strip(label).trim();
      const address = decodeEntities(href);
      if (!words) return address;
      return decodeEntities(words) === address || address.startsWith('#') ? words : `${words} (${address})`;
    })
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(td|th)>/gi, '  ')
    .replace(/<(h[1-6]|p|ul|ol|blockquote|table|tr|pre|figure|figcaption|div|hr)\b[^>]*>/gi, '\n')
    .replace(/<\/(h[1-6]|p|ul|ol|blockquote|table|pre|figure|div)>/gi, '\n\n')
    .replace(/<\/tr>/gi, '\n');
  return decodeEntities(strip(text))
    .split('\n')
    .map((row) => row.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function hash(...parts: (string | undefined)[]): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part ?? '').update('\0');
  return digest.digest('hex');
}

/** Reads a campaign file; throws CampaignError naming the field at fault. */
export function parseCampaign(
  source: string,
  fileName: string,
  siteUrl: string,
  contact: ContactDetails,
): CampaignContent {
  let parsed: FrontMatterFile;
  try {
    parsed = readFrontMatter(source);
  } catch (err) {
    if (err instanceof FrontMatterError) throw new CampaignError(err.message);
    throw err;
  }
  if (!parsed.matter.trim())
    throw new CampaignError(
      'en-tête : manque (un bloc entre deux lignes --- avec subject et, si vous voulez, preheader)',
    );
  const front = frontMatterSchema.safeParse(parsed.data);
  if (!front.success) {
    throw new CampaignError(
      front.error.issues
        .map((issue) => `${issue.path.map(String).join('.') || 'en-tête'} : ${issue.message}`)
        .join(' ; '),
    );
  }
  if (!parsed.content.trim()) throw new CampaignError('texte : manque (le texte sous l’en-tête)');
  const contentHtml = toMailHtml(markdownToHtml(parsed.content), siteUrl);
  if (!contentHtml.trim()) throw new CampaignError('texte : il n’en reste rien une fois nettoyé');
  const { subject, preheader } = front.data;
  const key = path.basename(fileName).replace(/\.(md|markdown)$/i, '');
  return {
    key,
    subject,
    preheader,
    ...campaignBodies({ subject, preheader, contentHtml, contentText: htmlToText(contentHtml), siteUrl, contact }),
    sourceHash: hash(subject, preheader, parsed.content),
  };
}

/** An article of the blog as a campaign: its image, title, summary and text, and a button to read it on the site. */
export function articleCampaign(post: Post, siteUrl: string, contact: ContactDetails): CampaignContent {
  const url = `${siteUrl}${articleHref(post.slug)}`;
  const image = absolute(post.image, siteUrl)!;
  const contentHtml = [
    // A width for clients that ignore max-width (Outlook on Windows): the card's inner width.
    `<a href="${escapeHtml(url)}"><img src="${escapeHtml(image)}" alt="${escapeHtml(post.imageAlt ?? '')}" width="536" style="${STYLES.img}width:100%;"></a>`,
    `<h1 style="${STYLES.h1}">${escapeHtml(post.title)}</h1>`,
    `<p style="margin:0 0 24px;font-size:19px;line-height:1.5;color:${p.muted};">${escapeHtml(post.excerpt)}</p>`,
    toMailHtml(post.content, siteUrl),
    mailButton(url, 'Lire l’article sur le site'),
  ].join('\n');
  const contentText = [
    post.title,
    '',
    post.excerpt,
    '',
    htmlToText(toMailHtml(post.content, siteUrl)),
    '',
    `Lire l’article sur le site : ${url}`,
  ].join('\n');
  return {
    key: `article:${post.slug}`,
    subject: post.title,
    preheader: post.excerpt,
    ...campaignBodies({ subject: post.title, preheader: post.excerpt, contentHtml, contentText, siteUrl, contact }),
    sourceHash: hash(post.title, post.excerpt, post.content),
  };
}
