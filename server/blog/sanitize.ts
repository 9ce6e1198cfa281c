import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist of the HTML an article may contain. It is applied when an
 * article is imported AND again when it is rendered: a row written by other means
 * (a manual SQL fix, an older import) is never trusted as it stands.
 *
 * What an article needs and nothing more: text structure, links, images,
 * tables and code. No scripts, styles, frames, forms, event handlers, `style` or
 * `id` attributes; links only to http(s), mailto and tel, or paths of this site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 's', 'del', 'sup', 'sub', 'small', 'mark', 'abbr', 'q', 'cite',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'blockquote', 'figure', 'figcaption', 'pre', 'code',
    'a', 'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['align', 'scope', 'colspan', 'rowspan'],
    td: ['align', 'colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images come from this site only: no third party learns who reads what, and the CSP's img-src is 'self'.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Dropped with their content, not left as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is its only h1: an article's own top-level headings become h2.
    h1: 'h2',
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', decoding: 'async', ...attribs } }),
  },
  // An image left without a source is nothing to show.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** An article's HTML reduced to the allowlist above. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
