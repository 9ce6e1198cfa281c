import type { ResponsiveImage } from '../../shared/blog';

/** The size assumed for an image without variants (a row written by other means than the import). */
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** Images in an article's text: the reading column, about 70 characters wide. */
export const ARTICLE_BODY_SIZES = '(min-width: 800px) 720px, calc(100vw - 32px)';

type Priority = 'high' | 'eager' | 'lazy';

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` of the responsive sources: the width the image takes in the layout. */
  sizes: string;
  /** `high`: the page's largest image (LCP), loaded first; `eager`: above the fold; default lazy. */
  priority?: Priority;
  /** On the `<img>`. */
  className?: string;
  title?: string;
}

/**
 * An imported image: a `<picture>` offering each format's widths (AVIF first,
 * then WebP) for the browser to pick from, over a rectangle of the image's
 * average colour that shows until it arrives. The colour is an SVG attribute
 * rather than a `style`, which the Content-Security-Policy forbids. Width and
 * height are set, so the layout does not move while the image loads.
 *
 * The import writes this same markup for the images of an article's text
 * (server/content/markdown.ts), so the allowlist (server/content/sanitize.ts) knows it.
 */
export function ResponsivePicture({ image, alt, sizes, priority = 'lazy', className, title }: PictureProps) {
  return (
    <span className="media-frame">
      <svg
        className="media-placeholder"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
      >
        <rect width="1" height="1" fill={image.placeholder} />
      </svg>
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        <img
          src={image.src}
          alt={alt}
          title={title}
          width={image.width}
          height={image.height}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          decoding={priority === 'lazy' ? 'async' : undefined}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          className={className}
        />
      </picture>
    </span>
  );
}

interface BlogImageProps extends Omit<PictureProps, 'image'> {
  /** The cover's variants; null for an image of the site's own folder given by its address alone. */
  image: ResponsiveImage | null;
  src: string;
}

/** An article's cover: responsive when it was imported, a plain sized `<img>` otherwise. */
export function BlogImage({ image, src, alt, sizes, priority = 'lazy', className }: BlogImageProps) {
  if (image)
    return <ResponsivePicture image={image} alt={alt} sizes={sizes} priority={priority} className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding={priority === 'lazy' ? 'async' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      className={className}
    />
  );
}
