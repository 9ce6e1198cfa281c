import pino from 'pino';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it, test } from '../../tests/fixtures';
import { freePort, startSmtpServer } from '../../tests/helpers/smtp';
import { testEnv } from '../../tests/helpers/testApp';
import { createOutboxWorker } from './outbox';
import { createMailSender } from './transport';

test.override('appOptions', { env: testEnv({ MAIL_TO: 'contact@secretalia.fr; devis@secretalia.fr' }) });

/** MAIL_TO with several addresses: each receives every notification, through a real SMTP peer. */
describe('MAIL_TO with several addresses', () => {
  it('sends a contact notification to each of them', async ({ database, app }) => {
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    const sender = createMailSender(`smtp://127.0.0.1:${port}`, '/nonexistent');
    const worker = createOutboxWorker({
      db: database.db,
      sender,
      from: 'Secretalia <no-reply@secretalia.fr>',
      logger: pino({ level: 'silent' }),
    });
    try {
      const res = await request(app)
        .post('/api/v1/contact')
        .send({ name: 'Dr Léa Roux', email: 'lea.roux@exemple.fr', message: 'Bonjour' });
      expect(res.status).toBe(201);
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['contact@secretalia.fr', 'devis@secretalia.fr']);
      expect(smtp.received[0]!.raw).toMatch(/^To: contact@secretalia\.fr, devis@secretalia\.fr\r?$/m);
    } finally {
      sender.close();
      await smtp.close();
    }
  });
});
