import type { LegalFacts } from '../../shared/legalFacts';
import { paths } from '../../shared/paths';
import { testimonialsFor, type SignedTestimonial, type TeamMember } from '../../shared/people';
import { HomePage } from '../../views/pages/HomePage';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

interface HomeData {
  legal: LegalFacts;
  testimonials?: readonly SignedTestimonial[];
  team: TeamMember[];
}

/**
 * `/`: the home page. Its Organization JSON-LD names the company's legal name
 * and VAT number once the owner has set them (`npm run settings:legal`, whose
 * notification clears the page cache as for the legal notice); it shows the
 * testimonials and the team the owner imported.
 */
export default [
  page<HomeData>({
    path: paths.home,
    // Its place section shows the opening hours (a contact detail); the legal facts are in its
    // JSON-LD only, and the footer is every page's: neither is a change of this page.
    sitemap: pageChangedWith(paths.home, { settings: ['contact'], people: ['testimonials', 'team'] }),
    // The home page shows without its database (/readyz says so): without the facts, the JSON-LD just omits them,
    // and the spec's quotes stand in for the testimonials. The footer's social links fail to load at the same
    // time, which keeps that page out of the cache.
    load: async ({ settings, people }) => {
      const [legal, testimonials, team] = await Promise.all([
        settings.legalFacts().catch((): LegalFacts => ({})),
        people.testimonials().catch((): SignedTestimonial[] => []),
        people.team().catch((): TeamMember[] => []),
      ]);
      return { data: { legal, testimonials: testimonialsFor('home', testimonials), team } };
    },
    element: ({ legal, testimonials, team }) => <HomePage legal={legal} testimonials={testimonials} team={team} />,
  }),
];
