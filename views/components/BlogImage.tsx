/** Covers made by scripts/make-blog-images.mjs: 1200×630 and 600×315, in AVIF and WebP. */
const GENERATED = /^\/images\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.webp$/;

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

interface BlogImageProps {
  src: string;
  alt: string;
  /** The `sizes` of the responsive sources: the width the image takes in the layout. */
  sizes: string;
  /** `high`: the page's largest image (LCP), loaded first; `eager`: above the fold; default lazy. */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
}

/**
 * An article's cover: a `<picture>` offering AVIF then WebP at two widths when the
 * image is one of the generated covers, a plain `<img>` otherwise (an https URL).
 * Width and height are always set, so the layout does not move while it loads.
 */
export function BlogImage({ src, alt, sizes, priority = 'lazy', className }: BlogImageProps) {
  const img = (
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
  const generated = src.match(GENERATED);
  if (!generated) return img;
  const base = `/images/blog/${generated[1]}`;
  return (
    <picture>
      <source type="image/avif" srcSet={`${base}-600.avif 600w, ${base}.avif 1200w`} sizes={sizes} />
      <source type="image/webp" srcSet={`${base}-600.webp 600w, ${base}.webp 1200w`} sizes={sizes} />
      {img}
    </picture>
  );
}
