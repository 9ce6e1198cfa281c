// The sitemap's `lastmod` values, as a search engine weighs them: it ignores them once
// it finds them unreliable, and a start or import time given to many pages at once is
// the first sign of that. A day (YYYY-MM-DD, a page's copy) may be shared by pages
// changed that day; a moment may be shared only by pages that changed at that moment
// because they show the same thing: an article, and the pages listing it (the blog, its
// author's page) that link to it. Checked on a new site (an import of the team changes
// several pages at one moment, genuinely).

/** The sitemap's entries: each address's path and its lastmod as written. */
export function sitemapEntries(xml) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ path: new URL(loc.replace(/&amp;/g, '&')).pathname, lastmod }),
  );
}

/**
 * Problems with the entries' dates: a missing or malformed one, or a moment shared by
 * pages none of which is an article the others link to. `pageOf(path)` gives what a
 * page is (`article`: its structured data is an article's) and the addresses it links to.
 */
export async function lastmodProblems(entries, pageOf) {
  const problems = [];
  const groups = new Map();
  for (const { path, lastmod } of entries) {
    if (!lastmod) problems.push(`${path}: no lastmod`);
    else if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.test(lastmod))
      problems.push(`${path}: lastmod ${lastmod} is not a W3C date`);
    else if (lastmod.includes('T')) groups.set(lastmod, [...(groups.get(lastmod) ?? []), path]);
  }
  for (const [lastmod, paths] of groups) {
    if (paths.length < 2) continue;
    let explained = false;
    for (const source of paths) {
      if (!(await pageOf(source)).article) continue;
      const others = await Promise.all(paths.filter((path) => path !== source).map(pageOf));
      if (others.every((page) => page.links.has(source))) explained = true;
    }
    if (!explained)
      problems.push(
        `${paths.length} URLs share the lastmod ${lastmod} (a start or import time, not when each changed): ${paths.join(', ')}`,
      );
  }
  return problems;
}

/** What the check needs of a page's HTML: whether it is an article, the internal addresses it links to. */
export function pageFacts(html) {
  return {
    article: /<script type="application\/ld\+json">\{[^<]*"@type":"(BlogPosting|Article|NewsArticle)"/.test(html),
    links: new Set([...html.matchAll(/<a\b[^>]*\shref="(\/[^"#?]*)/g)].map(([, href]) => href)),
  };
}

/** The gate's check, on the running site. */
export async function checkSitemap(origin) {
  const entries = sitemapEntries(await (await fetch(`${origin}/sitemap.xml`)).text());
  const cache = new Map();
  const pageOf = (path) => {
    if (!cache.has(path))
      cache.set(
        path,
        fetch(origin + path).then(async (res) => pageFacts(await res.text())),
      );
    return cache.get(path);
  };
  return { entries, problems: await lastmodProblems(entries, pageOf) };
}
