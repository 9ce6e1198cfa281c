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
  summary:
    'Pages vues et demandes par jour, taux de conversion des pages devis et contact, pages les plus vues, sites d’origine et campagnes UTM.',
  options: {
    days: { type: 'string', value: 'N', description: 'combien de jours, aujourd’hui compris (par défaut 30)' },
    format: {
      type: 'string',
      value: 'text|csv',
      description: 'text (par défaut), ou csv : les lignes par jour, pour un tableur',
    },
    html: {
      type: 'string',
      value: 'FICHIER',
      description: 'écrire aussi le rapport en page HTML autonome, avec des graphiques',
    },
    top: {
      type: 'string',
      value: 'N',
      description: 'combien de pages, de sites d’origine et de valeurs UTM lister (par défaut 10)',
    },
  },
  details: (commandLine) =>
    [
      'Exemples :',
      `  ${commandLine('visits:report', '--days 7')}`,
      `  ${commandLine('visits:report', '--days 90 --html rapport.html')}   (à ouvrir dans n’importe quel navigateur)`,
      `  ${commandLine('visits:report', '--format csv', { silent: true })} > visites.csv`,
    ].join('\n'),
} satisfies CommandSpec;

const prepare = ({ values }: { values: Record<string, string | boolean | undefined> }) => ({
  days: integerOption('days', values.days, { min: 1, max: 3_650, fallback: 30 }),
  top: integerOption('top', values.top, { min: 1, max: 1_000, fallback: 10 }),
  format: choiceOption('format', values.format, ['text', 'csv'] as const, 'text'),
});

export default command(
  { ...spec, prepare },
  async ({ database: { db }, env, values, options: { days, top, format }, warn, io, resolve }) => {
    const htmlFile = typeof values.html === 'string' ? resolve(values.html) : undefined;
    if (values.html === '') throw new CommandError('--html : attendu un nom de fichier');
    const report = await trafficReport(db, { days, siteUrl: env.SITE_URL, top });
    if (htmlFile) {
      await fs.writeFile(htmlFile, reportHtml(report)).catch((err: NodeJS.ErrnoException) => {
        throw new CommandError(`--html : impossible d’écrire ${htmlFile} : ${err.code ?? err.message}`);
      });
    }
    if (format === 'csv') warnIfNpmWritesToo({ spec, io, warn });
    io.stdout.write(format === 'csv' ? reportCsv(report) : reportText(report));
    if (htmlFile) warn(`visits:report: rapport HTML écrit dans ${htmlFile}`);
  },
);
