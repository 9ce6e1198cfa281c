import type { LegalFacts } from '../../shared/legalFacts';
import { paths } from '../../shared/paths';
import { HomePage } from '../../views/pages/HomePage';
import { pageWithSettings } from './contentDates';
import { page } from '../routing/route';

/**
 * `/`: the home page. Its Organization JSON-LD names the company's legal name
 * and VAT number once the owner has set them (`npm run settings:legal`, whose
 * notification clears the page cache as for the legal notice).
 */
export default [
  page<{ legal: LegalFacts }>({
    path: paths.home,
    // Its place section shows the opening hours (a contact detail); the legal facts are in its
    // JSON-LD only, and the footer is every page's: neither is a change of this page.
    sitemap: pageWithSettings(paths.home, ['contact']),
    // The home page shows without its database (/readyz says so): without the facts, the JSON-LD just omits them.
    // The footer's social links fail to load at the same time, which keeps that page out of the cache.
    load: async ({ settings }) => ({ data: { legal: await settings.legalFacts().catch((): LegalFacts => ({})) } }),
    element: ({ legal }) => <HomePage legal={legal} />,
  }),
];
