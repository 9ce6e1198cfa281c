import type { Knex } from 'knex';
import { mailStatuses } from '../mail/forOthers';
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

/** The counts of every campaign, from its deliveries and their mails in the outbox. */
const countsSql = (db: Knex) => `
  select c.id,
         count(d.id)::int as queued,
         count(d.id) filter (where d.skipped_at is null and (o.sent or d.outbox_id is null))::int as sent,
         count(d.id) filter (where o.dead)::int as failed,
         count(d.id) filter (where o.unsent)::int as remaining,
         count(d.id) filter (where o.retrying)::int as retrying,
         count(d.id) filter (where d.skipped_at is not null)::int as skipped
    from newsletter_campaigns c
    left join newsletter_deliveries d on d.campaign_id = c.id
    left join (${mailStatuses(db).toQuery()}) o on o.id = d.outbox_id`;

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

    async counts(campaignId: number): Promise<CampaignCounts> {
      const { rows } = await db.raw(`${countsSql(db)} where c.id = ? group by c.id`, [campaignId]);
      const row = rows[0] ?? {};
      return {
        queued: row.queued ?? 0,
        sent: row.sent ?? 0,
        failed: row.failed ?? 0,
        remaining: row.remaining ?? 0,
        retrying: row.retrying ?? 0,
        skipped: row.skipped ?? 0,
      };
    },

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
      const { rows } = await db.raw(`${countsSql(db)} group by c.id`);
      const counts = new Map(
        (rows as ({ id: number | string } & CampaignCounts)[]).map((row) => [Number(row.id), row]),
      );
      return campaigns.map((row) => {
        const c = counts.get(Number(row.id));
        return {
          ...toRecord(row),
          queued: c?.queued ?? 0,
          sent: c?.sent ?? 0,
          failed: c?.failed ?? 0,
          remaining: c?.remaining ?? 0,
          retrying: c?.retrying ?? 0,
          skipped: c?.skipped ?? 0,
        };
      });
    },
  };
}

export type CampaignsRepo = ReturnType<typeof campaignsRepo>;
