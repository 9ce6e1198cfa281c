// `npm run leads:export -- [--since YYYY-MM-DD] [--kind quote|contact] [--format csv|json] > leads.csv`:
// every field of every lead, for a spreadsheet or a CRM, on standard output.
import { choiceOption, command, type CommandSpec } from './lib/command';
import { leadsRepo } from '../../server/leads/repo';
import { leadsCsv, leadsJson } from './lib/leadsOutput';
import { leadFilter, leadFilterOptions } from './lib/leadFilter';
import { warnIfNpmWritesToo } from './lib/tabular';

const spec = {
  name: 'leads:export',
  summary: 'Writes the quote requests and contact messages, every field, to standard output.',
  options: {
    ...leadFilterOptions,
    format: { type: 'string', value: 'csv|json', description: 'csv (default): opens in Excel and LibreOffice; json: for a CRM or a script' },
  },
  details: [
    'Example: npm run -s leads:export -- --since 2026-01-01 > leads.csv',
    'CSV: UTF-8 with BOM, ";" between fields, one header row, line breaks of messages kept.',
    'The "Notification" column says NON REMISE when the notification e-mail died.',
  ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, values, io, warn }) => {
  const format = choiceOption('format', values.format, ['csv', 'json'] as const, 'csv');
  const leads = await leadsRepo(db).list(leadFilter(values));
  warnIfNpmWritesToo({ spec, io, warn });
  io.stdout.write(format === 'json' ? leadsJson(leads) : leadsCsv(leads));
});
