// `npm run visits:report -- --days 30 [--format csv] [--html report.html]`: views and
// leads per day, conversion, top pages, referrers and UTM campaigns.
import fs from 'node:fs/promises';
import { choiceOption, CommandError, integerOption, command, type CommandSpec } from './lib/command';
import { warnIfNpmWritesToo } from './lib/tabular';
import { trafficReport } from '../../server/visits/report';
import { reportHtml } from './lib/visitsReportHtml';
import { reportCsv, reportText } from './lib/visitsReportText';

const spec = {
  name: 'visits:report',
  summary: 'Page views and leads per day, conversion of the quote and contact pages, top pages, referrers and UTM campaigns.',
  options: {
    days: { type: 'string', value: 'N', description: 'how many days, today included (default 30)' },
    format: { type: 'string', value: 'text|csv', description: 'text (default), or csv: the daily rows for a spreadsheet' },
    html: { type: 'string', value: 'FILE', description: 'also write the report as a self-contained HTML page with charts' },
    top: { type: 'string', value: 'N', description: 'how many pages, referrers and UTM values to list (default 10)' },
  },
  details: [
    'Examples: npm run visits:report -- --days 7',
    '          npm run visits:report -- --days 90 --html rapport.html   (open it in any browser)',
    '          npm run -s visits:report -- --format csv > visites.csv',
  ].join('\n'),
} satisfies CommandSpec;

const prepare = ({ values }: { values: Record<string, string | boolean | undefined> }) => ({
  days: integerOption('days', values.days, { min: 1, max: 3_650, fallback: 30 }),
  top: integerOption('top', values.top, { min: 1, max: 1_000, fallback: 10 }),
  format: choiceOption('format', values.format, ['text', 'csv'] as const, 'text'),
});

export default command({ ...spec, prepare }, async ({ database: { db }, env, values, options: { days, top, format }, warn, io, resolve }) => {
  const htmlFile = typeof values.html === 'string' ? resolve(values.html) : undefined;
  if (values.html === '') throw new CommandError('--html: expected a file name');
  const report = await trafficReport(db, { days, siteUrl: env.SITE_URL, top });
  if (htmlFile) {
    try {
      await fs.writeFile(htmlFile, reportHtml(report));
    } catch (err) {
      throw new CommandError(`--html: cannot write ${htmlFile}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }
  if (format === 'csv') {
    warnIfNpmWritesToo({ spec, io, warn });
    io.stdout.write(reportCsv(report));
  } else {
    io.stdout.write(reportText(report));
  }
  if (htmlFile) warn(`visits:report: HTML report written to ${htmlFile}`);
});
