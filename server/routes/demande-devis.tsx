import type { PostedForm } from '../../shared/forms';
import { quoteFormInput } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { quoteFormSchema } from '../../shared/schemas';
import { FormThanksPage } from '../../views/pages/FormThanksPage';
import { QuotePage } from '../../views/pages/QuotePage';
import { leadFromQuoteForm } from '../leads/lead';
import { formAction } from '../routing/formAction';
import { page } from '../routing/route';

/** The quote request (devis): its page, the action its form posts to, and where it lands. */
export const QUOTE_FIELDS = ['nom', 'email', 'telephone', 'cabinet', 'ville', 'message', 'plan'] as const;

export default [
  page<{ posted?: PostedForm }>({
    path: paths.quote,
    element: ({ posted }) => <QuotePage posted={posted} />,
    ...formAction({
      fields: QUOTE_FIELDS,
      schema: quoteFormSchema,
      input: quoteFormInput,
      submit: async (form, context, within) => ({
        status: 201,
        json: { id: await context.services.leads.submit(leadFromQuoteForm(form, context.sentFrom ?? context.path), within) },
      }),
      thanks: paths.quoteThanks,
      page: (posted) => ({ posted }),
    }),
  }),
  page({ path: paths.quoteThanks, element: () => <FormThanksPage kind="quote" />, sitemap: false }),
];
