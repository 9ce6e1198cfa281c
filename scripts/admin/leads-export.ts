// `npm run leads:export -- [--since YYYY-MM-DD] [--kind devis|contact|rappel] [--format csv|json|xlsx] > leads.csv`:
// every field of every lead, for a spreadsheet or a CRM, on standard output.
import { choiceOption, command, CommandError, type CommandSpec } from './lib/command';
import { leadsRepo } from '../../server/leads/repo';
import { leadsCsv, leadsJson, leadsXlsx } from '../../server/leads/export';
import { leadFilter, leadFilterOptions } from './lib/leadFilter';
import { warnIfNpmWritesToo } from './lib/tabular';

const spec = {
  name: 'leads:export',
  summary:
    'Écrit les demandes de devis et les messages de contact, chaque champ, sur la sortie standard (à diriger vers un fichier).',
  options: {
    ...leadFilterOptions,
    format: {
      type: 'string',
      value: 'csv|json|xlsx',
      description:
        'csv (par défaut) : s’ouvre dans Excel et LibreOffice ; xlsx : un classeur où chaque téléphone reste tel qu’il a été saisi (Excel, LibreOffice, import HubSpot ou Pipedrive) ; json : pour un CRM ou un script',
    },
  },
  details: (commandLine) =>
    [
      `Exemple : ${commandLine('leads:export', '--since 2026-01-01', { silent: true })} > demandes.csv`,
      'CSV : UTF-8 avec BOM, « ; » entre les champs, une ligne d’en-tête, les retours à la ligne des messages gardés.',
      `XLSX : ${commandLine('leads:export', '--format xlsx', { silent: true })} > demandes.xlsx ; chaque cellule y est du texte typé : un téléphone garde son 0 ou son +, et rien de ce qu’un visiteur a tapé n’y devient une formule (dans un CSV, une cellule qui commence par =, +, - ou @ reçoit une apostrophe).`,
      `Les colonnes « Statut », « Statut depuis », « Note du statut » et « Statut changé par » disent où en est l’équipe (${commandLine('leads:status', '<n° ou e-mail> <statut>')}) ; le JSON donne aussi l’historique des statuts.`,
      'La colonne « Notification » dit NON REMISE quand l’e-mail de notification n’a pas pu être remis.',
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, values, io, warn, output }) => {
  const format = choiceOption('format', values.format, ['csv', 'json', 'xlsx'] as const, 'csv');
  // A workbook is bytes, not text: to a file, never to the terminal it would garble.
  if (format === 'xlsx' && io.stdout.isTTY)
    throw new CommandError('Un classeur xlsx s’écrit dans un fichier : ajoutez « > demandes.xlsx » à la commande.');
  const repo = leadsRepo(db);
  const leads = await repo.list(leadFilter(values));
  warnIfNpmWritesToo({ spec, io, warn });
  const histories = await repo.histories(leads.map((lead) => lead.id));
  if (format === 'xlsx') io.stdout.write(await leadsXlsx(leads, histories));
  else output(format === 'json' ? leadsJson(leads, histories) : leadsCsv(leads, histories));
});
