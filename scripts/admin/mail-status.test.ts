import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { claire, hugo, seedLeads } from '../../tests/helpers/leads';

/** `ids`: the leads seeded in the file's database, their mails piled up; `run(...args)`: the command on it. */
const it = test
  .extend('ids', { scope: 'file' }, async ({ database }) => {
    const ids = await seedLeads(database, { newsletter: true });
    const { db } = database;
    // Hugo's notification is being retried; Claire's first went out; the newsletter's mail to her died.
    await db('email_outbox')
      .where({ lead_id: ids.contactFromIsland })
      .update({
        attempts: 3,
        last_error: '421 4.7.0 Try again later',
        next_attempt_at: new Date('2030-01-01T09:30:00Z'),
      });
    await db('email_outbox').where({ lead_id: ids.quoteFromForm }).update({ status: 'sent', sent_at: db.fn.now() });
    await db('email_outbox')
      .whereNull('lead_id')
      .update({ status: 'dead', attempts: 12, last_error: '550 5.1.1 User unknown' });
    return ids;
  })
  .extend(
    'run',
    async ({ database }) =>
      (...args: string[]) =>
        runAdmin('mail-status', args, { database }),
  );

/** `npm run mail:status` when mails pile up: why each waits, and whose lead each dead one was. */
describe('npm run mail:status', () => {
  it('shows the counts, the reason of each pending retry, and which lead each dead mail belongs to', async ({
    ids,
    run,
  }) => {
    const status = await run();
    expect(status.code, status.output).toBe(0);
    const lines = status.output.trim().split('\n');
    expect(lines[0]).toBe('en attente 1   en cours 0   envoyés 1   non remis 2');
    expect(lines).toContain('À réessayer (1) :');
    expect(status.output).toMatch(
      new RegExp(
        `^  n° \\d+, notification de message de contact, essai 3 sur 12 échoué, prochain essai le 2030-01-01 10:30 : 421 4\\.7\\.0 Try again later\\n` +
          `    demande n° ${ids.contactFromIsland}, message de contact de ${hugo.name} <${hugo.email}>, reçue le \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
        'm',
      ),
    );
    expect(lines).toContain('Non remis (2) : corrigez la cause, puis npm run mail:retry-dead');
    expect(status.output).toMatch(
      new RegExp(
        `^  n° \\d+, notification de demande de devis, non remis après 12 essais : 550 5\\.1\\.1 mailbox unavailable\\n` +
          `    demande n° ${ids.quoteFromApi}, demande de devis de ${claire.name} <claire\\.morel@exemple\\.fr>, reçue le `,
        'm',
      ),
    );
    expect(status.output).toMatch(
      /^ {2}n° \d+, confirmation d’inscription à la newsletter à claire\.morel@exemple\.fr, non remis après 12 essais : 550 5\.1\.1 User unknown$/m,
    );
  });
});
