// `npm run newsletter:export -- [--format csv|json] > abonnes.csv`: the confirmed,
// still subscribed addresses with their confirmation date, on standard output.
import { choiceOption, command, type CommandSpec } from './lib/command';
import { subscribersRepo } from '../../server/newsletter/subscribersRepo';
import { subscribersCsv, subscribersJson } from './lib/subscribersOutput';
import { warnIfNpmWritesToo } from './lib/tabular';

const spec = {
  name: 'newsletter:export',
  summary:
    'Écrit les abonnés confirmés de la newsletter avec leur date de confirmation (CSV pour un Excel français, ou JSON).',
  options: {
    format: {
      type: 'string',
      value: 'csv|json',
      description: 'csv (par défaut : UTF-8 avec BOM, « ; » entre les champs, une ligne d’en-tête) ou json',
    },
  },
  details: (commandLine) =>
    `Seulement les adresses confirmées qui ne se sont pas désinscrites. Exemple : ${commandLine('newsletter:export', '', { silent: true })} > abonnes.csv`,
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, values, io, warn, output }) => {
  const format = choiceOption('format', values.format, ['csv', 'json'] as const, 'csv');
  const rows = await subscribersRepo(db).confirmed();
  warnIfNpmWritesToo({ spec, io, warn });
  output(format === 'json' ? subscribersJson(rows) : subscribersCsv(rows));
});
