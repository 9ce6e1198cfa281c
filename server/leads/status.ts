import type { Knex } from 'knex';
import { storedSpellings } from '../../shared/emailAddress';

/**
 * Where the team stands with a lead (docs/decisions/040-lead-status-and-due-leads.md):
 * stored without accents, shown with them.
 */
export const LEAD_STATUSES = ['nouveau', 'contacte', 'rendez-vous', 'devis-envoye', 'gagne', 'perdu'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How the owner reads each status, wherever it is shown. */
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  nouveau: 'nouveau',
  contacte: 'contacté',
  'rendez-vous': 'rendez-vous',
  'devis-envoye': 'devis envoyé',
  gagne: 'gagné',
  perdu: 'perdu',
};

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);

/** A status as typed: with or without accents, capitals, a space or a dash (« Devis envoyé », devis-envoye). */
export function parseLeadStatus(typed: string): LeadStatus | undefined {
  const plain = typed
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return isLeadStatus(plain) ? plain : undefined;
}

/** One change of a lead's status, as the history keeps it. */
export interface StatusChange {
  status: LeadStatus;
  note: string | null;
  changedAt: Date;
  /** Who made it in the espace (their name, else their e-mail); null from `npm run leads:status`. */
  changedBy: string | null;
}

type Db = Knex | Knex.Transaction;

/** The history of each of these leads, oldest change first, by id. */
export async function statusHistories(db: Db, ids: number[]): Promise<Map<number, StatusChange[]>> {
  const histories = new Map<number, StatusChange[]>(ids.map((id) => [id, []]));
  if (!ids.length) return histories;
  const rows: Record<string, unknown>[] = await db('lead_status_changes')
    .whereIn('lead_id', ids)
    .orderBy([{ column: 'changed_at' }, { column: 'id' }]);
  for (const row of rows) {
    histories.get(Number(row.lead_id))?.push({
      status: row.status as LeadStatus,
      note: (row.note as string | null) ?? null,
      changedAt: new Date(row.changed_at as string),
      changedBy: (row.changed_by as string | null) ?? null,
    });
  }
  return histories;
}

/** What `setLeadStatus` did. */
export interface StatusResult {
  id: number;
  previous: LeadStatus;
  status: LeadStatus;
  /** False when the lead already had this status and no note was given: nothing recorded (safe to re-run). */
  changed: boolean;
  /** How many leads the address has (the newest is changed). */
  leadsOfAddress: number;
}

/**
 * Sets the status of lead `id`, or of the newest lead of an address (whatever its
 * case), and keeps the change with its time, its note and who made it (`by`, a staff
 * member's name in the espace); resolves with undefined when no lead matches. The
 * same status again without a note records nothing.
 */
export async function setLeadStatus(
  db: Knex,
  who: { id: number } | { email: string },
  status: LeadStatus,
  note: string | null,
  { by = null, now = new Date() }: { by?: string | null; now?: Date } = {},
): Promise<StatusResult | undefined> {
  return db.transaction(async (trx) => {
    const query = trx('leads').select('id', 'status').forUpdate();
    if ('id' in who) query.where('id', who.id);
    else
      // As stored (normalised, shared/emailAddress.ts), or as an older row wrote it.
      query.whereRaw('lower(email) = any(?)', [storedSpellings(who.email)]).orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    const rows: { id: number; status: string }[] = await query;
    const lead = rows[0];
    if (!lead) return undefined;
    const previous = (isLeadStatus(lead.status) ? lead.status : 'nouveau') as LeadStatus;
    const changed = previous !== status || Boolean(note);
    if (changed) {
      await trx('leads').where('id', lead.id).update({ status, status_at: now });
      await trx('lead_status_changes').insert({ lead_id: lead.id, status, note, changed_at: now, changed_by: by });
    }
    return { id: Number(lead.id), previous, status, changed, leadsOfAddress: rows.length };
  });
}
