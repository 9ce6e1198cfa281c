import type { SpecialtySlug } from './specialties';

/**
 * The people the site shows. Signed testimonials and team members are what the
 * owner supplies (npm run testimonials:import, team:import): never invented;
 * until there are some, the spec's anonymous quotes and no team section.
 */

/** A photograph supplied by the owner, in several widths (`srcSet`, with `w` descriptors). */
export interface PersonPhoto {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** The spec's testimonial-style quotes: a specialty and a city, no name, no photo. */
export interface AnonymousTestimonial {
  quote: string;
  /** Specialty and city, e.g. « Pédiatre, Bordeaux ». */
  author: string;
}

/** A doctor's words, published with their written consent: name, specialty, practice, city, photo. */
export interface SignedTestimonial {
  quote: string;
  name: string;
  specialty: string;
  practice?: string;
  city: string;
  /** The speciality page that shows these words first (`specialtyPage` in the file), if the owner named one. */
  specialtyPage?: SpecialtySlug;
  photo?: PersonPhoto;
}

export type Testimonial = AnonymousTestimonial | SignedTestimonial;

export interface TeamMember {
  firstName: string;
  role: string;
  /** One sentence in their own words, or about their work. */
  sentence: string;
  /** A portrait, 3:4. */
  photo?: PersonPhoto;
}

/** The pages that show testimonials, in the order they take them. */
export const TESTIMONIAL_PAGES = ['home', 'why', 'pricing'] as const;
export type TestimonialPage = (typeof TESTIMONIAL_PAGES)[number];

/** How many testimonials a page shows at most: one row of the grid. */
const PER_PAGE = 3;

/** Each page's share of one list of testimonials, made once for that list. */
const shares = new WeakMap<readonly SignedTestimonial[], Map<TestimonialPage, SignedTestimonial[]>>();

/**
 * The signed testimonials a page shows: three or fewer show on every page; more
 * are shared out three by three (the home page the first, the why page the next,
 * the pricing page the next, going round), so that a visitor reading on meets
 * other doctors rather than the same quotes again. Undefined when there are none:
 * the page keeps its anonymous quotes. The same list gives the same array each time
 * (a page keeps its markup under it, views/components/Static.tsx).
 */
export function testimonialsFor(
  page: TestimonialPage,
  all: readonly SignedTestimonial[],
): readonly SignedTestimonial[] | undefined {
  if (!all.length) return undefined;
  let byPage = shares.get(all);
  if (!byPage) shares.set(all, (byPage = new Map()));
  let share = byPage.get(page);
  if (!share) {
    const start = (TESTIMONIAL_PAGES.indexOf(page) * PER_PAGE) % all.length;
    share =
      all.length <= PER_PAGE ? [...all] : Array.from({ length: PER_PAGE }, (_, i) => all[(start + i) % all.length]!);
    byPage.set(page, share);
  }
  return share;
}

/**
 * The one testimonial a speciality page or /belgique shows (issue 48): the first, in the
 * owner's order, of those the owner gave that page's speciality; else the first of all (the
 * owner's order puts the best first). None when the owner has given none: never an invented one.
 */
export function testimonialForLanding(
  specialty: SpecialtySlug | undefined,
  all: readonly SignedTestimonial[],
): SignedTestimonial | undefined {
  return (specialty && all.find((item) => item.specialtyPage === specialty)) || all[0];
}
