import { choiceOption, dateOption, type CommandOption, type CommandContext } from './command';
import type { LeadFilter } from '../../../server/leads/repo';
import { parisMidnight } from '../../../shared/dates';

/** The options `leads:list` and `leads:export` share. */
export const leadFilterOptions = {
  since: {
    type: 'string',
    value: 'AAAA-MM-JJ',
    description: 'seulement les demandes reçues ce jour-là ou après (heure de Paris)',
  },
  kind: {
    type: 'string',
    value: 'devis|contact|rappel',
    description:
      'seulement les demandes de devis (devis, comme la liste et l’export les écrivent ; quote convient aussi), les messages de contact, ou les demandes de rappel (rappel)',
  },
} satisfies Record<string, CommandOption>;

/** « devis » is what the list and the export write in their type column; `quote`, the code's word, works too. */
const kindOf = (kind: 'devis' | 'contact' | 'quote' | 'rappel' | 'callback' | undefined) =>
  kind === 'devis' ? 'quote' : kind === 'rappel' ? 'callback' : kind;

export function leadFilter(values: CommandContext['values']): LeadFilter {
  const since = dateOption('since', values.since);
  return {
    since: since && parisMidnight(since),
    kind: kindOf(choiceOption('kind', values.kind, ['devis', 'contact', 'rappel', 'quote', 'callback'] as const)),
  };
}
