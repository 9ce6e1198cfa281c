import { paths } from '../../shared/paths';
import { testimonialsFor, type SignedTestimonial, type TeamMember } from '../../shared/people';
import { WhyPage } from '../../views/pages/WhyPage';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/** `/pourquoi-secretalia`: the reasons, the team and the testimonials the owner imported (else the spec's quotes). */
export default [
  page<{ testimonials?: readonly SignedTestimonial[]; team: TeamMember[] }>({
    path: paths.why,
    sitemap: pageChangedWith(paths.why, { people: ['testimonials', 'team'] }),
    load: async ({ people }) => {
      const [testimonials, team] = await Promise.all([people.testimonials(), people.team()]);
      return { data: { testimonials: testimonialsFor('why', testimonials), team } };
    },
    element: ({ testimonials, team }) => <WhyPage testimonials={testimonials} team={team} />,
  }),
];
