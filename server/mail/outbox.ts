import type { Knex } from 'knex';
import type { Logger } from '../logger';
import type { Backoff } from '../queue/backoff';
import { createQueueWorker } from '../queue/worker';
import { outboxRepo, retryDelayMs, type OutboxRow } from './outboxRepo';
import type { MailSender } from './transport';

export interface OutboxWorkerOptions {
  db: Knex;
  sender: MailSender;
  from: string;
  logger: Logger;
  /** How often due mails are looked for when nothing kicks the worker. */
  intervalMs?: number;
  batchSize?: number;
  /** A claimed mail not reported within this time is taken up again. */
  leaseSeconds?: number;
  /** The clock of the queue (tests); absent, the database's. */
  now?: () => Date;
  /** Test settings: a shorter backoff than the mails' own. */
  backoff?: Backoff;
  /** Runs in the transaction that marks a mail dead (server/alerts/). */
  onDead?: (trx: Knex.Transaction, row: OutboxRow, error: string) => Promise<void>;
}

/** The domain of the From address (`Secretalia <no-reply@secretalia.fr>`), for Message-IDs. */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * A mail's Message-ID, made from its outbox row: the same on every try, so that a
 * mail sent again after a crash (its sending never recorded) is recognised and
 * dropped as a duplicate by the receiving servers and mail programs.
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'created_at'>, from: string): string {
  return `<outbox.${row.id}.${new Date(row.created_at).getTime()}@${domainOf(from)}>`;
}

/** What the worker logs (operations.md names some): a command that shows them to the owner says them its own way. */
export const OUTBOX_LOG = {
  willRetry: 'mail not sent, will retry',
  dead: 'mail dead after its last try',
  sentRecordingLater: 'mail sent, recording it when the database answers',
  sentNotRecorded: 'mail sent but not recorded before the stop: its lease will send it again, with the same Message-ID',
  failureNotRecorded: 'could not record a failed mail (the lease will bring it back)',
  databaseUnavailable: 'outbox: database unavailable, will try again',
} as const;

/** Mails handed to SMTP at once (nodemailer's pool keeps five connections). */
const SENDING_AT_ONCE = 4;

/** How long stop() lets the worker finish the mails it is sending and record them. */
export { STOP_BOUND_MS } from '../queue/worker';

/**
 * Sends the mails of `email_outbox` with the queue's worker (server/queue/worker.ts):
 * this file keeps only what is mail's own, the SMTP hand-over and its Message-ID.
 */
export function createOutboxWorker({
  db,
  sender,
  from,
  logger,
  intervalMs = 5_000,
  batchSize = 10,
  leaseSeconds = 120,
  now,
  backoff = retryDelayMs,
  onDead,
}: OutboxWorkerOptions) {
  return createQueueWorker<OutboxRow>({
    table: outboxRepo(db, { now }),
    backoff,
    logger,
    intervalMs,
    batchSize,
    leaseSeconds,
    concurrency: SENDING_AT_ONCE,
    onDead,
    describe: (row) => ({ mailId: row.id, kind: row.kind }),
    log: {
      done: 'mail sent',
      willRetry: OUTBOX_LOG.willRetry,
      dead: OUTBOX_LOG.dead,
      doneRecordingLater: OUTBOX_LOG.sentRecordingLater,
      doneNotRecorded: OUTBOX_LOG.sentNotRecorded,
      failureNotRecorded: OUTBOX_LOG.failureNotRecorded,
      databaseUnavailable: OUTBOX_LOG.databaseUnavailable,
    },
    async deliver(row) {
      await sender.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers: row.headers ?? undefined,
        messageId: messageIdOf(row, from),
      });
      return { ok: true };
    },
  });
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
