import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres, scratchDatabase } from './helpers/services';
import { repoRoot, runToEnd, startServer, type RunningServer } from './helpers/server';
import { freePort, startSmtpServer } from './helpers/smtp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The morning digest of the leads past the promise, from real server processes: two
 * instances on one Postgres, their clocks at a Thursday's 8:30 Paris, both running the
 * job as they start, then one restarted: one mail.
 */
describe.skipIf(!hasPostgres)('the leads digest with two instances', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const instances: RunningServer[] = [];
  const to = `digest-${Date.now()}@secretalia.fr`;
  let env: Record<string, string>;
  // Thursday 26 November 2026, 8:30 Paris.
  const start = (clock = '2026-11-26T07:30:00Z') =>
    startServer(
      { ...env, SHIFTED_CLOCK: clock },
      { command: ['--import', path.join(repoRoot, 'tests/helpers/shiftedClock.mjs'), 'dist/server/index.js'] },
    );

  beforeAll(async () => {
    database = await scratchDatabase();
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    env = { DATABASE_URL: database.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_TO: to };
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
  /** Mails of the outbox not sent yet (a test may read any table). */
  const unsentMails = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return Number((await client.query(`select count(*) from email_outbox where status <> 'sent'`)).rows[0].count);
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    await database?.drop();
  });

  it('both instances start at 8:30 on a working day, one is restarted: one digest mail, listing the overdue lead only', async () => {
    instances.push(...(await Promise.all([start(), start()])));
    const toTeam = () => smtp.received.filter((mail) => mail.to[0] === to);
    const digests = () => toTeam().filter((mail) => /^Subject: .*retard/m.test(mail.raw.replace(/=\r?\n/g, '')));
    for (let waited = 0; waited < 20_000 && digests().length === 0; waited += 200) await sleep(200);
    expect(digests()).toHaveLength(1);
    // A restart later that morning runs the job again as it starts.
    await instances.shift()!.stop();
    const restarted = await start('2026-11-26T09:15:00Z');
    instances.push(restarted);
    // Its run is scheduled before it listens. Nothing more, proven by a state rather than a
    // wait: a lead posted now is notified through the same outbox, after anything its start
    // queued; once that notification has arrived and no mail waits, a second digest would be here.
    const posted = await fetch(`${restarted.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dr Témoin', email: 'temoin@exemple.fr', message: 'Bonjour' }),
    });
    expect(posted.status).toBe(201);
    const notified = () => toTeam().some((mail) => mail.raw.includes('temoin@exemple.fr'));
    for (let waited = 0; waited < 20_000 && !(notified() && (await unsentMails()) === 0); waited += 200)
      await sleep(200);
    expect(notified()).toBe(true);
    expect(digests()).toHaveLength(1);
    // Quoted-printable: soft line breaks joined.
    const mail = digests()[0]!.raw.replace(/=\r?\n/g, '');
    expect(mail).toMatch(/^Subject: .*1.demande.en.retard/m);
    expect(mail).toContain('oubliee@exemple.fr');
    expect(mail).not.toContain('rappelee@exemple.fr');
    expect(mail).not.toContain('recente@exemple.fr');
  });
});
