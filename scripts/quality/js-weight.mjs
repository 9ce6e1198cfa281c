#!/usr/bin/env node
// JavaScript a visitor's browser runs before the first interaction, per page:
// the scripts requested while the page loads, without scrolling, hovering or
// typing, counted in gzip bytes (the .gz files the build writes beside each
// asset). Figures are printed, never asserted. Usage: node scripts/quality/js-weight.mjs
// Options: --widths=390,1280 (viewport widths, 844 px high)
import fs from 'node:fs';
import path from 'node:path';
import { build, isBuildCurrent } from '../build/build.mjs';
import { root, startProcess } from '../bench/lib.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const PAGES = ['/', '/nos-services', '/pourquoi-secretalia', '/nos-tarifs', '/demande-devis', '/contact'];
const widths = (process.argv.find((a) => a.startsWith('--widths='))?.split('=')[1] ?? '390,1280')
  .split(',')
  .map(Number);
const AIM = 15 * 1024;

if (!isBuildCurrent()) await build({ log: () => {} });

const chromiumPath = CHROMIUM_PATH;
if (!fs.existsSync(chromiumPath)) {
  console.log(`No Chromium at ${chromiumPath}: nothing measured.`);
  process.exit(0);
}

const assetsDir = path.join(root, 'dist', 'public', 'assets');
const { outputs } = JSON.parse(fs.readFileSync(path.join(root, 'dist', 'client-metafile.json'), 'utf8'));
// The build ran in a temporary folder: the metafile's paths end with the asset's flat name.
const assetUrl = (file) => `/assets/${path.basename(file)}`;
/** Chunks an output imports statically, transitively: what must load with it. */
function staticImports(file, seen = new Set()) {
  for (const dep of outputs[file]?.imports ?? []) {
    if (dep.kind !== 'import-statement' || seen.has(dep.path)) continue;
    seen.add(dep.path);
    staticImports(dep.path, seen);
  }
  return [...seen];
}
// The entry's dynamic imports are the islands (views/islands/registry.ts) and the hydrate helper.
const entryFile = Object.keys(outputs).find((file) => outputs[file].entryPoint === 'client/entry.ts');
const islands = Object.fromEntries(
  outputs[entryFile].imports
    .filter((dep) => dep.kind === 'dynamic-import')
    .map((dep) => [
      path.basename(outputs[dep.path].entryPoint ?? dep.path).replace(/\.tsx?$/, ''),
      [dep.path, ...staticImports(dep.path)].map(assetUrl),
    ]),
);
const gzipSize = (pathname) => {
  const file = path.join(assetsDir, path.basename(pathname));
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
};
// The largest chunk shared by the islands is React: say when a page pulls it in.
const reactChunk = Object.values(islands)
  .flat()
  .reduce((largest, file) => (!largest || gzipSize(file) > gzipSize(largest) ? file : largest), undefined);
const islandOf = new Map(Object.entries(islands).map(([name, files]) => [files[0], name]));

const site = await startProcess(['dist/server/index.js']);
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `JavaScript before the first interaction (gzip), viewport ${widths.join(' and ')} px × 844, no scroll; aim: under ${kb(AIM)}`,
);
console.log(`${'page'.padEnd(22)}${widths.map((w) => `${w} px`.padStart(30)).join('')}`);
try {
  for (const pathname of PAGES) {
    const cells = [];
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 844 },
        hasTouch: width < 768,
        isMobile: width < 768,
      });
      const page = await context.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(`http://127.0.0.1:${site.port}${pathname}`, { waitUntil: 'networkidle' });
      // Idle callbacks and late observers: give them a moment, still without touching anything.
      await page.waitForTimeout(500);
      const bytes = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
      const islands = [...scripts].map((file) => islandOf.get(file)).filter(Boolean);
      const note = `${scripts.has(reactChunk) ? ' +React' : ''}${islands.length ? ` (${islands.join(', ')})` : ''}`;
      cells.push(`${kb(bytes)} in ${scripts.size} file(s)${note}${bytes > AIM ? ' !' : ''}`);
      await context.close();
    }
    console.log(`${pathname.padEnd(22)}${cells.map((c) => c.padStart(30)).join('')}`);
  }
} finally {
  await browser.close();
  site.child.kill('SIGTERM');
}

// What each widget brings when first needed: its chunk and every chunk it imports
// (React among them, once per page; the forms share zod).
console.log('\nEach island when first needed (gzip, its chunks included; React is shared, zod by the forms):');
for (const [name, files] of Object.entries(islands)) {
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const own = gzipSize(files[0]);
  console.log(
    `  ${name.padEnd(18)} ${kb(total).padStart(9)}   (own chunk ${kb(own)}${files.includes(reactChunk) ? `, React ${kb(gzipSize(reactChunk))}` : ''})`,
  );
}
