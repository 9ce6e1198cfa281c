// Lighthouse, mobile preset (its default config), per route as many runs as the verdict needs:
// - one, when it clears every bar with room to spare (performance BAR_MARGIN points above
//   its bar, the other categories at theirs): a run on a loaded machine scores lower, never
//   higher, so more runs would only confirm the pass;
// - else three to `runs`, their median the figure: three runs whose performance scores lie
//   within STABLE_SPREAD points of each other give a median that more runs would not move
//   (seen over five-run series on this 2-core machine), so more are run only when they
//   disagree, as they do on a loaded machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './site.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MIN_RUNS = 3;
const STABLE_SPREAD = 3;
const BAR_MARGIN = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse scores pages served with a 2xx status (the 404 page is left to the other checks),
 * one per template: a route that names the page whose template, scripts and images it shares
 * (`template`, scripts/quality/site.mjs) is read by every other check but not scored again,
 * which would take three to five page loads of the two cores for the same figures.
 */
export const lighthouseRoutes = (routes) =>
  routes.filter((route) => route.status < 300 && !route.template && route.lighthouse !== false);

export async function runLighthouse(origin, routes, runs, bars, minRuns = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const results = [];
      const performanceOf = (lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const clearsWithRoom = (lhr) =>
        CATEGORIES.every((c) => {
          const score = Math.round((lhr.categories[c]?.score ?? 0) * 100);
          return score >= (bars[c] ?? 100) + (c === 'performance' ? BAR_MARGIN : 0) || score === 100;
        });
      const stable = () => {
        if (results.length < minRuns) return false;
        if (results.length === 1 && clearsWithRoom(results[0])) return true;
        const scores = results.map(performanceOf);
        return results.length >= Math.min(MIN_RUNS, runs) && Math.max(...scores) - Math.min(...scores) <= STABLE_SPREAD;
      };
      for (let i = 0; i < runs && !stable(); i++) {
        // A run that Lighthouse itself could not complete (runtimeError: the page did not
        // paint in time on a loaded machine, a protocol timeout) measures nothing: run it again.
        let lhr;
        for (let attempt = 1; attempt <= 3; attempt++) {
          ({ lhr } = await lighthouse(origin + route.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          }));
          if (!lhr.runtimeError) break;
          console.warn(
            `lighthouse ${route.path}: run ${i + 1} failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})${attempt < 3 ? ', running it again' : ''}`,
          );
        }
        results.push(lhr);
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(results.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)))]),
      );
      const numeric = (id) => median(results.map((r) => r.audits[id]?.numericValue ?? 0));
      const bytesOf = (type) =>
        median(
          results.map(
            (r) =>
              (r.audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === type)
                ?.transferSize ?? 0,
          ),
        );
      // The failing audits of the median-ish run, to say what to fix.
      const last = results[results.length - 1];
      const failing = CATEGORIES.flatMap((c) =>
        (last.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && last.audits[ref.id]?.score !== null && last.audits[ref.id]?.score < 1)
          .map((ref) => `${c}: ${ref.id} (${last.audits[ref.id].title})`),
      );
      rows.push({
        route: route.path,
        runs: results.length,
        label: route.label,
        scores,
        lcp: Math.round(numeric('largest-contentful-paint')),
        tbt: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        jsBytes: bytesOf('script'),
        imageBytes: bytesOf('image'),
        failing,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
