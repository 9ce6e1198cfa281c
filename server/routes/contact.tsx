import type { PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { ContactPage } from '../../views/pages/ContactPage';
import { FormThanksPage } from '../../views/pages/FormThanksPage';
import { formAction, leadForm } from '../routing/formAction';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/** The contact page: its page, the action its form posts to, and where it lands. */
export const CONTACT_FIELDS = ['nom', 'email', 'telephone', 'cabinet', 'ville', 'message'] as const;

export default [
  page<{ posted?: PostedForm }>({
    path: paths.contact,
    sitemap: pageChangedWith(paths.contact, { settings: ['contact', 'social'] }),
    element: ({ posted }) => <ContactPage posted={posted} />,
    ...formAction({
      fields: CONTACT_FIELDS,
      take: leadForm('contact'),
      thanks: paths.contactThanks,
      page: (posted) => ({ posted }),
    }),
  }),
  page({ path: paths.contactThanks, element: () => <FormThanksPage kind="contact" />, sitemap: false }),
];
