// `npm run leads:list -- [--since YYYY-MM-DD] [--kind devis|contact|rappel]`: the quote
// requests and contact messages, newest first, as a table.
import { command, type CommandSpec } from './lib/command';
import { leadsRepo } from '../../server/leads/repo';
import { leadsTable } from './lib/leadsOutput';
import { leadFilter, leadFilterOptions } from './lib/leadFilter';

const spec = {
  name: 'leads:list',
  summary: 'Liste les demandes de devis et les messages de contact, les plus récents d’abord.',
  options: leadFilterOptions,
  details: (commandLine) =>
    [
      `Les textes longs sont raccourcis ; ${commandLine('leads:export')} donne chaque champ en entier.`,
      'Une demande marquée NON REMISE (colonne « notification ») n’est jamais arrivée à l’équipe par e-mail.',
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, values, print, commandLine }) => {
  print(leadsTable(await leadsRepo(db).list(leadFilter(values)), commandLine));
});
