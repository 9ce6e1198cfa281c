import type { Knex } from 'knex';
import { parisDay, parisMidnight } from '../../shared/dates';
import { scheduleJob, type OutsideJob } from '../queue/jobs';

/**
 * A job run once a day through the queue (server/queue/jobs.ts, decision 054): each day's
 * run is a `queue_jobs` row keyed `<kind>:<Paris day>`, so that it runs once across
 * instances and restarts, whichever instance claims it.
 */
export interface DailyJob {
  kind: string;
  /** When it runs on a Paris day (`2026-11-26`); undefined: not that day (a weekend). */
  runAt(day: string): Date | undefined;
  /** The work, outside the job's transaction; a failure is tried again with the queue's backoff. */
  run(): Promise<void>;
}

/** From the start of the Paris day: a job that catches up as soon as an instance is up. */
export const fromMidnight = (day: string): Date => parisMidnight(new Date(`${day}T00:00:00Z`));

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Queues the job's first run on `day` or after (within a year). */
async function scheduleFrom(db: Knex, job: DailyJob, day: string): Promise<void> {
  for (let i = 0; i < 366; i++, day = nextDay(day)) {
    const runAt = job.runAt(day);
    if (runAt) {
      await scheduleJob(db, { kind: job.kind, key: `${job.kind}:${day}`, runAt });
      return;
    }
  }
}

/** The daily jobs' handlers for the job worker, and `schedule`, which an instance runs as it starts. */
export function dailyJobs(db: Knex, jobs: DailyJob[], now: () => Date = () => new Date()) {
  const handler = (job: DailyJob): OutsideJob => ({
    async outside(row) {
      // The next run first, committed on its own: it is queued even if this one fails for good.
      const day = row.key.slice(job.kind.length + 1);
      const today = parisDay(now());
      await scheduleFrom(db, job, nextDay(day > today ? day : today));
      await job.run();
    },
  });
  return {
    handlers: Object.fromEntries(jobs.map((job) => [job.kind, handler(job)])),
    /** Today's run (due at once if its hour is past and no instance ran it yet), or the next one. */
    schedule: () => Promise.all(jobs.map((job) => scheduleFrom(db, job, parisDay(now())))),
  };
}
