import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { doubling } from './backoff';
import { QueueState } from './states';
import { queueTable, type QueuedRow } from './table';
import { createQueueWorker } from './worker';

/** A job to run once at `runAt`: `key` makes it once across instances and restarts. */
export interface JobRequest {
  /** What to run: the name of a handler given to the job worker. */
  kind: string;
  /** Unique: a second request with the same key is ignored (`callback-reminder:42`). */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  /** The lead the job is about: it goes with the lead (erasure, purge). */
  leadId?: number;
  maxAttempts?: number;
}

export interface JobRow extends QueuedRow {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  lead_id: number | null;
}

/** Runs one job; what it writes goes in `trx`, the transaction that marks the job done. */
export type JobHandler = (trx: Knex.Transaction, job: JobRow) => Promise<void>;

/**
 * Runs one job outside any transaction, then the worker records it done: for work that is
 * long or not in the database (a dump of the embedded database waits for every transaction).
 */
export interface OutsideJob {
  outside: (job: JobRow) => Promise<void>;
}

/** Tries before a job is dead: with the backoff below, about two hours. */
export const JOB_MAX_ATTEMPTS = 8;

/**
 * Queues a job; call it inside the transaction that makes it needed (the lead's). Resolves
 * with false when a job with this key exists already.
 */
export async function scheduleJob(trx: Knex | Knex.Transaction, job: JobRequest): Promise<boolean> {
  const rows = await trx('queue_jobs')
    .insert({
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify(job.payload ?? {}),
      lead_id: job.leadId ?? null,
      next_attempt_at: job.runAt,
      max_attempts: job.maxAttempts ?? JOB_MAX_ATTEMPTS,
    })
    .onConflict('key')
    .ignore()
    .returning('id');
  return rows.length > 0;
}

const jobsTable = (db: Knex, now?: () => Date, kinds?: string[]) =>
  queueTable<JobRow>(db, {
    table: 'queue_jobs',
    columns: ['kind', 'key', 'payload', 'lead_id'],
    doneColumn: 'done_at',
    now,
    claimableWhen: kinds && `kind in (${kinds.map(kindLiteral).join(', ') || 'null'})`,
  });

/** A kind as SQL: the handlers' names are the code's constants, checked all the same. */
function kindLiteral(kind: string): string {
  if (!/^[a-z0-9:_-]+$/.test(kind)) throw new Error(`job kind « ${kind} »: lowercase letters, digits, - _ : only`);
  return `'${kind}'`;
}

/** The jobs of the queue, as a command or a test sees them. */
export function jobsRepo(db: Knex) {
  return {
    counts: () => jobsTable(db).counts(),
    async ofKind(kind: string): Promise<{ key: string; status: string; runAt: Date }[]> {
      const rows: Record<string, unknown>[] = await db('queue_jobs').where({ kind }).orderBy('id');
      return rows.map((row) => ({
        key: row.key as string,
        status: row.status as string,
        runAt: new Date(row.next_attempt_at as string),
      }));
    },
  };
}

/**
 * Runs the due jobs of `queue_jobs` with the queue's worker: each job's handler and the job's
 * completion in one transaction, so that what a job queues (a reminder's mail) exists once
 * even when the worker stops between the two.
 */
export function createJobWorker({
  db,
  handlers,
  logger,
  now,
  intervalMs = 15_000,
  onRan,
}: {
  db: Knex;
  /** Only the kinds named here are claimed: another instance may run the others (a backup needs pg_dump). */
  handlers: Record<string, JobHandler | OutsideJob>;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
  /** After each job done (to wake the mail and webhook workers). */
  onRan?: (job: JobRow) => void;
}) {
  const table = jobsTable(db, now, Object.keys(handlers));
  return createQueueWorker<JobRow>({
    table,
    backoff: doubling(30_000, 3_600_000),
    logger,
    intervalMs,
    concurrency: 2,
    describe: (row) => ({ jobId: row.id, kind: row.kind }),
    log: {
      done: 'job done',
      willRetry: 'job failed, will retry',
      dead: 'job dead after its last try',
      doneRecordingLater: 'job done, recording it when the database answers',
      doneNotRecorded: 'job done but not recorded before the stop',
      failureNotRecorded: 'could not record a failed job (the lease will bring it back)',
      databaseUnavailable: 'jobs: database unavailable, will try again',
    },
    async deliver(row) {
      const handler = handlers[row.kind];
      if (!handler) return { ok: false, error: `no handler for ${row.kind} here` };
      if (typeof handler !== 'function') await handler.outside(row);
      else
        await db.transaction(async (trx) => {
          await handler(trx, row);
          // Done in the same transaction: a stop before the worker records it cannot run it twice.
          await trx('queue_jobs')
            .where({ id: row.id })
            .update({ status: QueueState.sent, done_at: trx.fn.now(), locked_until: null });
        });
      onRan?.(row);
      return { ok: true };
    },
  });
}

export type JobWorker = ReturnType<typeof createJobWorker>;
