import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { queueLeadsDigest, type DigestOutcome } from '../leads/digest';

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
}

/** One run: the day's digest of overdue leads, queued at most once a day across every instance. */
export async function runLeadsDigest(
  db: Knex,
  { to, siteUrl, now = () => new Date(), onQueued }: Pick<LeadsDigestOptions, 'to' | 'siteUrl' | 'now' | 'onQueued'>,
): Promise<DigestOutcome> {
  const outcome = await queueLeadsDigest(db, { to, siteUrl, now: now() });
  if (outcome === 'queued') onQueued?.();
  return outcome;
}

/**
 * Looks at start and every minute whether the day's digest is due (a working day, from 8:30 Paris time):
 * every instance may run it, the day's row in `lead_digests` lets one mail go.
 */
export function scheduleLeadsDigest(db: Knex, logger: Logger, options: LeadsDigestOptions): () => void {
  if (!options.enabled) return () => {};
  const run = () =>
    runLeadsDigest(db, options)
      .then((outcome) => {
        if (outcome === 'queued' || outcome === 'nothing-late') logger.info({ outcome }, 'leads digest done');
      })
      .catch((err: unknown) => logger.warn({ err }, 'leads digest failed, will try again in a minute'));
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
