import { createHash } from 'node:crypto';
import { Router } from 'express';
import type { Knex } from 'knex';
import { parisDay } from '../../shared/dates';
import { paths } from '../../shared/paths';
import { leadsCsv } from '../leads/export';
import { leadsRepo } from '../leads/repo';
import { trafficReport } from '../visits/report';
import { reportHtml } from '../visits/reportHtml';
import { filtersOf } from './espace-demandes';

/**
 * The espace's two files (issue 45): `leads:export`'s CSV, with the list's filters, as a
 * download, and `visits:report`'s HTML page. server/staff/guard.ts answers whoever is not
 * signed in before these run (a 401 for the CSV, the sign-in page for the report), and
 * marks both answers private.
 */
export function espaceExportsRouter({ db, siteUrl }: { db: Knex; siteUrl: string }): Router {
  const router = Router({ strict: true, caseSensitive: true });

  router.get(paths.espaceExport, async (req, res) => {
    const { filter } = filtersOf(new URL(req.originalUrl, siteUrl).searchParams);
    const repo = leadsRepo(db);
    const leads = await repo.list(filter);
    const csv = leadsCsv(leads, await repo.histories(leads.map((lead) => lead.id)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="demandes-${parisDay(new Date())}.csv"`);
    res.send(csv);
  });

  router.get(paths.espaceTraffic, async (req, res) => {
    const asked = Number(new URL(req.originalUrl, siteUrl).searchParams.get('jours'));
    const days = Number.isInteger(asked) && asked >= 1 && asked <= 3_650 ? asked : 30;
    // The site's icon, which the file version does without (it links to nothing): else the browser asks for /favicon.ico.
    const html = reportHtml(await trafficReport(db, { days, siteUrl }), new Date(), {
      href: paths.espace,
      label: '← Retour à l’espace',
    }).replace('<title>', '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n<title>');
    // The report carries its own stylesheet (it opens from a file too): the page's policy
    // allows that one <style> by its hash, and still no script at all.
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
    res.type('html').send(html);
  });

  return router;
}
