import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { mailState, withdrawUnsentMail } from '../mail/forOthers';
import { createOutboxWorker } from '../mail/outbox';
import { MailState } from '../mail/outboxRepo';
import type { MailSender } from '../mail/transport';
import { campaignsRepo, type CampaignCounts, type CampaignRecord } from './campaignsRepo';
import type { CampaignContent } from './campaignContent';
import { queueCampaign, queueTestMail, type CampaignAddresses } from './campaignQueue';

/**
 * `newsletter:send`'s work, beside the servers' outbox workers: records the
 * campaign once under its key, queues what was not queued yet (after a crash,
 * say; two runs at once queue each mail once), then, unless told to queue only,
 * sends with a worker of its own until every mail has been tried once or
 * `stopped()` says so (Ctrl-C): the servers send the rest.
 */
export interface SendOptions {
  db: Knex;
  sender: MailSender;
  from: string;
  addresses: CampaignAddresses;
  /** The worker's warnings (a refused mail), said by the caller. */
  logger: Logger;
  /** False: queue and return, the running site sends. */
  wait: boolean;
  stopped: () => boolean;
  /** Called every `progressMs` while sending. */
  onProgress?: (counts: CampaignCounts) => void | Promise<void>;
  progressMs?: number;
}

export type SendOutcome = {
  record: CampaignRecord;
  created: boolean;
  audience: number;
  queuedNow: number;
  counts: CampaignCounts;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends with a worker of this process until `pending()` says nothing untried is left, or `stopped()`. */
async function sendUntil(
  options: SendOptions,
  pending: () => Promise<boolean>,
  progress?: () => Promise<void>,
): Promise<void> {
  const worker = createOutboxWorker({
    db: options.db,
    sender: options.sender,
    from: options.from,
    logger: options.logger,
    intervalMs: 500,
    batchSize: 20,
  });
  worker.start();
  try {
    let lastProgress = Date.now();
    while (!options.stopped() && (await pending())) {
      await sleep(250);
      if (progress && Date.now() - lastProgress >= (options.progressMs ?? 10_000)) {
        lastProgress = Date.now();
        await progress();
      }
    }
  } finally {
    await worker.stop();
  }
}

/** What the caller says as the campaign goes. */
export interface CampaignEvents {
  recorded?: (campaign: { record: CampaignRecord; created: boolean; audience: number }) => void;
  queued?: (queuedNow: number, ms: number) => void;
}

export async function sendCampaign(
  content: CampaignContent,
  perMinute: number,
  options: SendOptions,
  events: CampaignEvents = {},
): Promise<SendOutcome> {
  const repo = campaignsRepo(options.db);
  const { record, created } = await repo.record(content, perMinute);
  const { confirmed: audience } = await repo.audience();
  events.recorded?.({ record, created, audience });
  const started = Date.now();
  const queuedNow = await queueCampaign(options.db, record, options.addresses);
  events.queued?.(queuedNow, Date.now() - started);
  const counts = () => repo.counts(record.id);
  if (options.wait) {
    await sendUntil(
      options,
      async () => {
        const c = await counts();
        return c.remaining - c.retrying > 0;
      },
      options.onProgress && (async () => options.onProgress!(await counts())),
    );
  }
  return { record, created, audience, queuedNow, counts: await counts() };
}

/** The test mail's fate: sent, or why not (then taken back from the outbox); only queued with `wait: false`. */
export async function sendTest(
  content: CampaignContent,
  to: string,
  options: SendOptions,
): Promise<{ sent: true } | { sent: false; reason: string }> {
  const id = await queueTestMail(options.db, content, to, options.addresses);
  const state = () => mailState(options.db, id);
  if (!options.wait) return { sent: false, reason: 'queued' };
  await sendUntil(options, async () => {
    const row = await state();
    return row.status === MailState.sending || (row.status === MailState.pending && row.attempts === 0);
  });
  const row = await state();
  if (row.status === MailState.sent) return { sent: true };
  // A test that failed is not sent later by a server, with other settings, to someone who has given up on it.
  await withdrawUnsentMail(options.db, id);
  return { sent: false, reason: row.last_error ?? 'interrompu' };
}
