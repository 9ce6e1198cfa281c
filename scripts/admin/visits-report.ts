// `npm run visits:report -- --days 30 [--format csv] [--html report.html]`: views and
// leads per day, conversion, top pages, referrers and UTM campaigns.
import fs from 'node:fs/promises';
import { CommandError, command } from './lib/command';
import { visitsReportSpec as spec, prepare } from './lib/visitsReportSpec';
import { warnIfNpmWritesToo } from './lib/tabular';
import { trafficReport } from '../../server/visits/report';
import { reportHtml } from '../../server/visits/reportHtml';
import { reportCsv, reportText } from '../../server/visits/reportText';

export default command(
  { ...spec, prepare },
  async ({ database: { db }, env, values, options: { days, top, format }, warn, io, resolve, output }) => {
    const htmlFile = typeof values.html === 'string' ? resolve(values.html) : undefined;
    if (values.html === '') throw new CommandError('--html : attendu un nom de fichier');
    const report = await trafficReport(db, { days, siteUrl: env.SITE_URL, top });
    if (htmlFile) {
      await fs.writeFile(htmlFile, reportHtml(report)).catch((err: NodeJS.ErrnoException) => {
        throw new CommandError(`--html : impossible d’écrire ${htmlFile} : ${err.code ?? err.message}`);
      });
    }
    if (format === 'csv') warnIfNpmWritesToo({ spec, io, warn });
    output(format === 'csv' ? reportCsv(report) : reportText(report));
    if (htmlFile) warn(`visits:report: rapport HTML écrit dans ${htmlFile}`);
  },
);
