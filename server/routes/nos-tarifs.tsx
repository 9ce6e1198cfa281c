import { paths } from '../../shared/paths';
import { testimonialsFor, type SignedTestimonial } from '../../shared/people';
import { PricingPage } from '../../views/pages/PricingPage';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/** `/nos-tarifs`: the four plans, and the testimonials the owner imported (else the spec's quotes). */
export default [
  page<{ testimonials?: SignedTestimonial[] }>({
    path: paths.pricing,
    sitemap: pageChangedWith(paths.pricing, { people: ['testimonials'] }),
    load: async ({ people }) => ({
      data: { testimonials: testimonialsFor('pricing', await people.testimonials()) },
    }),
    element: ({ testimonials }) => <PricingPage testimonials={testimonials} />,
  }),
];
