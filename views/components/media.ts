/** Files made by scripts/make-media.mjs and shipped in client/public/media. */
export const presentationVideo = {
  src: '/media/presentation-secretalia.mp4',
  poster: '/media/presentation-secretalia-poster.webp',
  posterSrcSet: '/media/presentation-secretalia-poster-640.webp 640w, /media/presentation-secretalia-poster.webp 1280w',
  posterAvifSrcSet: '/media/presentation-secretalia-poster-640.avif 640w, /media/presentation-secretalia-poster.avif 1280w',
  durationLabel: '15\u00a0s',
} as const;

export const discoveryVideoPoster = {
  poster: '/media/secretalia-en-video-poster.webp',
  posterSrcSet: '/media/secretalia-en-video-poster-640.webp 640w, /media/secretalia-en-video-poster.webp 1280w',
  posterAvifSrcSet: '/media/secretalia-en-video-poster-640.avif 640w, /media/secretalia-en-video-poster.avif 1280w',
} as const;

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
