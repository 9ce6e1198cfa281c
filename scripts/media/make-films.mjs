#!/usr/bin/env node
// Makes the two films of the home page, in the site's font (Plus Jakarta Sans), palette and
// illustrations, with their French captions and posters, in client/public/media:
//   secretalia-en-bref.mp4                 film 1 « Secretalia en bref » (hero card): what a doctor gets
//   demarrage-secretariat.mp4              film 2 « Comment démarre votre secrétariat » (video section)
//   <film>.vtt                             French captions (WebVTT) of each film
//   <film>-poster[-640|-1920].{webp,avif}  poster of each film: its first scene, at 1280, 640 and 1920 wide
//   secretalia-en-video-poster[...]        poster of the video section's card when it plays an external
//                                          video (VIDEO_EMBED_URL): not a frame of either film
//   <film>-portrait.mp4, <film>-portrait.vtt  the portrait cut of each film, for phones (--format portrait)
// Films: 1280×720, 25 fps, H.264 (yuv420p, +faststart), no audio track.
// The portrait cut: the same timeline and words, laid out in one column for a phone held upright,
// drawn at 720×1280 and encoded at 540×960: in the 358 px wide player of a 390 px phone its body
// text is about 15 px (the landscape film's is 6 to 7 px there). Its lower fifth stays empty for the
// captions (one line in three on a phone), which therefore never cover the frame's text.
//
// How: each film is one HTML page whose every movement is a CSS animation placed on the film's
// timeline (animation-delay = the second it starts). For each frame the page pauses all its
// animations at that time (Web Animations API), Chromium takes a screenshot, and the PNG goes
// down a pipe to ffmpeg. Nothing runs in real time, so every run gives the same frames.
//
// Usage: node scripts/media/make-films.mjs [options]
//   --film <slug>         only this film (secretalia-en-bref or demarrage-secretariat); repeatable
//   --stills <s,s,...>    no video: PNG frames at these seconds, in --out (to look at a scene)
//   --out <dir>           where --stills go (default: a temporary directory, printed)
//   --no-video            captions and posters only
//   --format <name>       landscape (default: the films, their captions and posters) or portrait (the
//                         phones' cut and its captions; no poster: the player shows its first frame)
// Needs: ffmpeg with libx264 on the PATH (apt-get install -y ffmpeg); Chromium at /usr/bin/chromium
// (apt-get install -y chromium; or set CHROMIUM_PATH); the dev dependencies playwright-core,
// esbuild, sharp, react, react-dom, lucide-react and @fontsource-variable/plus-jakarta-sans.
// Rendering takes a few minutes on one core: one browser, one page, one frame at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { importViews, palette, root } from './views.mjs';

const mediaDir = path.join(root, 'client', 'public', 'media');
const fontFile = path.join(
  root,
  'node_modules',
  '@fontsource-variable',
  'plus-jakarta-sans',
  'files',
  'plus-jakarta-sans-latin-wght-normal.woff2',
);

/**
 * The two cuts. `W`×`H` is the page each frame is drawn from; `out` the encoded size. The films'
 * functions read the current cut from `W`, `H` and `portrait`, set by useFormat() before each.
 */
const FORMATS = {
  landscape: {
    W: 1280,
    H: 720,
    out: [1280, 720],
    suffix: '',
    captionChars: 42,
    captionLines: 2,
    crf: 25,
    keyframes: 4,
  },
  portrait: {
    W: 720,
    H: 1280,
    out: [540, 960],
    suffix: '-portrait',
    captionChars: 30,
    captionLines: 3,
    crf: 32,
    keyframes: 10,
  },
};
let W = FORMATS.landscape.W;
let H = FORMATS.landscape.H;
let portrait = false;
function useFormat(format) {
  ({ W, H } = format);
  portrait = format === FORMATS.portrait;
}
/** The portrait cut's value when drawing it, the landscape one otherwise. */
const pick = (landscape, upright) => (portrait ? upright : landscape);
/** In the portrait cut, the bottom of the frame kept clear for the captions. */
const CAPTION_BAND = 260;
const FPS = 25;
const POSTER_WIDTHS = [
  ['', 1280],
  ['-640', 640],
  ['-1920', 1920],
];

/** docs/DESIGN.md's palette, and the success green of the site's forms (client/styles/tokens.css). */
const c = { ...palette, success: '#1F7A5A', successWash: '#ECF8F3' };

// ---------------------------------------------------------------------------
// The site's illustrations and icons, rendered from its own React components.

const ICONS = [
  'CalendarCheck',
  'CalendarDays',
  'Check',
  'ClipboardList',
  'FileLock2',
  'Gift',
  'GraduationCap',
  'Headset',
  'Lock',
  'MessageSquareText',
  'MessagesSquare',
  'Phone',
  'PhoneCall',
  'PhoneIncoming',
  'Repeat',
  'ShieldCheck',
  'SlidersHorizontal',
  'Stethoscope',
  'TreePalm',
];

function loadArt() {
  return importViews(
    'make-films',
    `
        import { createElement } from 'react';
        import { renderToStaticMarkup } from 'react-dom/server';
        import { ${ICONS.join(', ')} } from 'lucide-react';
        import { CalendarScene } from './views/illustrations/CalendarScene.tsx';
        import { FrontDeskScene } from './views/illustrations/FrontDeskScene.tsx';
        import { HeadsetScene } from './views/illustrations/HeadsetScene.tsx';
        export { logoMarkShapes } from './shared/logo.ts';
        const render = (C, props = {}) => renderToStaticMarkup(createElement(C, props));
        export const scenes = {
          headset: render(HeadsetScene, { className: 'art' }),
          calendar: render(CalendarScene, { className: 'art' }),
          frontDesk: render(FrontDeskScene, { className: 'art' }),
        };
        export const icons = { ${ICONS.map((name) => `${name}: render(${name}, { 'aria-hidden': true })`).join(', ')} };
      `,
  );
}

// ---------------------------------------------------------------------------
// French typography and WebVTT.

/**
 * Non-breaking spaces where French wants them: a narrow one before ? ! ; and a full one
 * before : % and inside « », between a number and its unit; typographic apostrophes.
 */
