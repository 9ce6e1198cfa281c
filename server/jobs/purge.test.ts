import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { purgeExpired } from './purge';

/** The folder of mail files the purge cleans, removed after the file. */
const it = test.extend('mailDir', { scope: 'file' }, async ({}, { onCleanup }) => {
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'purge-mail-'));
  onCleanup(() => fs.rm(mailDir, { recursive: true, force: true }));
  return mailDir;
});

/** What the daily purge leaves and deletes: the periods the privacy page states. */
describe('retention purge', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  async function lead(
    db: Knex,
    name: string,
    receivedDaysAgo: number,
    mailStatus: 'sent' | 'dead' | 'pending',
    sentDaysAgo?: number,
  ) {
    const [row] = await db('leads')
      .insert({
        kind: 'contact',
        name,
        email: `${name}@exemple.fr`,
        message: 'Bonjour',
        created_at: daysAgo(receivedDaysAgo),
      })
      .returning('id');
    await db('email_outbox').insert({
      kind: 'contact_notification',
      to_address: 'contact@secretalia.fr',
      reply_to: `${name}@exemple.fr`,
      subject: name,
      text_body: 'Bonjour',
      status: mailStatus,
      lead_id: row.id,
      created_at: daysAgo(receivedDaysAgo),
      sent_at: sentDaysAgo === undefined ? null : daysAgo(sentDaysAgo),
    });
  }

  it('deletes leads after 3 years with their mails, dead ones included; sent mails after 30 days; mail files after 30 days', async ({
    database,
    mailDir,
  }) => {
    const { db } = database;
    await lead(db, 'recent', 10, 'sent', 10);
    await lead(db, 'month-old', 40, 'sent', 40);
    await lead(db, 'dead-two-years', 730, 'dead');
    await lead(db, 'dead-old', 3 * 366, 'dead');
    await lead(db, 'sent-old', 3 * 366, 'sent', 3 * 366);
    await db('email_outbox').insert({
      kind: 'newsletter_welcome',
      to_address: 'lecteur@exemple.fr',
      subject: 'Bienvenue',
      text_body: 'x',
      status: 'dead',
      created_at: daysAgo(3 * 366),
    });
    await db('page_visits').insert([
      { url: 'https://www.secretalia.fr/', created_at: daysAgo(24 * 31) },
      { url: 'https://www.secretalia.fr/old', created_at: daysAgo(26 * 31) },
    ]);
    await fs.writeFile(path.join(mailDir, 'recent.eml'), 'To: x@exemple.fr\r\n\r\nx');
    await fs.writeFile(path.join(mailDir, 'old.eml'), 'To: y@exemple.fr\r\n\r\ny');
    await fs.utimes(path.join(mailDir, 'old.eml'), daysAgo(31), daysAgo(31));

    const deleted = await purgeExpired(db, { mailDir });

    expect(await db('leads').orderBy('id').pluck('name')).toEqual(['recent', 'month-old', 'dead-two-years']);
    const mails = await db('email_outbox').orderBy('id').select('subject', 'status');
    expect(mails).toEqual([
      { subject: 'recent', status: 'sent' },
      // Never delivered: kept with its lead, so the team can still retry it.
      { subject: 'dead-two-years', status: 'dead' },
    ]);
    expect(await db('page_visits').pluck('url')).toEqual(['https://www.secretalia.fr/']);
    expect(await fs.readdir(mailDir)).toEqual(['recent.eml']);
    expect(deleted).toEqual({
      visits: 1,
      sentMails: 2,
      leadMails: 1,
      unsentMails: 1,
      leads: 2,
      formerSubscribers: 0,
      unconfirmedSubscribers: 0,
      idempotencyKeys: 0,
      mailFiles: 1,
    });
    // Safe to run again.
    expect(Object.values(await purgeExpired(db, { mailDir })).every((n) => n === 0)).toBe(true);
  });

  it('deletes the Idempotency-Keys older than 24 hours', async ({ database }) => {
    const { db } = database;
    const key = (name: string, hoursAgo: number) => ({
      scope: '/api/v1/contact',
      key: name,
      request_hash: 'a'.repeat(64),
      response_status: 201,
      response_body: JSON.stringify({ id: 1 }),
      created_at: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await db('idempotency_keys').insert([
      key('an-hour-old', 1),
      key('23-hours-old', 23),
      key('25-hours-old', 25),
      key('a-week-old', 24 * 7),
    ]);

    const deleted = await purgeExpired(db);

    expect(deleted.idempotencyKeys).toBe(2);
    expect(await db('idempotency_keys').orderBy('key').pluck('key')).toEqual(['23-hours-old', 'an-hour-old']);
  });
});
