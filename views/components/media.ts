/** A poster in WebP and AVIF at 640, 1280 and 1920 wide (`name`.webp is the 1280 one). */
function posterSet(name: string) {
  const set = (ext: string) =>
    `/media/${name}-640.${ext} 640w, /media/${name}.${ext} 1280w, /media/${name}-1920.${ext} 1920w`;
  return { poster: `/media/${name}.webp`, posterSrcSet: set('webp'), posterAvifSrcSet: set('avif') };
}

/**
 * A film made by scripts/media/make-films.mjs: MP4, French captions (WebVTT), poster; and its
 * portrait cut, which the player plays on a phone held upright (larger words, the captions
 * under them rather than over them).
 */
function film(slug: string, title: string, seconds: number) {
  return {
    title,
    src: `/media/${slug}.mp4`,
    captions: `/media/${slug}.vtt`,
    portrait: { src: `/media/${slug}-portrait.mp4`, captions: `/media/${slug}-portrait.vtt` },
    ...posterSet(`${slug}-poster`),
    durationLabel: `${seconds}\u00a0s`,
  } as const;
}

/** Film 1, on the hero card: what a doctor gets. */
export const enBrefFilm = film('secretalia-en-bref', 'Secretalia en bref', 34);

/** Film 2, in the video section: from the discovery call to the review after 3 months. */
export const demarrageFilm = film('demarrage-secretariat', 'Comment démarre votre secrétariat', 34);

/** The video section's poster when it plays an external video (VIDEO_EMBED_URL) rather than film 2. */
export const discoveryVideoPoster = posterSet('secretalia-en-video-poster');

/**
 * The public watch page of an embed address, for the link that works without
 * JavaScript: youtube(-nocookie).com/embed/ID becomes youtube.com/watch?v=ID.
 * Other hosts keep their address.
 */
export function watchPageUrl(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    const match = url.pathname.match(/^\/embed\/([\w-]{6,})/);
    if (match && /(^|\.)youtube(-nocookie)?\.com$/.test(url.hostname)) {
      return `https://www.youtube.com/watch?v=${match[1]}`;
    }
    return embedUrl;
  } catch {
    return embedUrl;
  }
}
