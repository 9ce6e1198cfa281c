import { UsageError, type CommandContext } from './command';
import { LEAD_STATUSES, LEAD_STATUS_LABEL, parseLeadStatus, type LeadStatus } from '../../../server/leads/status';

/** « nouveau », « contacté », …: what a wrong status is told. */
export const validStatuses = LEAD_STATUSES.map((status) => `« ${LEAD_STATUS_LABEL[status]} »`).join(', ');

export interface LeadStatusArgs {
  status: LeadStatus;
  who: { id: number } | { email: string };
  note: string | null;
}

/** `leads:status`'s lead, status and note, read before any database is opened: a wrong status opens none. */
export function leadStatusArgs({ args, values }: Pick<CommandContext, 'args' | 'values'>): LeadStatusArgs {
  const status = parseLeadStatus(args[1]!);
  if (!status) throw new UsageError(`statut inconnu « ${args[1]} » : attendu ${validStatuses}`);
  const target = args[0]!.trim();
  if (!/^\d+$/.test(target) && !target.includes('@'))
    throw new UsageError(`« ${target} » n’est ni un numéro de demande ni une adresse e-mail`);
  const who = /^\d+$/.test(target) ? { id: Number(target) } : { email: target };
  const note = typeof values.note === 'string' && values.note.trim() ? values.note.trim() : null;
  return { status, who, note };
}
