import { plural } from '../../../shared/plural';
import { parisDateTime } from '../../../shared/dates';
import type { DueLead, DueLeads } from '../../../server/leads/due';
import { workingDuration } from '../../../server/leads/workingHours';
import { clip, textTable } from './tabular';

const KIND_LABEL = { quote: 'devis', contact: 'contact', callback: 'rappel' } as const;

function table(leads: readonly DueLead[]): string {
  const header = ['n°', 'reçu le', 'type', 'nom', 'e-mail', 'téléphone', 'attente (h ouvrées)', 'échéance'];
  const rows = leads.map((lead) => [
    String(lead.id),
    parisDateTime(lead.receivedAt),
    KIND_LABEL[lead.kind],
    clip(lead.name, 28),
    clip(lead.email, 34),
    clip(lead.phone ?? '', 18),
    workingDuration(lead.waitedMs),
    parisDateTime(lead.dueAt),
  ]);
  return textTable(header, rows, { alignRight: [0, 6] });
}

/** `leads:due`: the leads past the promise, then those coming due, each a table like `leads:list`'s. */
export function dueLeadsText({ overdue, soon }: DueLeads): string {
  const parts = [
    overdue.length
      ? `${plural(overdue.length, 'demande encore « nouveau » au-delà', 'demandes encore « nouveau » au-delà')} des 24 h ouvrées promises :\n${table(overdue)}`
      : 'aucune demande en retard sur les 24 h ouvrées promises',
    soon.length
      ? `${plural(soon.length, 'demande arrive', 'demandes arrivent')} à échéance dans les 4 prochaines heures ouvrées :\n${table(soon)}`
      : 'aucune demande n’arrive à échéance dans les 4 prochaines heures ouvrées',
  ];
  return parts.join('\n\n');
}
