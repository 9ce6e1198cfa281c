// `npm run leads:list -- [--since YYYY-MM-DD] [--kind quote|contact]`: the quote
// requests and contact messages, newest first, as a table.
import { command, type CommandSpec } from './lib/command';
import { leadsRepo } from '../../server/leads/repo';
import { leadsTable } from './lib/leadsOutput';
import { leadFilter, leadFilterOptions } from './lib/leadFilter';

const spec = {
  name: 'leads:list',
  summary: 'Lists the quote requests and contact messages, newest first.',
  options: leadFilterOptions,
  details: 'Long texts are shortened; npm run leads:export gives every field in full. A lead marked DEAD under "mail" never reached the team by e-mail.',
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, values, print }) => {
  print(leadsTable(await leadsRepo(db).list(leadFilter(values))));
});
