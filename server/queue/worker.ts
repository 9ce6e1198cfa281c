import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { jittered, type Backoff } from './backoff';
import type { QueueTable, QueuedRow } from './table';

/** What one try of a row came to: done, or failed with why and, if the receiver said, when to come back. */
export type DeliveryOutcome =
  | { ok: true }
  | {
      ok: false;
      error: string;
      /** The receiver's own delay (Retry-After), used when longer than the backoff's. */
      retryAfterMs?: number;
      /** No more tries for this row (it is dead at once). */
      giveUp?: boolean;
    };

/** The log lines of one kind (operations.md names some of them). */
export interface QueueLog {
  done: string;
  willRetry: string;
  dead: string;
  doneRecordingLater: string;
  doneNotRecorded: string;
  failureNotRecorded: string;
  databaseUnavailable: string;
}

export interface QueueWorkerOptions<Row extends QueuedRow> {
  table: QueueTable<Row>;
  /** The kind's own delivery: sends the row, says how it went; it does not touch the table. */
  deliver: (row: Row) => Promise<DeliveryOutcome>;
  backoff: Backoff;
  logger: Logger;
  log: QueueLog;
  /** What each log line says of a row (its ids, never its content). */
  describe: (row: Row) => Record<string, unknown>;
  /** Runs in the transaction that marks a row dead (the alert to the owner). */
  onDead?: (trx: Knex.Transaction, row: Row, error: string) => Promise<void>;
  /** How often due rows are looked for when nothing kicks the worker. */
  intervalMs?: number;
  batchSize?: number;
  /** Rows delivered at once. */
  concurrency?: number;
  /** A claimed row not reported within this time is taken up again (longer than a try). */
  leaseSeconds?: number;
  /** The longest delay honoured from a receiver's Retry-After. */
  retryAfterCapMs?: number;
  random?: () => number;
}

/** How long stop() lets a worker finish the rows it is delivering and record them. */
export const STOP_BOUND_MS = 5_000;

/** A receiver's Retry-After is honoured up to six hours: beyond, the backoff's own schedule. */
export const RETRY_AFTER_CAP_MS = 6 * 3_600_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One worker of the queue, the same for every kind: claims due rows under a lease, delivers
 * a few at once outside any transaction, records each outcome (a success retried until the
 * database answers), and on stop gives back the claimed rows it had not begun.
 */
export function createQueueWorker<Row extends QueuedRow>({
  table,
  deliver,
  backoff,
  logger,
  log,
  describe,
  onDead,
  intervalMs = 5_000,
  batchSize = 10,
  concurrency = 4,
  leaseSeconds = 120,
  retryAfterCapMs = RETRY_AFTER_CAP_MS,
  random = Math.random,
}: QueueWorkerOptions<Row>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  /** Set by stop(): a drain under way ends after the rows it is delivering. */
  let stopRequested = false;
  /** Until when a success's record is retried (stop() sets it; running, for as long as it takes). */
  let recordDeadline = Infinity;

  /**
   * A delivered row is recorded as done, retried until the database answers: left to the
   * lease instead, it would go out a second time. Only past the stop bound is it given up,
   * and then its fixed id (Message-ID, webhook-id) lets receivers drop the copy.
   */
  async function recordDone(row: Row): Promise<void> {
    for (let wait = 200; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        await table.markDone(row.id);
        return;
      } catch (err) {
        if (Date.now() + wait > recordDeadline) {
          logger.error({ ...describe(row), err: (err as Error).message }, log.doneNotRecorded);
          return;
        }
        logger.warn({ ...describe(row), err: (err as Error).message }, log.doneRecordingLater);
        await sleep(wait);
      }
    }
  }

  async function attempt(row: Row): Promise<boolean> {
    const outcome = await deliver(row).catch((err: unknown): DeliveryOutcome => ({
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    }));
    if (outcome.ok) {
      await recordDone(row);
      logger.info({ ...describe(row), attempts: row.attempts }, log.done);
      return true;
    }
    const delayMs = Math.max(
      jittered(backoff(row.attempts), random),
      Math.min(outcome.retryAfterMs ?? 0, retryAfterCapMs),
    );
    const result = await table
      .markFailed(row, outcome.error, delayMs, { giveUp: outcome.giveUp, onDead })
      .catch((dbErr: unknown) => {
        logger.error({ ...describe(row), err: dbErr }, log.failureNotRecorded);
        return 'retry' as const;
      });
    const line = { ...describe(row), attempts: row.attempts, reason: outcome.error };
    if (result === 'dead') logger.error(line, log.dead);
    else logger.warn({ ...line, retryInSeconds: Math.round(delayMs / 1000) }, log.willRetry);
    return false;
  }

  /** Delivers everything due now; resolves with the number done. */
  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await table.claim(batchSize, leaseSeconds);
      const queue = [...rows];
      const givenBack: number[] = [];
      await Promise.all(
        Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            // Stopping: the rows claimed and not begun go back to the queue for the next start (or another instance).
            if (stopRequested) givenBack.push(row.id);
            else if (await attempt(row)) done += 1;
          }
        }),
      );
      if (givenBack.length) {
        await table.release(givenBack);
        return done;
      }
      if (rows.length < batchSize || stopRequested) return done;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => {
        logger.warn({ err }, log.databaseUnavailable);
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
    /** Looks for due rows now (after a lead, say) rather than at the next tick. */
    kick(): void {
      if (!stopped) void runOnce();
    },
    start(): void {
      stopped = false;
      stopRequested = false;
      recordDeadline = Infinity;
      const tick = () => {
        void runOnce().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      tick();
    },
    /**
     * Stops within `boundMs`: the rows being delivered are finished and recorded, the
     * others claimed go back to the queue; nothing new is claimed. Past the bound it
     * returns anyway (a row still with its receiver keeps its lease).
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

export type QueueWorker = ReturnType<typeof createQueueWorker>;
