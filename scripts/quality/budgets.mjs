// Per-route weight, as a phone on first load sees it: the JavaScript downloaded
// before any interaction, the total transferred, the largest image.
export async function measureWeights(browser, origin, routes) {
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const responses = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes)
        responses.push({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          body: sizes.responseBodySize,
        });
    });
    await page.goto(origin + route.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const js = responses.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.body, 0);
    const total = responses.reduce((sum, r) => sum + r.bytes, 0);
    const images = responses.filter((r) => r.type === 'image').sort((a, b) => b.body - a.body);
    rows.push({
      route: route.path,
      jsBeforeInteraction: js,
      totalTransfer: total,
      largestImage: images[0]?.body ?? 0,
      largestImageUrl: images[0] ? new URL(images[0].url).pathname : '',
    });
    await context.close();
  }
  return rows;
}

export function overBudget(row, budgets) {
  const limits = { ...budgets.default, ...(budgets.routes[row.route] ?? {}) };
  const problems = [];
  for (const key of ['jsBeforeInteraction', 'totalTransfer', 'largestImage']) {
    if (row[key] > limits[key]) {
      problems.push(
        `${row.route}: ${key} ${row[key]} bytes > budget ${limits[key]}${key === 'largestImage' ? ` (${row.largestImageUrl})` : ''}`,
      );
    }
  }
  return problems;
}
