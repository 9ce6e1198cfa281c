#!/usr/bin/env node
// Makes the site's media files in client/public from SVG drawn here and the
// illustrations of views/illustrations, so nothing comes from a stock library:
//   og-image.png                                 Open Graph image, 1200×630
//   apple-touch-icon.png                         180×180, from favicon.svg
// The films of the home page, their captions and posters: scripts/media/make-films.mjs.
// Usage: node scripts/media/make-media.mjs   (text uses DejaVu Sans)
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { importViews, palette, root } from './views.mjs';

const publicDir = path.join(root, 'client', 'public');

const W = 1280;
const H = 720;
const FONT = 'DejaVu Sans';

const c = palette;

// ---------------------------------------------------------------------------
// The illustrations, rendered from the site's own React components.

function loadIllustrations() {
  return importViews(
    'make-media',
    `
      import { createElement } from 'react';
      import { renderToStaticMarkup } from 'react-dom/server';
      import { HeadsetScene } from './views/illustrations/HeadsetScene.tsx';
      export { faviconSvg, logoMarkShapes } from './shared/logo.ts';
      const render = (C) => renderToStaticMarkup(createElement(C));
      export const headset = render(HeadsetScene);
    `,
  );
}

/** Places an illustration's markup in a box of the composition. */
function place(markup, x, y, width, opacity = 1) {
  const viewBox = markup.match(/viewBox="([^"]+)"/)[1];
  const [, , vw, vh] = viewBox.split(' ').map(Number);
  const height = (width * vh) / vw;
  const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<g opacity="${opacity}" font-family="${FONT}"><svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}">${inner}</svg></g>`;
}

// ---------------------------------------------------------------------------
// Drawing helpers.

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function text(
  x,
  y,
  content,
  { size = 40, weight = 700, fill = c.ink, anchor = 'middle', opacity = 1, dy = 0, spacing = 0 } = {},
) {
  return `<text x="${x}" y="${y + dy}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity.toFixed(3)}">${esc(content)}</text>`;
}

/** The logo's mark (shared/logo.ts), at (x, y) with side `size`. */
function logoMark(art, x, y, size, { bubble = c.teal, dot = c.coral } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">${art.logoMarkShapes({ bubble, dot })}</g>`;
}

const lightBackground = (w = W, h = H) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${c.mist}"/><stop offset="1" stop-color="${c.white}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w + 40}" cy="-40" r="${h * 0.62}" fill="${c.mint}"/>
  <circle cx="-60" cy="${h + 60}" r="${h * 0.36}" fill="${c.mint}" opacity="0.7"/>`;

function ogImageSvg(art) {
  const w = 1200;
  const h = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${lightBackground(w, h)}
    ${logoMark(art, 72, 70, 72)}
    ${text(162, 128, 'Secretalia', { size: 54, weight: 800, anchor: 'start' })}
    ${text(72, 270, 'Gérez moins,', { size: 76, weight: 800, anchor: 'start' })}
    ${text(72, 356, 'soignez mieux', { size: 76, weight: 800, fill: c.teal, anchor: 'start' })}
    ${text(72, 422, 'Une secrétaire médicale dédiée,', { size: 30, weight: 600, fill: c.muted, anchor: 'start' })}
    ${text(72, 462, 'formée à vos outils.', { size: 30, weight: 600, fill: c.muted, anchor: 'start' })}
    <rect x="72" y="506" width="496" height="56" rx="28" fill="${c.coral}"/>
    ${text(320, 543, 'Télésecrétariat · France et Belgique', { size: 23, weight: 700, fill: c.white })}
    ${place(art.headset, 720, 150, 460)}
  </svg>`;
}

async function main() {
  const art = await loadIllustrations();
  const written = [];

  const og = path.join(publicDir, 'og-image.png');
  await sharp(Buffer.from(ogImageSvg(art)))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(og);
  written.push(og);

  const favicon = path.join(publicDir, 'favicon.svg');
  fs.writeFileSync(favicon, art.faviconSvg(c.teal, c.coral));
  written.push(favicon);

  // iOS shows the icon on its own background: the mark on white, with a margin.
  const icon = path.join(publicDir, 'apple-touch-icon.png');
  const mark = await sharp(path.join(publicDir, 'favicon.svg'), { density: 600 }).resize(140, 140).png().toBuffer();
  await sharp({ create: { width: 180, height: 180, channels: 4, background: c.white } })
    .composite([{ input: mark, left: 20, top: 20 }])
    .flatten({ background: c.white })
    .png({ compressionLevel: 9 })
    .toFile(icon);
  written.push(icon);

  for (const file of written) {
    console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KiB`);
  }
}

await main();
