// The site's own React components (views/), bundled for a media script and imported: the
// films and the share image are drawn with the illustrations, icons and palette the pages use.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Bundles `contents` (a module that imports from `./views/…`), imports it, and removes the bundle. */
export async function importViews(name, contents) {
  const cacheDir = path.join(root, 'node_modules', '.cache', name);
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, 'views.mjs');
  await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'tsx' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    outfile,
    logLevel: 'warning',
  });
  const module = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  return module;
}

/** docs/DESIGN.md's palette, as the illustrations have it (views/illustrations/palette.ts). */
export const { c: palette } = await importViews(
  'media-palette',
  `export { c } from './views/illustrations/palette.ts';`,
);
