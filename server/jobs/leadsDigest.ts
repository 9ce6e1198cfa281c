import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { queueLeadsDigest, type DigestOutcome } from '../leads/digest';
import { workingWindow } from '../leads/workingHours';
import type { DailyJob } from './daily';
import type { Heartbeat } from './heartbeat';

export interface LeadsDigestOptions {
  /** MAIL_TO. */
  to: string;
  /** SITE_URL: each lead of the mail links to its page in the espace. */
  siteUrl?: string;
  /** The clock (tests give theirs). */
  now?: () => Date;
  /** Wakes the outbox worker when the digest was queued. */
  onQueued?: () => void;
  /** HEARTBEAT_URL's pings (server/jobs/heartbeat.ts): around the day's run. */
  heartbeat?: Heartbeat;
}

/** One run: the day's digest, queued at most once a day across every instance. */
export async function runLeadsDigest(
  db: Knex,
  { to, siteUrl, now = () => new Date(), onQueued }: Pick<LeadsDigestOptions, 'to' | 'siteUrl' | 'now' | 'onQueued'>,
): Promise<DigestOutcome> {
  const outcome = await queueLeadsDigest(db, { to, siteUrl, now: now() });
  if (outcome === 'queued' || outcome === 'nothing-late') onQueued?.();
  return outcome;
}

/** The digest's job kind in `queue_jobs`. */
export const LEADS_DIGEST = 'leads-digest';

/** The digest as a daily job (server/jobs/daily.ts): on working days, from 8:30 Paris time. */
export function leadsDigestJob(db: Knex, logger: Logger, options: LeadsDigestOptions): DailyJob {
  const beat = options.heartbeat;
  return {
    kind: LEADS_DIGEST,
    runAt(day) {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return workingWindow(year, month - 1, date)?.[0];
    },
    async run() {
      beat?.start();
      try {
        const outcome = await runLeadsDigest(db, options);
        logger.info({ outcome }, 'leads digest done');
        beat?.success();
      } catch (err) {
        beat?.fail();
        throw err;
      }
    },
  };
}
