import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { enqueueWebhooks } from './outboxRepo';
import { secretBytes } from './signing';
import { createWebhookWorker } from './worker';

const logger = pino({ level: 'silent' });
const SECRET = `whsec_${Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('base64')}`;

/**
 * A receiver on 127.0.0.1: `answer` writes each post's response; `hold` keeps the posts
 * unanswered until `releaseAll()` (a slow CRM).
 */
async function receiver(answer: (res: ServerResponse, n: number) => void, { hold = false } = {}) {
  let posts = 0;
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posts += 1;
      if (hold) held.push(res);
      else answer(res, posts);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    posts: () => posts,
    held: () => held.length,
    releaseAll() {
      for (const res of held.splice(0)) answer(res, posts);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A clock the test moves; the queue's claims and delays follow it. */
function testClock(start = '2026-12-01T09:00:00Z') {
  let at = new Date(start);
  return { now: () => at, advance: (seconds: number) => (at = new Date(at.getTime() + seconds * 1000)) };
}

const webhook = (url: string, n: number) => ({
  event: 'lead.created',
  url,
  body: JSON.stringify({ type: 'lead.created', n }),
  messageId: `msg_test_${n}_${url.length}`,
});

describe('webhook delivery as Standard Webhooks asks of senders', () => {
  it('an address answering 410 Gone gets nothing more until the owner enables it again', async ({ database }) => {
    const gone = await receiver((res, n) => res.writeHead(n === 1 ? 410 : 200).end());
    const clock = testClock();
    try {
      await enqueueWebhooks(database.db, [webhook(gone.url, 1)]);
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, now: clock.now });
      await worker.runOnce();
      expect(gone.posts()).toBe(1);
      // A day later, the row due long ago: still nothing posted there.
      await database.db('webhook_outbox').update({ next_attempt_at: new Date('2000-01-01T00:00:00Z') });
      clock.advance(86_400);
      await worker.runOnce();
      expect(gone.posts()).toBe(1);
      expect(await database.db('webhook_outbox').first()).toMatchObject({ status: 'pending' });
      const status = await runAdmin('webhooks-status', [], { database });
      expect(status.output).toContain('Adresses désactivées (1)');
      expect(status.output).toContain('--reactiver');

      const enabled = await runAdmin('webhooks-retry-dead', ['--reactiver'], { database });
      expect(enabled.output).toContain('1 adresse réactivée');
      await worker.runOnce();
      expect(gone.posts()).toBe(2);
      expect(await database.db('webhook_outbox').first()).toMatchObject({ status: 'sent' });
    } finally {
      await gone.close();
    }
  }, 120_000);

  it('a 429 with Retry-After: 120 is not tried again before 120 s', async ({ database }) => {
    const busy = await receiver((res, n) =>
      n === 1 ? res.writeHead(429, { 'retry-after': '120' }).end() : res.writeHead(200).end(),
    );
    const clock = testClock();
    try {
      await enqueueWebhooks(database.db, [webhook(busy.url, 2)]);
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, now: clock.now });
      await worker.runOnce();
      expect(busy.posts()).toBe(1);
      const row = await database.db('webhook_outbox').where({ url: busy.url }).first();
      expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThanOrEqual(clock.now().getTime() + 120_000);
      clock.advance(119);
      await worker.runOnce();
      expect(busy.posts()).toBe(1);
      clock.advance(2);
      await worker.runOnce();
      expect(busy.posts()).toBe(2);
    } finally {
      await busy.close();
    }
  });

  it('Retry-After as an HTTP date is honoured too', async ({ database }) => {
    const clock = testClock();
    const busy = await receiver((res, n) =>
      n === 1
        ? res.writeHead(503, { 'retry-after': new Date(clock.now().getTime() + 600_000).toUTCString() }).end()
        : res.writeHead(200).end(),
    );
    try {
      await enqueueWebhooks(database.db, [webhook(busy.url, 3)]);
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, now: clock.now });
      await worker.runOnce();
      clock.advance(590);
      await worker.runOnce();
      expect(busy.posts()).toBe(1);
      clock.advance(20);
      await worker.runOnce();
      expect(busy.posts()).toBe(2);
    } finally {
      await busy.close();
    }
  });

  it('a stop during deliveries starts no new post and leaves no row claimed', async ({ database }) => {
    const slow = await receiver((res) => res.writeHead(200).end(), { hold: true });
    try {
      await enqueueWebhooks(
        database.db,
        Array.from({ length: 10 }, (_, i) => webhook(slow.url, 100 + i)),
      );
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, timeoutMs: 30_000 });
      worker.start();
      // Four posts at once at most: the others claimed wait their turn.
      await expect.poll(() => slow.held(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      const posting = slow.held();
      expect(posting).toBe(4);
      const stopped = worker.stop(20_000);
      slow.releaseAll();
      await stopped;
      expect(slow.posts()).toBe(posting);
      const rows = await database.db('webhook_outbox').where({ url: slow.url }).select('status', 'attempts');
      expect(rows.filter((r) => r.status === 'sending')).toEqual([]);
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(posting);
      // The others wait for the next start, their try not counted.
      expect(rows.filter((r) => r.status === 'pending' && r.attempts === 0)).toHaveLength(10 - posting);
    } finally {
      await slow.close();
    }
  });
});