function fr(text) {
  return text
    .replace(/'/g, '\u2019')
    .replace(/ ([?!;])/g, '\u202f$1')
    .replace(/ ([:%»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) (h|mois|médecins|étapes)\b/g, '$1\u00a0$2')
    .replace(/ h (\d)/g, '\u00a0h\u00a0$1');
}

const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** On-screen text: French typography, escaped; `<em>` and `<br>` kept. */
const t = (text) => esc(fr(text)).replace(/&lt;(\/?em|br)&gt;/g, '<$1>');

/**
 * Breaks a caption longer than `max` characters (42 by default) into as many lines as it needs
 * (`maxLines` at most), of even lengths, preferring a break after a comma or a colon and never leaving a short word
 * (à, de, et…) at a line's end.
 */
function captionLines(text, max = 42, maxLines = 2) {
  if (text.length <= max || maxLines < 2) return text;
  const lines = Math.min(maxLines, Math.ceil(text.length / max));
  const target = text.length / lines;
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== ' ') continue;
    const before = text.slice(0, i);
    const lastWord = before.slice(before.lastIndexOf(' ') + 1);
    let score = Math.abs(i - target);
    if (/[,:;]$/.test(before)) score -= 8;
    if (lastWord.length <= 3 && !/[,:;.]$/.test(lastWord)) score += 10;
    if (Math.max(i, (text.length - i - 1) / (lines - 1)) > max + 4) score += 20;
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best < 0 ? text : `${text.slice(0, best)}\n${captionLines(text.slice(best + 1), max, lines - 1)}`;
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}

function webvtt(film, { captionChars, captionLines: maxLines }) {
  const cues = film.captions.map(
    ([start, end, text], i) =>
      `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${captionLines(fr(text), captionChars, maxLines)}`,
  );
  return `WEBVTT - ${fr(film.title)} (sous-titres français)\n\n${cues.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------
// Timeline helpers: every movement is a CSS animation placed at a second of the film.

const EASE = 'cubic-bezier(0.16, 1, 0.3, 1)'; // the site's --ease-out
/** One animation: `name` starting at `start` seconds of the film, lasting `dur`. */
const A = (name, start, dur = 0.7, { ease = EASE, fill = 'both', count = 1 } = {}) =>
  `${name} ${dur}s ${ease} ${start.toFixed(3)}s ${count} normal ${fill}`;
/** A style attribute from CSS and animations. */
const st = (css = '', ...anims) => {
  const list = anims.filter(Boolean);
  return ` style="${css}${list.length ? `${css ? ';' : ''}animation:${list.join(',')}` : ''}"`;
};

function sized(markup, size, extra = '') {
  return markup.replace(
    /^<svg/,
    `<svg class="icon" style="width:${size}px;height:${size}px${extra ? `;${extra}` : ''}"`,
  );
}

/** The logo's mark (shared/logo.ts, loaded with the art in main()). */
let logoMarkShapes;
const logoMark = (size, { light = false } = {}) =>
  `<svg viewBox="0 0 40 40" width="${size}" height="${size}" aria-hidden="true">${logoMarkShapes({
    bubble: light ? 'rgba(255,255,255,0.16)' : c.teal,
    dot: c.coral,
  })}</svg>`;

const logo = (mark, nameSize, { light = false } = {}) =>
  `<span class="logo${light ? ' logo-light' : ''}" style="font-size:${nameSize}px">${logoMark(mark, { light })}<span>Secretalia</span></span>`;

// ---------------------------------------------------------------------------
// The page: fonts, palette, the moves.

function css(fontUrl) {
  return `
@font-face {
  font-family: 'Plus Jakarta Sans Variable';
  font-style: normal;
  font-display: block;
  font-weight: 200 800;
  src: url(${fontUrl}) format('woff2-variations');
}
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${W}px; height: ${H}px; overflow: hidden; background: ${c.white}; }
body {
  font-family: 'Plus Jakarta Sans Variable', sans-serif;
  color: ${c.ink};
  -webkit-font-smoothing: antialiased;
  text-rendering: geometricPrecision;
  font-kerning: normal;
}
.stage { position: relative; width: ${W}px; height: ${H}px; overflow: hidden; background: linear-gradient(180deg, ${c.mist} 0%, ${c.white} 100%); }
.stage.dark { background: ${c.tealDeep}; color: ${c.white}; }
.blob { position: absolute; border-radius: 50%; background: ${c.mint}; }
.scene, .layer { position: absolute; inset: 0; }
.abs { position: absolute; }
.icon { display: block; flex: none; }
.art { display: block; width: 100%; height: auto; }

.logo { display: inline-flex; align-items: center; gap: 0.45em; font-weight: 800; letter-spacing: -0.02em; color: ${c.ink}; }
.logo svg { flex: none; }
.logo-light { color: ${c.white}; }

.split { position: absolute; left: 88px; right: 88px; top: 96px; bottom: 104px; display: grid; grid-template-columns: 1fr 1fr; gap: 72px; align-items: center; }
.eyebrow { font-size: 19px; font-weight: 700; letter-spacing: 0.09em; text-transform: uppercase; color: ${c.teal}; margin-bottom: 18px; }
.h1 { font-size: 78px; font-weight: 800; line-height: 1.02; letter-spacing: -0.035em; }
.h2 { font-size: 54px; font-weight: 780; line-height: 1.08; letter-spacing: -0.028em; text-wrap: balance; }
.h1 em, .h2 em { font-style: normal; color: ${c.teal}; }
.lead { font-size: 25px; line-height: 1.45; color: ${c.muted}; font-weight: 500; margin-top: 22px; text-wrap: pretty; }

.card { background: ${c.white}; border: 1.5px solid ${c.line}; border-radius: 22px; box-shadow: 0 2px 4px rgb(19 37 43 / 6%), 0 22px 48px rgb(14 90 102 / 14%); }
.card-head { display: flex; align-items: center; gap: 14px; }
.card-title { font-size: 23px; font-weight: 750; letter-spacing: -0.01em; }
.card-sub { font-size: 17px; font-weight: 550; color: ${c.muted}; margin-top: 2px; }
.kicker { font-size: 15px; font-weight: 700; letter-spacing: 0.1em; text-transform: uppercase; color: ${c.muted}; }
.row { display: flex; align-items: center; gap: 16px; }
.bubble { width: 52px; height: 52px; border-radius: 50%; background: ${c.mint}; color: ${c.teal}; display: grid; place-items: center; flex: none; }
.bubble.teal { background: ${c.teal}; color: ${c.white}; }
.bubble.coral { background: ${c.coralWash}; color: ${c.coral}; }
.bubble.ok { background: ${c.successWash}; color: ${c.success}; }
.pill { display: inline-flex; align-items: center; gap: 7px; padding: 7px 14px 7px 12px; border-radius: 999px; font-size: 17px; font-weight: 700; white-space: nowrap; }
.pill.ok { background: ${c.successWash}; color: ${c.success}; }
.pill.teal { background: ${c.teal}; color: ${c.white}; }
.pill.coral { background: ${c.coralWash}; color: ${c.coral}; }
.pill.wait { background: ${c.mist}; color: ${c.muted}; }
.dot { width: 9px; height: 9px; border-radius: 50%; background: currentColor; }
.swap { display: grid; }
.swap > * { grid-area: 1 / 1; }
.sep { height: 1.5px; background: ${c.line}; margin: 18px 0; }

@keyframes up { from { opacity: 0; transform: translateY(24px); } }
@keyframes down { from { opacity: 0; transform: translateY(-16px); } }
@keyframes left { from { opacity: 0; transform: translateX(-36px); } }
@keyframes right { from { opacity: 0; transform: translateX(36px); } }
@keyframes fade { from { opacity: 0; } }
@keyframes out { to { opacity: 0; } }
@keyframes pop { 0% { opacity: 0; transform: scale(0.6); } 60% { opacity: 1; transform: scale(1.06); } 100% { opacity: 1; transform: scale(1); } }
@keyframes grow { from { transform: scaleX(0); } }
@keyframes drift { from { transform: scale(1); } to { transform: scale(1.04); } }
@keyframes ring { 0%, 60%, 100% { transform: rotate(0); } 10% { transform: rotate(-16deg); } 20% { transform: rotate(14deg); } 30% { transform: rotate(-12deg); } 40% { transform: rotate(10deg); } 50% { transform: rotate(-4deg); } }
@keyframes halo { from { transform: scale(1); opacity: 0.5; } to { transform: scale(1.9); opacity: 0; } }
@keyframes wave { 0%, 100% { transform: scaleY(0.3); } 50% { transform: scaleY(1); } }
@keyframes draw { from { stroke-dashoffset: var(--len); } to { stroke-dashoffset: 0; } }
@keyframes tint { to { background: ${c.teal}; } }
@keyframes scene-in { from { opacity: 0; } }
@keyframes scene-out { to { opacity: 0; } }
${portrait ? portraitCss() : ''}`;
}

/**
 * The portrait cut: each split scene in one column, its words first and larger, its picture
 * under them (zoomed, so that the cards' own words grow too), between the logo and the band
 * kept for the captions.
 */
function portraitCss() {
  return `
.split { left: 44px !important; right: 44px !important; top: 150px !important; bottom: ${CAPTION_BAND}px !important;
  display: flex !important; flex-direction: column; justify-content: center; gap: 48px !important; }
.split > * { order: 2; }
.split > :has(> .eyebrow) { order: 1; align-self: stretch; }
.split > :not(:has(> .eyebrow)) { zoom: var(--zoom, 1.3); align-self: center; width: var(--width, calc(632px / var(--zoom, 1.3))); }
.eyebrow { font-size: 26px; margin-bottom: 14px; }
.h1 { font-size: 88px; }
.h2 { font-size: 62px; line-height: 1.06; }
.lead { font-size: 33px; line-height: 1.4; margin-top: 18px; }
.tracker-label { display: none; }
`;
}

/**
 * How early a scene starts coming in, before the previous one has quite gone: the two overlap
 * for a moment rather than leaving the background empty between them.
 */
const LEAD = 0.15;

/** When a scene's own moves start counting: a little before its start, for the overlap. */
const sceneStart = (film, index) => Math.max(0, film.scenes[index].start - (index === 0 ? 0 : LEAD));

/** A scene shown from `start` to `end`: fades in (not the first) and out (not the last). */
function scene(film, index, body) {
  const { start, end } = film.scenes[index];
  const first = index === 0;
  const last = index === film.scenes.length - 1;
  return `<section class="scene"${st('', first ? '' : A('scene-in', start - LEAD, 0.35, { ease: 'ease-out' }), last ? '' : A('scene-out', end - 0.3, 0.3, { ease: 'ease-in', fill: 'forwards' }))}>${body}</section>`;
}

/**
 * An illustration that drifts slowly while its scene lasts. Not in the portrait cut: a picture
 * that changes in every frame costs most of a film's bytes, and the phone's film must stay small.
 */
const drifting = (markup, start, end) =>
  portrait
    ? `<div>${markup}</div>`
    : `<div${st('transform-origin:50% 60%', A('drift', start, end - start, { ease: 'linear' }))}>${markup}</div>`;

/** The brand in the top left corner of the middle scenes. */
const cornerLogo = (
  start,
  end,
) => `<div class="layer"${st('', A('fade', start, 0.5), A('out', end - 0.3, 0.3, { fill: 'forwards' }))}>
  <div class="abs" style="${pick('left:64px;top:40px', 'left:44px;top:52px')}">${pick(logo(34, 23), logo(48, 32))}</div>
</div>`;

function background() {
  return `<div class="blob" style="width:760px;height:760px;right:-300px;top:-380px"></div>
    <div class="blob" style="width:420px;height:420px;left:-190px;bottom:-230px;opacity:0.7"></div>`;
}

function pageHtml(body, fontUrl, { dark = false } = {}) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>${css(fontUrl)}</style></head>
<body><div class="stage${dark ? ' dark' : ''}">${dark ? '' : background()}${body}</div></body></html>`;
}

