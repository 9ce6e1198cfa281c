import type { Knex } from 'knex';
import type { Lead } from '../leads/lead';

/** A mail that has not gone out, with the lead it reports when it is a lead's notification. */
export interface StuckMail {
  id: number;
  kind: string;
  to: string;
  status: 'pending' | 'sending' | 'dead';
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  lead: { id: number; kind: Lead['kind']; name: string; email: string; receivedAt: Date } | null;
}

/**
 * What `npm run mail:status` shows beside the counts: the mails being retried
 * (tried at least once) and the dead ones, newest first, each with its lead.
 */
export async function stuckMails(
  db: Knex,
  { limit = 20 } = {},
): Promise<{ retrying: StuckMail[]; dead: StuckMail[]; more: { retrying: number; dead: number } }> {
  const query = (statuses: string[]) =>
    db('email_outbox as o')
      .leftJoin('leads as m', 'm.id', 'o.lead_id')
      .whereIn('o.status', statuses)
      .modify((q) => {
        if (!statuses.includes('dead')) q.where('o.attempts', '>', 0);
      })
      .select(
        'o.id',
        'o.kind',
        'o.to_address',
        'o.status',
        'o.attempts',
        'o.max_attempts',
        'o.last_error',
        'o.next_attempt_at',
      )
      .select({
        lead_id: 'm.id',
        lead_kind: 'm.kind',
        lead_name: 'm.name',
        lead_email: 'm.email',
        lead_at: 'm.created_at',
      })
      .orderBy('o.id', 'desc');
  const shape = (rows: Record<string, unknown>[]): StuckMail[] =>
    rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind as string,
      to: row.to_address as string,
      status: row.status as StuckMail['status'],
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      lastError: (row.last_error as string | null) ?? null,
      nextAttemptAt: new Date(row.next_attempt_at as string),
      lead:
        row.lead_id === null || row.lead_id === undefined
          ? null
          : {
              id: Number(row.lead_id),
              kind: row.lead_kind as Lead['kind'],
              name: row.lead_name as string,
              email: row.lead_email as string,
              receivedAt: new Date(row.lead_at as string),
            },
    }));
  const [retrying, dead] = await Promise.all([query(['pending', 'sending']), query(['dead'])]);
  return {
    retrying: shape(retrying.slice(0, limit)),
    dead: shape(dead.slice(0, limit)),
    more: { retrying: Math.max(0, retrying.length - limit), dead: Math.max(0, dead.length - limit) },
  };
}
