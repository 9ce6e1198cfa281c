import type { PostedForm } from '../../shared/forms';
import { paths, quoteForPlan } from '../../shared/paths';
import { isPlanId, type PlanId } from '../../shared/plans';
import { FormThanksPage } from '../../views/pages/FormThanksPage';
import { QuotePage } from '../../views/pages/QuotePage';
import { formAction, leadForm } from '../routing/formAction';
import { page } from '../routing/route';

/** The quote request (devis): its page, the action its form posts to, and where it lands. */
export const QUOTE_FIELDS = ['nom', 'email', 'telephone', 'cabinet', 'ville', 'message', 'plan'] as const;

/** The plan a link chose (`?formule=collectif`, from the pricing page's cards), if it is one. */
const chosenPlan = (query: URLSearchParams) => {
  const plan = query.get('formule');
  return isPlanId(plan) ? plan : undefined;
};

export default [
  page<{ posted?: PostedForm; plan?: PlanId }>({
    path: paths.quote,
    load: async ({ query }) => ({ data: { plan: chosenPlan(query) } }),
    // One cached page per plan chosen, under the address the links write.
    cache: ({ path, query }) => {
      const plan = chosenPlan(query);
      return plan ? quoteForPlan(plan) : query.size ? null : path;
    },
    element: ({ posted, plan }) => <QuotePage posted={posted} plan={plan} />,
    ...formAction({
      fields: QUOTE_FIELDS,
      take: leadForm('quote'),
      thanks: paths.quoteThanks,
      page: (posted) => ({ posted }),
    }),
  }),
  page({ path: paths.quoteThanks, element: () => <FormThanksPage kind="quote" />, sitemap: false }),
];
