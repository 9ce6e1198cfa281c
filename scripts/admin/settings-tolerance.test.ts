import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { claire, seedLeads } from '../../tests/helpers/leads';
import { freePort } from '../../tests/helpers/smtp';

/**
 * The commands that read the leads work whatever the webhooks' settings say: the owner who
 * pasted a secret badly can still list, export and answer a person's request. Preflight, which
 * judges those settings, still refuses them (scripts/admin/preflight-webhooks.test.ts).
 */
describe('a malformed optional setting never stops the commands that read leads', () => {
  const malformed: Record<string, string>[] = [
    { LEAD_WEBHOOK_SECRET: 'whsec_trop-court' },
    { LEAD_WEBHOOK_URL: 'https://hooks.slack.com/services/T0/B0/s3cr3t, pas une adresse', LEAD_WEBHOOK_FORMAT: 'json' },
    { LEAD_WEBHOOK_FORMAT: 'discord' },
  ];
  const commands: [string, string[]][] = [
    ['leads-list', []],
    ['leads-export', []],
    ['leads-due', []],
    ['privacy-export', [claire.email]],
  ];
  test('each command runs, says in one line which setting it left aside, never its value', async ({ database }) => {
    await seedLeads(database);
    for (const env of malformed) {
      const name = Object.keys(env)[0]!;
      for (const [command, args] of commands) {
        const result = await runAdmin(command, args, { database, env });
        expect(result.code, `${command} ${name}: ${result.output}`).toBe(0);
        // privacy:export says what it found on standard error too: the line about the setting is one.
        const said = result.stderr.split('\n').filter((line) => line.includes('LEAD_WEBHOOK'));
        expect(said, result.stderr).toHaveLength(1);
        expect(said[0]).toMatch(new RegExp(`^${command.replace('-', ':')}: ${name} : .*\\(laissé de côté : `));
        for (const secret of ['trop-court', 's3cr3t']) expect(result.output).not.toContain(secret);
      }
    }
  });

  test('with the database down, a command ends in one line naming DATABASE_URL, exit 1', async () => {
    const port = await freePort();
    for (const command of ['leads-list', 'leads-export', 'mail-status']) {
      const result = await runAdmin(command, [], {
        env: { DATABASE_URL: `postgres://site:motdepasse@127.0.0.1:${port}/site` },
      });
      expect(result.code).toBe(1);
      expect(result.output).toBe(
        `${command.replace('-', ':')}: DATABASE_URL : le serveur Postgres 127.0.0.1:${port}/site ne répond pas (ECONNREFUSED) : vérifiez qu’il est démarré et joignable d’ici, et l’hôte et le port de DATABASE_URL\n`,
      );
    }
  });
});
