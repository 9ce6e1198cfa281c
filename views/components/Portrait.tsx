import type { PersonPhoto } from '../../shared/people';

/**
 * A person's photograph as the owner supplied it (every width offered, the browser picks
 * for 1x, 2x and 3x screens), or, without one, a letter or initials standing for it: a
 * monogram, never a face, hidden from screen readers, who hear the name beside it.
 */
export function Portrait({
  photo,
  sizes,
  className,
  blankClassName,
  letters,
}: {
  photo: PersonPhoto | undefined;
  /** How wide the picture is drawn, as `<img sizes>` says it. */
  sizes: string;
  className: string;
  blankClassName: string;
  letters: string;
}) {
  if (!photo) {
    return (
      <span className={blankClassName} aria-hidden="true">
        {letters}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      loading="lazy"
      decoding="async"
    />
  );
}
