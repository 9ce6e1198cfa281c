// html-validate on the HTML each route serves.
import { HtmlValidate } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements as <meta/>, booleans as async="", some attribute
    // names its own way (charSet), and useId values starting with "_": all valid HTML.
    'void-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'valid-id': ['error', { relaxed: true }],
    // Long French text and SVG paths are not the validator's business.
    'long-title': 'off',
    'no-trailing-whitespace': 'off',
    // React inserts <!-- --> between adjacent text nodes.
    'no-conditional-comment': 'off',
  },
});

/** What the strict CSP would block: inline scripts (other than JSON data blocks), style attributes, inline handlers. */
function cspViolations(html, route) {
  const problems = [];
  const lineOf = (index) => html.slice(0, index).split('\n').length;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs, body] = match;
    if (body.trim() && !/type="application\/(ld\+)?json"/.test(attrs))
      problems.push(`${route}:${lineOf(match.index)} inline <script> (blocked by script-src 'self')`);
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(style|on[a-z]+)="[^"]*"/g)) {
    problems.push(`${route}:${lineOf(match.index)} inline ${match[1]}="…" attribute (blocked by the CSP)`);
  }
  return problems;
}

export async function checkHtml(pages) {
  const rows = [];
  for (const { route, html } of pages) {
    const report = await validator.validateString(html, route.path);
    const problems = report.results.flatMap((result) =>
      result.messages
        .filter((m) => m.severity === 2)
        .map((m) => `${route.path}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    );
    problems.push(...cspViolations(html, route.path));
    rows.push({ route: route.path, errors: problems.length, problems });
  }
  return rows;
}
