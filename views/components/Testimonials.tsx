import { Quote } from 'lucide-react';

export interface Testimonial {
  quote: string;
  /** Specialty and city only: no names, no photos. */
  author: string;
}

/** Doctors' words, attributed by specialty and city. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="testimonials">
      {items.map((item) => (
        <li key={item.author}>
          <figure className="testimonial">
            <Quote className="testimonial-mark" aria-hidden="true" focusable="false" />
            <blockquote>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption>{item.author}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
