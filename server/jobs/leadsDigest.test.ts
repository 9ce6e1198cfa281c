import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { test as it } from '../../tests/fixtures';
import { runLeadsDigest } from './leadsDigest';
import { enqueueMail } from '../mail/outboxRepo';
import { enqueueWebhooks, webhookMessageId } from '../webhooks/outboxRepo';

const TO = 'equipe@secretalia.fr';

async function lead(db: Knex, name: string, receivedAt: string, status = 'nouveau'): Promise<number> {
  const [row] = await db('leads')
    .insert({ kind: 'quote', name, email: `${name}@exemple.fr`, message: 'Bonjour', created_at: receivedAt, status })
    .returning('id');
  return Number(row.id);
}

async function callback(db: Knex, phone: string, receivedAt: string, callbackAt: string): Promise<number> {
  const [row] = await db('leads')
    .insert({
      kind: 'callback',
      name: '',
      email: '',
      phone,
      message: '',
      created_at: receivedAt,
      callback_at: callbackAt,
      status: 'nouveau',
    })
    .returning('id');
  return Number(row.id);
}

/** A fresh start: no lead, no digest claimed, no mail. */
async function empty(db: Knex) {
  await db('email_outbox').delete();
  await db('webhook_outbox').delete();
  await db('lead_digests').delete();
  await db('leads').delete();
}

const digests = (db: Knex) => db('email_outbox').where('kind', 'leads_digest').orderBy('id');

