import type { Knex } from 'knex';
import { retentionPeriods, type RetentionPeriod } from '../../shared/retention';
import type { Logger } from '../logger';
import { deleteMailFilesOlderThan } from '../privacy/mailFiles';

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
  const count = async (query: Knex.QueryBuilder, column = 'id') =>
    ((await query.returning(column)) as unknown[]).length;
  const expiredLeads = db('leads').select('id').where('created_at', '<', older(retentionPeriods.leads));
  const deleted = {
    visits: await count(db('page_visits').where('created_at', '<', older(retentionPeriods.visits)).delete()),
    sentMails: await count(
      db('email_outbox').where({ status: 'sent' }).where('sent_at', '<', older(retentionPeriods.sentMails)).delete(),
    ),
    // Before their leads: the link to them would be lost (ON DELETE SET NULL).
    leadMails: await count(db('email_outbox').whereIn('lead_id', expiredLeads).delete()),
    unsentMails: await count(
      db('email_outbox').whereNot({ status: 'sent' }).where('created_at', '<', older(retentionPeriods.leads)).delete(),
    ),
    leads: await count(db('leads').where('created_at', '<', older(retentionPeriods.leads)).delete()),
    formerSubscribers: await count(
      db('newsletter_subscribers')
        .whereNotNull('unsubscribed_at')
        .where('unsubscribed_at', '<', older(retentionPeriods.formerSubscribers))
        // A new request since, still waiting for its confirmation, keeps the row for its own 30 days.
        .where((q) =>
          q
            .whereNull('confirmation_sent_at')
            .orWhere('confirmation_sent_at', '<', older(retentionPeriods.unconfirmedSubscribers)),
        )
        .delete(),
    ),
    unconfirmedSubscribers: await count(
      db('newsletter_subscribers')
        .whereNull('confirmed_at')
        .whereNull('unsubscribed_at')
        .whereRaw(
          `coalesce(confirmation_sent_at, consent_at, created_at) < now() - interval '${interval(retentionPeriods.unconfirmedSubscribers)}'`,
        )
        .delete(),
    ),
    // Only a hash of what was sent and the answer (an id): kept as long as a key holds.
    idempotencyKeys: await count(
      db('idempotency_keys').where('created_at', '<', older(retentionPeriods.idempotencyKeys)).delete(),
      'key',
    ),
    mailFiles: mailDir ? await deleteMailFilesOlderThan(mailDir, before(retentionPeriods.sentMails)) : 0,
  };
  return deleted;
}

/** Runs the purge a minute after start, then every day. Every instance may run it: deletes are idempotent. */
export function schedulePurge(db: Knex, logger: Logger, options: PurgeOptions): () => void {
  const run = () =>
    purgeExpired(db, options)
      .then((deleted) => logger.info({ deleted }, 'retention purge done'))
      .catch((err: unknown) => logger.warn({ err }, 'retention purge failed, will try again tomorrow'));
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, 24 * 3_600_000);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
