import { isOpenMoment } from '../../shared/callback';
import type { PostedForm } from '../../shared/forms';
import { callbackThanksFor, paths } from '../../shared/paths';
import { CallbackPage, CallbackThanksPage } from '../../views/pages/CallbackPage';
import { formAction, leadForm } from '../routing/formAction';
import { page } from '../routing/route';

/** « Être rappelé »: the form's action (from every page that offers it), its own page, its confirmation. */
export const CALLBACK_FIELDS = ['telephone', 'jour', 'heure', 'nom'] as const;

/** The moment in the confirmation's address, if it is one of the opening hours. */
const momentOf = (query: URLSearchParams) => {
  const moment = new Date(query.get('moment') ?? '');
  return Number.isNaN(moment.getTime()) || !isOpenMoment(moment) ? null : moment;
};

export default [
  page<{ posted?: PostedForm }>({
    path: paths.callback,
    sitemap: false,
    element: ({ posted }) => <CallbackPage posted={posted} />,
    ...formAction({
      fields: CALLBACK_FIELDS,
      take: leadForm('callback'),
      thanks: ({ json }) => (typeof json.moment === 'string' ? callbackThanksFor(json.moment) : paths.callbackThanks),
      page: (posted) => ({ posted }),
    }),
  }),
  page<{ moment: string | null }>({
    path: paths.callbackThanks,
    sitemap: false,
    cache: 'none',
    load: async ({ query }) => ({ data: { moment: momentOf(query)?.toISOString() ?? null } }),
    element: ({ moment }) => <CallbackThanksPage moment={moment ? new Date(moment) : null} />,
  }),
];