/** The morning digest of the leads past the promise: once a day, whatever the number of instances. */
describe('leads digest job', () => {
  it('on a working day at 8:30 Paris: one mail to MAIL_TO listing the overdue leads, once, with two instances running it', async ({
    database,
  }) => {
    const { db } = database;
    // Received on Monday 23 November 2026 at 10:00 Paris: due on Tuesday at 10:00, late on Thursday morning.
    const late = await lead(db, 'oubliee', '2026-11-23T09:00:00Z');
    await lead(db, 'rappelee', '2026-11-23T09:00:00Z', 'contacte');
    await lead(db, 'recente', '2026-11-25T16:00:00Z');
    // Thursday 26 November 2026, 8:30 Paris (7:30 UTC); both instances' jobs in the same minute.
    const clock = () => new Date('2026-11-26T07:30:00Z');
    // The server's jobs run on its background pool: another instance's handle on the same database.
    const second = database.background();
    const outcomes = await Promise.all([
      runLeadsDigest(db, { to: TO, now: clock }),
      runLeadsDigest(second, { to: TO, now: clock }),
      runLeadsDigest(db, { to: TO, now: clock }),
    ]);
    expect(outcomes.sort()).toEqual(['already', 'already', 'queued']);
    // Later that day, and after a restart: nothing more.
    expect(await runLeadsDigest(second, { to: TO, now: () => new Date('2026-11-26T13:00:00Z') })).toBe('already');
    const mails = await digests(db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: TO, subject: expect.stringContaining('1 demande en retard') });
    expect(mails[0].text_body).toContain(`n° ${late}`);
    expect(mails[0].text_body).toContain('oubliee@exemple.fr');
    expect(mails[0].text_body).not.toContain('rappelee');
    // Received on Wednesday at 17:00 Paris: due today at 17:00, listed as such, after the late one.
    expect(mails[0].text_body).toMatch(
      /oubliee[\s\S]*À traiter aujourd’hui, avant l’heure promise :\n\n- avant 17 h 00 – n° \d+ – Devis – recente/,
    );
  });

  it('not before 8:30, not on a weekend, not on a public holiday', async ({ database }) => {
    const { db } = database;
    await db('lead_digests').delete();
    await db('email_outbox').where('kind', 'leads_digest').delete();
    await lead(db, 'ancienne', '2026-10-01T09:00:00Z');
    const run = (iso: string) => runLeadsDigest(db, { to: TO, now: () => new Date(iso) });
    // Friday 27 November, 8:29 Paris.
    expect(await run('2026-11-27T07:29:00Z')).toBe('closed');
    // Saturday 28 November and Sunday 29, 9:00 Paris.
    expect(await run('2026-11-28T08:00:00Z')).toBe('closed');
    expect(await run('2026-11-29T08:00:00Z')).toBe('closed');
    // Wednesday 11 November 2026, Armistice Day.
    expect(await run('2026-11-11T08:00:00Z')).toBe('closed');
    expect(await digests(db)).toEqual([]);
    expect(await run('2026-11-27T07:30:00Z')).toBe('queued');
  });

  it('a working day with nothing late: the mail says so, with yesterday’s count', async ({ database }) => {
    const { db } = database;
    await empty(db);
    // Wednesday 25 November 2026, both answered already.
    await lead(db, 'hier-matin', '2026-11-25T08:00:00Z', 'contacte');
    await lead(db, 'hier-soir', '2026-11-25T17:00:00Z', 'contacte');
    await lead(db, 'avant-hier', '2026-11-24T10:00:00Z', 'contacte');
    const outcome = await runLeadsDigest(db, { to: TO, now: () => new Date('2026-11-26T07:30:00Z') });
    expect(outcome).toBe('nothing-late');
    const [mail, ...more] = await digests(db);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to_address: TO, subject: 'Secretalia : rien en retard aujourd’hui' });
    expect(mail.text_body).toContain('Rien en retard aujourd’hui');
    expect(mail.text_body).toContain('Hier, 2 demandes reçues.');
    expect(mail.html_body).toContain('Rien en retard aujourd’hui');
  });

  it('a lead due at 15:00 and a callback at 11:00 are both listed at their times; dead deliveries with their leads', async ({
    database,
  }) => {
    const { db } = database;
    await empty(db);
    // Received on Wednesday 25 November at 15:00 Paris: due on Thursday at 15:00.
    const due = await lead(db, 'dr-quinze', '2026-11-25T14:00:00Z');
    // Asked on Wednesday for Thursday 11:00 Paris.
    const call = await callback(db, '06 12 34 56 78', '2026-11-25T12:00:00Z', '2026-11-26T10:00:00Z');
    // A notification mail and a webhook about the first lead, given up.
    await enqueueMail(db, { kind: 'quote_notification', to: TO, subject: 'Demande de devis', text: '…', leadId: due });
    await enqueueWebhooks(db, [
      {
        event: 'lead.created',
        url: 'https://crm.exemple.fr/hook',
        body: '{}',
        messageId: webhookMessageId(due),
        leadId: due,
      },
    ]);
    await db('email_outbox').update({ status: 'dead' });
    await db('webhook_outbox').update({ status: 'dead' });
    const outcome = await runLeadsDigest(db, {
      to: TO,
      siteUrl: 'https://www.secretalia.fr',
      now: () => new Date('2026-11-26T07:30:00Z'),
    });
    expect(outcome).toBe('queued');
    const [mail] = await digests(db);
    expect(mail.subject).toBe('Secretalia : 1 à traiter aujourd’hui, 1 rappel, 2 envois en échec');
    expect(mail.text_body).toContain(
      `- avant 15 h 00 – n° ${due} – Devis – dr-quinze – dr-quinze@exemple.fr – https://www.secretalia.fr/espace/demandes/${due}`,
    );
    expect(mail.text_body).toContain(
      `- 11 h 00 – n° ${call} – 06 12 34 56 78 – — – https://www.secretalia.fr/espace/demandes/${call}`,
    );
    expect(mail.text_body).toContain(`- 1 e-mail – demandes n° ${due}`);
    expect(mail.text_body).toContain(`- 1 webhook – demandes n° ${due}`);
    // In this order: due today, today's callbacks, dead deliveries.
    const text: string = mail.text_body;
    expect(text.indexOf('avant 15 h 00')).toBeLessThan(text.indexOf('11 h 00 –'));
    expect(text.indexOf('11 h 00 –')).toBeLessThan(text.indexOf('1 e-mail'));
    expect(mail.html_body).toContain(`<a href="https://www.secretalia.fr/espace/demandes/${call}">Ouvrir</a>`);
  });
});
