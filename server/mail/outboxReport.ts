import type { Knex } from 'knex';

/** A mail that has not gone out, with the id of the lead it reports when it is a lead's notification. */
export interface StuckMail {
  id: number;
  kind: string;
  to: string;
  status: 'pending' | 'sending' | 'dead';
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  leadId: number | null;
}

/**
 * What `npm run mail:status` shows beside the counts: the mails being retried
 * (tried at least once) and the dead ones, newest first, each with its lead's id
 * (leads/ says who sent it).
 */
export async function stuckMails(
  db: Knex,
  { limit = 20 } = {},
): Promise<{ retrying: StuckMail[]; dead: StuckMail[]; more: { retrying: number; dead: number } }> {
  const query = (statuses: string[]) =>
    db('email_outbox as o')
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
        'o.lead_id',
      )
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
      leadId: row.lead_id === null || row.lead_id === undefined ? null : Number(row.lead_id),
    }));
  const [retrying, dead] = await Promise.all([query(['pending', 'sending']), query(['dead'])]);
  return {
    retrying: shape(retrying.slice(0, limit)),
    dead: shape(dead.slice(0, limit)),
    more: { retrying: Math.max(0, retrying.length - limit), dead: Math.max(0, dead.length - limit) },
  };
}
