import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { describeInBrowser, it, test } from '../fixtures';
import { islandChunks } from '../helpers/bundle';
import { startServer } from '../helpers/server';
import { focused, hydrated, startFakeVideoHost } from './support';

const EMBED_PATH = '/embed/abc123XYZ_-?rel=0';

let videoHost: Awaited<ReturnType<typeof startFakeVideoHost>>;
// The external video host is a stand-in on loopback, started before the server that embeds it.
test.override('serverEnv', { scope: 'file' }, async ({}, { onCleanup }) => {
  videoHost = await startFakeVideoHost();
  onCleanup(() => videoHost.close());
  return { TRUST_PROXY: '1', VIDEO_EMBED_URL: `${videoHost.origin}${EMBED_PATH}` };
});

describeInBrowser('video modals on the home page', () => {
  const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });
  const scrollLocked = (page: Page) =>
    page.evaluate(
      () =>
        document.documentElement.classList.contains('has-open-panel') &&
        getComputedStyle(document.body).overflow === 'hidden',
    );

  async function expectOpen(page: Page, dialog: Locator) {
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await expect(scrollLocked(page)).resolves.toBe(true);
    // Focus is inside, on the close button first.
    await expect(focused(page)).resolves.toMatchObject({
      tag: 'button',
      className: expect.stringContaining('video-dialog-close'),
    });
  }

  async function expectClosedWithFocusOn(page: Page, dialog: Locator, card: Locator) {
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    // Escape closes the native dialog first; React follows on its "close" event.
    await page.waitForFunction(() => !document.documentElement.classList.contains('has-open-panel'), undefined, {
      timeout: 5_000,
    });
    await expect(scrollLocked(page)).resolves.toBe(false);
    await page.waitForFunction((element) => element === document.activeElement, await card.elementHandle(), {
      timeout: 5_000,
    });
  }

  it('hero: loads the player on hover, plays the local MP4, closes three ways, stops and gives focus back', async ({
    server,
    openPage,
  }) => {
    const chunks = islandChunks('VideoCard');
    const { page, problems } = await openPage({ width: 1280 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    await page.waitForLoadState('networkidle');
    // Nothing of the card, React or the player before the visitor reaches for it.
    expect(scripts).not.toContain(chunks.own);

    const card = page.locator('.hero .video-card');
    const before = scripts.length;
    await card.hover();
    await hydrated(page, 'VideoCard');
    await page.waitForLoadState('networkidle');
    const loadedOnHover = scripts.slice(before);
    // The card's island, and the player chunk preloaded on hover (not one of the island's own chunks).
    expect(loadedOnHover).toContain(chunks.own);
    expect(chunks.later.length).toBeGreaterThan(0);
    expect(loadedOnHover).toEqual(expect.arrayContaining(chunks.later));
    await expect(card.getAttribute('aria-haspopup')).resolves.toBe('dialog');

    const dialog = dialogOf(page, 'Secretalia en bref');
    const video = page.locator('dialog.video-dialog video');
    const playing = () =>
      page.waitForFunction(
        () => {
          const element = document.querySelector<HTMLVideoElement>('dialog[open] video');
          return element !== null && !element.paused && element.currentTime > 0;
        },
        undefined,
        { timeout: 10_000 },
      );

    // 1. Click, then Escape.
    await card.click();
    await expectOpen(page, dialog);
    await playing();
    await expect(video.getAttribute('src')).resolves.toBe('/media/secretalia-en-bref.mp4');
    // Tab and Shift+Tab stay inside.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOn(page, dialog, card);
    await expect(video.evaluate((element: HTMLVideoElement) => element.paused)).resolves.toBe(true);

    // 2. Keyboard to open, a click on the backdrop to close.
    await page.keyboard.press('Enter');
    await expectOpen(page, dialog);
    await playing();
    await page.mouse.click(8, 8);
    await expectClosedWithFocusOn(page, dialog, card);
    await expect(video.evaluate((element: HTMLVideoElement) => element.paused)).resolves.toBe(true);

    // 3. The close button.
    await card.click();
    await expectOpen(page, dialog);
    await playing();
    await dialog.getByRole('button', { name: 'Fermer la vidéo' }).click();
    await expectClosedWithFocusOn(page, dialog, card);
    await expect(video.evaluate((element: HTMLVideoElement) => element.paused)).resolves.toBe(true);

    expect(problems).toEqual([]);
  });

  it('video section: no request to the video host until asked, then the embed with autoplay, removed on close', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    const frames: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(videoHost.origin)) frames.push(request.url());
    });
    await page.goto(`${server.url}/`);
    const card = page.locator('section[aria-labelledby="video-title"] .video-card');
    await card.scrollIntoViewIfNeeded();
    await page.waitForSelector(
      'section[aria-labelledby="video-title"] [data-island="VideoCard"][data-hydrated="true"]',
      { state: 'attached' },
    );
    await page.waitForLoadState('networkidle');
    expect(frames).toEqual([]);
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    await expect(card.getAttribute('href')).resolves.toBe(`${videoHost.origin}${EMBED_PATH}`);

    const dialog = dialogOf(page, 'Secretalia en vidéo');
    const iframe = page.locator('dialog.video-dialog iframe');
    const expected = `${videoHost.origin}/embed/abc123XYZ_-?rel=0&autoplay=1`;

    for (const closeBy of ['Escape', 'backdrop', 'button'] as const) {
      await Promise.all([page.waitForResponse(expected), card.click()]);
      await expectOpen(page, dialog);
      await expect(iframe.getAttribute('src')).resolves.toBe(expected);
      await expect(iframe.getAttribute('allow')).resolves.toContain('autoplay');
      if (closeBy === 'Escape') await page.keyboard.press('Escape');
      else if (closeBy === 'backdrop') await page.mouse.click(8, 8);
      else await dialog.getByRole('button', { name: 'Fermer la vidéo' }).click();
      await expectClosedWithFocusOn(page, dialog, card);
      // Playback stops with the player itself.
      await expect(page.locator('iframe').count()).resolves.toBe(0);
    }
    expect(frames).toEqual([expected, expected, expected]);
    expect(videoHost.requests).toEqual([
      '/embed/abc123XYZ_-?rel=0&autoplay=1',
      '/embed/abc123XYZ_-?rel=0&autoplay=1',
      '/embed/abc123XYZ_-?rel=0&autoplay=1',
    ]);
    expect(problems).toEqual([]);
  });

  it('when the card’s code cannot load, a click opens the video file itself, as without JavaScript', async ({
    server,
    openPage,
  }) => {
    const { page, problems } = await openPage({ width: 1280 });
    await page.route(`**${islandChunks('VideoCard').own}`, (route) => route.abort('failed'));
    await page.goto(`${server.url}/`);
    const card = page.locator('.hero .video-card');
    const href = await card.getAttribute('href');
    expect(href).toMatch(/\.mp4$/);
    const [response] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === href),
      card.click(),
    ]);
    expect(response.status()).toBe(200);
    await page.waitForURL(`${server.url}${href}`);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // What Chromium says of the blocked chunk, and the island saying it steps aside.
    expect(problems.filter((p) => !/ERR_FAILED|could not start/.test(p))).toEqual([]);
  });

  it('without VIDEO_EMBED_URL: the two cards play two different films, each with French captions shown by default', async ({
    openPage,
  }) => {
    // This file's server embeds an external video; the films need a server without one.
    const local = await startServer({ TRUST_PROXY: '1' });
    try {
      const { page, problems } = await openPage({ width: 1280 });
      await page.goto(`${local.url}/`);
      const films = [];
      for (const section of ['.hero', 'section[aria-labelledby="video-title"]']) {
        const card = page.locator(`${section} .video-card`);
        await card.scrollIntoViewIfNeeded();
        await card.hover();
        await page.waitForSelector(`${section} [data-island="VideoCard"][data-hydrated="true"]`, {
          state: 'attached',
          timeout: 10_000,
        });
        const label = await card.locator('.video-card-label').textContent();
        await card.click();
        const dialog = page.locator('dialog.video-dialog[open]');
        await dialog.waitFor({ state: 'visible', timeout: 10_000 });
        // Playing, with its captions track loaded and showing.
        const film = await page.waitForFunction(
          () => {
            const video = document.querySelector<HTMLVideoElement>('dialog[open] video');
            const track = video?.querySelector('track');
            const captions = video?.textTracks[0];
            if (!video || !track || !captions || video.paused || video.currentTime <= 0 || !captions.cues?.length)
              return null;
            return {
              src: video.getAttribute('src'),
              duration: video.duration,
              track: {
                kind: track.kind,
                srclang: track.srclang,
                label: track.label,
                src: track.getAttribute('src'),
                default: track.default,
              },
              mode: captions.mode,
              cues: captions.cues.length,
            };
          },
          undefined,
          { timeout: 10_000 },
        );
        films.push({ ...(await film.jsonValue())!, label });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      }
      const [hero, second] = films;
      expect(hero!.src).toBe('/media/secretalia-en-bref.mp4');
      expect(second!.src).toBe('/media/demarrage-secretariat.mp4');
      for (const film of films) {
        expect(film.track).toEqual({
          kind: 'captions',
          srclang: 'fr',
          label: 'Français',
          src: film.src!.replace(/\.mp4$/, '.vtt'),
          default: true,
        });
        expect(film.mode).toBe('showing');
        expect(film.cues).toBeGreaterThan(3);
        // The card announces the film's real length.
        expect(film.label).toContain(`(${Math.round(film.duration)}\u00a0s)`);
      }
      expect(problems).toEqual([]);
    } finally {
      await local.stop();
    }
  });

  it('on a phone held upright (390×844): both films play their portrait cut, in a portrait player that fits the screen, with its own captions', async ({
    openPage,
  }) => {
    const local = await startServer({ TRUST_PROXY: '1' });
    try {
      const { page, problems } = await openPage({ width: 390, height: 844, deviceScaleFactor: 2 });
      await page.goto(`${local.url}/`);
      for (const [section, slug] of [
        ['.hero', 'secretalia-en-bref'],
        ['section[aria-labelledby="video-title"]', 'demarrage-secretariat'],
      ] as const) {
        const card = page.locator(`${section} .video-card`);
        await card.scrollIntoViewIfNeeded();
        // Without JavaScript, or before the island wakes, the link is still the landscape film.
        await expect(card.getAttribute('href')).resolves.toBe(`/media/${slug}.mp4`);
        await card.click();
        const dialog = page.locator('dialog.video-dialog[open]');
        await dialog.waitFor({ state: 'visible', timeout: 10_000 });
        const film = await page.waitForFunction(
          () => {
            const video = document.querySelector<HTMLVideoElement>('dialog[open] video');
            const captions = video?.textTracks[0];
            if (!video || !captions || video.paused || video.currentTime <= 0 || !captions.cues?.length) return null;
            const frame = video.getBoundingClientRect();
            const box = video.closest('dialog')!.getBoundingClientRect();
            return {
              src: video.getAttribute('src'),
              track: video.querySelector('track')?.getAttribute('src'),
              mode: captions.mode,
              video: { width: video.videoWidth, height: video.videoHeight },
              frame: { width: frame.width, height: frame.height },
              dialog: { top: box.top, bottom: box.bottom },
              lines: [...captions.cues].flatMap((cue) => (cue as VTTCue).text.split('\n')),
              cueLines: Math.max(...[...captions.cues].map((cue) => (cue as VTTCue).text.split('\n').length)),
            };
          },
          undefined,
          { timeout: 10_000 },
        );
        const played = (await film.jsonValue())!;
        expect(played.src).toBe(`/media/${slug}-portrait.mp4`);
        expect(played.track).toBe(`/media/${slug}-portrait.vtt`);
        expect(played.mode).toBe('showing');
        // A portrait film in a portrait frame, as wide as the phone allows, wholly on the screen.
        expect(played.video.height).toBeGreaterThan(played.video.width);
        expect(played.frame.height).toBeGreaterThan(played.frame.width);
        expect(played.frame.width).toBeGreaterThanOrEqual(340);
        expect(played.dialog.top).toBeGreaterThanOrEqual(0);
        expect(played.dialog.bottom).toBeLessThanOrEqual(844);
        // Captions short enough for the frame's width: three short lines at most.
        expect(Math.max(...played.lines.map((line) => line.length))).toBeLessThanOrEqual(34);
        expect(played.cueLines).toBeLessThanOrEqual(3);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      }
      expect(problems).toEqual([]);
    } finally {
      await local.stop();
    }
  });

  it.for(['reduce', 'no-preference'] as const)(
    'motion %s: Enter on a card focused while its code still loads opens the dialog, not the bare file',
    async (reducedMotion, { server, openPage }) => {
      const { page, problems } = await openPage({ width: 1280, reducedMotion });
      // The island's code takes its time, as on a slow phone.
      await page.route(`**${islandChunks('VideoCard').own}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(`${server.url}/`);
      const card = page.locator('section[aria-labelledby="video-title"] .video-card');
      await card.scrollIntoViewIfNeeded();
      await card.focus();
      await page.keyboard.press('Enter');
      await dialogOf(page, 'Secretalia en vidéo').waitFor({ state: 'visible', timeout: 10_000 });
      expect(page.url()).toBe(`${server.url}/`);
      expect(problems).toEqual([]);
    },
  );
});
