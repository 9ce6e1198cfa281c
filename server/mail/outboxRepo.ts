import type { Knex } from 'knex';
import { doubling, type Backoff } from '../queue/backoff';
import { queueTable } from '../queue/table';

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
  lead_id: number | null;
  attempts: number;
  max_attempts: number;
  created_at: Date;
}

/** Tries before a mail is marked dead: with the backoff below, about six hours. */
export const MAX_ATTEMPTS = 12;

/** Delay before try n+1 after n failed tries: 30 s doubling, at most an hour (before the queue's jitter). */
export const retryDelayMs: Backoff = doubling(30_000, 3_600_000);

/** The states of a mail of the outbox, for the features that report on mails (the newsletter's counts). */
export { QueueState as MailState } from '../queue/states';

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

export function outboxRepo(db: Knex, { now }: { now?: () => Date } = {}) {
  const table = queueTable<OutboxRow>(db, {
    table: 'email_outbox',
    columns: [
      'kind',
      'to_address',
      'reply_to',
      'subject',
      'text_body',
      'html_body',
      'headers',
      'lead_id',
      'created_at',
    ],
    doneColumn: 'sent_at',
    now,
  });
  return {
    ...table,
    /**
     * Gives dead mails a fresh set of tries (`npm run mail:retry-dead`), or only
     * `only`, mail `id` about lead `leadId` (the espace's button on the lead's page).
     */
    retryDead: (only?: { id: number; leadId: number }) =>
      table.retryDead(only && { id: only.id, lead_id: only.leadId }),
  };
}

export type OutboxRepo = ReturnType<typeof outboxRepo>;
