import type { Knex } from 'knex';
import { deleteMails } from '../mail/forOthers';

/**
 * For `npm run bench:newsletter` (scripts/bench/newsletter.mjs), never called by the site:
 * `count` confirmed subscribers `<prefix>-<i>@exemple.fr` added in one statement.
 */
export async function addConfirmedSubscribers(db: Knex, count: number, prefix: string): Promise<number> {
  const { rowCount } = await db.raw(
    `insert into newsletter_subscribers (email, consent_at, consent_source, confirmation_sent_at, confirmed_at, unsubscribe_token)
     select ? || '-' || i || '@exemple.fr', now(), 'banc', now(), now() - interval '1 minute',
            md5(i || ? || random()) || md5(random()::text)
       from generate_series(1, ?::int) as i`,
    [prefix, prefix, count],
  );
  return Number(rowCount);
}

/** Every subscriber, every delivery and the mails they queued, gone: the bench starts again. */
export async function removeSubscribersAndTheirMails(db: Knex): Promise<void> {
  await db.transaction(async (trx) => {
    const mails = (await trx('newsletter_deliveries').whereNotNull('outbox_id').pluck('outbox_id')).map(Number);
    await trx('newsletter_deliveries').delete();
    await deleteMails(trx, mails);
    await trx('newsletter_subscribers').delete();
  });
}
