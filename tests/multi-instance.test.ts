import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres, hasRedis, REDIS_URL, scratchDatabase } from './helpers/services';
import { runToEnd, startServer, type RunningServer } from './helpers/server';
import { freePort, startSmtpServer } from './helpers/smtp';

/**
 * Two server processes on one Postgres and one Redis, as ops run them behind a
 * load balancer: shared rate limits, each mail sent once.
 */
describe.skipIf(!hasPostgres || !hasRedis)('two instances', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let instances: RunningServer[] = [];
  const prefix = `multi-${Date.now()}`;

  beforeAll(async () => {
    database = await scratchDatabase();
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_TO: `${prefix}@secretalia.fr`,
      // Counts of earlier runs (another leg of CI, minutes ago) must not count here.
      REDIS_KEY_PREFIX: prefix,
    };
    // One after the other would hide a migration race; start them together.
    instances = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.close();
    await database?.drop();
  });

  it('share the rate limit: the sixth contact post across both is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${instances[i % 2]!.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Dr Test ${i}`, email: 'test@exemple.fr', message: 'Bonjour' }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('send each of 20 queued mails exactly once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (let i = 0; i < 20; i++) {
        await client.query(
          `insert into email_outbox (kind, to_address, subject, text_body) values ('test', $1, $2, 'x')`,
          [`queued-${i}@exemple.fr`, `Queued ${i}`],
        );
      }
    } finally {
      await client.end();
    }
    const queued = () => smtp.received.filter((mail) => mail.to[0]!.startsWith('queued-'));
    for (let waited = 0; waited < 20_000 && queued().length < 20; waited += 200) await new Promise((r) => setTimeout(r, 200));
    // A little longer, to see a duplicate if one were coming.
    await new Promise((r) => setTimeout(r, 1_500));
    const recipients = queued().map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(20);
    expect(new Set(recipients).size).toBe(20);
    // The five contact notifications of the previous test went out once each too.
    expect(smtp.received.filter((mail) => mail.to[0] === `${prefix}@secretalia.fr`)).toHaveLength(5);
    const sent = instances.map((instance) => (instance.output().match(/"msg":"mail sent"/g) ?? []).length);
    expect(sent[0]! + sent[1]!).toBe(25);
  });

  it('show an article imported through the shared database on both at once', async () => {
    const blogOf = async (instance: RunningServer) => (await fetch(`${instance.url}/blog`)).text();
    // Both render /blog once, so both hold it in their page cache.
    for (const instance of instances) expect(await blogOf(instance)).toContain('Aucun article pour le moment.');
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'multi-import-'));
    try {
      const file = path.join(dir, 'accueil-du-samedi.md');
      await fs.writeFile(
        file,
        [
          '---',
          'title: "L’accueil du samedi matin"',
          'slug: "accueil-du-samedi"',
          'excerpt: "Comment une secrétaire à distance tient l’accueil du samedi matin sans changer vos habitudes."',
          'date: "2026-11-20T09:00:00+01:00"',
          'image: "/images/blog/week-end-et-appels-urgents.webp"',
          '---',
          '',
          'Le samedi matin, les appels ne s’arrêtent pas.',
        ].join('\n'),
      );
      const imported = await runToEnd(['dist/scripts/blog-import.js', file], { DATABASE_URL: database.url, INIT_CWD: dir });
      expect(imported.code, imported.output).toBe(0);
      // "At once": no wait beyond the notification's trip, far below the cache's expiry.
      for (const instance of instances) {
        let html = '';
        for (let waited = 0; waited < 2_000 && !html.includes('L’accueil du samedi matin'); waited += 100) {
          html = await blogOf(instance);
          if (!html.includes('L’accueil du samedi matin')) await new Promise((r) => setTimeout(r, 100));
        }
        expect(html).toContain('L’accueil du samedi matin');
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
