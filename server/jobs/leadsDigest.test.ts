import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { test as it } from '../../tests/fixtures';
import { runLeadsDigest } from './leadsDigest';

const TO = 'equipe@secretalia.fr';

async function lead(db: Knex, name: string, receivedAt: string, status = 'nouveau'): Promise<number> {
  const [row] = await db('leads')
    .insert({ kind: 'quote', name, email: `${name}@exemple.fr`, message: 'Bonjour', created_at: receivedAt, status })
    .returning('id');
  return Number(row.id);
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
    expect(mails[0].text_body).not.toContain('recente');
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
});
