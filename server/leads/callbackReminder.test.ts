import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { createJobWorker } from '../queue/jobs';
import { secretBytes } from '../webhooks/signing';
import { createWebhookWorker } from '../webhooks/worker';
import { callbackReminderJob, CALLBACK_REMINDER } from './callbackReminder';
import type { Lead } from './lead';
import { leadsRepo } from './repo';
import { setLeadStatus } from './status';

const logger = pino({ level: 'silent' });
const SECRET = `whsec_${Buffer.from(Array.from({ length: 32 }, (_, i) => 32 + i)).toString('base64')}`;

/** Standard Webhooks' check, from the specification: HMAC-SHA256 of "id.timestamp.body", the secret base64-decoded. */
function signedBySecret(headers: IncomingHttpHeaders, body: string): boolean {
  const mac = createHmac('sha256', Buffer.from(SECRET.slice('whsec_'.length), 'base64'))
    .update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`)
    .digest('base64');
  return String(headers['webhook-signature']).split(' ').includes(`v1,${mac}`);
}

const callback = (name: string, callbackAt: Date): Lead => ({
  kind: 'callback',
  name,
  email: '',
  phone: '06 12 34 56 78',
  practice: 'Cabinet des Tilleuls',
  city: 'Nantes',
  plan: null,
  specialty: null,
  message: '',
  consent: true,
  page: '/',
  callbackAt,
});

describe('the callback reminder', () => {
  it('ten minutes before a 10:30 callback: one mail and one signed lead.callback_due, once; none once contacted', async ({
    database,
  }) => {
    const posts: { headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`;
    let at = new Date('2026-12-02T09:00:00Z');
    const now = () => at;
    const handlers = {
      [CALLBACK_REMINDER]: callbackReminderJob({
        to: 'equipe@secretalia.fr',
        webhooks: { urls: [url], format: 'json', siteUrl: 'https://www.secretalia.fr' },
        now,
      }),
    };
    // Two instances, each with its own job worker.
    const workers = [
      createJobWorker({ db: database.db, handlers, logger, now }),
      createJobWorker({ db: database.db, handlers, logger, now }),
    ];
    const webhooks = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, now });
    const runAll = async () => {
      await Promise.all(workers.map((w) => w.runOnce()));
      await webhooks.runOnce();
    };
    const reminders = () =>
      database.db('email_outbox').where({ kind: 'callback-reminder' }).select('lead_id', 'subject', 'text_body');
    try {
      const repo = leadsRepo(database.db);
      const notification = (id: number) => ({
        kind: 'callback_notification' as const,
        to: 'equipe@secretalia.fr',
        subject: `Demande n° ${id}`,
        text: '…',
        leadId: id,
      });
      // 10:30 and 11:30 Paris time (UTC+1 in December).
      const waiting = await repo.createWithNotification(
        callback('Dr Anne Roux', new Date('2026-12-02T09:30:00Z')),
        notification,
      );
      const called = await repo.createWithNotification(
        callback('Dr Paul Morel', new Date('2026-12-02T10:30:00Z')),
        notification,
      );

      at = new Date('2026-12-02T09:19:30Z');
      await runAll();
      expect(await reminders()).toEqual([]);
      expect(posts).toEqual([]);

      at = new Date('2026-12-02T09:20:05Z');
      await runAll();
      const [mail, ...more] = await reminders();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ lead_id: waiting });
      expect(mail.subject).toContain('Rappel dans 10 minutes : Dr Anne Roux');
      expect(mail.text_body).toContain('à 10 h 30 (heure de Paris)');
      expect(mail.text_body).toContain('06 12 34 56 78');
      expect(posts).toHaveLength(1);
      const event = JSON.parse(posts[0]!.body);
      expect(event).toMatchObject({
        type: 'lead.callback_due',
        data: { id: waiting, name: 'Dr Anne Roux', callbackAt: '2026-12-02T09:30:00.000Z' },
      });
      expect(signedBySecret(posts[0]!.headers, posts[0]!.body)).toBe(true);

      // Later runs, on either instance, send nothing more.
      at = new Date('2026-12-02T09:25:00Z');
      await runAll();
      expect(await reminders()).toHaveLength(1);
      expect(posts).toHaveLength(1);

      // The 11:30 callback was made early: no reminder for it.
      await setLeadStatus(database.db, { id: called }, 'contacte', null);
      at = new Date('2026-12-02T10:21:00Z');
      await runAll();
      expect((await reminders()).map((r) => r.lead_id)).toEqual([waiting]);
      expect(posts).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 120_000);
});
