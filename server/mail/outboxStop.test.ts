import pino from 'pino';
import { expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { enqueueMail } from './outboxRepo';
import { createOutboxWorker } from './outbox';
import type { MailSender } from './transport';

/**
 * `docker stop` gives the server 10 s. A worker told to stop with a long queue behind
 * a slow mail server finishes the mails it is sending, gives back the others it
 * claimed, and leaves the queue for the next start instead of sending it past the
 * grace period (and being killed).
 */
it('stops after the mails it is sending, giving back the others it claimed to the queue', async ({ database }) => {
  for (let i = 0; i < 25; i++) {
    await enqueueMail(database.db, {
      kind: 'quote_notification',
      to: 'contact@secretalia.fr',
      subject: `Mail ${i}`,
      text: 'Bonjour',
    });
  }
  let sent = 0;
  let firstSent!: () => void;
  const started = new Promise<void>((resolve) => (firstSent = resolve));
  const slowSender: MailSender = {
    label: 'slow',
    send: async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent++;
      firstSent();
    },
    close: () => {},
  };
  const worker = createOutboxWorker({
    db: database.db,
    sender: slowSender,
    from: 'Secretalia <no-reply@secretalia.fr>',
    logger: pino({ level: 'silent' }),
    batchSize: 5,
  });
  worker.start();
  await started;
  await worker.stop();
  const statuses = (await database
    .db('email_outbox')
    .select('status')
    .count({ n: '*' })
    .groupBy('status')
    .orderBy('status')) as unknown as { status: string; n: number | string }[];
  // The ones under way when it was told (a few at once), not the batch of five nor the queue.
  expect(sent).toBeGreaterThanOrEqual(1);
  expect(sent).toBeLessThan(5);
  expect(statuses.map((row) => [row.status, Number(row.n)])).toEqual([
    ['pending', 25 - sent],
    ['sent', sent],
  ]);
  // Given back untried: no try counted, due at once.
  const attempts = await database.db('email_outbox').where({ status: 'pending' }).max({ n: 'attempts' }).first();
  expect(Number(attempts?.n)).toBe(0);
});
