import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** One webhook to post: its body is fixed now, and posted unchanged on every try. */
export interface OutgoingWebhook {
  event: string;
  url: string;
  body: string;
  /** `msg_<lead id>_<random>`: the `webhook-id` of every try. */
  messageId: string;
  leadId?: number;
}

export interface WebhookRow {
  id: number;
  url: string;
  message_id: string;
  body: string;
  attempts: number;
  max_attempts: number;
}

/** Tries before a webhook is dead: with the backoff below, about five hours. */
export const WEBHOOK_MAX_ATTEMPTS = 10;

/** Delay before try n+1 after n failed tries: 30 s doubling, at most an hour (as the mails). */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A `webhook-id`: the lead's id to find it, random bytes so that two databases never collide. */
export const webhookMessageId = (leadId: number) => `msg_${leadId}_${randomBytes(9).toString('base64url')}`;

/** Queues webhooks; call it inside the transaction that stores what they report. */
export async function enqueueWebhooks(trx: Knex | Knex.Transaction, webhooks: OutgoingWebhook[]): Promise<void> {
  if (!webhooks.length) return;
  await trx('webhook_outbox').insert(
    webhooks.map((webhook) => ({
      event: webhook.event,
      url: webhook.url,
      body: webhook.body,
      message_id: webhook.messageId,
      lead_id: webhook.leadId ?? null,
      max_attempts: WEBHOOK_MAX_ATTEMPTS,
    })),
  );
}

export interface StuckWebhook {
  id: number;
  url: string;
  messageId: string;
  status: 'pending' | 'dead';
  attempts: number;
  lastError: string | null;
  leadId: number | null;
}

/** One webhook about a lead, as the lead's page in the espace shows it. */
export interface LeadWebhook {
  id: number;
  host: string;
  status: 'pending' | 'sending' | 'sent' | 'dead';
  attempts: number;
  lastError: string | null;
  queuedAt: Date;
  sentAt: Date | null;
}

/** The `webhook_outbox` table, as the worker and the commands use it (the same claim as server/mail/outboxRepo.ts). */
export function webhookOutboxRepo(db: Knex) {
  return {
    async claim(limit: number, leaseSeconds: number): Promise<WebhookRow[]> {
      const { rows } = await db.raw(
        `update webhook_outbox
            set status = 'sending', attempts = attempts + 1,
                locked_until = now() + make_interval(secs => ?)
          where id in (
            select id from webhook_outbox
             where (status = 'pending' and next_attempt_at <= now())
                or (status = 'sending' and locked_until < now())
             order by next_attempt_at, id
             limit ?
             for update skip locked)
        returning id, url, message_id, body, attempts, max_attempts`,
        [leaseSeconds, limit],
      );
      return (rows as WebhookRow[]).map((row) => ({ ...row, id: Number(row.id) }));
    },

    async markSent(id: number): Promise<void> {
      await db('webhook_outbox')
        .where({ id })
        .update({ status: 'sent', sent_at: db.fn.now(), locked_until: null, last_error: null });
    },

    /** Back to pending with a later try, or dead once the tries are used up. */
    async markFailed(row: WebhookRow, error: string): Promise<'retry' | 'dead'> {
      const dead = row.attempts >= row.max_attempts;
      await db('webhook_outbox')
        .where({ id: row.id })
        .update({
          status: dead ? 'dead' : 'pending',
          locked_until: null,
          last_error: error.slice(0, 1_000),
          next_attempt_at: db.raw('now() + make_interval(secs => ?)', [webhookRetryDelayMs(row.attempts) / 1000]),
        });
      return dead ? 'dead' : 'retry';
    },

    async counts(): Promise<Record<'pending' | 'sending' | 'sent' | 'dead', number>> {
      const rows: { status: string; n: number }[] = await db('webhook_outbox')
        .select('status')
        .count({ n: '*' })
        .groupBy('status');
      const counts = { pending: 0, sending: 0, sent: 0, dead: 0 };
      for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n);
      return counts;
    },

    /** The webhooks about a lead, oldest first: where each went (its host only: a chat's address holds its secret). */
    async ofLead(leadId: number): Promise<LeadWebhook[]> {
      const rows: Record<string, unknown>[] = await db('webhook_outbox')
        .where({ lead_id: leadId })
        .select('id', 'url', 'status', 'attempts', 'last_error', 'created_at', 'sent_at')
        .orderBy('id');
      return rows.map((row) => ({
        id: Number(row.id),
        host: URL.canParse(row.url as string) ? new URL(row.url as string).host : '',
        status: row.status as LeadWebhook['status'],
        attempts: Number(row.attempts),
        lastError: (row.last_error as string | null) ?? null,
        queuedAt: new Date(row.created_at as string),
        sentAt: row.sent_at ? new Date(row.sent_at as string) : null,
      }));
    },

    /** The webhooks retried (a failed try) or dead, oldest first, at most `limit`. */
    async stuck(limit = 20): Promise<StuckWebhook[]> {
      const rows: Record<string, unknown>[] = await db('webhook_outbox')
        .where((q) =>
          q.where({ status: 'dead' }).orWhere((p) => p.where({ status: 'pending' }).where('attempts', '>', 0)),
        )
        .orderBy('id')
        .limit(limit);
      return rows.map((row) => ({
        id: Number(row.id),
        url: row.url as string,
        messageId: row.message_id as string,
        status: row.status as 'pending' | 'dead',
        attempts: Number(row.attempts),
        lastError: (row.last_error as string | null) ?? null,
        leadId: row.lead_id == null ? null : Number(row.lead_id),
      }));
    },

    /**
     * Gives dead webhooks a fresh set of tries (`npm run webhooks:retry-dead`), or only
     * `only`, webhook `id` about lead `leadId` (the espace's button); their id stays.
     */
    async retryDead(only?: { id: number; leadId: number }): Promise<number> {
      const ids = await db('webhook_outbox')
        .where({ status: 'dead', ...(only && { id: only.id, lead_id: only.leadId }) })
        .update({ status: 'pending', attempts: 0, next_attempt_at: db.fn.now(), last_error: null })
        .returning('id');
      return ids.length;
    },
  };
}

export type WebhookOutboxRepo = ReturnType<typeof webhookOutboxRepo>;
