import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { queueLeadsDigest, type DigestOutcome } from '../leads/digest';
import { isWorkingTime } from '../leads/workingHours';
import { parisDay } from '../../shared/dates';
import type { Heartbeat } from './heartbeat';

export interface LeadsDigestOptions {
  /** MAIL_TO. */
  to: string;
  /** SITE_URL: each lead of the mail links to its page in the espace. */
  siteUrl?: string;
  /** LEADS_DIGEST: `off`, nothing runs. */
  enabled: boolean;
  /** The clock (tests give theirs). */
  now?: () => Date;
  /** How often it looks (default: every minute). */
  everyMs?: number;
  /** Wakes the outbox worker when the digest was queued. */
  onQueued?: () => void;
  /** HEARTBEAT_URL's pings (server/jobs/heartbeat.ts): around the run that does the day's digest. */
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

/**
 * Looks at start and every minute whether the day's digest is due (a working day, from 8:30 Paris time):
 * every instance may run it, the day's row in `lead_digests` lets one mail go.
 */
export function scheduleLeadsDigest(db: Knex, logger: Logger, options: LeadsDigestOptions): () => void {
  if (!options.enabled) return () => {};
  const clock = options.now ?? (() => new Date());
  const beat = options.heartbeat;
  // The Paris days this instance said it started, finished, or failed the digest: one ping each a day,
  // not one a minute (the job looks every minute; another instance may be the one that sends it).
  const said = { start: '', done: '', fail: '' };
  const run = () => {
    const now = clock();
    const day = parisDay(now);
    if (beat && isWorkingTime(now) && said.start !== day && said.done !== day) {
      said.start = day;
      beat.start();
    }
    return runLeadsDigest(db, { ...options, now: () => now })
      .then((outcome) => {
        // Every minute on every instance: said at debug level only (a test awaits it).
        if (outcome === 'already' || outcome === 'closed') logger.debug({ outcome }, 'leads digest: nothing to do');
        else {
          logger.info({ outcome }, 'leads digest done');
          said.done = day;
          beat?.success();
        }
      })
      .catch((err: unknown) => {
        logger.warn({ err }, 'leads digest failed, will try again in a minute');
        if (said.fail !== day) beat?.fail();
        said.fail = day;
      });
  };
  // Once at start too: an instance started (or restarted) at 9:00 sends the day's digest now, not a minute later.
  const first = setTimeout(run, 0);
  const timer = setInterval(run, options.everyMs ?? 60_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
