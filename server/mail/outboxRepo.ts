import type { Knex } from 'knex';

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (the newsletter's List-Unsubscribe), sent as they are. */
  headers?: Record<string, string>;
  leadId?: number;
  /** Not before this time (a campaign paced by `--per-minute`); default: at once. */
  notBefore?: Date;
}

export interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: Record<string, string> | null;
  attempts: number;
  max_attempts: number;
  created_at: Date;
}

/** Tries before a mail is marked dead: with the backoff below, about six hours. */
export const MAX_ATTEMPTS = 12;

/** Delay before try n+1 after n failed tries: 30 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Queues a mail; call it inside the transaction that stores what the mail reports. */
export async function enqueueMail(trx: Knex | Knex.Transaction, mail: OutgoingMail): Promise<number> {
  const [id] = await enqueueMails(trx, [mail]);
  return id!;
}

/** Queues several mails in one statement (a campaign's batch); resolves with their ids, in order. */
export async function enqueueMails(trx: Knex | Knex.Transaction, mails: OutgoingMail[]): Promise<number[]> {
  if (!mails.length) return [];
  const rows = await trx('email_outbox')
    .insert(
      mails.map((mail) => ({
        kind: mail.kind,
        to_address: mail.to,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
        lead_id: mail.leadId ?? null,
        max_attempts: MAX_ATTEMPTS,
        ...(mail.notBefore ? { next_attempt_at: mail.notBefore } : {}),
      })),
    )
    .returning('id');
  return rows.map((row: { id: number | string }) => Number(row.id));
}

export function outboxRepo(db: Knex) {
  return {
    /**
     * Takes up to `limit` due mails for this worker. SKIP LOCKED lets several
     * workers (several instances) claim at once without ever taking the same row;
     * the lease brings back rows of a worker that died while sending.
     */
    async claim(limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
      const { rows } = await db.raw(
        `update email_outbox
            set status = 'sending', attempts = attempts + 1,
                locked_until = now() + make_interval(secs => ?)
          where id in (
            select id from email_outbox
             where (status = 'pending' and next_attempt_at <= now())
                or (status = 'sending' and locked_until < now())
             order by next_attempt_at, id
             limit ?
             for update skip locked)
        returning id, kind, to_address, reply_to, subject, text_body, html_body, headers, attempts, max_attempts, created_at`,
        [leaseSeconds, limit],
      );
      return (rows as OutboxRow[]).map((row) => ({ ...row, id: Number(row.id) }));
    },

    /** Claimed mails not tried after all (the worker is stopping): due again at once, the try not counted. */
    async release(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db('email_outbox')
        .whereIn('id', ids)
        .where({ status: 'sending' })
        .update({
          status: 'pending',
          locked_until: null,
          attempts: db.raw('greatest(attempts - 1, 0)'),
          next_attempt_at: db.fn.now(),
        });
    },

    async markSent(id: number): Promise<void> {
      await db('email_outbox')
        .where({ id })
        .update({ status: 'sent', sent_at: db.fn.now(), locked_until: null, last_error: null });
    },

    /** Back to pending with a later try, or dead once the tries are used up. */
    async markFailed(row: OutboxRow, error: string): Promise<'retry' | 'dead'> {
      const dead = row.attempts >= row.max_attempts;
      await db('email_outbox')
        .where({ id: row.id })
        .update({
          status: dead ? 'dead' : 'pending',
          locked_until: null,
          last_error: error.slice(0, 1_000),
          next_attempt_at: db.raw('now() + make_interval(secs => ?)', [retryDelayMs(row.attempts) / 1000]),
        });
      return dead ? 'dead' : 'retry';
    },

    async counts(): Promise<Record<'pending' | 'sending' | 'sent' | 'dead', number>> {
      const rows: { status: string; n: number }[] = await db('email_outbox')
        .select('status')
        .count({ n: '*' })
        .groupBy('status');
      const counts = { pending: 0, sending: 0, sent: 0, dead: 0 };
      for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n);
      return counts;
    },

    /**
     * Gives dead mails a fresh set of tries (`npm run mail:retry-dead`), or only
     * `only`, mail `id` about lead `leadId` (the espace's button on the lead's page).
     */
    async retryDead(only?: { id: number; leadId: number }): Promise<number> {
      const ids = await db('email_outbox')
        .where({ status: 'dead', ...(only && { id: only.id, lead_id: only.leadId }) })
        .update({ status: 'pending', attempts: 0, next_attempt_at: db.fn.now(), last_error: null })
        .returning('id');
      return ids.length;
    },
  };
}

export type OutboxRepo = ReturnType<typeof outboxRepo>;
