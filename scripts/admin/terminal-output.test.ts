import { describe, expect } from 'vitest';
import { it } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { leadsRepo } from '../../server/leads/repo';
import { leadNotification } from '../../server/leads/notification';
import { NO_ATTRIBUTION } from '../../server/leads/attribution';
import type { Lead } from '../../server/leads/lead';
import { command, type CommandIo } from './lib/command';
import leadsExport from './leads-export';

/**
 * Text a visitor typed that a terminal would run rather than show: it moves the cursor,
 * clears the screen, changes colours, links elsewhere, or reorders what the owner reads.
 * Leads stored before shared/plainText.ts kept one-line text clean may hold it still,
 * and a message keeps more than a name does.
 */
const HOSTILE = {
  clearAndRed: '\u001B[2J\u001B[31mDr Eve\u001B[0m',
  hyperlink: '\u001B]8;;https://pirate.example/\u0007Dr Lien\u001B]8;;\u0007',
  eightBitCsi: 'Dr \u009B31mRouge',
  rtlOverride: 'Dr \u202Efdp.exe\u202C Martin',
  isolate: 'Dr \u2067Martin\u2069 Isolé',
  carriageReturn: 'Dr Faux\rDr Vrai',
  bellBackspace: 'Dr\u0007\u0008 Bip',
};

/**
 * What a terminal acts upon instead of showing: C0 controls but the line feed (a tab only
 * advances, a CR only before its LF), DEL, C1 controls, and the bidi embeddings, overrides,
 * isolates and marks.
 */
const RUN_BY_A_TERMINAL =
  /[\u0000-\u0008\u000B-\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\r(?!\n)/;

const lead = (name: string, i: number): Lead => ({
  kind: 'quote',
  name,
  email: `hostile-${i}@exemple.fr`,
  phone: `06 12 34 56 7${i}`,
  practice: `Cabinet ${name}`,
  city: 'Lyon',
  plan: 'serenite',
  specialty: null,
  message: `Bonjour\n${name}`,
  consent: true,
  page: '/demande-devis',
  attribution: { ...NO_ATTRIBUTION, utmCampaign: name },
});

describe('what an admin command writes to the terminal', () => {
  it('leads:list, leads:due and mail:status show a visitor’s controls and bidi characters, never run them', async ({
    database,
  }) => {
    const repo = leadsRepo(database.db);
    for (const [i, name] of Object.values(HOSTILE).entries()) {
      await repo.createWithNotification(lead(name, i), (id) =>
        leadNotification(lead(name, i), id, 'contact@secretalia.fr'),
      );
    }
    // The notifications died: mail:status lists them with their subjects, which name the lead.
    await database.db('email_outbox').update({ status: 'dead', attempts: 12, last_error: '550 refusé' });
    // Two days old, so that leads:due lists them too.
    await database.db('leads').update({ created_at: new Date(Date.now() - 7 * 86_400_000) });

    for (const script of ['leads-list', 'leads-due', 'mail-status']) {
      const result = await runAdmin(script, [], { database });
      expect(result.code, result.output).toBe(0);
      expect(result.output, script).not.toMatch(RUN_BY_A_TERMINAL);
      expect(result.output, script).toContain('<U+202E>');
    }
    const list = (await runAdmin('leads-list', [], { database })).output;
    // Shown where it was, so that the owner sees something was hidden there.
    expect(list).toContain('Dr <U+202E>fdp.exe<U+202C> Martin');
    expect(list).toContain('<U+001B>[2J<U+001B>[31mDr Eve<U+001B>[0m');
    expect(list).toContain('Dr <U+009B>31mRouge');
    expect(list).toContain('Dr Faux<U+000D>Dr Vrai');
    // Each row still one line of the table, its columns aligned.
    const lines = list.split('\n');
    const header = lines[0]!;
    const rows = lines.slice(2, 2 + Object.keys(HOSTILE).length);
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row.indexOf('Lyon'), row).toBe(header.indexOf('ville'));
  });

  it('every command’s lines and messages go through the same escaping', async () => {
    let stdout = '';
    let stderr = '';
    const io: Partial<CommandIo> = {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      env: { LOG_LEVEL: 'silent' },
    };
    const echo = command(
      { name: 'essai:sortie', summary: 'Répète ce qu’on lui donne.', database: false, maxArgs: 1 },
      async ({ args, print, warn }) => {
        print(`Nom : ${args[0]}`);
        warn(`essai:sortie: « ${args[0]} » inconnu`);
      },
    );
    for (const text of Object.values(HOSTILE)) {
      stdout = stderr = '';
      expect(await echo.run([text], io)).toBe(0);
      expect(stdout, JSON.stringify(text)).not.toMatch(RUN_BY_A_TERMINAL);
      expect(stderr, JSON.stringify(text)).not.toMatch(RUN_BY_A_TERMINAL);
      expect(stdout.split('\n')).toHaveLength(2);
    }
  });

  it('a file written to standard output keeps what was stored; on a terminal, it is shown escaped', async ({
    database,
  }) => {
    const run = async (isTTY: boolean) => {
      let stdout = '';
      const code = await leadsExport.run(['--format', 'json'], {
        stdout: { write: (text: string) => (stdout += text), isTTY },
        stderr: { write: () => true },
        env: { LOG_LEVEL: 'silent' },
        database,
      });
      expect(code).toBe(0);
      return stdout;
    };
    const file = JSON.parse(await run(false)) as { name: string }[];
    expect(file.map((row) => row.name)).toEqual(expect.arrayContaining(Object.values(HOSTILE)));
    const terminal = await run(true);
    expect(terminal).not.toMatch(RUN_BY_A_TERMINAL);
    expect(terminal).toContain('Dr <U+202E>fdp.exe<U+202C> Martin');
  });
});
