import pino from 'pino';
import { describe, expect } from 'vitest';
import { test as it } from '../../tests/fixtures';
import { createJobWorker, jobsRepo } from '../queue/jobs';
import { dailyJobs } from './daily';
import { LEADS_DIGEST, leadsDigestJob } from './leadsDigest';

const logger = pino({ level: 'silent' });

/** Decision 054: a daily job is a `queue_jobs` row per day, run once whatever the number of instances. */
describe('daily jobs through the queue', () => {
  it('two instances on one clock: the digest runs once at 8:30 Paris, and the next working day’s row is queued', async ({
    database,
  }) => {
    const { db } = database;
    await db('queue_jobs').delete();
    await db('lead_digests').delete();
    await db('email_outbox').where('kind', 'leads_digest').delete();
    // Thursday 26 November 2026, 8:00 Paris.
    let at = new Date('2026-11-26T07:00:00Z');
    const now = () => at;
    const instance = (handle: typeof db) => {
      const daily = dailyJobs(handle, [leadsDigestJob(handle, logger, { to: 'equipe@secretalia.fr', now })], now);
      return { daily, worker: createJobWorker({ db: handle, handlers: daily.handlers, logger, now }) };
    };
    // The second with its own pool, as another instance.
    const instances = [instance(db), instance(database.background())];
    const startAll = () => Promise.all(instances.map(({ daily }) => daily.schedule()));
    const runAll = () => Promise.all(instances.map(({ worker }) => worker.runOnce()));
    const mails = () => db('email_outbox').where('kind', 'leads_digest').pluck('subject');
    const rows = () => jobsRepo(db).ofKind(LEADS_DIGEST);

    await startAll();
    await runAll();
    expect(await mails()).toEqual([]);
    expect(await rows()).toEqual([
      { key: 'leads-digest:2026-11-26', status: 'pending', runAt: new Date('2026-11-26T07:30:00Z') },
    ]);

    at = new Date('2026-11-26T07:30:00Z');
    await runAll();
    expect(await mails()).toHaveLength(1);
    // Restarted later that morning: today's row is done, nothing runs again.
    at = new Date('2026-11-26T08:15:00Z');
    await startAll();
    await runAll();
    expect(await mails()).toHaveLength(1);
    expect(await rows()).toEqual([
      { key: 'leads-digest:2026-11-26', status: 'sent', runAt: new Date('2026-11-26T07:30:00Z') },
      { key: 'leads-digest:2026-11-27', status: 'pending', runAt: new Date('2026-11-27T07:30:00Z') },
    ]);

    // Friday's runs and queues Monday's (the weekend skipped).
    at = new Date('2026-11-27T07:30:00Z');
    await runAll();
    expect(await mails()).toHaveLength(2);
    expect((await rows()).at(-1)).toEqual({
      key: 'leads-digest:2026-11-30',
      status: 'pending',
      runAt: new Date('2026-11-30T07:30:00Z'),
    });
  });
});
