import { choiceOption, dateOption, type CommandOption, type CommandContext } from './command';
import type { LeadFilter } from '../../../server/leads/repo';
import { parisMidnight } from '../../../shared/dates';

/** The options `leads:list` and `leads:export` share. */
export const leadFilterOptions = {
  since: { type: 'string', value: 'YYYY-MM-DD', description: 'only the leads received on or after that day (Paris time)' },
  kind: { type: 'string', value: 'quote|contact', description: 'only quote requests, or only contact messages' },
} satisfies Record<string, CommandOption>;

export function leadFilter(values: CommandContext['values']): LeadFilter {
  const since = dateOption('since', values.since);
  return {
    since: since && parisMidnight(since),
    kind: choiceOption('kind', values.kind, ['quote', 'contact'] as const),
  };
}