// ---------------------------------------------------------------------------
// Film 1: « Secretalia en bref », what a doctor gets.

function filmEnBref({ scenes: art, icons: i }) {
  const film = {
    slug: 'secretalia-en-bref',
    title: 'Secretalia en bref',
    scenes: [
      { start: 0, end: 4.0 }, // title
      { start: 4.0, end: 9.4 }, // a dedicated secretary, trained on your tools
      { start: 9.4, end: 15.4 }, // calls filtered, −60 %
      { start: 15.4, end: 20.2 }, // the agenda
      { start: 20.2, end: 24.6 }, // leave
      { start: 24.6, end: 29.8 }, // data: HDS, GDPR, medical secrecy
      { start: 29.8, end: 34.0 }, // tagline and logo
    ],
    posterTime: 2.6,
    captions: [
      [0.3, 3.9, "Secretalia, c'est votre secrétaire médicale à distance."],
      [4.2, 9.3, 'Dédiée à votre cabinet, elle est formée à vos outils et à vos consignes.'],
      [9.6, 12.3, 'Elle répond à vos patients et filtre vos appels.'],
      [12.3, 15.3, "Sur votre ligne personnelle : 60 % d'appels en moins."],
      [15.6, 20.1, 'Elle tient votre agenda : les rendez-vous sont pris et confirmés pour vous.'],
      [20.4, 24.5, 'Pendant vos congés, le cabinet continue de répondre à vos patients.'],
      [24.8, 29.7, 'Vos données sont hébergées en France (HDS), dans le respect du RGPD et du secret médical.'],
      [30.0, 33.9, 'Secretalia : gérez moins, soignez mieux.'],
    ],
  };
  const s = film.scenes;
  film.duration = s[s.length - 1].end;

  // 1. Title: text left, the secretary right; the middle stays clear for the poster's play button.
  const s0 = sceneStart(film, 0);
  const title = `
    <div class="split" style="grid-template-columns:440px 1fr;gap:210px">
      <div>
        <p class="eyebrow"${st('', A('up', s0 + 0.25))}>${t('Télésecrétariat médical')}</p>
        <h1 class="h1"${st('', A('up', s0 + 0.4))}>${t(pick('Secretalia <em>en bref</em>', 'Secretalia<br><em>en bref</em>'))}</h1>
        <p class="lead" ${st(`text-wrap:balance`, A('up', s0 + 0.7))}>${t('Une secrétaire médicale dédiée, à distance, pour les médecins de France et de Belgique.')}</p>
      </div>
      <div${st(pick('', '--zoom:1;--width:460px'), A('pop', s0 + 0.45, 0.9))}>${drifting(art.headset, s0, s[0].end)}</div>
    </div>`;

  // 2. A dedicated secretary, trained on the practice's tools.
  const s1 = sceneStart(film, 1);
  const tools = [
    [i.CalendarDays, 'Votre agenda en ligne'],
    [i.ClipboardList, 'Vos consignes'],
    [i.Stethoscope, 'Vos habitudes de cabinet'],
  ];
  const dedicated = `
    <div class="split" style="grid-template-columns:520px 1fr;gap:72px">
      <div${st(pick('position:relative', 'position:relative;--zoom:1;--width:320px'), A('left', s1 + 0.2, 0.9))}>${drifting(art.frontDesk, s1, s[1].end)}</div>
      <div>
        <p class="eyebrow"${st('', A('up', s1 + 0.35))}>${t('Votre secrétaire')}</p>
        <h2 class="h2"${st('', A('up', s1 + 0.5))}>${t('Dédiée à votre cabinet, <em>formée à vos outils</em>')}</h2>
        <div style="display:flex;flex-direction:column;gap:14px;margin-top:30px${pick('', ';zoom:1.2')}">
          ${tools
            .map(
              (
                [icon, label],
                k,
              ) => `<div class="card row" ${st(`padding:14px 20px 14px 14px;border-radius:18px;width:460px`, A('right', s1 + 1.3 + k * 0.55))}>
              <span class="bubble">${sized(icon, 26)}</span>
              <span style="font-size:23px;font-weight:680;flex:1">${t(label)}</span>
              <span class="bubble ok" ${st(`width:36px;height:36px`, A('pop', s1 + 1.75 + k * 0.55, 0.5))}>${sized(i.Check, 20, 'stroke-width:3')}</span>
            </div>`,
            )
            .join('')}
        </div>
      </div>
    </div>`;

  // 3. Calls answered and filtered; −60 % on the doctor's own line.
  const s2 = sceneStart(film, 2);
  const outcomes = [
    [i.CalendarCheck, 'Demande de rendez-vous', 'ok', i.Check, 'RDV confirmé'],
    [i.MessageSquareText, 'Message pour vous', 'teal', null, 'Transmis'],
    [i.PhoneIncoming, 'Situation urgente', 'coral', null, 'Selon vos consignes'],
  ];
  const calls = `
    <div class="split" style="grid-template-columns:470px 1fr;gap:56px">
      <div>
        <p class="eyebrow"${st('', A('up', s2 + 0.2))}>${t('Accueil téléphonique')}</p>
        <h2 class="h2"${st('', A('up', s2 + 0.35))}>${t('Vos appels, <em>filtrés</em>')}</h2>
        <div ${st(`margin-top:34px`, A('up', s2 + 2.9, 0.8))}>
          <div style="font-size:112px;font-weight:800;letter-spacing:-0.045em;line-height:1;color:${c.coral}">${t('−60 %')}</div>
          <div style="font-size:25px;font-weight:600;color:${c.ink};margin-top:10px">${t("d'appels sur votre ligne personnelle")}</div>
        </div>
      </div>
      <div class="card" ${st(`padding:24px 26px${pick('', ';--zoom:1.2')}`, A('right', s2 + 0.3, 0.8))}>
        <div class="kicker">${t('Ligne du cabinet')}</div>
        <div class="row" style="margin-top:16px">
          <span style="position:relative;display:grid">
            <span class="bubble teal" ${st(`position:absolute;inset:0;opacity:0`, A('halo', s2 + 0.5, 1, { ease: 'ease-out', count: 2, fill: 'none' }))}></span>
            <span class="bubble teal" style="position:relative;width:56px;height:56px">
              <span${st('display:block', A('ring', s2 + 0.5, 1, { ease: 'linear', count: 2, fill: 'none' }))}>${sized(i.Phone, 26)}</span>
            </span>
          </span>
          <span style="flex:1"><span class="card-title" style="display:block">${t('Appel entrant')}</span><span class="card-sub">${t('Un patient du cabinet')}</span></span>
          <span class="swap">
            <span class="pill wait"${st('', A('out', s2 + 2.3, 0.25, { fill: 'forwards' }))}><span class="dot"></span>${t('Votre secrétaire répond')}</span>
            <span class="pill ok" ${st(`justify-self:end`, A('pop', s2 + 2.4, 0.5))}>${sized(i.Check, 18, 'stroke-width:3')}${t('Appel filtré')}</span>
          </span>
        </div>
        <div class="sep"></div>
        <div style="display:flex;flex-direction:column;gap:16px">
          ${outcomes
            .map(
              ([icon, label, tone, pillIcon, result], k) => `<div class="row"${st('', A('up', s2 + 2.8 + k * 0.45))}>
              <span class="bubble${tone === 'coral' ? ' coral' : ''}" style="width:46px;height:46px">${sized(icon, 22)}</span>
              <span style="flex:1;font-size:21px;font-weight:650">${t(label)}</span>
              <span class="pill ${tone}">${pillIcon ? sized(pillIcon, 18, 'stroke-width:3') : ''}${t(result)}</span>
            </div>`,
            )
            .join('')}
        </div>
      </div>
    </div>`;

  // 4. The agenda, filled and confirmed.
  const s3 = sceneStart(film, 3);
  const days = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven'];
  const hours = ['9 h', '10 h', '11 h', '14 h', '15 h', '16 h'];
  // 0 open, 1 booked from the start, 2.. booked during the scene (in that order).
  const grid = [
    [1, 0, 1, 5, 1],
    [2, 1, 0, 1, 7],
    [1, 6, 1, 0, 1],
    [0, 1, 3, 1, 0],
    [1, 0, 1, 8, 1],
    [4, 1, 0, 1, 9],
  ];
  const cell = (v) => {
    const base = `<span style="position:absolute;inset:0;border-radius:9px;background:${v === 1 ? c.teal : c.mist}"></span>`;
    const booked =
      v >= 2
        ? `<span${st(`position:absolute;inset:0;border-radius:9px;background:${c.teal};display:grid;place-items:center;color:#fff`, A('pop', s3 + 0.9 + (v - 2) * 0.42, 0.55))}>${v === 9 ? sized(i.Check, 20, 'stroke-width:3') : ''}</span>`
        : '';
    return `<span style="position:relative;height:42px">${base}${booked}</span>`;
  };
  const agenda = `
    <div class="split" style="grid-template-columns:600px 1fr;gap:64px">
      <div ${st(`position:relative${pick('', ';--zoom:1.25;--width:480px')}`, A('left', s3 + 0.2, 0.8))}>
        <div class="card" style="padding:24px 26px 26px">
          <div class="card-head">
            <span class="bubble">${sized(i.CalendarDays, 26)}</span>
            <span style="flex:1"><span class="card-title" style="display:block">${t('Agenda du cabinet')}</span><span class="card-sub">${t('Cette semaine')}</span></span>
          </div>
          <div style="display:grid;grid-template-columns:52px repeat(5,1fr);gap:8px;margin-top:20px;align-items:center">
            <span></span>${days.map((d) => `<span style="text-align:center;font-size:16px;font-weight:700;color:${c.muted}">${d}</span>`).join('')}
            ${grid.map((row, h) => `<span style="font-size:15px;font-weight:650;color:${c.muted}">${t(hours[h])}</span>${row.map(cell).join('')}`).join('')}
          </div>
        </div>
        <div class="card row" ${st(`position:absolute;right:-36px;bottom:-30px;padding:14px 22px 14px 14px;border-radius:18px`, A('up', s3 + 3.55, 0.6))}>
          <span class="bubble ok" style="width:46px;height:46px">${sized(i.CalendarCheck, 24)}</span>
          <span><span style="display:block;font-size:21px;font-weight:750">${t('RDV confirmé')}</span><span class="card-sub">${t('Agenda mis à jour')}</span></span>
        </div>
      </div>
      <div>
        <p class="eyebrow"${st('', A('up', s3 + 0.35))}>${t("Gestion d'agenda")}</p>
        <h2 class="h2"${st('', A('up', s3 + 0.5))}>${t('Votre agenda, <em>tenu à jour</em>')}</h2>
        <p class="lead"${st('', A('up', s3 + 0.8))}>${t('Les rendez-vous sont pris et confirmés pour vous.')}</p>
      </div>
    </div>`;

  // 5. Leave: the practice keeps answering.
  const s4 = sceneStart(film, 4);
  const leaveDays = ['Lun', 'Mar', 'Mer', 'Jeu', 'Ven'];
  const leave = `
    <div class="split" style="grid-template-columns:540px 1fr;gap:48px">
      <div>
        <p class="eyebrow"${st('', A('up', s4 + 0.2))}>${t('Continuité')}</p>
        <h2 class="h2"${st('', A('up', s4 + 0.35))}>${t('Pendant vos congés,<br><em>le cabinet répond</em>')}</h2>
        <p class="lead"${st('', A('up', s4 + 0.65))}>${t('Vos patients sont accueillis et orientés selon vos consignes.')}</p>
      </div>
      <div class="card" ${st(`padding:26px${pick('', ';--zoom:1.4')}`, A('right', s4 + 0.3, 0.8))}>
        <div class="card-head">
          <span class="bubble coral">${sized(i.TreePalm, 26)}</span>
          <span style="flex:1"><span class="card-title" style="display:block">${t('Vos congés')}</span><span class="card-sub">${t('Votre secrétaire accueille vos patients')}</span></span>
        </div>
        <div style="display:grid;grid-template-columns:repeat(5,1fr);gap:10px;margin-top:22px">
          ${leaveDays
            .map(
              (
                d,
                k,
              ) => `<div ${st(`border-radius:14px;background:${c.coralWash};border:1.5px solid #F4D6CB;padding:12px 8px 14px;display:flex;flex-direction:column;align-items:center;gap:10px`, A('up', s4 + 0.8 + k * 0.12, 0.5))}>
                <span style="font-size:17px;font-weight:700;color:${c.coral}">${d}</span>
                <span class="bubble ok" ${st(`width:40px;height:40px`, A('pop', s4 + 1.5 + k * 0.32, 0.5))}>${sized(i.Phone, 20)}</span>
              </div>`,
            )
            .join('')}
        </div>
        <div class="row" ${st(`margin-top:22px;justify-content:space-between`, A('up', s4 + 3.2, 0.6))}>
          <span style="font-size:20px;font-weight:650;color:${c.ink}">${t('Appels pris en charge')}</span>
          <span class="pill ok"><span class="dot"></span>${t('Selon vos consignes')}</span>
        </div>
      </div>
    </div>`;

  // 6. Data: hosted in France (HDS), GDPR, medical secrecy.
  const s5 = sceneStart(film, 5);
  const safeguards = [
    [i.ShieldCheck, 'Hébergement en France', 'Hébergeur certifié HDS'],
    [i.Lock, 'RGPD respecté', 'Pour vous et vos patients'],
    [i.FileLock2, 'Secret médical', 'Préservé, comme au cabinet'],
  ];
  const data = portrait
    ? `
    <div class="split">
      <div>
        <p class="eyebrow"${st('', A('up', s5 + 0.2))}>${t('Sécurité et confidentialité')}</p>
        <h2 class="h2"${st('', A('up', s5 + 0.35))}>${t('Les données de vos patients, <em>protégées</em>')}</h2>
      </div>
      <div style="--zoom:1.3;display:flex;flex-direction:column;gap:18px">
        ${safeguards
          .map(
            (
              [icon, label, sub],
              k,
            ) => `<div class="card row" ${st(`padding:18px 22px;gap:18px`, A('up', s5 + 0.8 + k * 0.35, 0.7))}>
              <span class="bubble" style="width:56px;height:56px">${sized(icon, 28)}</span>
              <span><span style="display:block;font-size:23px;font-weight:760;letter-spacing:-0.01em">${t(label)}</span><span class="card-sub">${t(sub)}</span></span>
            </div>`,
          )
          .join('')}
      </div>
    </div>`
    : `
    <div class="abs" style="left:88px;right:88px;top:128px;text-align:center">
      <p class="eyebrow"${st('', A('up', s5 + 0.2))}>${t('Sécurité et confidentialité')}</p>
      <h2 class="h2"${st('', A('up', s5 + 0.35))}>${t('Les données de vos patients, <em>protégées</em>')}</h2>
    </div>
    <div class="abs" style="left:88px;right:88px;top:318px;display:grid;grid-template-columns:repeat(3,1fr);gap:28px">
      ${safeguards
        .map(
          (
            [icon, label, sub],
            k,
          ) => `<div class="card" ${st(`padding:30px 28px 30px;text-align:left`, A('up', s5 + 0.8 + k * 0.35, 0.7))}>
            <span class="bubble" style="width:60px;height:60px">${sized(icon, 30)}</span>
            <div style="font-size:25px;font-weight:760;letter-spacing:-0.01em;margin-top:20px">${t(label)}</div>
            <div style="font-size:19px;font-weight:550;color:${c.muted};margin-top:6px">${t(sub)}</div>
          </div>`,
        )
        .join('')}
    </div>`;

  // 7. The tagline and the logo.
  const s6 = sceneStart(film, 6);
  const end = `
    <div class="abs" style="left:0;right:0;top:${pick(150, 300)}px;display:flex;flex-direction:column;align-items:center;text-align:center">
      <div${st('', A('pop', s6 + 0.2, 0.8))}>${logo(76, 56)}</div>
      <div class="h1" ${st(`margin-top:46px;font-size:84px`, A('up', s6 + 0.7, 0.8))}>${t('Gérez moins,')}</div>
      <div class="h1" ${st(`font-size:84px;color:${c.teal}`, A('up', s6 + 0.95, 0.8))}>${t('soignez mieux')}</div>
      <p class="eyebrow" ${st(`margin-top:34px;color:${c.muted}`, A('fade', s6 + 1.5, 0.8))}>${t(pick('Télésecrétariat médical · France et Belgique', 'Télésecrétariat médical<br>France et Belgique'))}</p>
    </div>`;

  const bodies = [title, dedicated, calls, agenda, leave, data, end];
  film.body = `${bodies.map((b, k) => scene(film, k, b)).join('')}${cornerLogo(s[0].start + 0.1, s[5].end)}`;
  return film;
}

