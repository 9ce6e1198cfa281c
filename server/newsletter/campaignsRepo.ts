import type { Knex } from 'knex';
import { mailOutcomes } from '../mail/forOthers';
import { enqueueMails, type OutgoingMail } from '../mail/outboxRepo';

export interface CampaignRecord {
  id: number;
  key: string;
  subject: string;
  preheader: string | null;
  html: string;
  text: string;
  sourceHash: string;
  perMinute: number;
  createdAt: Date;
}

export interface CampaignCounts {
  /** Mails queued for the campaign, one per subscriber, all runs together. */
  queued: number;
  sent: number;
  /** Dead in the outbox after their last try (`npm run mail:retry-dead` gives them more). */
  failed: number;
  /** Waiting in the outbox or being sent. */
  remaining: number;
  /** Of the remaining, those the mail server refused at least once, waiting for their next try. */
  retrying: number;
  /** Withdrawn because the address unsubscribed before its mail left. */
  skipped: number;
}

export interface Subscriber {
  id: number;
  email: string;
  token: string;
}

interface CampaignRow {
  id: number | string;
  key: string;
  subject: string;
  preheader: string | null;
  html_body: string;
  text_body: string;
  source_hash: string;
  per_minute: number;
  created_at: Date | string;
  next_slot_at: Date | string;
}

const toRecord = (row: CampaignRow): CampaignRecord => ({
  id: Number(row.id),
  key: row.key,
  subject: row.subject,
  preheader: row.preheader,
  html: row.html_body,
  text: row.text_body,
  sourceHash: row.source_hash,
  perMinute: row.per_minute,
  createdAt: new Date(row.created_at),
});

/**
 * The counts of a campaign: its deliveries (queued, skipped, their mails' ids) here, where
 * those mails stand from the outbox's owner. A delivery whose mail was purged was sent.
 */
async function countsOf(db: Knex, campaignId: number): Promise<CampaignCounts> {
  const { rows } = await db.raw(
    `select count(*)::int as queued,
            count(*) filter (where skipped_at is not null)::int as skipped,
            count(*) filter (where skipped_at is null and outbox_id is null)::int as purged,
            coalesce(array_agg(outbox_id) filter (where skipped_at is null and outbox_id is not null), '{}') as mails
       from newsletter_deliveries where campaign_id = ?`,
    [campaignId],
  );
  const row = rows[0] as { queued: number; skipped: number; purged: number; mails: (number | string)[] };
  const mails = await mailOutcomes(db, row.mails.map(Number));
  return {
    queued: row.queued,
    sent: row.purged + mails.sent,
    failed: mails.dead,
    remaining: mails.waiting,
    retrying: mails.retrying,
    skipped: row.skipped,
  };
}

