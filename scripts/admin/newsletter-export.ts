// `npm run newsletter:export -- [--format csv|json] > abonnes.csv`: the confirmed,
// still subscribed addresses with their confirmation date, on standard output.
import { choiceOption, command, type CommandSpec } from './lib/command';
import { newsletterRepo } from '../../server/newsletter/subscribersRepo';
import { subscribersCsv, subscribersJson } from './lib/subscribersOutput';

const spec = {
  name: 'newsletter:export',
  summary: 'Prints the confirmed newsletter subscribers with their confirmation date (CSV for a French Excel, or JSON).',
  options: { format: { type: 'string', value: 'csv|json', description: 'csv (default: UTF-8 with BOM, ; separator, header row) or json' } },
  details: 'Only confirmed addresses that did not unsubscribe. Example: npm run --silent newsletter:export > abonnes.csv',
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, values, io }) => {
  const format = choiceOption('format', values.format, ['csv', 'json'] as const, 'csv');
  const rows = await newsletterRepo(db).confirmed();
  io.stdout.write(format === 'json' ? subscribersJson(rows) : subscribersCsv(rows));
});
