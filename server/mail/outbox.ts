import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { outboxRepo, type OutboxRow } from '../db/outboxRepo';
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

/**
 * Sends the mails of `email_outbox`. Claims rows in a short statement, sends
 * outside any transaction, then marks each sent or reschedules it.
 */
export function createOutboxWorker({ db, sender, from, logger, intervalMs = 5_000, batchSize = 10, leaseSeconds = 120 }: OutboxWorkerOptions) {
  const repo = outboxRepo(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await sender.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
      });
      await repo.markSent(row.id);
      logger.info({ mailId: row.id, kind: row.kind, attempts: row.attempts }, 'mail sent');
      return true;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const outcome = await repo.markFailed(row, reason).catch((dbErr: unknown) => {
        logger.error({ err: dbErr, mailId: row.id }, 'could not record a failed mail (the lease will bring it back)');
        return 'retry' as const;
      });
      const log = { mailId: row.id, kind: row.kind, attempts: row.attempts, reason };
      if (outcome === 'dead') logger.error(log, 'mail dead after its last try');
      else logger.warn(log, 'mail not sent, will retry');
      return false;
    }
  }

  /** Sends everything due now; resolves with the number of mails sent. */
  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await repo.claim(batchSize, leaseSeconds);
      for (const row of rows) if (await deliver(row)) sent += 1;
      if (rows.length < batchSize) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => {
        logger.warn({ err }, 'outbox: database unavailable, will try again');
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
      const tick = () => {
        void runOnce().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      tick();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
