import type { PostedForm } from '../../shared/forms';
import { paths, quoteForPlan, quoteForSpecialty } from '../../shared/paths';
import { isPlanId, type PlanId } from '../../shared/plans';
import { finderValuesOf, hasFinderAnswers, readFinderAnswers, type FinderAnswers } from '../../shared/planFinder';
import { isSpecialtySlug, type SpecialtySlug } from '../../shared/specialties';
import { FormThanksPage } from '../../views/pages/FormThanksPage';
import { QuotePage } from '../../views/pages/QuotePage';
import { formAction, leadForm } from '../routing/formAction';
import { page } from '../routing/route';

/** The quote request (devis): its page, the action its form posts to, and where it lands. */
export const QUOTE_FIELDS = ['nom', 'email', 'telephone', 'cabinet', 'ville', 'message', 'plan', 'specialite'] as const;

/** The plan a link chose (`?formule=collectif`, from the pricing page's cards), if it is one. */
const chosenPlan = (query: URLSearchParams) => {
  const plan = query.get('formule');
  return isPlanId(plan) ? plan : undefined;
};

/** The speciality a speciality page's link carries (`?specialite=ophtalmologie`), if it is one. */
const chosenSpecialty = (query: URLSearchParams) => {
  const specialty = query.get('specialite');
  return isSpecialtySlug(specialty) ? specialty : undefined;
};

/** The plan finder's answers a link carries (/quelle-formule's « Demander un devis pour cette formule »), if they read. */
const finderAnswers = (query: URLSearchParams) =>
  hasFinderAnswers(query) ? readFinderAnswers(finderValuesOf(query)).answers : undefined;

export default [
  page<{ posted?: PostedForm; plan?: PlanId; specialty?: SpecialtySlug; answers?: FinderAnswers }>({
    path: paths.quote,
    load: async ({ query }) => ({
      data: { plan: chosenPlan(query), specialty: chosenSpecialty(query), answers: finderAnswers(query) },
    }),
    // One cached page per plan or speciality chosen, under the address the links write; the
    // finder's answers make the page the visitor's own (its message prefilled): never kept.
    cache: ({ path, query }) => {
      const plan = chosenPlan(query);
      const specialty = chosenSpecialty(query);
      if ((plan && specialty) || hasFinderAnswers(query)) return null;
      if (plan) return quoteForPlan(plan);
      if (specialty) return quoteForSpecialty(specialty);
      return query.size ? null : path;
    },
    element: ({ posted, plan, specialty, answers }) => (
      <QuotePage posted={posted} plan={plan} specialty={specialty} answers={answers} />
    ),
    ...formAction({
      fields: QUOTE_FIELDS,
      take: leadForm('quote'),
      thanks: paths.quoteThanks,
      page: (posted) => ({ posted }),
    }),
  }),
  page({ path: paths.quoteThanks, element: () => <FormThanksPage kind="quote" />, sitemap: false }),
];
