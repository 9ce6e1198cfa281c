#!/usr/bin/env node
// Makes the site's media files in client/public from SVG drawn here and the
// illustrations of views/illustrations, so nothing comes from a stock library:
//   media/presentation-secretalia.mp4            15 s title sequence, 1280×720, H.264, no audio, +faststart
//   media/presentation-secretalia-poster.*       its poster (WebP and AVIF, 1280 and 640 wide)
//   media/secretalia-en-video-poster.*           the poster of the home page's second video card
//   og-image.png                                 Open Graph image, 1200×630
//   apple-touch-icon.png                         180×180, from favicon.svg
// Usage: node scripts/make-media.mjs   (needs ffmpeg with libx264 on the PATH; text uses DejaVu Sans)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'client', 'public');
const mediaDir = path.join(publicDir, 'media');

const W = 1280;
const H = 720;
const FPS = 25;
const DURATION = 15;
const FONT = 'DejaVu Sans';

const c = {
  ink: '#13252B',
  muted: '#51646A',
  teal: '#0E5A66',
  tealDeep: '#0B4A54',
  coral: '#B8432B',
  coralWash: '#FFF4EF',
  mist: '#F3F8F7',
  mint: '#E6F2F0',
  line: '#D3E5E2',
  white: '#FFFFFF',
};

// ---------------------------------------------------------------------------
// The illustrations, rendered from the site's own React components.

