import { paths } from '../../shared/paths';
import { testimonialsFor, type SignedTestimonial } from '../../shared/people';
import { PricingPage } from '../../views/pages/PricingPage';
import { peopleRepo } from '../people/repo';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/** `/nos-tarifs`: the four plans, and the testimonials the owner imported (else the spec's quotes). */
export default [
  page<{ testimonials?: SignedTestimonial[] }>({
    path: paths.pricing,
    sitemap: pageChangedWith(paths.pricing, { people: ['testimonials'] }),
    load: async ({ db }) => ({
      data: { testimonials: testimonialsFor('pricing', await peopleRepo(db).testimonials()) },
    }),
    element: ({ testimonials }) => <PricingPage testimonials={testimonials} />,
  }),
];
