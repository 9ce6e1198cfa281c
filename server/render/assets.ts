import fs from 'node:fs';
import path from 'node:path';
import type { AssetManifest } from '../../views/context';

export const MANIFEST_FILE = 'manifest.json';

/** Reads the manifest written by scripts/build/build.mjs next to the built public folder. */
export function loadManifest(distDir: string): AssetManifest {
  const file = path.join(distDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`No asset manifest at ${file}: run "npm run build" first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest;
}

/**
 * The build (dist/): above the compiled code that asks (dist/server, dist/scripts,
 * dist/chunks), else the working directory's, where the sources run (tests).
 */
export function builtSiteDir(): string {
  const beside = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  return fs.existsSync(path.join(beside, MANIFEST_FILE)) ? beside : path.resolve('dist');
}