async function loadIllustrations() {
  const cacheDir = path.join(root, 'node_modules', '.cache', 'make-media');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, 'illustrations.mjs');
  await esbuild.build({
    stdin: {
      contents: `
        import { createElement } from 'react';
        import { renderToStaticMarkup } from 'react-dom/server';
        import { CalendarScene } from './views/illustrations/CalendarScene.tsx';
        import { HeadsetScene } from './views/illustrations/HeadsetScene.tsx';
        import { MapScene } from './views/illustrations/MapScene.tsx';
        const render = (C) => renderToStaticMarkup(createElement(C));
        export const headset = render(HeadsetScene);
        export const calendar = render(CalendarScene);
        export const map = render(MapScene);
      `,
      resolveDir: root,
      loader: 'tsx',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    jsx: 'automatic',
    outfile,
    logLevel: 'warning',
  });
  const art = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  return art;
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
const clamp01 = (v) => Math.min(1, Math.max(0, v));
const easeOut = (v) => 1 - (1 - clamp01(v)) ** 3;

/** Progress of an entrance that starts at `start` and lasts `length` seconds. */
const enter = (t, start, length = 0.6) => easeOut((t - start) / length);

function text(x, y, content, { size = 40, weight = 700, fill = c.ink, anchor = 'middle', opacity = 1, dy = 0, spacing = 0 } = {}) {
  return `<text x="${x}" y="${y + dy}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}" opacity="${opacity.toFixed(3)}">${esc(content)}</text>`;
}

/** The logo mark of favicon.svg, at (x, y) with side `size`. */
function logoMark(x, y, size, { bubble = c.teal, dot = c.coral } = {}) {
  const s = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path fill="${bubble}" d="M20 3C10.6 3 3 10.1 3 19c0 4.3 1.8 8.2 4.7 11.1L6 37l7.6-3.4A18 18 0 0 0 20 35c9.4 0 17-7.1 17-16S29.4 3 20 3Z"/>
    <path d="M12 21v-2.5a8 8 0 0 1 16 0V21" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/>
    <rect x="9.6" y="19.5" width="4.6" height="7" rx="2" fill="#fff"/>
    <rect x="25.8" y="19.5" width="4.6" height="7" rx="2" fill="#fff"/>
    <path d="M28 26.5c0 2.2-2 3.5-5 3.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>
    <circle cx="22" cy="30" r="2" fill="${dot}"/>
  </g>`;
}

function checkBadge(cx, cy, r, fill = c.teal) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>
    <path d="M${cx - r * 0.42} ${cy + r * 0.02}l${r * 0.3} ${r * 0.3} ${r * 0.55}-${r * 0.62}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-linecap="round" stroke-linejoin="round"/>`;
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

// ---------------------------------------------------------------------------
// The title sequence: four scenes with cross-fades.

const SCENES = [
  { start: 0, end: 4.2 },
  { start: 4.2, end: 8.4 },
  { start: 8.4, end: 12 },
  { start: 12, end: DURATION },
];
const FADE = 0.45;

function sceneOpacity(t, { start, end }, index) {
  const fadeIn = index === 0 ? 1 : clamp01((t - start) / FADE);
  const fadeOut = index === SCENES.length - 1 ? 1 : clamp01((end - t) / FADE);
  return Math.min(fadeIn, fadeOut);
}

/** Scene 1: the name, the headset, the tagline. Centre left free for the poster's play button. */
function sceneTitle(t, art) {
  const a = enter(t, 0.1);
  const b = enter(t, 0.5);
  const d = enter(t, 1.1);
  const e = enter(t, 1.6);
  return `
    <g opacity="${a}" transform="translate(0 ${(1 - a) * 20})">
      ${logoMark(W / 2 - 238, 98, 76)}
      ${text(W / 2 - 142, 160, 'Secretalia', { size: 68, weight: 800, fill: c.ink, anchor: 'start' })}
    </g>
    <g opacity="${b}" transform="translate(${W / 2} ${360}) scale(${0.9 + 0.1 * b}) translate(${-W / 2} ${-360})">
      <circle cx="${W / 2}" cy="360" r="150" fill="${c.white}"/>
      <circle cx="${W / 2}" cy="360" r="150" fill="none" stroke="${c.line}" stroke-width="3"/>
      ${place(art.headset, W / 2 - 150, 235, 300)}
    </g>
    ${text(W / 2, 594, 'Gérez moins, soignez mieux', { size: 54, weight: 800, fill: c.teal, opacity: d, dy: (1 - d) * 16 })}
    ${text(W / 2, 650, 'TÉLÉSECRÉTARIAT MÉDICAL · FRANCE ET BELGIQUE', { size: 22, weight: 700, fill: c.muted, opacity: e, spacing: 2 })}`;
}

/** Scene 2: a dedicated secretary and what she does. */
function sceneSecretary(t, art) {
  const s = SCENES[1].start;
  const title = enter(t, s + 0.2);
  const sub = enter(t, s + 0.6);
  const items = ['Accueil téléphonique, appels filtrés', 'Gestion complète de votre agenda', 'Continuité pendant vos congés'];
  const list = items
    .map((item, i) => {
      const p = enter(t, s + 1.1 + i * 0.45);
      const y = 392 + i * 92;
      return `<g opacity="${p}" transform="translate(${(1 - p) * -30} 0)">
        <rect x="96" y="${y - 44}" width="640" height="72" rx="18" fill="${c.white}" stroke="${c.line}" stroke-width="2"/>
        ${checkBadge(140, y - 8, 20)}
        ${text(178, y + 2, item, { size: 27, weight: 650, anchor: 'start' })}
      </g>`;
    })
    .join('');
  const artIn = enter(t, s + 0.4, 0.9);
  return `
    ${text(96, 150, 'Une secrétaire médicale dédiée', { size: 56, weight: 800, anchor: 'start', opacity: title, dy: (1 - title) * 16 })}
    ${text(96, 214, 'formée à vos outils, qui travaille pour votre cabinet', { size: 32, weight: 600, fill: c.teal, anchor: 'start', opacity: sub })}
    ${list}
    ${place(art.calendar, 800, 260 + (1 - artIn) * 30, 420, artIn)}`;
}

/** Scene 3: from Marrakech to France and Belgium. */
function sceneMap(t, art) {
  const s = SCENES[2].start;
  const mapIn = enter(t, s + 0.1, 0.8);
  const t1 = enter(t, s + 0.4);
  const t2 = enter(t, s + 0.9);
  const t3 = enter(t, s + 1.5);
  return `
    ${place(art.map, 110, 70 + (1 - mapIn) * 20, 500, mapIn)}
    ${text(680, 260, 'Depuis notre centre', { size: 34, weight: 600, fill: c.muted, anchor: 'start', opacity: t1 })}
    ${text(680, 330, 'de Marrakech', { size: 60, weight: 800, fill: c.ink, anchor: 'start', opacity: t1, dy: (1 - t1) * 14 })}
    ${text(680, 410, 'pour les médecins', { size: 40, weight: 700, fill: c.teal, anchor: 'start', opacity: t2 })}
    ${text(680, 464, 'de France et de Belgique', { size: 40, weight: 700, fill: c.teal, anchor: 'start', opacity: t2 })}
    ${text(680, 540, 'D’autres pays francophones suivront.', { size: 26, weight: 600, fill: c.muted, anchor: 'start', opacity: t3 })}`;
}

/** Scene 4: security, the free start, and the name again. */
function sceneClosing(t) {
  const s = SCENES[3].start;
  const badges = [
    ['Hébergement certifié', 'HDS en France'],
    ['RGPD et', 'secret médical'],
    ['Un démarrage offert,', 'sans engagement'],
  ];
  const cards = badges
    .map(([line1, line2], i) => {
      const p = enter(t, s + 0.2 + i * 0.35);
      const x = 112 + i * 364;
      return `<g opacity="${p}" transform="translate(0 ${(1 - p) * 24})">
        <rect x="${x}" y="150" width="328" height="210" rx="22" fill="${i === 2 ? c.coralWash : c.white}" stroke="${i === 2 ? '#F6D9CD' : c.line}" stroke-width="2"/>
        ${checkBadge(x + 164, 210, 30, i === 2 ? c.coral : c.teal)}
        ${text(x + 164, 290, line1, { size: 27, weight: 700 })}
        ${text(x + 164, 330, line2, { size: 27, weight: 700 })}
      </g>`;
    })
    .join('');
  const end = enter(t, s + 1.4, 0.8);
  return `
    ${cards}
    <g opacity="${end}" transform="translate(0 ${(1 - end) * 16})">
      ${logoMark(W / 2 - 198, 452, 64)}
      ${text(W / 2 - 116, 504, 'Secretalia', { size: 56, weight: 800, anchor: 'start' })}
      ${text(W / 2, 584, 'Gérez moins, soignez mieux', { size: 40, weight: 800, fill: c.teal })}
    </g>`;
}

function frameSvg(t, art) {
  const painters = [sceneTitle, sceneSecretary, sceneMap, sceneClosing];
  const layers = SCENES.map((scene, i) => {
    const opacity = sceneOpacity(t, scene, i);
    if (opacity <= 0) return '';
    return `<g opacity="${opacity.toFixed(3)}">${painters[i](t, art)}</g>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${lightBackground()}${layers}</svg>`;
}

async function renderFrame(svg, width = W, height = H) {
  return sharp(Buffer.from(svg), { density: 72 }).resize(width, height).removeAlpha().raw().toBuffer();
}

function run(command, args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}\n${stderr.slice(-2000)}`))));
    if (input) input(child.stdin).catch(reject);
  });
}

async function makeVideo(art) {
  const out = path.join(mediaDir, 'presentation-secretalia.mp4');
  const frames = FPS * DURATION;
  await run(
    'ffmpeg',
    [
      '-y', '-loglevel', 'error',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', 'pipe:0',
      '-an',
      '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '24',
      '-profile:v', 'high', '-level', '4.0', '-pix_fmt', 'yuv420p',
      '-movflags', '+faststart',
      '-metadata', 'title=Secretalia, télésecrétariat médical',
      out,
    ],
    {
      input: async (stdin) => {
        for (let i = 0; i < frames; i += 1) {
          const frame = await renderFrame(frameSvg(i / FPS, art));
          if (!stdin.write(frame)) await new Promise((resolve) => stdin.once('drain', resolve));
        }
        stdin.end();
      },
    },
  );
  return out;
}

/** WebP and AVIF at 1280 and 640 wide, for `srcset` and <picture>. */
async function writePoster(svg, name) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const files = [];
  for (const [suffix, width] of [['', 1280], ['-640', 640]]) {
    const base = path.join(mediaDir, `${name}${suffix}`);
    const resized = sharp(png).resize(width, Math.round((width * 9) / 16));
    await resized.clone().webp({ quality: 82, effort: 6 }).toFile(`${base}.webp`);
    await resized.clone().avif({ quality: 55, effort: 6 }).toFile(`${base}.avif`);
    files.push(`${base}.webp`, `${base}.avif`);
  }
  return files;
}

/** Poster of the second video card: dark, with room in the middle for the play button. */
function secondPosterSvg(art) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${c.tealDeep}"/>
    <circle cx="${W - 120}" cy="120" r="330" fill="${c.teal}"/>
    <circle cx="120" cy="${H + 40}" r="220" fill="${c.teal}" opacity="0.6"/>
    ${logoMark(72, 64, 64, { bubble: 'rgba(255,255,255,0.16)' })}
    ${text(152, 110, 'Secretalia', { size: 40, weight: 800, fill: c.white, anchor: 'start' })}
    ${place(art.calendar, 860, 240, 360, 0.95)}
    ${text(72, 560, 'EN VIDÉO', { size: 24, weight: 700, fill: '#BFE0DB', anchor: 'start', spacing: 3 })}
    ${text(72, 620, 'Votre secrétariat médical,', { size: 48, weight: 800, fill: c.white, anchor: 'start' })}
    ${text(72, 676, 'à distance et sur mesure', { size: 48, weight: 800, fill: c.white, anchor: 'start' })}
  </svg>`;
}

function ogImageSvg(art) {
  const w = 1200;
  const h = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${lightBackground(w, h)}
    ${logoMark(72, 70, 72)}
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
  fs.mkdirSync(mediaDir, { recursive: true });
  const art = await loadIllustrations();
  const written = [];

  written.push(...(await writePoster(frameSvg(3.2, art), 'presentation-secretalia-poster')));
  written.push(...(await writePoster(secondPosterSvg(art), 'secretalia-en-video-poster')));

  const og = path.join(publicDir, 'og-image.png');
  await sharp(Buffer.from(ogImageSvg(art))).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(og);
  written.push(og);

  // iOS shows the icon on its own background: the mark on white, with a margin.
  const icon = path.join(publicDir, 'apple-touch-icon.png');
  const mark = await sharp(path.join(publicDir, 'favicon.svg'), { density: 600 }).resize(140, 140).png().toBuffer();
  await sharp({ create: { width: 180, height: 180, channels: 4, background: c.white } })
    .composite([{ input: mark, left: 20, top: 20 }])
    .flatten({ background: c.white })
    .png({ compressionLevel: 9 })
    .toFile(icon);
  written.push(icon);

  written.push(await makeVideo(art));

  for (const file of written) {
    console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KiB`);
  }
}

await main();
