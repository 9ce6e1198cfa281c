import type { LegalFacts } from '../../shared/legalFacts';
import { paths } from '../../shared/paths';
import { LegalNoticePage } from '../../views/pages/LegalNoticePage';
import { pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/**
 * The legal notice, from the facts set with `npm run settings:legal`. Kept in
 * the page cache like any page: the command's notification clears it on every instance.
 */
export default [
  page<{ facts: LegalFacts }>({
    path: paths.legalNotice,
    sitemap: pageChangedWith(paths.legalNotice, { settings: ['legal', 'contact'] }),
    load: async ({ settings }) => ({ data: { facts: await settings.legalFacts() } }),
    element: ({ facts }) => <LegalNoticePage facts={facts} />,
  }),
];
