import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist of the HTML an article may contain. It is applied when an
 * article is imported AND again when it is rendered: a row written by other means
 * (a manual SQL fix, an older import) is never trusted as it stands.
 *
 * What an article needs and nothing more: text structure, links, images,
 * tables and code. No scripts, styles, frames, forms, event handlers, `style` or
 * `id` attributes; links only to http(s), mailto and tel, or paths of this site.
 * The responsive images the import writes (views/components/BlogImage.tsx:
 * a frame, a placeholder rectangle, `<picture>` and its sources) are allowed in
 * exactly that shape.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    's',
    'del',
    'sup',
    'sub',
    'small',
    'mark',
    'abbr',
    'q',
    'cite',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'figure',
    'figcaption',
    'pre',
    'code',
    'a',
    'img',
    'picture',
    'source',
    'span',
    'svg',
    'rect',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    span: ['class'],
    // The parser lower-cases attribute names; browsers restore viewBox's case inside <svg>.
    svg: ['class', 'viewbox', 'preserveaspectratio', 'aria-hidden', 'focusable'],
    rect: ['width', 'height', 'fill'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['align', 'scope', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'], span: ['media-frame'], svg: ['media-placeholder'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images come from this site only: no third party learns who reads what, and the CSP's img-src is 'self'.
  // sanitize-html looks srcset's addresses up by the attribute's name, not the tag's.
  allowedSchemesByTag: { img: [], srcset: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Dropped with their content, not left as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
  // Void elements: written without an end tag (`</source>` is not HTML).
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  transformTags: {
    // The page's title is its only h1: an article's own top-level headings become h2.
    h1: 'h2',
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', decoding: 'async', ...attribs } }),
    // A colour and nothing else (no url(), no paint server reference).
    rect: (tagName, attribs) => {
      const { fill, ...rest } = attribs;
      return { tagName, attribs: fill && /^#[0-9a-f]{6}$/i.test(fill) ? { ...rest, fill } : rest };
    },
  },
  // An image left without a source is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** An article's HTML reduced to the allowlist above. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** How many articles' sanitised HTML the pages keep: more than the blog has, and a few MB at most. */
const KEPT_ARTICLES = 64;
const keptForPages = new Map<string, string>();

/**
 * The same as sanitizeArticleHtml, for the article pages: the stored HTML is read from
 * the database at every uncached request, and parsing it again was a tenth of such a
 * page's time in one process (loader, render, compression: `npm run bench` prints the
 * stages). Kept by the stored HTML itself, so an article changed by any means is
 * sanitised afresh; the oldest entry goes first.
 */
export function sanitizeArticleHtmlForPage(html: string): string {
  let clean = keptForPages.get(html);
  if (clean === undefined) {
    clean = sanitizeArticleHtml(html);
    if (keptForPages.size >= KEPT_ARTICLES) keptForPages.delete(keptForPages.keys().next().value!);
    keptForPages.set(html, clean);
  }
  return clean;
}

interface OpenTag {
  name: string;
  attribs: Record<string, string>;
}

const RENAMED: Record<string, string> = { h1: 'h2' };

/** Sanitises `html` with `options`, noting every opening tag in order as the parser reads it. */
function sanitizeNotingTags(html: string, options: sanitizeHtml.IOptions): { result: string; tags: OpenTag[] } {
  const tags: OpenTag[] = [];
  const result = sanitizeHtml(html, {
    ...options,
    onOpenTag: (name, attribs) => tags.push({ name, attribs: { ...attribs } }),
  });
  return { result, tags };
}

/** The attributes of each `<img>` of an HTML fragment, as the allowlist's parser reads them (entities decoded). */
export function imageTagsOf(html: string): Record<string, string>[] {
  const { tags } = sanitizeNotingTags(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
  });
  return tags.filter((tag) => tag.name === 'img').map((tag) => tag.attribs);
}

/**
 * The article's HTML reduced to the allowlist, and what the allowlist took out
 * (`<script>`, `attribut onerror`, `lien javascript:`…), so that the editor
 * knows the page differs from the file. The kept tags come out in the order they
 * went in, so walking both lists side by side finds each removal.
 */
export function sanitizeWithReport(html: string): { html: string; removed: string[] } {
  const { result: clean, tags: input } = sanitizeNotingTags(html, OPTIONS);
  // Everything allowed: this pass only reads what the first one kept.
  const { tags: output } = sanitizeNotingTags(clean, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
  });
  const removed = new Set<string>();
  let next = 0;
  for (const tag of input) {
    const name = RENAMED[tag.name] ?? tag.name;
    const kept = output[next];
    if (!kept || kept.name !== name) {
      removed.add(`<${tag.name}>`);
      continue;
    }
    next += 1;
    for (const [attribute, value] of Object.entries(tag.attribs)) {
      if (attribute in kept.attribs) continue;
      const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
      removed.add(
        (attribute === 'href' || attribute === 'src') && scheme
          ? `${attribute === 'href' ? 'lien' : 'image'} ${scheme.toLowerCase()}:`
          : `attribut ${attribute}`,
      );
    }
  }
  return { html: clean, removed: [...removed] };
}
