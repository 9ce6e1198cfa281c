import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres, scratchDatabase } from './helpers/services';
import { repoRoot, runToEnd, startServer, type RunningServer } from './helpers/server';
import { freePort, startSmtpServer } from './helpers/smtp';

const tick = () => new Promise((resolve) => setTimeout(resolve, 100));
/** Resolves once `done()` holds; the bound only catches a hang. */
async function until(done: () => boolean, what: string, boundMs = 30_000) {
  for (const started = Date.now(); !done(); await tick())
    if (Date.now() - started > boundMs) throw new Error(`still waiting for ${what}`);
}

/**
 * The morning digest, from real server processes: two instances on one Postgres, their
 * clocks at a Thursday's 8:30 Paris, both queueing the day's job as they start (one runs it),
 * then one restarted: one mail, and HEARTBEAT_URL told the digest started and was done.
 */
describe.skipIf(!hasPostgres)('the leads digest with two instances', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const instances: RunningServer[] = [];
  const to = `digest-${Date.now()}@secretalia.fr`;
  let env: Record<string, string>;
  const pings: string[] = [];
  const monitor = http.createServer((req, res) => {
    pings.push(req.url ?? '');
    res.end('OK');
  });
  // Thursday 26 November 2026, 8:30 Paris.
  const start = (clock = '2026-11-26T07:30:00Z') =>
    startServer(
      { ...env, SHIFTED_CLOCK: clock },
      { command: ['--import', path.join(repoRoot, 'tests/helpers/shiftedClock.mjs'), 'dist/server/index.js'] },
    );

  /** The digest's rows of the queue, or its mails. */
  const queued = async (table = 'queue_jobs') => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const sql =
        table === 'queue_jobs'
          ? "select key, status, next_attempt_at from queue_jobs where kind = 'leads-digest' order by id"
          : "select id from email_outbox where kind = 'leads_digest'";
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await scratchDatabase();
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    await new Promise<void>((resolve) => monitor.listen(0, '127.0.0.1', resolve));
    const heartbeatUrl = `http://127.0.0.1:${(monitor.address() as { port: number }).port}/ping/digest-check`;
    env = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: to,
      HEARTBEAT_URL: heartbeatUrl,
      LOG_LEVEL: 'debug',
    };
    const migrated = await runToEnd(['dist/scripts/migrate.js'], { DATABASE_URL: database.url });
    expect(migrated.code, migrated.output).toBe(0);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const insert = `insert into leads (kind, name, email, message, created_at, status) values ('quote', $1, $2, 'Bonjour', $3, $4)`;
      // Six days old, never answered; answered; received on Wednesday at 17:00 Paris (due on Thursday at 17:00).
      await client.query(insert, ['Dr Oubliée', 'oubliee@exemple.fr', '2026-11-20T09:00:00Z', 'nouveau']);
      await client.query(insert, ['Dr Rappelée', 'rappelee@exemple.fr', '2026-11-20T09:00:00Z', 'contacte']);
      await client.query(insert, ['Dr Récente', 'recente@exemple.fr', '2026-11-25T16:00:00Z', 'nouveau']);
    } finally {
      await client.end();
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    monitor.closeAllConnections();
    await new Promise((resolve) => monitor.close(resolve));
    await database?.drop();
  });

  it('both instances start at 8:30 on a working day, one is restarted: one digest mail, the late lead then the one due today', async () => {
    instances.push(...(await Promise.all([start(), start()])));
    const digests = () => smtp.received.filter((mail) => mail.to[0] === to);
    await until(() => digests().length > 0, 'the digest mail');
    // The day's row of the queue ran in one instance only.
    const done = (instance: RunningServer) => instance.output().includes('leads digest done');
    await until(() => instances.some(done), 'the digest job’s log line');
    const ran = instances.filter(done);
    expect(ran).toHaveLength(1);
    await until(() => pings.includes('/ping/digest-check'), 'the heartbeat of the digest done');
    expect(pings[0]).toBe('/ping/digest-check/start');
    expect(pings).not.toContain('/ping/digest-check/fail');
    // A restart later that morning queues the day's row again: it exists, done; Friday's waits.
    await instances.shift()!.stop();
    const restarted = await start('2026-11-26T09:15:00Z');
    instances.push(restarted);
    await until(() => restarted.output().includes('daily jobs scheduled'), 'the restarted instance’s daily jobs');
    expect(await queued()).toEqual([
      { key: 'leads-digest:2026-11-26', status: 'sent', next_attempt_at: new Date('2026-11-26T07:30:00Z') },
      { key: 'leads-digest:2026-11-27', status: 'pending', next_attempt_at: new Date('2026-11-27T07:30:00Z') },
    ]);
    expect(await queued('email_outbox')).toHaveLength(1);
    expect(digests()).toHaveLength(1);
    // Quoted-printable: soft line breaks joined.
    const mail = digests()[0]!.raw.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/^Subject: .*1.demande.en.retard/m);
    expect(mail).toContain('oubliee@exemple.fr');
    expect(mail).not.toContain('rappelee@exemple.fr');
    // Received on Wednesday at 17:00 Paris: due today at 17:00.
    expect(mail).toContain('recente@exemple.fr');
    expect(mail.indexOf('oubliee@exemple.fr')).toBeLessThan(mail.indexOf('recente@exemple.fr'));
  });
});
