#!/usr/bin/env node
// Renders each article illustration content/blog/images/<slug>.svg (drawn here, 1200×630)
// to the files the blog pages use, in client/public/images/blog:
//   <slug>.webp, <slug>.avif           1200×630 (article cover, Open Graph image)
//   <slug>-600.webp, <slug>-600.avif   600×315  (cards, phones)
// The outputs are committed; the build copies them to dist/public.
// Usage: node scripts/make-blog-images.mjs [slug…]   (all illustrations when no slug is given)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'content', 'blog', 'images');
const outDir = path.join(root, 'client', 'public', 'images', 'blog');

const SIZES = [
  { suffix: '', width: 1200, height: 630 },
  { suffix: '-600', width: 600, height: 315 },
];

const wanted = process.argv.slice(2);
const slugs = fs
  .readdirSync(sourceDir)
  .filter((file) => file.endsWith('.svg'))
  .map((file) => file.slice(0, -'.svg'.length))
  .filter((slug) => wanted.length === 0 || wanted.includes(slug))
  .sort();
if (wanted.length && slugs.length !== wanted.length) {
  const missing = wanted.filter((slug) => !slugs.includes(slug));
  console.error(`make-blog-images: no illustration for ${missing.join(', ')} in ${path.relative(root, sourceDir)}`);
  process.exit(1);
}

fs.mkdirSync(outDir, { recursive: true });
for (const slug of slugs) {
  const svg = fs.readFileSync(path.join(sourceDir, `${slug}.svg`));
  for (const { suffix, width, height } of SIZES) {
    // Rasterise at twice the target density, then downscale: crisp edges on thin strokes.
    const base = sharp(svg, { density: 144 }).resize(width, height, { fit: 'cover' }).flatten({ background: '#ffffff' });
    const webp = path.join(outDir, `${slug}${suffix}.webp`);
    const avif = path.join(outDir, `${slug}${suffix}.avif`);
    await base.clone().webp({ quality: 82, effort: 6 }).toFile(webp);
    await base.clone().avif({ quality: 56, effort: 6 }).toFile(avif);
    const kb = (file) => `${(fs.statSync(file).size / 1024).toFixed(1)} kB`;
    console.log(`${slug}${suffix}: ${width}×${height}  webp ${kb(webp)}  avif ${kb(avif)}`);
  }
}
