import { Quote } from 'lucide-react';
import type { SignedTestimonial, Testimonial } from '../../shared/people';
import { Portrait } from './Portrait';
import { Static } from './Static';

const isSigned = (item: Testimonial): item is SignedTestimonial => 'name' in item;

/** Drawn 80 px wide: the file is chosen for 1x, 2x and 3x screens. */
const PORTRAIT_SIZES = '80px';

/** The initials of a name, for a testimonial without a photograph (a monogram, not a face). */
function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((word) => /^\p{L}/u.test(word) && !/^(dr|pr)\.?$/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function Signature({ item }: { item: SignedTestimonial }) {
  return (
    <figcaption className="testimonial-person">
      <Portrait
        photo={item.photo}
        sizes={PORTRAIT_SIZES}
        className="testimonial-photo"
        blankClassName="testimonial-monogram"
        letters={initials(item.name)}
      />
      <span className="testimonial-who">
        <span className="testimonial-name">{item.name}</span>
        <span className="testimonial-role">
          {item.practice ? `${item.specialty}, ${item.practice}` : item.specialty}
        </span>
        <span className="testimonial-city">{item.city}</span>
      </span>
    </figcaption>
  );
}

/**
 * Doctors' words: the spec's anonymous quotes (a specialty and a city) or, once
 * the owner supplies them, signed testimonials with a round photograph.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Static as="ul" part="testimonials" of={items} className="testimonials">
      {items.map((item) => (
        <li key={isSigned(item) ? `${item.name}\u0000${item.city}` : item.author}>
          {isSigned(item) ? (
            <figure className="testimonial testimonial-signed">
              <Quote className="testimonial-mark" aria-hidden="true" focusable="false" />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <Signature item={item} />
            </figure>
          ) : (
            <figure className="testimonial">
              <Quote className="testimonial-mark" aria-hidden="true" focusable="false" />
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>{item.author}</figcaption>
            </figure>
          )}
        </li>
      ))}
    </Static>
  );
}
