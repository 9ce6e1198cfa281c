import type { Knex } from 'knex';
import type { Logger } from '../logger';

/**
 * Retention periods of DECISIONS.md: visits 25 months; contact messages, quote
 * requests and former newsletter subscribers 3 years; sent mails, which copy
 * the visitor's message, 30 days.
 */
export async function purgeExpired(db: Knex): Promise<Record<string, number>> {
  const older = (interval: string) => db.raw(`now() - interval '${interval}'`);
  const count = async (query: Knex.QueryBuilder) => ((await query.returning('id')) as unknown[]).length;
  return {
    visits: await count(db('page_visits').where('created_at', '<', older('25 months')).delete()),
    sentMails: await count(db('email_outbox').where({ status: 'sent' }).where('sent_at', '<', older('30 days')).delete()),
    contactMessages: await count(db('contact_messages').where('created_at', '<', older('3 years')).delete()),
    formerSubscribers: await count(
      db('newsletter_subscribers').whereNotNull('unsubscribed_at').where('unsubscribed_at', '<', older('3 years')).delete(),
    ),
  };
}

/** Runs the purge a minute after start, then every day. Every instance may run it: deletes are idempotent. */
export function schedulePurge(db: Knex, logger: Logger): () => void {
  const run = () =>
    purgeExpired(db)
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
