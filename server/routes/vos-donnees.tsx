import { Router } from 'express';
import type { Knex } from 'knex';
import { paths } from '../../shared/paths';
import { YourDataPage, type YourDataPageProps } from '../../views/pages/YourDataPage';
import { settingsRepo } from '../settings/repo';
import { contentChanged, latestChange, pageChangedWith } from './contentDates';
import { page } from '../routing/route';

/**
 * `/vos-donnees`: patients' data, from the owner's facts (`settings:facts`) and the
 * processing agreement (`settings:agreement`). Kept in the page cache like any page:
 * the commands' notification clears it on every instance.
 */
export default [
  page<YourDataPageProps>({
    path: paths.yourData,
    sitemap: pageChangedWith(paths.yourData, { settings: ['facts', 'agreement'] }),
    load: async ({ settings }) => {
      const [agreement, factsChanged] = await Promise.all([settings.agreement(), settings.factsChanged()]);
      // The sitemap's lastmod, said again in the page's structured data.
      const changed = latestChange([contentChanged(paths.yourData), factsChanged]);
      return {
        data: {
          agreement: agreement ? { bytes: agreement.bytes } : null,
          changed: typeof changed === 'string' ? changed : changed?.toISOString(),
        },
      };
    },
    element: (data) => <YourDataPage {...data} />,
  }),
];

/** The processing agreement the owner imported, as a PDF download; a 404 (the site's) when there is none. */
export function processingAgreementRouter(db: Knex): Router {
  const router = Router({ strict: true, caseSensitive: true });
  router.get(paths.processingAgreement, async (_req, res, next) => {
    const stored = await settingsRepo(db).get('agreement');
    if (!('pdf' in stored)) return next();
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', 'attachment; filename="secretalia-accord-de-traitement.pdf"');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.send(Buffer.from(stored.pdf, 'base64'));
  });
  return router;
}
