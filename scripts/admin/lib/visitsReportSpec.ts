import { choiceOption, integerOption, type CommandSpec } from './command';

/** `visits:report`'s options and help; `prepare` reads them before any database is opened. */
export const visitsReportSpec = {
  name: 'visits:report',
  summary:
    'Pages vues et demandes par jour, taux de conversion des pages devis et contact, pages les plus vues, sites d’origine et campagnes UTM, demandes par source, campagne, page d’arrivée et appel à l’action.',
  options: {
    days: { type: 'string', value: 'N', description: 'combien de jours, aujourd’hui compris (par défaut 30)' },
    format: {
      type: 'string',
      value: 'text|csv',
      description: 'text (par défaut), ou csv : les lignes par jour, puis les demandes par provenance, pour un tableur',
    },
    html: {
      type: 'string',
      value: 'FICHIER',
      description: 'écrire aussi le rapport en page HTML autonome, avec des graphiques',
    },
    top: {
      type: 'string',
      value: 'N',
      description: 'combien de pages, de sites d’origine, de valeurs UTM et de provenances lister (par défaut 10)',
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

export const prepare = ({ values }: { values: Record<string, string | boolean | undefined> }) => ({
  days: integerOption('days', values.days, { min: 1, max: 3_650, fallback: 30 }),
  top: integerOption('top', values.top, { min: 1, max: 1_000, fallback: 10 }),
  format: choiceOption('format', values.format, ['text', 'csv'] as const, 'text'),
});
