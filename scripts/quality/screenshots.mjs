// A designer's before-and-after: every route of the quality gates, whole page, at a phone's
// width (390 px at 2x, touch) and a laptop's (1280 px), as a doctor first sees the site (the
// one testimonial and the one team member of docs/examples/ imported, the state an owner
// launches with).
//
//   node scripts/quality/screenshots.mjs --out=DIR [--root=CHECKOUT] [--widths=390,1280]
//     [--routes=/belgique,/nos-services/pediatrie] [--full=/belgique] [--format=png]
//
// --routes shoots only those routes; --full, when given, keeps whole-page shots for those
// routes and shoots the others' first screen only (small files for a design note);
// --format=png writes PNG instead of JPEG.
//
// --root serves another built checkout (`git worktree add ../before <commit>`, `npm ci`,
// `npm run build` there) with this script's routes, so that two versions are shot alike.
// --routes shoots only those paths (any path the site serves, a sitemap's or not: /demande-devis/merci).
// Writes DIR/<width>/<route>.jpg and prints each page's height.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root as here, startProcess } from '../bench/lib.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { routesToCheck } from './site.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const out = arg('out');
if (!out) {
  console.error('Usage : node scripts/quality/screenshots.mjs --out=DOSSIER [--root=CHECKOUT] [--widths=390,1280]');
  process.exit(2);
}
const root = path.resolve(arg('root', here));
const widths = arg('widths', '390,1280').split(',').map(Number);
const chosen = arg('routes', '').split(',').filter(Boolean);
const full = arg('full') === undefined ? undefined : arg('full').split(',').filter(Boolean);
const format = arg('format', 'jpg') === 'png' ? 'png' : 'jpg';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-shots-'));
const env = { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error' };

// The server of --root, on a new embedded database in a folder (an empty DATABASE_URL is
// unset), so that the admin commands reach it through its socket.
const { child: server, port } = await startProcess(
  [path.join(root, 'dist/server/index.js')],
  {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
  },
  '/healthz',
  { startSeconds: 180 },
);
const origin = `http://127.0.0.1:${port}`;
try {
  for (const [command, folder] of [
    ['testimonials-import', 'docs/examples/temoignage'],
    ['team-import', 'docs/examples/equipe'],
  ]) {
    const run = spawnSync(process.execPath, [`dist/scripts/${command}.js`, path.join(here, folder)], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (run.status !== 0) console.warn(`${command}: ${(run.stderr || run.stdout).trim().split('\n')[0]}`);
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  // Any path the site serves (a thank-you page among them), or every route.
  const routes = chosen.length
    ? chosen.map((path) => ({ path }))
    : (await routesToCheck(origin)).filter((route) => !route.template);
  for (const width of widths) {
    const phone = width < 768;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 800 },
      deviceScaleFactor: phone ? 2 : 1,
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    fs.mkdirSync(path.join(out, String(width)), { recursive: true });
    for (const route of routes) {
      const response = await page.goto(origin + route.path, { waitUntil: 'load' });
      // Walk down the page so that lazy pictures load, then back to the top.
      const height = await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
          scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 60));
        }
        // Instant: the site scrolls smoothly, and a shot taken on the way back up shows the
        // sticky header halfway down the page.
        scrollTo({ top: 0, behavior: 'instant' });
        await document.fonts.ready;
        return document.documentElement.scrollHeight;
      });
      await page.waitForLoadState('networkidle');
      const name = route.label ?? (route.path === '/' ? 'accueil' : route.path.slice(1).replaceAll(/[/?=]/g, '_'));
      await page.screenshot({
        path: path.join(out, String(width), `${name}.${format}`),
        fullPage: !full || full.includes(route.path),
        ...(format === 'jpg' ? { quality: 80 } : {}),
      });
      console.log(
        `${String(width).padStart(5)} px  ${String(height).padStart(6)} px tall  ${response?.status()}  ${route.path}`,
      );
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
