import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { freePort, startSmtpServer } from '../../tests/helpers/smtp';
import { createTestApp } from '../../tests/helpers/testApp';
import { onPostgres, type TestDatabase } from '../../tests/helpers/testDatabase';
import { enqueueMail, MAX_ATTEMPTS, retryDelayMs } from './outboxRepo';
import { createOutboxWorker } from './outbox';
import { createMailSender } from './transport';

const logger = pino({ level: 'silent' });

const FROM = 'Secretalia <no-reply@secretalia.fr>';

describe('outbox worker', () => {
  it('keeps a contact message when the mail server is down, retries, and delivers once it is back', async ({
    database,
  }) => {
    const port = await freePort();
    const sender = createMailSender(`smtp://127.0.0.1:${port}`, '/nonexistent');
    const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
    const app = createTestApp(database);

    const res = await request(app).post('/api/v1/contact').send({
      kind: 'quote',
      name: 'Dr Hugo Lambert',
      email: 'hugo.lambert@exemple.be',
      message: 'Nous sommes trois médecins à Liège.',
      phone: '+32 4 123 45 67',
      practice: 'Maison médicale du Parc',
      city: 'Liège',
      plan: 'collectif',
      consent: true,
    });
    expect(res.status).toBe(201);
    expect(await database.db('leads').where({ id: res.body.id }).first()).toMatchObject({ name: 'Dr Hugo Lambert' });

    // Nothing listens on the port: the try fails and the mail waits for a later one.
    expect(await worker.runOnce()).toBe(0);
    const waiting = await database.db('email_outbox').where({ lead_id: res.body.id }).first();
    expect(waiting.status).toBe('pending');
    expect(waiting.attempts).toBe(1);
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) - 5_000);
    // Not due yet: a run now leaves it alone.
    expect(await worker.runOnce()).toBe(0);

    const smtp = await startSmtpServer(port);
    try {
      await database.db('email_outbox').where({ id: waiting.id }).update({ next_attempt_at: database.db.fn.now() });
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['contact@secretalia.fr']);
      expect(mail.raw).toMatch(/^Reply-To: hugo\.lambert@exemple\.be/m);
      const text = mail.raw.replace(/=\r?\n/g, '');
      for (const field of ['Dr Hugo Lambert', 'Maison m', 'Li=C3=A8ge', 'COLLECTIF', 'trois m'])
        expect(text).toContain(field);
      const sent = await database.db('email_outbox').where({ id: waiting.id }).first();
      expect(sent.status).toBe('sent');
      expect(sent.sent_at).toBeInstanceOf(Date);
      // Sent means sent: another run sends nothing more.
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
    } finally {
      // The client first: the server waits for open (pooled) connections to end.
      sender.close();
      await smtp.close();
    }
  });

  it('marks a mail dead after its last try and says why', async ({ database }) => {
    const port = await freePort();
    const sender = createMailSender(`smtp://127.0.0.1:${port}`, '/nonexistent');
    const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
    const id = await enqueueMail(database.db, { kind: 'test', to: 'a@b.fr', subject: 'x', text: 'x' });
    await database
      .db('email_outbox')
      .where({ id })
      .update({ attempts: MAX_ATTEMPTS - 1 });
    await worker.runOnce();
    const row = await database.db('email_outbox').where({ id }).first();
    expect(row.status).toBe('dead');
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    sender.close();
    await database.db('email_outbox').where({ id }).delete();
  });

  // Two connections need a database server: PGlite has one. The Postgres leg of CI runs this.
  it.skipIf(!onPostgres)('delivers 50 mails exactly once with two workers on two connections', async ({ database }) => {
    await database.db('email_outbox').whereNot({ status: 'sent' }).delete();
    const port = await freePort();
    const smtp = await startSmtpServer(port, { delayMs: 5 });
    const other = await database.openAnother();
    const senders = [
      createMailSender(`smtp://127.0.0.1:${port}`, '/x'),
      createMailSender(`smtp://127.0.0.1:${port}`, '/x'),
    ];
    try {
      const backend = async (db: TestDatabase['db']) =>
        (await db.raw('select pg_backend_pid() as pid')).rows[0].pid as number;
      expect(await backend(other.db)).not.toBe(await backend(database.db));
      for (let i = 0; i < 50; i++)
        await enqueueMail(database.db, {
          kind: 'test',
          to: `n${i}@exemple.fr`,
          subject: `Mail ${i}`,
          text: `Mail ${i}`,
        });
      const workers = [
        createOutboxWorker({ db: database.db, sender: senders[0]!, from: FROM, logger, batchSize: 3 }),
        createOutboxWorker({ db: other.db, sender: senders[1]!, from: FROM, logger, batchSize: 3 }),
      ];
      const [a, b] = await Promise.all(workers.map((w) => w.runOnce()));
      expect(a! + b!).toBe(50);
      const recipients = smtp.received.map((m) => m.to[0]).sort();
      expect(recipients).toHaveLength(50);
      expect(new Set(recipients).size).toBe(50);
      const counts = await database
        .db('email_outbox')
        .where({ kind: 'test' })
        .select('status')
        .count({ n: '*' })
        .groupBy('status');
      expect(counts.map((c) => [(c as { status: string }).status, Number(c.n)])).toEqual([['sent', 50]]);
    } finally {
      for (const s of senders) s.close();
      await other.close();
      await smtp.close();
    }
  });

  it('sends the headers stored with a queued mail, whichever worker takes it', async ({ database }) => {
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    const sender = createMailSender(`smtp://127.0.0.1:${port}`, '/x');
    try {
      const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
      const unsubscribe = 'https://www.secretalia.fr/newsletter/desinscription/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
      await enqueueMail(database.db, {
        kind: 'test-headers',
        to: 'entetes@exemple.fr',
        subject: 'Avec en-têtes',
        text: 'x',
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>, <mailto:contact@secretalia.fr?subject=unsubscribe>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      await worker.runOnce();
      const mail = smtp.received.find((m) => m.to[0] === 'entetes@exemple.fr');
      // Unfolded: a long header may be wrapped over several lines.
      const raw = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      expect(raw).toContain(`List-Unsubscribe: <${unsubscribe}>, <mailto:contact@secretalia.fr?subject=unsubscribe>`);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it("gives a mail queued without a number of tries the worker's own, by default", async ({ database }) => {
    const [row] = await database
      .db('email_outbox')
      .insert({ kind: 'test-default', to_address: 'x@exemple.fr', subject: 'S', text_body: 'T' })
      .returning('max_attempts');
    expect(row.max_attempts).toBe(MAX_ATTEMPTS);
    await database.db('email_outbox').where({ kind: 'test-default' }).delete();
  });

  it('writes .eml files when no SMTP server is configured', async ({ database }) => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-mail-'));
    const sender = createMailSender(undefined, dir);
    const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
    await enqueueMail(database.db, {
      kind: 'test-eml',
      to: 'x@exemple.fr',
      subject: 'Bonjour Zoë',
      text: 'Un message accentué.',
    });
    expect(await worker.runOnce()).toBe(1);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toContain('To: x@exemple.fr');
    expect(raw).toMatch(/Subject: (Bonjour Zo|=\?UTF-8\?)/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('each mail once', () => {
  it('records a mail handed to SMTP even when the database is away a moment after, and sends it once', async ({
    database,
  }) => {
    await database.db('email_outbox').update({ status: 'sent' });
    const id = await enqueueMail(database.db, {
      kind: 'quote_notification',
      to: 'contact@secretalia.fr',
      subject: 'Devis',
      text: 'Bonjour',
    });
    const sent: { messageId?: string }[] = [];
    const sender = {
      label: 'test',
      close: () => {},
      // The hand-off succeeds; right after it the table is out of reach for a while (a database restart).
      send: async (message: { messageId?: string }) => {
        sent.push(message);
        await database.db.raw('alter table email_outbox rename to email_outbox_away');
        // (Knex runs a query when it is awaited: then() starts it.)
        setTimeout(() => database.db.raw('alter table email_outbox_away rename to email_outbox').then(() => {}), 700);
      },
    };
    const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
    expect(await worker.runOnce()).toBe(1);
    const row = await database.db('email_outbox').where({ id }).first();
    expect(row.status).toBe('sent');
    // Nothing left for the lease to send again.
    await database
      .db('email_outbox')
      .where({ id })
      .update({ locked_until: database.db.raw("now() - interval '1 second'") });
    expect(await worker.runOnce()).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it('gives every mail a Message-ID made from its row, the same on each try', async ({ database }) => {
    await database.db('email_outbox').update({ status: 'sent' });
    const id = await enqueueMail(database.db, {
      kind: 'quote_notification',
      to: 'contact@secretalia.fr',
      subject: 'Devis',
      text: 'Bonjour',
    });
    const ids: (string | undefined)[] = [];
    let fail = true;
    const sender = {
      label: 'test',
      close: () => {},
      send: async (message: { messageId?: string }) => {
        ids.push(message.messageId);
        if (fail) throw new Error('421 try again later');
      },
    };
    const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
    expect(await worker.runOnce()).toBe(0);
    fail = false;
    await database.db('email_outbox').where({ id }).update({ next_attempt_at: database.db.fn.now() });
    expect(await worker.runOnce()).toBe(1);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@secretalia\\.fr>$`));
    expect(ids[1]).toBe(ids[0]);
  });
});