export function campaignsRepo(db: Knex) {
  return {
    /**
     * Records a campaign under its key, or finds the one already recorded (its
     * content then stays what it was: subscribers all receive the same mail).
     */
    async record(
      campaign: { key: string; subject: string; preheader?: string; html: string; text: string; sourceHash: string },
      perMinute: number,
    ): Promise<{ record: CampaignRecord; created: boolean }> {
      const [inserted] = await db('newsletter_campaigns')
        .insert({
          key: campaign.key,
          subject: campaign.subject,
          preheader: campaign.preheader ?? null,
          html_body: campaign.html,
          text_body: campaign.text,
          source_hash: campaign.sourceHash,
          per_minute: perMinute,
        })
        .onConflict('key')
        .ignore()
        .returning('*');
      if (inserted) return { record: toRecord(inserted), created: true };
      const [existing] = await db('newsletter_campaigns')
        .where({ key: campaign.key })
        .update({ per_minute: perMinute })
        .returning('*');
      return { record: toRecord(existing), created: false };
    },

    /**
     * Queues the next `limit` mails of a campaign, in one transaction: the
     * deliveries (unique per campaign and subscriber) and their mails together,
     * so a crash leaves either both or neither. The campaign's row is locked
     * while a batch is queued: instances queue in turn, and each mail takes the
     * next slot of the campaign's pace. Resolves with the number queued (0: done).
     *
     * The audience is the addresses confirmed when the campaign was recorded and
     * still subscribed; their rows are share-locked, so an unsubscription at the
     * same moment waits and then withdraws the mail just queued.
     */
    async queueBatch(
      campaignId: number,
      limit: number,
      makeMail: (subscriber: Subscriber) => OutgoingMail,
    ): Promise<number> {
      return db.transaction(async (trx) => {
        const campaign: CampaignRow | undefined = await trx('newsletter_campaigns')
          .where({ id: campaignId })
          .forUpdate()
          .first();
        if (!campaign) throw new Error(`campaign ${campaignId} does not exist`);
        const { rows: targets } = await trx.raw(
          `select s.id, s.email, s.unsubscribe_token as token
             from newsletter_subscribers s
            where s.confirmed_at is not null and s.unsubscribed_at is null and s.confirmed_at <= ?
              and not exists (select 1 from newsletter_deliveries d where d.campaign_id = ? and d.subscriber_id = s.id)
            order by s.id
            limit ?
              for share of s`,
          [campaign.created_at, campaignId, limit],
        );
        // Re-checked under the lock: one that unsubscribed meanwhile is left out.
        const audience = (targets as { id: number | string; email: string; token: string }[]).map((t) => ({
          ...t,
          id: Number(t.id),
        }));
        if (!audience.length) return 0;
        const deliveries: { id: number | string; subscriber_id: number | string }[] = await trx('newsletter_deliveries')
          .insert(audience.map((s) => ({ campaign_id: campaignId, subscriber_id: s.id })))
          .onConflict(['campaign_id', 'subscriber_id'])
          .ignore()
          .returning(['id', 'subscriber_id']);
        const bySubscriber = new Map(audience.map((s) => [s.id, s]));
        const intervalMs = 60_000 / campaign.per_minute;
        const firstSlot = Math.max(new Date(campaign.next_slot_at).getTime(), Date.now());
        const mails = deliveries.map((delivery, i) => ({
          ...makeMail(bySubscriber.get(Number(delivery.subscriber_id))!),
          notBefore: new Date(firstSlot + i * intervalMs),
        }));
        const outboxIds = await enqueueMails(trx, mails);
        if (deliveries.length) {
          await trx.raw(
            `update newsletter_deliveries d set outbox_id = v.outbox_id
               from (values ${deliveries.map(() => '(?::bigint, ?::bigint)').join(', ')}) as v(id, outbox_id)
              where d.id = v.id`,
            deliveries.flatMap((delivery, i) => [Number(delivery.id), outboxIds[i]!]),
          );
        }
        await trx('newsletter_campaigns')
          .where({ id: campaignId })
          .update({ next_slot_at: new Date(firstSlot + deliveries.length * intervalMs) });
        // Rows all taken by another run meanwhile: there may be more behind them.
        return deliveries.length || audience.length;
      });
    },

    counts: (campaignId: number): Promise<CampaignCounts> => countsOf(db, campaignId),

    /** How many addresses are confirmed, waiting for their confirmation, or unsubscribed. */
    async audience(): Promise<{ confirmed: number; pending: number; unsubscribed: number }> {
      const { rows } = await db.raw(
        `select count(*) filter (where confirmed_at is not null and unsubscribed_at is null)::int as confirmed,
                count(*) filter (where confirmed_at is null and unsubscribed_at is null)::int as pending,
                count(*) filter (where unsubscribed_at is not null)::int as unsubscribed
           from newsletter_subscribers`,
      );
      return rows[0];
    },

    /** Every campaign with its counts, newest first (`newsletter:status`). */
    async list(): Promise<(CampaignRecord & CampaignCounts)[]> {
      const campaigns: CampaignRow[] = await db('newsletter_campaigns').orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
      const result: (CampaignRecord & CampaignCounts)[] = [];
      for (const row of campaigns) result.push({ ...toRecord(row), ...(await countsOf(db, Number(row.id))) });
      return result;
    },
  };
}

export type CampaignsRepo = ReturnType<typeof campaignsRepo>;
