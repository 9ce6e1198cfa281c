import type { Knex } from 'knex';
import { unsubscribeHref } from '../../shared/paths';
import { campaignsRepo, type CampaignRecord } from './campaignsRepo';
import { subscribersRepo } from './subscribersRepo';
import { enqueueMail } from '../mail/outboxRepo';
import type { CampaignContent } from './campaignContent';
import { campaignMail, unsubscribeMailto } from './mails';

/**
 * Sending a campaign: recorded once under its key, then one mail per confirmed
 * subscriber queued in the outbox (server/mail/outbox.ts sends them, in the
 * servers and in the `newsletter:send` command alike), paced per minute.
 */

export interface CampaignAddresses {
  siteUrl: string;
  /** The team's mailbox, for the mailto part of List-Unsubscribe (MAIL_TO). */
  mailbox: string;
}

/** Mails queued per transaction: large enough to be quick, small enough to keep locks short. */
export const QUEUE_BATCH = 500;

/** Queues every mail of the campaign not queued yet; resolves with how many this call queued. */
export async function queueCampaign(
  db: Knex,
  campaign: CampaignRecord,
  { siteUrl, mailbox }: CampaignAddresses,
  batch = QUEUE_BATCH,
): Promise<number> {
  const repo = campaignsRepo(db);
  let queued = 0;
  for (;;) {
    const n = await repo.queueBatch(campaign.id, batch, (subscriber) =>
      campaignMail(
        campaign,
        subscriber.email,
        `${siteUrl}${unsubscribeHref(subscriber.token)}`,
        unsubscribeMailto(mailbox, subscriber.token),
      ),
    );
    if (!n) return queued;
    queued += n;
  }
}

/** Stands in for a subscriber's token in a test mail to an address that is not subscribed: the link says it is not valid. */
const TEST_TOKEN = 'exemple-de-lien-de-desinscription';

/**
 * The campaign as one subscriber would get it, to one address only, subject
 * marked [Test]; nothing is recorded. The unsubscribe link is the address's own
 * when it is a confirmed subscriber.
 */
export async function queueTestMail(
  db: Knex,
  content: CampaignContent,
  to: string,
  { siteUrl, mailbox }: CampaignAddresses,
): Promise<number> {
  const token = (await subscribersRepo(db).confirmedToken(to)) ?? TEST_TOKEN;
  const mail = campaignMail(
    { ...content, subject: `[Test] ${content.subject}`, kind: 'newsletter_test' },
    to,
    `${siteUrl}${unsubscribeHref(token)}`,
    unsubscribeMailto(mailbox, token),
  );
  return enqueueMail(db, mail);
}
