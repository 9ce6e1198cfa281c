/**
 * The people the site shows when the owner supplies them (npm run testimonials:import,
 * team:import): never invented; until there are some, the spec's anonymous quotes.
 */
export interface PersonPhoto {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

export interface NamedTestimonial {
  quote: string;
  name: string;
  specialty: string;
  practice?: string;
  city: string;
  photo?: PersonPhoto;
}

export interface TeamMember {
  firstName: string;
  role: string;
  sentence: string;
  photo?: PersonPhoto;
}
