import loadable from '@loadable/component';
import { Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

export interface VideoCardProps {
  /** `local`: an MP4 shipped with the site; `embed`: a video on an external host. */
  kind: 'local' | 'embed';
  /** Where the link goes without JavaScript: the MP4 itself, or the video's watch page. */
  href: string;
  /** For `local`: the French captions (WebVTT), shown by default in the player. */
  captions?: string;
  /** For `local`: the film's portrait cut and its captions, played on a phone held upright. */
  portrait?: { src: string; captions?: string };
  /** Poster image (WebP, 1280×720). */
  poster?: string;
  /** Extra widths of the poster, as a `srcset` (WebP). */
  posterSrcSet?: string;
  /** The same widths in AVIF, offered first through <picture>. */
  posterAvifSrcSet?: string;
  /** For `embed`: the embed address the player will open later (youtube-nocookie). */
  embedUrl?: string;
  /** The video's title, shown on the card. */
  title: string;
  /** The call to action, e.g. "Voir la présentation (15 s)". */
  label: string;
  /** Above the fold: load the poster at once instead of lazily. */
  eager?: boolean;
  /** The poster's `sizes`: the width the page draws it at (default: a card in a two-column split). */
  sizes?: string;
  /** The play button lower than the middle, where the poster keeps a place for it (film 2's steps). */
  playLower?: boolean;
}

/** A card in a split section: half the container from 960 px, the container's width below. */
const SPLIT_SIZES =
  '(min-width: 960px) calc((min(1136px, 100vw - 4rem) - 4rem) / 2), calc(100vw - 2 * clamp(1rem, 4vw, 2rem))';

/**
 * Where the portrait cut plays instead of the landscape film: a phone held upright, whose
 * player would show the landscape frame at about 360 px wide (its words at 6 to 7 px).
 */
const UPRIGHT_PHONE = '(max-width: 599.98px) and (orientation: portrait)';

/** The modal player: its own chunk, fetched when the visitor reaches for the card. */
const VideoPlayerDialog = loadable(() => import('./VideoPlayerDialog'));
const preloadPlayer = () => {
  void VideoPlayerDialog.preload();
};

/**
 * A video as a plain link to the video, with its poster and a play button. Once
 * hydrated, a click opens the modal player instead (a click with a modifier key
 * still opens the link in a new tab, as links do).
 */
export default function VideoCard({
  kind,
  href,
  captions,
  portrait,
  poster,
  posterSrcSet,
  posterAvifSrcSet,
  embedUrl,
  title,
  label,
  eager = false,
  sizes = SPLIT_SIZES,
  playLower = false,
}: VideoCardProps) {
  const external = kind === 'embed';
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [hydrated, setHydrated] = useState(false);
  /** The player stays in the page after its first opening, closed. */
  const [playerMounted, setPlayerMounted] = useState(false);
  const [open, setOpen] = useState(false);
  /** Chosen as the visitor asks for the film: the portrait cut on a phone held upright. */
  const [upright, setUpright] = useState(false);

  useEffect(() => {
    setHydrated(true);
    // The hover or focus that woke this island up came before its handlers.
    const link = linkRef.current;
    if (link && (link.matches(':hover') || link.matches(':focus'))) preloadPlayer();
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setUpright(Boolean(portrait) && window.matchMedia(UPRIGHT_PHONE).matches);
    setPlayerMounted(true);
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);
  const giveFocusBack = useCallback(() => linkRef.current?.focus(), []);

  return (
    <>
      <a
        ref={linkRef}
        className="video-card"
        href={href}
        type={kind === 'local' ? 'video/mp4' : undefined}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        aria-haspopup={hydrated ? 'dialog' : undefined}
        onClick={onClick}
        onPointerEnter={preloadPlayer}
        onFocus={preloadPlayer}
        onTouchStart={preloadPlayer}
      >
        <span className="video-card-media">
          {poster ? (
            <picture>
              {posterAvifSrcSet ? <source type="image/avif" srcSet={posterAvifSrcSet} sizes={sizes} /> : null}
              <img
                src={poster}
                srcSet={posterSrcSet}
                sizes={posterSrcSet ? sizes : undefined}
                width={1280}
                height={720}
                alt=""
                loading={eager ? undefined : 'lazy'}
                decoding="async"
                fetchPriority={eager ? 'high' : undefined}
              />
            </picture>
          ) : (
            <span className="video-card-blank" />
          )}
          <span className={playLower ? 'video-card-play video-card-play-lower' : 'video-card-play'} aria-hidden="true">
            <Play focusable="false" />
          </span>
        </span>
        <span className="video-card-caption">
          <span className="video-card-title">{title}</span>
          <span className="video-card-label">
            {label}
            {external && !hydrated ? <span className="visually-hidden"> (nouvel onglet)</span> : null}
          </span>
        </span>
      </a>
      {playerMounted ? (
        <VideoPlayerDialog
          open={open}
          onClose={close}
          onClosed={giveFocusBack}
          title={title}
          source={
            kind === 'embed' && embedUrl
              ? { kind: 'embed', url: embedUrl }
              : upright && portrait
                ? { kind: 'local', url: portrait.src, captions: portrait.captions, portrait: true }
                : { kind: 'local', url: href, poster, captions }
          }
        />
      ) : null}
    </>
  );
}
