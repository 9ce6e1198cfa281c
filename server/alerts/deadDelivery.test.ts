import type { Knex } from 'knex';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import type { Lead } from '../leads/lead';
import { leadsRepo } from '../leads/repo';
import { leadWebhooks } from '../leads/webhook';
import { createOutboxWorker } from '../mail/outbox';
import { MAX_ATTEMPTS } from '../mail/outboxRepo';
import type { MailSender } from '../mail/transport';
import { createJobWorker } from '../queue/jobs';
import { WEBHOOK_MAX_ATTEMPTS } from '../webhooks/outboxRepo';
import { secretBytes } from '../webhooks/signing';
import { createWebhookWorker } from '../webhooks/worker';
import { alertOnDeadMail, alertOnDeadWebhook, deadAlertJob, DEAD_ALERT } from './deadDelivery';

const logger = pino({ level: 'silent' });
const SECRET = `whsec_${Buffer.from(Array.from({ length: 32 }, (_, i) => 64 + i)).toString('base64')}`;
const FROM = 'Secretalia <no-reply@secretalia.fr>';
const MAIL_TO = 'equipe@secretalia.fr';
/** Test settings: every try due at once (the defaults are left as they are). */
const noWait = () => 0;

/** A receiver answering every post with `status`, keeping the bodies. */
async function receiver(status: number) {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The webhook worker and the job worker with the alerts wired as the app wires them, every try due at once. */
const alertWorkers = (db: Knex, webhooks: Parameters<typeof deadAlertJob>[0]['webhooks']) => ({
  webhooks: createWebhookWorker({ db, key: secretBytes(SECRET)!, logger, backoff: noWait, onDead: alertOnDeadWebhook }),
  jobs: createJobWorker({ db, logger, handlers: { [DEAD_ALERT]: deadAlertJob({ to: MAIL_TO, webhooks }) } }),
});

const quote = (name: string): Lead => ({
  kind: 'quote',
  name,
  email: 'lea.girard@exemple.fr',
  phone: null,
  practice: 'Cabinet du Port',
  city: 'Brest',
  plan: null,
  specialty: null,
  message: 'Bonjour',
  consent: true,
  page: '/demande-devis',
});

describe('a delivery given up is an alert', () => {
  it('a webhook receiver that always fails: once given up, one alert mail names the lead', async ({ database }) => {
    const failing = await receiver(503);
    try {
      const config = { urls: [failing.url], format: 'json' as const, siteUrl: 'https://www.secretalia.fr' };
      const leadId = await leadsRepo(database.db).createWithNotification(
        quote('Dr Léa Girard'),
        (id) => ({ kind: 'notification', to: MAIL_TO, subject: `n° ${id}`, text: '…', leadId: id }),
        (id) => leadWebhooks(quote('Dr Léa Girard'), id, config),
      );
      const { webhooks, jobs } = alertWorkers(database.db, config);
      const alerts = () =>
        database.db('email_outbox').where({ kind: 'dead-alert' }).select('to_address', 'subject', 'text_body');
      for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i += 1) {
        expect(await alerts()).toEqual([]);
        await webhooks.runOnce();
        await jobs.runOnce();
      }
      expect(failing.bodies).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      await webhooks.runOnce();
      await jobs.runOnce();
      const [alert, ...more] = await alerts();
      expect(more).toEqual([]);
      expect(alert.to_address).toBe(MAIL_TO);
      expect(alert.subject).toContain(`Webhook non remis : demande n° ${leadId}`);
      expect(alert.text_body).toContain(`la demande n° ${leadId} (Dr Léa Girard`);
      expect(alert.text_body).toContain('HTTP 503');
      expect(alert.text_body).toContain('npm run webhooks:retry-dead');
      // leads:list marks it, as it marks a dead mail; webhooks:status says why.
      const list = await runAdmin('leads-list', [], { database });
      expect(list.output).toContain('webhook NON REMIS');
      expect(list.output).toContain('1 demande dont le webhook est NON REMIS');
    } finally {
      await failing.close();
    }
  }, 120_000);

  it('a relay that always fails: one alert webhook, and no alert about the alert', async ({ database }) => {
    const crm = await receiver(200);
    try {
      // What the first test left queued is not this test's.
      for (const table of ['queue_jobs', 'webhook_outbox', 'email_outbox']) await database.db(table).del();
      const config = { urls: [crm.url], format: 'json' as const };
      const leadId = await leadsRepo(database.db).createWithNotification(quote('Dr Marc Lefèvre'), (id) => ({
        kind: 'notification',
        to: MAIL_TO,
        subject: `n° ${id}`,
        text: '…',
        leadId: id,
      }));
      const relayDown: MailSender = {
        label: 'relais en panne',
        send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
        close: () => {},
      } as unknown as MailSender;
      const outbox = createOutboxWorker({
        db: database.db,
        sender: relayDown,
        from: FROM,
        logger,
        backoff: noWait,
        onDead: alertOnDeadMail,
      });
      const { webhooks, jobs } = alertWorkers(database.db, config);
      // The notification's tries, then the alert mail's own (the relay still down), and more rounds.
      for (let i = 0; i < 2 * MAX_ATTEMPTS + 2; i += 1) {
        await outbox.runOnce();
        await jobs.runOnce();
        await webhooks.runOnce();
      }
      const alertWebhooks = crm.bodies.map((body) => JSON.parse(body));
      expect(alertWebhooks).toHaveLength(1);
      expect(alertWebhooks[0]).toMatchObject({
        type: 'lead.notification_failed',
        data: { reason: 'connect ECONNREFUSED 127.0.0.1:25', lead: { id: leadId, name: 'Dr Marc Lefèvre' } },
      });
      // The alert mail died too: it raised nothing more.
      expect(await database.db('email_outbox').where({ kind: 'dead-alert' }).select('status')).toEqual([
        { status: 'dead' },
      ]);
      expect(await database.db('queue_jobs').where({ kind: DEAD_ALERT }).count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await crm.close();
    }
  }, 120_000);
});
