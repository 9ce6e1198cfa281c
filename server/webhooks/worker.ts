import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { webhookOutboxRepo, type WebhookRow } from './outboxRepo';
import { signedHeaders } from './signing';

export interface WebhookWorkerOptions {
  db: Knex;
  /** The bytes of LEAD_WEBHOOK_SECRET (server/webhooks/signing.ts). */
  key: Buffer;
  logger: Logger;
  /** How long one try may take before it counts as failed. */
  timeoutMs?: number;
  intervalMs?: number;
  batchSize?: number;
  /** A claimed webhook not reported within this time is taken up again (longer than a try). */
  leaseSeconds?: number;
  /** The clock of `webhook-timestamp` (tests). */
  now?: () => number;
}

export const WEBHOOK_LOG = {
  delivered: 'webhook delivered',
  willRetry: 'webhook not delivered, will retry',
  dead: 'webhook dead after its last try',
  databaseUnavailable: 'webhooks: database unavailable, will try again',
} as const;

/**
 * Posts the rows of `webhook_outbox`, outside any transaction: a 2xx answer is a
 * delivery; any other answer, a network error or the timeout is a failed try,
 * retried later with the same `webhook-id` and body, newly signed for its time.
 * At least once: a receiver that answered 2xx too late may get a row twice, and
 * recognises it by its id.
 */
export function createWebhookWorker({
  db,
  key,
  logger,
  timeoutMs = 10_000,
  intervalMs = 5_000,
  batchSize = 10,
  leaseSeconds = 60,
  now = Date.now,
}: WebhookWorkerOptions) {
  const repo = webhookOutboxRepo(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function post(row: WebhookRow): Promise<string | null> {
    const timestamp = Math.floor(now() / 1000);
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
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (err) {
      const error = err as Error & { cause?: { code?: string; message?: string } };
      if (error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
      return error.cause?.code ?? error.cause?.message ?? error.message;
    }
  }

  async function deliver(row: WebhookRow): Promise<boolean> {
    const failure = await post(row);
    const log = { webhookId: row.message_id, url: new URL(row.url).origin, attempts: row.attempts };
    if (failure === null) {
      await repo.markSent(row.id);
      logger.info(log, WEBHOOK_LOG.delivered);
      return true;
    }
    const outcome = await repo.markFailed(row, failure);
    if (outcome === 'dead') logger.error({ ...log, reason: failure }, WEBHOOK_LOG.dead);
    else logger.warn({ ...log, reason: failure }, WEBHOOK_LOG.willRetry);
    return false;
  }

  /** Posts everything due now; resolves with the number delivered. */
  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await repo.claim(batchSize, leaseSeconds);
      const results = await Promise.all(rows.map(deliver));
      delivered += results.filter(Boolean).length;
      if (rows.length < batchSize || stopped) return delivered;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: unknown) => {
        logger.warn({ err }, WEBHOOK_LOG.databaseUnavailable);
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    runOnce,
    /** Looks for due webhooks now (after a lead, say) rather than at the next tick. */
    kick(): void {
      if (!stopped) void runOnce();
    },
    start(): void {
      stopped = false;
      const tick = () => {
        void runOnce().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      tick();
    },
    /** Stops claiming; waits up to `boundMs` for the tries under way (the lease brings back the rest). */
    async stop(boundMs = 5_000): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (bound = setTimeout(resolve, boundMs)))]);
      clearTimeout(bound);
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
