import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { steps, type Backoff } from '../queue/backoff';
import { QueueState } from '../queue/states';
import { leadDeliveryStates, queueTable, type LeadDeliveryState } from '../queue/table';

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
  event: string;
  lead_id: number | null;
  attempts: number;
  max_attempts: number;
}

/**
 * Standard Webhooks' schedule for senders: a first try, then about 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h and 10 h (with the queue's jitter), a day and a few hours in all; then dead.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((s) => s * 1000);

export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** Delay before try n+1 after n failed tries (before the queue's jitter). */
export const webhookRetryDelayMs: Backoff = steps(WEBHOOK_RETRY_DELAYS_MS);

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
  /** When it is tried next (pending), or was last tried (dead). */
  nextAttemptAt: Date;
}

/** One webhook about a lead, as the lead's page in the espace shows it. */
export interface LeadWebhook {
  id: number;
  host: string;
  status: QueueState;
  attempts: number;
  lastError: string | null;
  queuedAt: Date;
  sentAt: Date | null;
}

/** Where each lead's webhooks stand, as mail/'s notificationStates: dead if one died, else pending while one waits, else sent. */
export const webhookStates = (
  db: Knex | Knex.Transaction,
  leadIds: number[],
): Promise<Map<number, LeadDeliveryState>> => leadDeliveryStates(db, 'webhook_outbox', leadIds);

/** An address that answered `410 Gone`: nothing is posted to it until the owner enables it again. */
export interface DisabledEndpoint {
  url: string;
  disabledAt: Date;
  reason: string;
}

/**
 * The `webhook_outbox` table, as the worker and the commands use it: the queue's statements
 * (server/queue/table.ts), a row claimable only while its address is not disabled.
 */
export function webhookOutboxRepo(db: Knex, { now }: { now?: () => Date } = {}) {
  const table = queueTable<WebhookRow>(db, {
    table: 'webhook_outbox',
    columns: ['url', 'message_id', 'body', 'event', 'lead_id'],
    doneColumn: 'sent_at',
    claimableWhen: 'url not in (select url from webhook_endpoints where disabled_at is not null)',
    now,
  });
  return {
    ...table,

    /** The webhooks about a lead, oldest first: where each went (its host only: a chat's address holds its secret). */
    async ofLead(leadId: number): Promise<LeadWebhook[]> {
      const rows: Record<string, unknown>[] = await db('webhook_outbox')
        .where({ lead_id: leadId })
        .select('id', 'url', 'status', 'attempts', 'last_error', 'created_at', 'sent_at')
        .orderBy('id');
      return rows.map((row) => ({
        id: Number(row.id),
        host: URL.canParse(row.url as string) ? new URL(row.url as string).host : '',
        status: row.status as QueueState,
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
          q
            .where({ status: QueueState.dead })
            .orWhere((p) => p.where({ status: QueueState.pending }).where('attempts', '>', 0)),
        )
        .orderBy('id')
        .limit(limit);
      return rows.map((row) => ({
        id: Number(row.id),
        url: row.url as string,
        messageId: row.message_id as string,
        status: row.status as StuckWebhook['status'],
        attempts: Number(row.attempts),
        lastError: (row.last_error as string | null) ?? null,
        leadId: row.lead_id == null ? null : Number(row.lead_id),
        nextAttemptAt: new Date(row.next_attempt_at as string),
      }));
    },

    /**
     * Gives dead webhooks a fresh set of tries (`npm run webhooks:retry-dead`), or only
     * `only`, webhook `id` about lead `leadId` (the espace's button); their id stays.
     */
    retryDead: (only?: { id: number; leadId: number }) =>
      table.retryDead(only && { id: only.id, lead_id: only.leadId }),

    /** `410 Gone`: the address gets nothing more until enableEndpoints(); its webhooks wait, none lost. */
    async disableEndpoint(url: string, reason: string): Promise<void> {
      await db('webhook_endpoints')
        .insert({ url, disabled_at: db.fn.now(), reason })
        .onConflict('url')
        .merge(['disabled_at', 'reason']);
    },

    async disabledEndpoints(): Promise<DisabledEndpoint[]> {
      const rows: Record<string, unknown>[] = await db('webhook_endpoints')
        .whereNotNull('disabled_at')
        .orderBy('disabled_at');
      return rows.map((row) => ({
        url: row.url as string,
        disabledAt: new Date(row.disabled_at as string),
        reason: row.reason as string,
      }));
    },

    /** Enables every disabled address again; their waiting webhooks are due at once. Resolves with how many. */
    async enableEndpoints(): Promise<number> {
      return db.transaction(async (trx) => {
        const urls: string[] = (await trx('webhook_endpoints').whereNotNull('disabled_at').del().returning('url')).map(
          (row: { url: string }) => row.url,
        );
        if (urls.length)
          await trx('webhook_outbox')
            .whereIn('url', urls)
            .where({ status: QueueState.pending })
            .update({ next_attempt_at: trx.fn.now() });
        return urls.length;
      });
    },
  };
}

export type WebhookOutboxRepo = ReturnType<typeof webhookOutboxRepo>;
