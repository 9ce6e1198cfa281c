import { webcrypto } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { createTestApp, testEnv } from '../../tests/helpers/testApp';
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './outboxRepo';
import { secretBytes } from './signing';
import { createWebhookWorker } from './worker';
import { erasePersonalData } from '../privacy/personalData';

const logger = pino({ level: 'silent' });

/** A fixed secret: 32 bytes 0x00…0x1f, as the receiver would be given it. */
const SECRET = `whsec_${Buffer.from(Array.from({ length: 32 }, (_, i) => i)).toString('base64')}`;

/**
 * The receiver's side, written from the Standard Webhooks specification and not from
 * server/webhooks/signing.ts: WebCrypto's HMAC over "id.timestamp.body" with the
 * base64-decoded secret, compared with each `v1,` signature of the header.
 */
async function verifies(headers: IncomingHttpHeaders, body: string): Promise<boolean> {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(SECRET.split('_')[1]!, 'base64'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  const expected = Buffer.from(mac).toString('base64');
  return signatures.split(' ').some((signature) => signature === `v1,${expected}`);
}

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver on 127.0.0.1 that answers each post with the next status of `statuses` (the last one after). */
async function startReceiver(statuses: number[]) {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses[Math.min(deliveries.length, statuses.length) - 1]!;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const QUOTE = {
  kind: 'quote',
  name: 'Dr Hugo Lambert',
  email: 'hugo.lambert@exemple.be',
  message: 'Nous sommes trois médecins à Liège.',
  phone: '+32 4 123 45 67',
  practice: 'Maison médicale du Parc',
  city: 'Liège',
  plan: 'collectif',
  consent: true,
};

describe('lead webhooks', () => {
  it('posts each new lead, signed, with the same webhook-id on every retry until a 2xx, and never after', async ({
    database,
  }) => {
    const receiver = await startReceiver([500, 500, 200]);
    try {
      const env = testEnv({ NODE_ENV: 'test', LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET });
      const app = createTestApp(database, { env });
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, timeoutMs: 2_000 });

      const res = await request(app).post('/api/v1/contact').send(QUOTE);
      // Answered once stored, before any delivery.
      expect(res.status).toBe(201);
      expect(await database.db('leads').where({ id: res.body.id }).first()).toMatchObject({ name: QUOTE.name });
      expect(receiver.deliveries).toHaveLength(0);

      const dueNow = () =>
        database.db('webhook_outbox').where({ lead_id: res.body.id }).update({ next_attempt_at: database.db.fn.now() });
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.deliveries).toHaveLength(1);
      const waiting = await database.db('webhook_outbox').where({ lead_id: res.body.id }).first();
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500' });
      // Backoff: not due again before the delay, so a run now posts nothing.
      expect(new Date(waiting.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + webhookRetryDelayMs(1) - 5_000);
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.deliveries).toHaveLength(1);

      await dueNow();
      expect(await worker.runOnce()).toBe(0);
      await dueNow();
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.deliveries).toHaveLength(3);
      expect(await database.db('webhook_outbox').where({ lead_id: res.body.id }).first()).toMatchObject({
        status: 'sent',
        attempts: 3,
      });
      // Delivered means delivered.
      await dueNow();
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.deliveries).toHaveLength(3);

      const ids = new Set(receiver.deliveries.map((d) => d.headers['webhook-id']));
      expect(ids.size).toBe(1);
      expect([...ids][0]).toMatch(new RegExp(`^msg_${res.body.id}_[\\w-]+$`));
      for (const delivery of receiver.deliveries) {
        expect(await verifies(delivery.headers, delivery.body)).toBe(true);
        expect(delivery.headers['content-type']).toBe('application/json');
        expect(delivery.body).toBe(receiver.deliveries[0]!.body);
      }
      // A changed byte, or another secret, does not verify.
      expect(
        await verifies(receiver.deliveries[0]!.headers, receiver.deliveries[0]!.body.replace('Liège', 'Liege')),
      ).toBe(false);

      const event = JSON.parse(receiver.deliveries[0]!.body);
      expect(event.type).toBe('lead.created');
      expect(Date.parse(event.timestamp)).not.toBeNaN();
      expect(event.data).toMatchObject({
        id: res.body.id,
        kind: 'quote',
        name: 'Dr Hugo Lambert',
        email: 'hugo.lambert@exemple.be',
        phone: '+32 4 123 45 67',
        practice: 'Maison médicale du Parc',
        city: 'Liège',
        plan: 'collectif',
        message: expect.stringContaining('trois médecins'),
        callbackAt: null,
      });
      expect(Date.parse(event.data.receivedAt)).not.toBeNaN();
    } finally {
      await receiver.close();
    }
  });

  it('gives up after its last try; webhooks:status shows it and webhooks:retry-dead posts it again with its id', async ({
    database,
  }) => {
    const receiver = await startReceiver([503, 204]);
    try {
      const env = testEnv({ NODE_ENV: 'test', LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET });
      const app = createTestApp(database, { env });
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, timeoutMs: 2_000 });
      const res = await request(app)
        .post('/api/v1/contact')
        .send({ ...QUOTE, kind: 'contact', name: 'Claire Morel', email: 'claire@exemple.fr' });
      expect(res.status).toBe(201);
      await database
        .db('webhook_outbox')
        .where({ lead_id: res.body.id })
        .update({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 });
      expect(await worker.runOnce()).toBe(0);
      const dead = await database.db('webhook_outbox').where({ lead_id: res.body.id }).first();
      expect(dead).toMatchObject({ status: 'dead', last_error: 'HTTP 503' });

      const status = await runAdmin('webhooks-status', [], { database });
      expect(status.code, status.output).toBe(0);
      expect(status.output).toMatch(/non remis 1/);
      expect(status.output).toContain('Non remis (1) : corrigez la cause, puis npm run webhooks:retry-dead');
      expect(status.output).toContain(
        `${dead.message_id} vers ${receiver.url}, demande n° ${res.body.id}, non remis après ${WEBHOOK_MAX_ATTEMPTS} essais : HTTP 503`,
      );

      const retry = await runAdmin('webhooks-retry-dead', [], { database });
      expect(retry.output.trim()).toBe('1 webhook non remis repart dans la file d’envoi');
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.deliveries.map((d) => d.headers['webhook-id'])).toEqual([dead.message_id, dead.message_id]);
      expect(await verifies(receiver.deliveries[1]!.headers, receiver.deliveries[1]!.body)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('counts a receiver that does not answer within the timeout as a failed try', async ({ database }) => {
    const server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const env = testEnv({ NODE_ENV: 'test', LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET });
      const res = await request(createTestApp(database, { env }))
        .post('/api/v1/contact')
        .send({ ...QUOTE, name: 'Timeout' });
      expect(res.status).toBe(201);
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, timeoutMs: 300 });
      expect(await worker.runOnce()).toBe(0);
      expect(await database.db('webhook_outbox').where({ lead_id: res.body.id }).first()).toMatchObject({
        status: 'pending',
        last_error: 'no answer within 0.3 s',
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('erasing a lead (privacy:erase) takes its webhooks with it: none is posted afterwards', async ({ database }) => {
    const env = testEnv({
      NODE_ENV: 'test',
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/never',
      LEAD_WEBHOOK_SECRET: SECRET,
    });
    const res = await request(createTestApp(database, { env }))
      .post('/api/v1/contact')
      .send({ ...QUOTE, name: 'Effacée', email: 'effacee@exemple.fr' });
    expect(res.status).toBe(201);
    expect(await database.db('webhook_outbox').where({ lead_id: res.body.id })).toHaveLength(1);
    const before = Number((await database.db('webhook_outbox').count({ n: '*' }))[0]!.n);
    await erasePersonalData(database.db, 'effacee@exemple.fr', undefined);
    expect(Number((await database.db('webhook_outbox').count({ n: '*' }))[0]!.n)).toBe(before - 1);
    expect(
      await database
        .db('webhook_outbox')
        .where({ body: database.db.raw('body') })
        .whereLike('body', '%effacee%'),
    ).toEqual([]);
  });

  /** A lead whose every visitor field holds what a chat app would act upon, sent through the API. */
  const HOSTILE = {
    ...QUOTE,
    email: 'eve@exemple.fr',
    name: 'Dr Eve <!channel> <!here> <@U024BE7LH>',
    phone: '06 12 34 56 78',
    practice: '<https://pirate.example/facture|Votre facture> & co',
    // A forged line: the phone is checked as a number now (shared/fieldChecks.ts), the city is free text.
    city: '**Lyon** _3e_\nE-mail : pi@rate.fr',
    message: '<!everyone> Bonjour\n[Cliquez ici](https://pirate.example/)\n# Titre\n- point\n1. premier',
    attribution: { utm_campaign: '<!subteam^S123> rentrée', utm_source: 'news<letter>' },
  };

  /** Posts the hostile lead with LEAD_WEBHOOK_FORMAT=`format`, delivers it to a local receiver, returns what it got. */
  async function deliveredAs(database: Parameters<typeof createTestApp>[0], format: string) {
    const receiver = await startReceiver([200]);
    try {
      const env = testEnv({
        NODE_ENV: 'test',
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        LEAD_WEBHOOK_FORMAT: format,
      });
      const res = await request(createTestApp(database, { env })).post('/api/v1/contact').send(HOSTILE);
      expect(res.status).toBe(201);
      const worker = createWebhookWorker({ db: database.db, key: secretBytes(SECRET)!, logger, timeoutMs: 2_000 });
      expect(await worker.runOnce()).toBe(1);
      expect(receiver.deliveries).toHaveLength(1);
      expect(await verifies(receiver.deliveries[0]!.headers, receiver.deliveries[0]!.body)).toBe(true);
      return JSON.parse(receiver.deliveries[0]!.body);
    } finally {
      await receiver.close();
    }
  }

  it('LEAD_WEBHOOK_FORMAT=slack: the visitor’s mentions and links reach the channel as harmless text', async ({
    database,
  }) => {
    const { text } = (await deliveredAs(database, 'slack')) as { text: string };
    // Slack reads a control sequence only between < and >: none is left but as entities.
    expect(text).not.toMatch(/[<>]/);
    const lines = text.split('\n');
    expect(lines).toContain('Nom : Dr Eve &lt;!channel&gt; &lt;!here&gt; &lt;@U024BE7LH&gt;');
    expect(lines).toContain('Cabinet : &lt;https://pirate.example/facture|Votre facture&gt; &amp; co');
    expect(lines).toContain('Campagne : &lt;!subteam^S123&gt; rentrée');
    expect(lines).toContain('Source : news&lt;letter&gt;');
    expect(lines).toContain('&lt;!everyone&gt; Bonjour');
    // The city's line break did not make a row of its own.
    expect(lines.filter((line) => line.startsWith('E-mail :'))).toEqual(['E-mail : eve@exemple.fr']);
    expect(lines).toContain('Ville : **Lyon** _3e_ E-mail : pi@rate.fr');
  });

  it('LEAD_WEBHOOK_FORMAT=teams: an Adaptive Card for a Workflows webhook, the visitor’s text in runs shown as typed', async ({
    database,
  }) => {
    const body = await deliveredAs(database, 'teams');
    expect(body.type).toBe('message');
    expect(body.attachments).toHaveLength(1);
    const [attachment] = body.attachments;
    expect(attachment.contentType).toBe('application/vnd.microsoft.card.adaptive');
    const card = attachment.content;
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    // TextBlocks render Markdown; the visitor's words are only in TextRuns, which render none.
    const blocks = card.body as { type: string; text?: string; inlines?: { type: string; text: string }[] }[];
    const runs = blocks.flatMap((block) => block.inlines ?? []);
    expect(runs.every((run) => run.type === 'TextRun')).toBe(true);
    const runTexts = runs.map((run) => run.text);
    for (const typed of [
      'Dr Eve <!channel> <!here> <@U024BE7LH>',
      '<https://pirate.example/facture|Votre facture> & co',
      '**Lyon** _3e_ E-mail : pi@rate.fr',
      '<!subteam^S123> rentrée',
      '[Cliquez ici](https://pirate.example/)',
      '# Titre',
      '- point',
      '1. premier',
    ]) {
      expect(runTexts).toContain(typed);
    }
    const markdown = blocks.filter((block) => block.type === 'TextBlock').map((block) => block.text!);
    for (const text of markdown) expect(text).not.toMatch(/pirate|Eve|Lyon|Cliquez/);
    expect(runTexts).not.toContain('E-mail : pi@rate.fr');
  });

  it('queues nothing without LEAD_WEBHOOK_URL', async ({ database }) => {
    const res = await request(createTestApp(database))
      .post('/api/v1/contact')
      .send({ ...QUOTE, name: 'Sans webhook' });
    expect(res.status).toBe(201);
    expect(await database.db('webhook_outbox').where({ lead_id: res.body.id })).toEqual([]);
  });
});
