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
