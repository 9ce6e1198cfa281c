import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { claire, hugo, seedLeads, type SeededLeads } from '../../tests/helpers/leads';
import { runToEnd } from '../../tests/helpers/server';

/** `npm run mail:status` when mails pile up: why each waits, and whose lead each dead one was. */
// Each test runs the command several times, a few seconds each on a loaded machine.
describe('npm run mail:status', { timeout: 120_000 }, () => {
  let work: string;
  let env: Record<string, string>;
  let ids: SeededLeads;
  const run = (...args: string[]) => runToEnd([path.join('dist', 'scripts', 'mail-status.js'), ...args], env);

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-status-'));
    env = { DATABASE_URL: `pglite://${path.join(work, 'db')}` };
    ids = await seedLeads(env.DATABASE_URL!, { newsletter: true });
    const database = await openDatabase(env.DATABASE_URL);
    const { db } = database;
    // Hugo's notification is being retried; Claire's first went out; the newsletter's mail to her died.
    await db('email_outbox').where({ contact_message_id: ids.contactFromIsland }).update({ attempts: 3, last_error: '421 4.7.0 Try again later', next_attempt_at: new Date('2030-01-01T09:30:00Z') });
    await db('email_outbox').where({ contact_message_id: ids.quoteFromForm }).update({ status: 'sent', sent_at: db.fn.now() });
    await db('email_outbox').whereNull('contact_message_id').update({ status: 'dead', attempts: 12, last_error: '550 5.1.1 User unknown' });
    await database.close();
  });
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  it('shows the counts, the reason of each pending retry, and which lead each dead mail belongs to', async () => {
    const status = await run();
    expect(status.code, status.output).toBe(0);
    const lines = status.output.trim().split('\n');
    expect(lines[0]).toBe('pending 1   sending 0   sent 1   dead 2');
    expect(lines).toContain('Retrying (1):');
    expect(status.output).toMatch(
      new RegExp(`^  #\\d+ contact_notification, try 3 of 12 failed, next try 2030-01-01 10:30: 421 4\\.7\\.0 Try again later\\n    lead #${ids.contactFromIsland}, contact from ${hugo.name} <${hugo.email}>, received \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`, 'm'),
    );
    expect(lines).toContain('Dead (2): fix the cause, then npm run mail:retry-dead');
    expect(status.output).toMatch(
      new RegExp(`^  #\\d+ quote_notification, dead after 12 tries: 550 5\\.1\\.1 mailbox unavailable\\n    lead #${ids.quoteFromApi}, quote from ${claire.name} <Claire\\.MOREL@Exemple\\.FR>, received `, 'm'),
    );
    expect(status.output).toMatch(/^ {2}#\d+ newsletter_\w+ to claire\.morel@exemple\.fr, dead after 12 tries: 550 5\.1\.1 User unknown$/m);
  });
});
