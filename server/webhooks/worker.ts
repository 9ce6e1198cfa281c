import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { createQueueWorker, type DeliveryOutcome } from '../queue/worker';
import type { Backoff } from '../queue/backoff';
import { webhookOutboxRepo, webhookRetryDelayMs, type WebhookRow } from './outboxRepo';
import { signedHeaders } from './signing';

export interface WebhookWorkerOptions {
  db: Knex;
  /** The bytes of LEAD_WEBHOOK_SECRET (server/webhooks/signing.ts). */
  key: Buffer;
  logger: Logger;
  /** How long one try may take before it counts as failed (Standard Webhooks: a few seconds). */
  timeoutMs?: number;
  intervalMs?: number;
  batchSize?: number;
  /** A claimed webhook not reported within this time is taken up again (longer than a try). */
  leaseSeconds?: number;
  /** The clock of `webhook-timestamp` and of the queue (tests); absent, the system's and the database's. */
  now?: () => Date;
  /** Test settings: a shorter schedule than Standard Webhooks'. */
  backoff?: Backoff;
  /** Runs in the transaction that marks a webhook dead (server/alerts/). */
  onDead?: (trx: Knex.Transaction, row: WebhookRow, error: string) => Promise<void>;
}

export const WEBHOOK_LOG = {
  delivered: 'webhook delivered',
  willRetry: 'webhook not delivered, will retry',
  dead: 'webhook dead after its last try',
  gone: 'webhook address answered 410 Gone: disabled until the owner enables it again',
  databaseUnavailable: 'webhooks: database unavailable, will try again',
} as const;

/** Posts at once, per worker: a slow receiver holds a few, not the whole queue. */
const POSTING_AT_ONCE = 4;

/**
 * A `Retry-After` header in milliseconds from `now`: seconds (`120`) or an HTTP date;
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/**
 * Posts the rows of `webhook_outbox` with the queue's worker (server/queue/worker.ts),
 * outside any transaction: a 2xx answer is a delivery; any other answer, a network error
 * or the timeout is a failed try, retried later with the same `webhook-id` and body, newly
 * signed for its time. `410 Gone` disables the address (Standard Webhooks); `Retry-After`
 * delays the next try. At least once: a receiver that answered 2xx too late may get a row
 * twice, and recognises it by its id.
 */
export function createWebhookWorker({
  db,
  key,
  logger,
  timeoutMs = 5_000,
  intervalMs = 5_000,
  batchSize = 10,
  leaseSeconds = 60,
  now,
  backoff = webhookRetryDelayMs,
  onDead,
}: WebhookWorkerOptions) {
  const repo = webhookOutboxRepo(db, { now });
  const clock = () => now?.() ?? new Date();

  async function post(row: WebhookRow): Promise<DeliveryOutcome> {
    const timestamp = Math.floor(clock().getTime() / 1000);
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Secretalia-Webhooks/1',
          ...signedHeaders(key, row.message_id, timestamp, row.body),
        },
        body: row.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { ok: true };
      if (response.status === 410) {
        await repo.disableEndpoint(row.url, 'HTTP 410');
        logger.warn({ webhookId: row.message_id, url: new URL(row.url).origin }, WEBHOOK_LOG.gone);
      }
      return {
        ok: false,
        error: `HTTP ${response.status}`,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after'), clock()),
      };
    } catch (err) {
      const error = err as Error & { cause?: { code?: string; message?: string } };
      if (error.name === 'TimeoutError') return { ok: false, error: `no answer within ${timeoutMs / 1000} s` };
      return { ok: false, error: error.cause?.code ?? error.cause?.message ?? error.message };
    }
  }

  return createQueueWorker<WebhookRow>({
    table: repo,
    deliver: post,
    backoff,
    logger,
    intervalMs,
    batchSize,
    leaseSeconds,
    concurrency: POSTING_AT_ONCE,
    onDead,
    describe: (row) => ({ webhookId: row.message_id, url: URL.canParse(row.url) ? new URL(row.url).origin : '' }),
    log: {
      done: WEBHOOK_LOG.delivered,
      willRetry: WEBHOOK_LOG.willRetry,
      dead: WEBHOOK_LOG.dead,
      doneRecordingLater: 'webhook delivered, recording it when the database answers',
      doneNotRecorded:
        'webhook delivered but not recorded before the stop: its lease will post it again, with the same webhook-id',
      failureNotRecorded: 'could not record a failed webhook (the lease will bring it back)',
      databaseUnavailable: WEBHOOK_LOG.databaseUnavailable,
    },
  });
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
