#!/usr/bin/env node
// `npm run bench:import`: figures for the blog import, printed, never asserted.
// 1. `blog:import` of 30 articles, each with its own 3000×2000 JPEG cover (photograph-
//    like: shapes, texture and sensor grain, about 1.2 MB, so the encoders work as on
//    a real photo: 1200 px comes to some 66 kB in AVIF, 86 kB in WebP, 109 kB in JPEG),
//    on a new embedded database (or DATABASE_URL's Postgres when given): the whole
//    command, as an editor waits for it.
// 2. What a 390 px wide phone downloads for a cover (the article's, 100vw - 32px):
//    the variant its browser picks at 1x, 2x and 3x, in AVIF and WebP.
// Options: --articles=30
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { benchSeeds, numberArg, root } from './lib.mjs';

const count = numberArg('articles', 30);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-bench-import-'));
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : `pglite://${path.join(work, 'db')}`;

async function photo(seed, width = 3000, height = 2000) {
  const shapes = Array.from({ length: 24 }, (_, i) => {
    const r = (i * 7919 + seed * 104_729) % 1000;
    return `<circle cx="${(r * 37) % width}" cy="${(r * 53) % height}" r="${80 + (r % 300)}" fill="hsl(${(r * 13 + seed * 29) % 360},55%,${35 + (r % 40)}%)" fill-opacity="0.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fb8c4"/><stop offset="1" stop-color="#e9d7c0"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  // Texture at a quarter of the size (detail that survives downscaling, as foliage or fabric would), then grain.
  const texture = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .blur(0.8)
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 8 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([
      { input: texture, blend: 'soft-light' },
      { input: grain, blend: 'overlay' },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

console.log(`Making ${count} articles with 3000×2000 JPEG covers in ${work}…`);
let coverBytes = 0;
for (let i = 1; i <= count; i++) {
  const folder = path.join(work, 'articles');
  fs.mkdirSync(folder, { recursive: true });
  const cover = await photo(i);
  coverBytes += cover.length;
  fs.writeFileSync(path.join(folder, `cover-${i}.jpg`), cover);
  fs.writeFileSync(
    path.join(folder, `article-${String(i).padStart(2, '0')}.md`),
    [
      '---',
      `title: "Article de mesure ${i}"`,
      `slug: "article-de-mesure-${i}"`,
      'excerpt: "Un article pour mesurer l’import de photos."',
      `date: "2026-10-${String((i % 28) + 1).padStart(2, '0')} 09:00"`,
      `image: ./cover-${i}.jpg`,
      'imageAlt: "Une photographie de mesure"',
      '---',
      '',
      'Un paragraphe. '.repeat(80),
    ].join('\n'),
  );
}
console.log(`covers: ${(coverBytes / count / 1024 / 1024).toFixed(2)} MB each on average`);

const started = Date.now();
const result = spawnSync(process.execPath, ['dist/scripts/blog-import.js', path.join(work, 'articles')], {
  cwd: root,
  env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, INIT_CWD: work },
  encoding: 'utf8',
});
const elapsed = Date.now() - started;
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
console.log(result.stdout.trim().split('\n').at(-1));
console.log(
  `blog:import of ${count} articles: ${(elapsed / 1000).toFixed(1)} s (${(elapsed / count / 1000).toFixed(2)} s per article, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
);

// What the pages offer for one cover, and what a 390 px phone takes from it.
const db = await (await benchSeeds()).benchDatabase(databaseUrl);
const row = await db.coverAndSizes('article-de-mesure-1');
await db.close();
const bytesOf = row.sizes;
const cssWidth = 390 - 32;
for (const source of row.cover.sources) {
  const candidates = source.srcSet.split(', ').map((entry) => {
    const [url, w] = entry.split(' ');
    return { width: Number(w.slice(0, -1)), bytes: bytesOf.get(url.slice('/media/'.length, url.lastIndexOf('.'))) };
  });
  const picks = [1, 2, 3].map((dpr) => {
    const needed = cssWidth * dpr;
    const pick = candidates.find((c) => c.width >= needed) ?? candidates.at(-1);
    return `${dpr}x: ${pick.width} px, ${(pick.bytes / 1024).toFixed(1)} kB`;
  });
  console.log(
    `${source.type.padEnd(10)} variants ${candidates.map((c) => `${c.width}: ${(c.bytes / 1024).toFixed(1)} kB`).join(', ')}`,
  );
  console.log(`${''.padEnd(10)} a 390 px phone (cover at ${cssWidth} CSS px) takes ${picks.join('; ')}`);
}

fs.rmSync(work, { recursive: true, force: true });
