import { QUESTIONS_SLUG, type LandingPage, type QuestionSection } from '../../shared/landing';
import { paths } from '../../shared/paths';
import { testimonialsFor, type SignedTestimonial } from '../../shared/people';
import { PricingPage } from '../../views/pages/PricingPage';
import type { KeptLanding } from '../landing/kept';
import { landingSitemap } from '../landing/pages';
import { latestChange, pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/** The price questions of each questions page read, made once for it. */
const priceQuestionsOf = new WeakMap<LandingPage, readonly QuestionSection[]>();
const NONE: readonly QuestionSection[] = [];

/**
 * The questions page's price questions (its `tarifs`), as the pricing page shows them: the
 * same array while that page is kept (the pricing page's markup is kept under it).
 */
async function priceQuestions(landing: KeptLanding): Promise<readonly QuestionSection[]> {
  const questions = await landing.page(QUESTIONS_SLUG);
  if (!questions) return NONE;
  let found = priceQuestionsOf.get(questions);
  if (!found) {
    found = questions.pricing.flatMap((id) => questions.sections.find((section) => section.id === id) ?? []);
    priceQuestionsOf.set(questions, found);
  }
  return found;
}

/** `/nos-tarifs`: the four plans, the testimonials the owner imported (else the spec's quotes), the price questions. */
export default [
  page<{ testimonials?: readonly SignedTestimonial[]; priceQuestions: readonly QuestionSection[] }>({
    path: paths.pricing,
    sitemap: async (context) => {
      const [entry] = await pageChangedWith(paths.pricing, { people: ['testimonials'] })(context);
      const questions = (await landingSitemap(context.db, 'questions', () => paths.questions))[0]?.lastmod;
      const lastmod = latestChange([entry!.lastmod, questions]);
      return [{ path: paths.pricing, ...(lastmod ? { lastmod } : {}) }];
    },
    load: async ({ landing, people }) => ({
      data: {
        testimonials: testimonialsFor('pricing', await people.testimonials()),
        priceQuestions: await priceQuestions(landing),
      },
    }),
    element: ({ testimonials, priceQuestions }) => (
      <PricingPage testimonials={testimonials} priceQuestions={priceQuestions} />
    ),
  }),
];
