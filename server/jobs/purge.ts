import type { Knex } from 'knex';
import { retentionPeriods, type RetentionPeriod } from '../../shared/retention';
import type { Logger } from '../logger';
import { deleteKeysBefore } from '../idempotency/retention';
import { deleteLeadsBefore, leadIdsBefore } from '../leads/forOthers';
import { deleteMailsOfLeads, deleteSentMailsBefore, deleteUnsentMailsBefore } from '../mail/forOthers';
import { deleteFormerSubscribers, deleteUnconfirmedSubscribers } from '../newsletter/forOthers';
import { deleteMailFilesOlderThan } from '../privacy/mailFiles';
import { deleteVisitsBefore } from '../visits/retention';
import { fromMidnight, type DailyJob } from './daily';
import type { Heartbeat } from './heartbeat';

/** Postgres's interval for a period of shared/site.ts (whole numbers only, never user input). */
function interval(period: RetentionPeriod): string {
  if ('years' in period) return `${period.years} years`;
  if ('months' in period) return `${period.months} months`;
  return `${period.days} days`;
}

function before(period: RetentionPeriod, now = new Date()): Date {
  const date = new Date(now);
  if ('years' in period) date.setUTCFullYear(date.getUTCFullYear() - period.years);
  else if ('months' in period) date.setUTCMonth(date.getUTCMonth() - period.months);
  else date.setUTCDate(date.getUTCDate() - period.days);
  return date;
}

export interface PurgeOptions {
  /** The folder of the mail files (no SMTP_URL), whose old files go too; none: left alone. */
  mailDir?: string;
}

export interface PurgeSchedule extends PurgeOptions {
  /** HEARTBEAT_URL's pings around each run (server/jobs/heartbeat.ts). */
  heartbeat?: Heartbeat;
}

/**
 * The retention periods of shared/site.ts (docs/DECISIONS.md), which the
 * privacy page states: visits 25 months; contact messages and quote requests 3
 * years, with every mail about them (a notification that never went out, dead,
 * is kept as long as the lead it reports, then goes with it); former
 * newsletter subscribers 3 years; sent mails, which copy the visitor's
 * message, 30 days, as do the mail files of a server without SMTP; newsletter
 * requests never confirmed, 30 days after their last confirmation mail;
 * the Idempotency-Keys of the forms and the API, after a day.
 */
export async function purgeExpired(db: Knex, { mailDir }: PurgeOptions = {}): Promise<Record<string, number>> {
  const older = (period: RetentionPeriod) => db.raw(`now() - interval '${interval(period)}'`);
  const deleted = {
    visits: await deleteVisitsBefore(db, older(retentionPeriods.visits)),
    sentMails: await deleteSentMailsBefore(db, older(retentionPeriods.sentMails)),
    // Before their leads: the link to them would be lost (ON DELETE SET NULL).
    leadMails: await deleteMailsOfLeads(db, await leadIdsBefore(db, older(retentionPeriods.leads))),
    unsentMails: await deleteUnsentMailsBefore(db, older(retentionPeriods.leads)),
    leads: await deleteLeadsBefore(db, older(retentionPeriods.leads)),
    formerSubscribers: await deleteFormerSubscribers(
      db,
      older(retentionPeriods.formerSubscribers),
      older(retentionPeriods.unconfirmedSubscribers),
    ),
    unconfirmedSubscribers: await deleteUnconfirmedSubscribers(db, older(retentionPeriods.unconfirmedSubscribers)),
    // Only a hash of what was sent and the answer (an id): kept as long as a key holds.
    idempotencyKeys: await deleteKeysBefore(db, older(retentionPeriods.idempotencyKeys)),
    mailFiles: mailDir ? await deleteMailFilesOlderThan(mailDir, before(retentionPeriods.sentMails)) : 0,
  };
  return deleted;
}

/** The purge as a daily job (server/jobs/daily.ts): every day, from midnight Paris time. */
export function purgeJob(db: Knex, logger: Logger, { heartbeat, ...options }: PurgeSchedule): DailyJob {
  return {
    kind: 'purge',
    runAt: fromMidnight,
    async run() {
      heartbeat?.start();
      try {
        logger.info({ deleted: await purgeExpired(db, options) }, 'retention purge done');
        heartbeat?.success();
      } catch (err) {
        heartbeat?.fail();
        throw err;
      }
    },
  };
}
