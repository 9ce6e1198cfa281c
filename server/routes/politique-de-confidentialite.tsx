import type { LegalFacts } from '../../shared/legalFacts';
import { paths } from '../../shared/paths';
import { PrivacyPage } from '../../views/pages/PrivacyPage';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/** The privacy policy; it names the company and the site's host from the legal facts. */
export default [
  page<{ facts: LegalFacts }>({
    path: paths.privacy,
    sitemap: pageChangedWith(paths.privacy, { settings: ['legal', 'contact'] }),
    load: async ({ settings }) => ({ data: { facts: await settings.legalFacts() } }),
    element: ({ facts }) => <PrivacyPage facts={facts} />,
  }),
];