// ---------------------------------------------------------------------------
// Film 2: « Comment démarre votre secrétariat », from the discovery call to the 3-month review.

function filmDemarrage({ scenes: art, icons: i }) {
  const film = {
    slug: 'demarrage-secretariat',
    title: 'Comment démarre votre secrétariat',
    scenes: [
      { start: 0, end: 4.0 }, // title and the four steps
      { start: 4.0, end: 10.2 }, // 1. discovery call
      { start: 10.2, end: 16.6 }, // 2. training, paid by Secretalia
      { start: 16.6, end: 23.0 }, // 3. at work from the first month
      { start: 23.0, end: 29.4 }, // 4. review after 3 months
      { start: 29.4, end: 34.0 }, // a free start, no commitment
    ],
    posterTime: 2.8,
    captions: [
      [0.3, 3.9, 'Voici comment démarre votre secrétariat, en quatre étapes.'],
      [4.2, 6.8, "D'abord, un appel découverte, sans engagement."],
      [6.8, 10.0, 'Vous nous présentez votre cabinet et vos besoins.'],
      [10.4, 13.0, 'Puis votre secrétaire se forme à vos outils.'],
      [13.0, 16.4, 'Un démarrage offert : la formation est à notre charge.'],
      [16.8, 19.8, 'Elle prend le relais : appels filtrés, agenda tenu.'],
      [19.8, 22.8, 'Les résultats se voient dès le premier mois.'],
      [23.2, 26.1, 'Après 3 mois, nous faisons le point avec vous.'],
      [26.1, 29.2, "Puis un suivi régulier vous permet d'ajuster vos consignes."],
      [29.6, 33.9, 'Un démarrage offert, sans engagement : planifiez votre appel découverte.'],
    ],
  };
  const s = film.scenes;
  film.duration = s[s.length - 1].end;
  const steps = [
    [i.PhoneCall, 'Appel découverte', 'sans engagement'],
    [i.GraduationCap, 'Formation offerte', 'à vos outils'],
    [i.Headset, 'Au travail', 'dès le premier mois'],
    [i.MessagesSquare, 'Bilan', 'après 3 mois'],
  ];

  // 1. Title, and the four steps along a path; the Secretalia mark in the middle, under the poster's play button.
  const s0 = sceneStart(film, 0);
  const xs = [190, 430, 850, 1090];
  const Y = 424; // the steps' row
  const pathD = `M190 ${Y} C 300 ${Y - 72}, 330 ${Y - 72}, 430 ${Y} S 560 ${Y + 78}, 640 ${Y} S 760 ${Y - 72}, 850 ${Y} S 990 ${Y + 78}, 1090 ${Y}`;
  const title = `
    <div class="abs" style="left:0;right:0;top:104px;text-align:center">
      <p class="eyebrow"${st('', A('up', s0 + 0.15))}>${t('Votre démarrage en 4 étapes')}</p>
      <h1 class="h1" ${st(`font-size:64px`, A('up', s0 + 0.3))}>${t('Comment démarre <em>votre secrétariat</em>')}</h1>
    </div>
    <svg class="abs" style="left:0;top:0" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">
      <path d="${pathD}" fill="none" stroke="${c.coralSoft}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 12"${st('--len:1100;stroke-dashoffset:0', A('draw', s0 + 0.6, 1.6, { ease: 'ease-out' }))} pathLength="1100"/>
    </svg>
    <div class="abs" ${st(`left:${640 - 46}px;top:${Y - 46}px;width:92px;height:92px;border-radius:50%;background:#fff;border:1.5px solid ${c.line};display:grid;place-items:center`, A('pop', s0 + 0.5, 0.7))}>${logoMark(54)}</div>
    ${steps
      .map(
        (
          [icon, label, sub],
          k,
        ) => `<div class="abs" ${st(`left:${xs[k] - 110}px;top:${Y - 48}px;width:220px;display:flex;flex-direction:column;align-items:center;text-align:center`, A('pop', s0 + 0.7 + k * 0.3, 0.7))}>
          <span style="position:relative;width:96px;height:96px;border-radius:50%;background:#fff;border:1.5px solid ${c.line};box-shadow:0 14px 30px rgb(14 90 102 / 14%);display:grid;place-items:center;color:${c.teal}">
            ${sized(icon, 40)}
            <span style="position:absolute;right:-6px;top:-6px;width:34px;height:34px;border-radius:50%;background:${c.coral};color:#fff;font-size:18px;font-weight:800;display:grid;place-items:center">${k + 1}</span>
          </span>
          <span style="margin-top:18px;font-size:23px;font-weight:760">${t(label)}</span>
          <span style="font-size:18px;font-weight:550;color:${c.muted};margin-top:2px">${t(sub)}</span>
        </div>`,
      )
      .join('')}`;

  // The portrait cut: the title at the top, the four steps down a dotted line.
  const ys = [560, 690, 820, 950];
  const titleUpright = `
    <div class="abs" style="left:44px;right:44px;top:170px">
      <p class="eyebrow"${st('', A('up', s0 + 0.15))}>${t('Votre démarrage en 4 étapes')}</p>
      <h1 class="h1" ${st(`font-size:76px`, A('up', s0 + 0.3))}>${t('Comment démarre <em>votre secrétariat</em>')}</h1>
    </div>
    <svg class="abs" style="left:0;top:0" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" aria-hidden="true">
      <path d="M92 ${ys[0]} L92 ${ys[3]}" fill="none" stroke="${c.coralSoft}" stroke-width="4" stroke-linecap="round" stroke-dasharray="2 12"${st('--len:400;stroke-dashoffset:0', A('draw', s0 + 0.6, 1.6, { ease: 'ease-out' }))} pathLength="400"/>
    </svg>
    ${steps
      .map(
        (
          [icon, label, sub],
          k,
        ) => `<div class="abs row" ${st(`left:44px;top:${ys[k] - 48}px;gap:28px`, A('pop', s0 + 0.7 + k * 0.3, 0.7))}>
          <span style="position:relative;width:96px;height:96px;border-radius:50%;background:#fff;border:1.5px solid ${c.line};box-shadow:0 14px 30px rgb(14 90 102 / 14%);display:grid;place-items:center;color:${c.teal}">
            ${sized(icon, 42)}
            <span style="position:absolute;right:-6px;top:-6px;width:36px;height:36px;border-radius:50%;background:${c.coral};color:#fff;font-size:19px;font-weight:800;display:grid;place-items:center">${k + 1}</span>
          </span>
          <span><span style="display:block;font-size:34px;font-weight:760;letter-spacing:-0.01em">${t(label)}</span><span style="display:block;font-size:26px;font-weight:550;color:${c.muted}">${t(sub)}</span></span>
        </div>`,
      )
      .join('')}`;

  // The steps tracker at the top of scenes 2-5: the current step in teal, the past ones checked.
  const tracker = () => {
    const labels = ['Appel découverte', 'Formation', 'Au travail', 'Bilan'];
    const items = labels
      .map((label, k) => {
        const { start, end } = s[k + 1];
        return `<span class="row" style="gap:9px">
          <span class="swap" style="width:30px;height:30px">
            <span style="border-radius:50%;border:1.5px solid ${c.line};background:#fff;color:${c.muted};font-size:15px;font-weight:800;display:grid;place-items:center">${k + 1}</span>
            <span${st(`border-radius:50%;background:${c.teal};color:#fff;font-size:15px;font-weight:800;display:grid;place-items:center`, A('pop', start + 0.1, 0.5), k < 3 ? A('out', end, 0.3, { fill: 'forwards' }) : '')}>${k + 1}</span>
            ${k < 3 ? `<span${st(`border-radius:50%;background:${c.successWash};color:${c.success};display:grid;place-items:center`, A('fade', end, 0.3))}>${sized(i.Check, 17, 'stroke-width:3')}</span>` : ''}
          </span>
          <span class="swap tracker-label" style="font-size:17px;font-weight:650">
            <span style="color:${c.muted}">${t(label)}</span>
            <span${st(`color:${c.ink}`, A('fade', start + 0.1, 0.4), k < 3 ? A('out', end, 0.3, { fill: 'forwards' }) : '')}>${t(label)}</span>
          </span>
        </span>`;
      })
      .join(`<span style="width:26px;height:1.5px;background:${c.line}"></span>`);
    return `<div class="layer"${st('', A('fade', s[1].start - LEAD, 0.5), A('out', s[4].end - 0.3, 0.3, { fill: 'forwards' }))}>
      <div class="abs row" style="right:${pick(64, 44)}px;top:${pick(42, 58)}px;gap:12px${pick('', ';zoom:1.4')}">${items}</div>
    </div>`;
  };

  // 2. Step 1: the discovery call.
  const s1 = sceneStart(film, 1);
  const bars = Array.from({ length: 26 }, (_, k) => {
    const h = 18 + ((k * 37) % 30);
    return `<span${st(`width:6px;height:${h}px;border-radius:3px;background:${k % 5 === 2 ? c.coralSoft : c.tealSoft};transform-origin:50% 50%`, A('wave', s1 + 0.8 + (k % 7) * 0.09, 0.9 + (k % 3) * 0.2, { ease: 'ease-in-out', count: 7, fill: 'none' }))}></span>`;
  }).join('');
  const topics = ['Votre cabinet', 'Vos besoins', 'Vos outils'];
  const discovery = `
    <div class="split" style="grid-template-columns:470px 1fr;gap:64px">
      <div>
        <p class="eyebrow"${st('', A('up', s1 + 0.1))}>${t('Étape 1')}</p>
        <h2 class="h2"${st('', A('up', s1 + 0.22))}>${t('Un appel <em>découverte</em>')}</h2>
        <p class="lead"${st('', A('up', s1 + 0.5))}>${t('Sans engagement : vous nous présentez votre cabinet et vos besoins.')}</p>
      </div>
      <div class="card" ${st(`padding:26px 28px 28px`, A('right', s1 + 0.12, 0.8))}>
        <div class="card-head">
          <span class="bubble" style="width:58px;height:58px;background:${c.mint}">${logoMark(34)}</span>
          <span style="flex:1"><span class="card-title" style="display:block">${t('Appel découverte')}</span><span class="card-sub">${t("Avec l'équipe Secretalia")}</span></span>
          <span class="pill ok"${st('', A('pop', s1 + 0.8, 0.5))}><span class="dot"></span>${t('En ligne')}</span>
        </div>
        <div class="row" style="gap:6px;height:64px;margin:22px 0 8px;justify-content:center">${bars}</div>
        <div class="sep"></div>
        <div class="kicker">${t('Nous parlons de')}</div>
        <div class="row" style="gap:12px;margin-top:14px;flex-wrap:wrap">
          ${topics.map((label, k) => `<span class="pill" ${st(`background:${c.mint};color:${c.tealDeep};font-size:20px;padding:10px 18px`, A('pop', s1 + 2.4 + k * 0.5, 0.5))}>${t(label)}</span>`).join('')}
        </div>
        <div class="row" ${st(`margin-top:22px`, A('up', s1 + 4.0, 0.6))}>
          <span class="pill coral" style="font-size:18px">${sized(i.Check, 18, 'stroke-width:3')}${t('Sans engagement')}</span>
        </div>
      </div>
    </div>`;

  // 3. Step 2: training on the practice's tools, paid by Secretalia.
  const s2 = sceneStart(film, 2);
  const modules = [
    [i.CalendarDays, "Votre outil d'agenda en ligne"],
    [i.ClipboardList, 'Vos consignes et protocoles'],
    [i.SlidersHorizontal, 'Les habitudes du cabinet'],
  ];
  const training = `
    <div class="split" style="grid-template-columns:540px 1fr;gap:72px">
      <div ${st(`position:relative${pick('', ';--zoom:1.2;--width:480px')}`, A('left', s2 + 0.12, 0.8))}>
        <div class="card" style="padding:26px 28px 30px">
          <div class="card-head">
            <span class="bubble teal" style="width:56px;height:56px">${sized(i.GraduationCap, 28)}</span>
            <span style="flex:1"><span class="card-title" style="display:block">${t('Période de formation')}</span><span class="card-sub">${t('Votre secrétaire apprend')}</span></span>
          </div>
          <div style="display:flex;flex-direction:column;gap:16px;margin-top:24px">
            ${modules
              .map(
                ([icon, label], k) => `<div class="row">
                  <span class="bubble" style="width:46px;height:46px">${sized(icon, 22)}</span>
                  <span style="flex:1;font-size:21px;font-weight:650">${t(label)}</span>
                  <span class="swap">
                    <span ${st(`width:34px;height:34px;border-radius:50%;border:2px dashed ${c.line}`, A('out', s2 + 1.5 + k * 0.9, 0.2, { fill: 'forwards' }))}></span>
                    <span class="bubble ok" ${st(`width:34px;height:34px`, A('pop', s2 + 1.5 + k * 0.9, 0.5))}>${sized(i.Check, 19, 'stroke-width:3')}</span>
                  </span>
                </div>`,
              )
              .join('')}
          </div>
          <div style="height:12px;border-radius:6px;background:${c.mist};margin-top:26px;overflow:hidden">
            <div${st(`height:100%;border-radius:6px;background:${c.teal};transform-origin:0 50%`, A('grow', s2 + 0.9, 2.9, { ease: 'ease-in-out' }))}></div>
          </div>
        </div>
        <div class="abs" ${st('right:-34px;top:-40px', A('pop', s2 + 3.1, 0.7))}>
          <div style="width:132px;height:132px;border-radius:50%;background:${c.coral};color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:4px;transform:rotate(-10deg);box-shadow:0 14px 30px rgb(184 67 43 / 30%)">
            ${sized(i.Gift, 34)}
            <span style="font-size:21px;font-weight:800">${t('Offerte')}</span>
          </div>
        </div>
      </div>
      <div>
        <p class="eyebrow"${st('', A('up', s2 + 0.1))}>${t('Étape 2')}</p>
        <h2 class="h2"${st('', A('up', s2 + 0.22))}>${t('Un démarrage <em>offert</em>')}</h2>
        <p class="lead"${st('', A('up', s2 + 0.5))}>${t('Votre secrétaire se forme à vos outils ; la formation est entièrement à notre charge.')}</p>
      </div>
    </div>`;

  // 4. Step 3: at work from the first month.
  const s3 = sceneStart(film, 3);
  const toast = (
    icon,
    tone,
    label,
    sub,
    pos,
    at,
  ) => `<div class="card row abs" ${st(`${pos};padding:13px 20px 13px 13px;border-radius:18px`, A('up', at, 0.6))}>
      <span class="bubble ${tone}" style="width:44px;height:44px">${sized(icon, 22)}</span>
      <span><span style="display:block;font-size:20px;font-weight:750">${t(label)}</span><span class="card-sub" style="font-size:16px">${t(sub)}</span></span>
    </div>`;
  const atWork = `
    <div class="split" style="grid-template-columns:480px 1fr;gap:56px">
      <div>
        <p class="eyebrow"${st('', A('up', s3 + 0.1))}>${t('Étape 3')}</p>
        <h2 class="h2"${st('', A('up', s3 + 0.22))}>${t('Au travail<br><em>dès le premier mois</em>')}</h2>
        <p class="lead"${st('', A('up', s3 + 0.5))}>${t('Elle prend le relais : appels filtrés, agenda tenu, messages transmis.')}</p>
      </div>
      <div style="position:relative${pick('', ';--zoom:1.1')}">
        <div ${st(`width:500px;margin-left:40px`, A('pop', s3 + 0.1, 0.9))}>${drifting(art.calendar, s3, s[3].end)}</div>
        ${toast(i.Phone, 'ok', 'Appel filtré', 'Orienté selon vos consignes', 'left:-20px;top:6px', s3 + 1.3)}
        ${toast(i.CalendarCheck, 'ok', 'RDV confirmé', 'Agenda mis à jour', 'right:-8px;top:170px', s3 + 2.1)}
        ${toast(i.MessageSquareText, 'teal', 'Message transmis', 'Pour le médecin', 'left:0;bottom:-4px', s3 + 2.9)}
      </div>
    </div>`;

  // 5. Step 4: the review after 3 months, then regular follow-up.
  const s4 = sceneStart(film, 4);
  const months = ['Mois 1', 'Mois 2', 'Mois 3'];
  const review = `
    <div class="split" style="grid-template-columns:560px 1fr;gap:64px">
      <div class="card" ${st(`padding:26px 30px 28px`, A('left', s4 + 0.12, 0.8))}>
        <div class="card-head">
          <span class="bubble">${sized(i.CalendarDays, 26)}</span>
          <span style="flex:1"><span class="card-title" style="display:block">${t('Vos trois premiers mois')}</span><span class="card-sub">${t('Avec votre secrétaire')}</span></span>
        </div>
        <div style="position:relative;height:150px;margin-top:12px">
          <div class="abs" style="left:30px;right:30px;top:92px;height:6px;border-radius:3px;background:${c.mist}"></div>
          <div class="abs"${st(`left:30px;right:30px;top:92px;height:6px;border-radius:3px;background:${c.teal};transform-origin:0 50%`, A('grow', s4 + 0.8, 2.0, { ease: 'ease-in-out' }))}></div>
          ${months
            .map((m, k) => {
              const x = 30 + k * ((pick(500, 426) - 60) / 2);
              const isLast = k === 2;
              return `<div class="abs" style="left:${x - 50}px;top:78px;width:100px;display:flex;flex-direction:column;align-items:center">
                <span${st(`width:34px;height:34px;border-radius:50%;border:3px solid ${isLast ? c.coral : c.teal};background:#fff`, A('pop', s4 + 0.8 + k * 0.95, 0.5))}></span>
                <span style="font-size:17px;font-weight:700;color:${c.muted};margin-top:8px">${t(m)}</span>
              </div>`;
            })
            .join('')}
          <div class="abs pill" ${st(`right:-6px;top:2px;background:${c.coral};color:#fff;font-size:19px;padding:10px 16px 10px 13px`, A('pop', s4 + 2.9, 0.6))}>${sized(i.MessagesSquare, 20)}${t('Bilan avec vous')}</div>
        </div>
        <div class="sep" style="margin-top:8px"></div>
        <div class="row"${st('', A('up', s4 + 3.3, 0.6))}>
          <span class="bubble" style="width:46px;height:46px">${sized(i.Repeat, 22)}</span>
          <span style="flex:1;font-size:21px;font-weight:650">${t('Puis des points de suivi réguliers')}</span>
        </div>
        <div class="row" ${st(`margin-top:14px`, A('up', s4 + 3.7, 0.6))}>
          <span class="bubble" style="width:46px;height:46px">${sized(i.SlidersHorizontal, 22)}</span>
          <span style="flex:1;font-size:21px;font-weight:650">${t('Vos consignes')}</span>
          <span class="pill ok">${sized(i.Check, 18, 'stroke-width:3')}${t('Ajustées')}</span>
        </div>
      </div>
      <div>
        <p class="eyebrow"${st('', A('up', s4 + 0.1))}>${t('Étape 4')}</p>
        <h2 class="h2"${st('', A('up', s4 + 0.22))}>${t('Un bilan <em>après 3 mois</em>')}</h2>
        <p class="lead"${st('', A('up', s4 + 0.5))}>${t('Puis un suivi régulier pour ajuster vos consignes.')}</p>
      </div>
    </div>`;

  // 6. A free start, no commitment: book the discovery call.
  const s5 = sceneStart(film, 5);
  const end = `
    <div class="abs" style="left:0;right:0;top:${pick(124, 290)}px;display:flex;flex-direction:column;align-items:center;text-align:center">
      <div${st('', A('pop', s5 + 0.2, 0.8))}>${logo(60, 44)}</div>
      <div class="h1" ${st(`margin-top:40px;font-size:${pick(70, 62)}px`, A('up', s5 + 0.6, 0.8))}>${t('Un démarrage offert,')}</div>
      <div class="h1" ${st(`font-size:${pick(70, 62)}px;color:${c.teal}`, A('up', s5 + 0.85, 0.8))}>${t('sans engagement')}</div>
      <div class="row" ${st(`margin-top:40px;gap:12px;background:${c.coral};color:#fff;border-radius:14px;padding:0 30px 0 24px;height:68px;font-size:25px;font-weight:720;box-shadow:0 14px 30px rgb(184 67 43 / 26%)`, A('pop', s5 + 1.4, 0.7))}>
        ${sized(i.CalendarCheck, 28)}${t('Planifiez votre appel découverte')}
      </div>
    </div>`;

  const bodies = [pick(title, titleUpright), discovery, training, atWork, review, end];
  film.body = `${bodies.map((b, k) => scene(film, k, b)).join('')}${cornerLogo(s[0].start + 0.1, s[4].end)}${tracker()}`;
  return film;
}

// ---------------------------------------------------------------------------
// The poster of the video section's card when it plays an external video: not a film's frame.

function externalVideoPoster({ scenes: art }) {
  return `
    <div class="blob" style="width:720px;height:720px;right:-240px;top:-300px;background:${c.teal}"></div>
    <div class="blob" style="width:440px;height:440px;left:-200px;bottom:-260px;background:${c.teal};opacity:0.6"></div>
    <div class="abs" style="left:72px;top:60px">${logo(58, 38, { light: true })}</div>
    <div class="abs" style="right:80px;top:190px;width:380px;opacity:0.96">${art.calendar}</div>
    <div class="abs" style="left:72px;bottom:64px">
      <p class="eyebrow" style="color:#BFE0DB">${t('En vidéo')}</p>
      <div class="h2" style="color:#fff;font-size:52px">${t('Votre secrétariat médical,<br>à distance et sur mesure')}</div>
    </div>`;
}

// ---------------------------------------------------------------------------
// Rendering.

function run(command, args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}\n${stderr.slice(-2000)}`)),
    );
    if (input)
      input(child.stdin).catch((error) => {
        child.kill();
        reject(error);
      });
  });
}

