// Crawls the site from the checked routes: every internal link and asset must
// answer 2xx, and every indexable page found must be in the sitemap, or name one
// as its canonical address (and the other way round: no sitemap page that nothing
// links to).

const ATTRS = /\s(?:href|src|poster)="([^"]+)"|\ssrcset="([^"]+)"/g;

function internalUrls(html, base, origin) {
  const found = new Set();
  for (const match of html.matchAll(ATTRS)) {
    const values = match[1] ? [match[1]] : match[2].split(',').map((part) => part.trim().split(/\s+/)[0]);
    for (const value of values) {
      if (!value || /^(mailto|tel|data|javascript):/i.test(value) || value.startsWith('#')) continue;
      const url = new URL(value.replace(/&amp;/g, '&'), base);
      if (url.origin !== origin) continue;
      url.hash = '';
      found.add(url.toString());
    }
  }
  return found;
}

export async function checkLinks(origin, routes) {
  const sitemapXml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const siteUrl =
    (await (await fetch(`${origin}/robots.txt`)).text()).match(/Sitemap: (\S+)\/sitemap\.xml/)?.[1] ?? origin;
  // The sitemap speaks in SITE_URL; the crawl in the local origin.
  const sitemap = new Set([...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(siteUrl, origin)));

  const queue = routes.filter((r) => r.status === 200).map((r) => origin + r.path);
  const seen = new Map(); // url -> { status, linkedFrom }
  const pages = new Set();
  const problems = [];
  const linkedFrom = new Map();
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const res = await fetch(url, { redirect: 'manual' });
    seen.set(url, res.status);
    const type = res.headers.get('content-type') ?? '';
    if (res.status < 200 || res.status >= 300) {
      problems.push(
        `${url.replace(origin, '')} answers ${res.status}${res.headers.get('location') ? ` → ${res.headers.get('location')}` : ''} (linked from ${[...(linkedFrom.get(url) ?? ['the route list'])].slice(0, 3).join(', ')})`,
      );
      continue;
    }
    if (!type.startsWith('text/html')) {
      await res.arrayBuffer();
      continue;
    }
    const html = await res.text();
    const indexable = !/<meta name="robots" content="noindex"/.test(html);
    // A variant of a page (the quote form with a plan chosen) names that page as its canonical address.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(siteUrl, origin);
    if (indexable && !(canonical && canonical !== url && sitemap.has(canonical))) pages.add(url);
    for (const link of internalUrls(html, url, origin)) {
      if (!linkedFrom.has(link)) linkedFrom.set(link, new Set());
      linkedFrom.get(link).add(url.replace(origin, '') || '/');
      if (!seen.has(link)) queue.push(link);
    }
  }
  const pathOf = (url) => url.replace(origin, '') || '/';
  for (const page of pages) {
    // Paginated list pages are reachable through /blog; the sitemap lists /blog itself.
    if (!sitemap.has(page) && !/\/blog\?page=\d+$/.test(page))
      problems.push(`${pathOf(page)} is a page but not in the sitemap`);
  }
  for (const url of sitemap) {
    if (!seen.has(url)) problems.push(`${pathOf(url)} is in the sitemap but no page links to it (orphan)`);
  }
  return { checked: seen.size, pages: pages.size, problems };
}
