import { Play } from 'lucide-react';

export interface VideoCardProps {
  /** `local`: an MP4 shipped with the site; `embed`: a video on an external host. */
  kind: 'local' | 'embed';
  /** Where the link goes without JavaScript: the MP4 itself, or the video's watch page. */
  href: string;
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
}

const SIZES = '(min-width: 960px) 540px, 100vw';

/**
 * A video as a plain link to the video, with its poster and a play button. The
 * modal player replaces the link's behaviour once the island is hydrated.
 */
export default function VideoCard({ kind, href, poster, posterSrcSet, posterAvifSrcSet, title, label, eager = false }: VideoCardProps) {
  const external = kind === 'embed';
  return (
    <a
      className="video-card"
      href={href}
      type={kind === 'local' ? 'video/mp4' : undefined}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      <span className="video-card-media">
        {poster ? (
          <picture>
            {posterAvifSrcSet ? <source type="image/avif" srcSet={posterAvifSrcSet} sizes={SIZES} /> : null}
            <img
              src={poster}
              srcSet={posterSrcSet}
              sizes={posterSrcSet ? SIZES : undefined}
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
        <span className="video-card-play" aria-hidden="true">
          <Play focusable="false" />
        </span>
      </span>
      <span className="video-card-caption">
        <span className="video-card-title">{title}</span>
        <span className="video-card-label">
          {label}
          {external ? <span className="visually-hidden"> (nouvel onglet)</span> : null}
        </span>
      </span>
    </a>
  );
}