async function openPage(browser, html, scale = 1) {
  const page = await browser.newPage({ viewport: { width: W, height: H }, deviceScaleFactor: scale });
  await page.setContent(html, { waitUntil: 'load' });
  const ok = await page.evaluate(async () => {
    await document.fonts.ready;
    // Every animation is driven by hand from now on.
    window.seek = (ms) => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = ms;
      }
    };
    return (
      document.fonts.check('700 40px "Plus Jakarta Sans Variable"') &&
      [...document.fonts].some((f) => f.status === 'loaded')
    );
  });
  if (!ok) throw new Error('Plus Jakarta Sans did not load in Chromium');
  return page;
}

async function frameAt(page, seconds) {
  await page.evaluate((ms) => window.seek(ms), Math.round(seconds * 1000));
  return page.screenshot({ type: 'png' });
}

async function encode(page, film, format) {
  const out = path.join(mediaDir, `${film.slug}${format.suffix}.mp4`);
  const [width, height] = format.out;
  const frames = Math.round(film.duration * FPS);
  const started = Date.now();
  await run(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'image2pipe',
      '-framerate',
      String(FPS),
      '-c:v',
      'png',
      '-i',
      'pipe:0',
      '-an',
      ...(width === W ? [] : ['-vf', `scale=${width}:${height}:flags=lanczos`]),
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'animation',
      '-crf',
      String(format.crf),
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(FPS * format.keyframes),
      '-movflags',
      '+faststart',
      '-metadata',
      `title=${film.title}`,
      '-metadata',
      'language=fra',
      out,
    ],
    {
      input: async (stdin) => {
        for (let i = 0; i < frames; i += 1) {
          const png = await frameAt(page, i / FPS);
          if (!stdin.write(png)) await new Promise((resolve) => stdin.once('drain', resolve));
          if (i % (FPS * 5) === 0)
            process.stderr.write(`  ${film.slug}: ${(i / FPS).toFixed(0)} s / ${film.duration} s\n`);
        }
        stdin.end();
      },
    },
  );
  process.stderr.write(`  ${film.slug}: ${frames} frames in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  return out;
}

/** WebP and AVIF at 1920, 1280 and 640 wide, from a 1920×1080 screenshot. */
async function writePoster(png, name) {
  const files = [];
  for (const [suffix, width] of POSTER_WIDTHS) {
    const base = path.join(mediaDir, `${name}${suffix}`);
    const resized = sharp(png).resize(width, Math.round((width * 9) / 16), { kernel: 'lanczos3' });
    await resized.clone().webp({ quality: 84, effort: 6, smartSubsample: true }).toFile(`${base}.webp`);
    await resized.clone().avif({ quality: 60, effort: 6, chromaSubsampling: '4:4:4' }).toFile(`${base}.avif`);
    files.push(`${base}.webp`, `${base}.avif`);
  }
  return files;
}

function parseArgs(argv) {
  const options = { films: [], stills: null, out: null, video: true, format: FORMATS.landscape };
  for (let k = 0; k < argv.length; k += 1) {
    const arg = argv[k];
    if (arg === '--film') options.films.push(argv[++k]);
    else if (arg === '--stills') options.stills = argv[++k].split(',').map(Number);
    else if (arg === '--out') options.out = argv[++k];
    else if (arg === '--no-video') options.video = false;
    else if (arg === '--format') {
      options.format = FORMATS[argv[++k]];
      if (!options.format) throw new Error(`--format takes ${Object.keys(FORMATS).join(' or ')}`);
    } else
      throw new Error(
        `unknown option ${arg} (see the comment at the top of ${path.relative(root, fileURLToPath(import.meta.url))})`,
      );
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  fs.mkdirSync(mediaDir, { recursive: true });
  const art = await loadArt();
  logoMarkShapes = art.logoMarkShapes;
  const fontUrl = `data:font/woff2;base64,${fs.readFileSync(fontFile).toString('base64')}`;
  const { format } = options;
  useFormat(format);
  const films = [filmEnBref(art), filmDemarrage(art)].filter(
    (film) => !options.films.length || options.films.includes(film.slug),
  );
  if (!films.length) throw new Error(`no film named ${options.films.join(', ')}`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--hide-scrollbars',
      '--font-render-hinting=none',
    ],
  });
  const written = [];
  try {
    if (options.stills) {
      const out = options.out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'films-'));
      fs.mkdirSync(out, { recursive: true });
      for (const film of films) {
        const page = await openPage(browser, pageHtml(film.body, fontUrl));
        for (const second of options.stills.filter((v) => v <= film.duration)) {
          const file = path.join(out, `${film.slug}${format.suffix}-${second.toFixed(2)}.png`);
          fs.writeFileSync(file, await frameAt(page, second));
          written.push(file);
        }
        await page.close();
      }
    } else {
      for (const film of films) {
        const vtt = path.join(mediaDir, `${film.slug}${format.suffix}.vtt`);
        fs.writeFileSync(vtt, webvtt(film, format));
        written.push(vtt);
        if (!portrait) {
          const posterPage = await openPage(browser, pageHtml(film.body, fontUrl), 1.5);
          written.push(...(await writePoster(await frameAt(posterPage, film.posterTime), `${film.slug}-poster`)));
          await posterPage.close();
        }
        if (options.video) {
          const page = await openPage(browser, pageHtml(film.body, fontUrl));
          written.push(await encode(page, film, format));
          await page.close();
        }
      }
      if (!options.films.length && !portrait) {
        const page = await openPage(browser, pageHtml(externalVideoPoster(art), fontUrl, { dark: true }), 1.5);
        written.push(...(await writePoster(await page.screenshot({ type: 'png' }), 'secretalia-en-video-poster')));
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const file of written) {
    console.log(`${path.relative(root, file)}  ${(fs.statSync(file).size / 1024).toFixed(1)} KiB`);
  }
}

await main();
