import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { outboxRepo, type OutboxRow } from './outboxRepo';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mails handed to SMTP at once (nodemailer's pool keeps five connections). */
const SENDING_AT_ONCE = 4;

/** How long stop() lets the worker finish the mails it is sending and record them. */
export const STOP_BOUND_MS = 5_000;

/**
 * Sends the mails of `email_outbox`. Claims rows in a short statement, sends
 * outside any transaction, then marks each sent or reschedules it.
 */
export function createOutboxWorker({
  db,
  sender,
  from,
  logger,
  intervalMs = 5_000,
  batchSize = 10,
  leaseSeconds = 120,
}: OutboxWorkerOptions) {
  const repo = outboxRepo(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  /** Set by stop(): a drain under way ends after the mail it is sending. */
  let stopRequested = false;
  /** Until when a sent mail's record is retried (stop() sets it; running, for as long as it takes). */
  let recordDeadline = Infinity;

  /**
   * A mail handed to SMTP is recorded as sent, retried until the database answers:
   * left to the lease instead, it would go out a second time. Only past the stop
   * bound is it given up, and then the same Message-ID lets receivers drop the copy.
   */
  async function recordSent(row: OutboxRow): Promise<void> {
    for (let wait = 200; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        await repo.markSent(row.id);
        return;
      } catch (err) {
        if (Date.now() + wait > recordDeadline) {
          logger.error({ mailId: row.id, err: (err as Error).message }, OUTBOX_LOG.sentNotRecorded);
          return;
        }
        logger.warn({ mailId: row.id, err: (err as Error).message }, OUTBOX_LOG.sentRecordingLater);
        await sleep(wait);
      }
    }
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
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
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const outcome = await repo.markFailed(row, reason).catch((dbErr: unknown) => {
        logger.error({ err: dbErr, mailId: row.id }, OUTBOX_LOG.failureNotRecorded);
        return 'retry' as const;
      });
      const log = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (outcome === 'dead') logger.error(log, OUTBOX_LOG.dead);
      else logger.warn(log, OUTBOX_LOG.willRetry);
      return false;
    }
    await recordSent(row);
    logger.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
    return true;
  }

  /** Sends everything due now; resolves with the number of mails sent. */
  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await repo.claim(batchSize, leaseSeconds);
      // A few mails at once, each on its own SMTP connection of the pool: one at a
      // time, the round trips held a worker to about 50 mails a second.
      const queue = [...rows];
      const givenBack: number[] = [];
      await Promise.all(
        Array.from({ length: Math.min(SENDING_AT_ONCE, rows.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            // Stopping: the mails claimed and not begun go back to the queue for the next start (or another instance).
            if (stopRequested) givenBack.push(row.id);
            else if (await deliver(row)) sent += 1;
          }
        }),
      );
      if (givenBack.length) {
        await repo.release(givenBack);
        return sent;
      }
      if (rows.length < batchSize || stopRequested) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => {
        logger.warn({ err }, OUTBOX_LOG.databaseUnavailable);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    runOnce,
    /** Looks for due mails now (after a contact message, say) rather than at the next tick. */
    kick(): void {
      if (!stopped) void runOnce();
    },
    start(): void {
      stopped = false;
      stopRequested = false;
      const tick = () => {
        void runOnce().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      tick();
    },
    /**
     * Stops within `boundMs`: the mail being sent is finished and recorded, the
     * others claimed go back to the queue; nothing new is claimed. Past the bound
     * it returns anyway (a mail still with the SMTP server keeps its lease).
     */
    async stop(boundMs = STOP_BOUND_MS): Promise<void> {
      stopped = true;
      stopRequested = true;
      recordDeadline = Date.now() + boundMs;
      clearTimeout(timer);
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (bound = setTimeout(resolve, boundMs)))]);
      clearTimeout(bound);
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
