import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrate';
import { repoRoot, runToEnd } from '../../tests/helpers/server';

/** `npm run visits:report` as the owner runs it, on an embedded folder of its own. */
// Each test runs the command several times, a few seconds each on a loaded machine.
describe('npm run visits:report', { timeout: 120_000 }, () => {
  let work: string;
  let env: Record<string, string>;
  const run = (...args: string[]) => runToEnd([path.join('dist', 'scripts', 'visits-report.js'), ...args], env);

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'visits-report-'));
    // As npm sets it: the folder the owner typed the command in.
    env = { DATABASE_URL: `pglite://${path.join(work, 'db')}`, INIT_CWD: work, SITE_URL: 'https://www.secretalia.fr' };
    const database = await openDatabase(env.DATABASE_URL!);
    await migrateLatest(database.db);
    await database.db('page_visits').insert([
      { url: 'https://www.secretalia.fr/demande-devis?utm_source=linkedin', referrer: 'https://www.linkedin.com/', page_title: '' },
      { url: 'https://www.secretalia.fr/demande-devis', referrer: 'https://www.secretalia.fr/nos-tarifs', page_title: '' },
    ]);
    await database.db('contact_messages').insert({ kind: 'quote', name: 'Dr Test', email: 't@exemple.fr', message: '' });
    await database.close();
  });
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  it('prints the days, their total with the conversion, referrers without the site, UTM sources', async () => {
    const report = await run('--days', '3');
    expect(report.code, report.output).toBe(0);
    expect(report.output).toMatch(/^total +2 +1 +0 +2 +50\.0% +0 +—$/m);
    expect(report.output).toMatch(/^Referrers \(other sites than www\.secretalia\.fr\)\n {2}www\.linkedin\.com +1$/m);
    expect(report.output).toMatch(/^UTM sources.*\n {2}linkedin +1$/m);
  });

  it('--format csv: the rows for a spreadsheet on standard output; --html: the page written where the owner is', async () => {
    const csv = spawnSync(process.execPath, [path.join(repoRoot, 'dist', 'scripts', 'visits-report.js'), '--days', '3', '--format', 'csv', '--html', 'rapport.html'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    expect(csv.status, csv.stderr.toString()).toBe(0);
    const rows = csv.stdout.toString().split('\r\n');
    expect(rows[0]!.startsWith('\uFEFF"Jour";"Pages vues";')).toBe(true);
    expect(rows).toHaveLength(1 + 3 + 1 + 1);
    expect(rows[4]).toBe('"Total";"2";"1";"0";"2";"50,0";"0";""');
    const html = await fs.readFile(path.join(work, 'rapport.html'), 'utf8');
    expect(html).toContain('<h1>Fréquentation de www.secretalia.fr</h1>');
    expect(csv.stderr.toString().trim()).toBe(`visits:report: HTML report written to ${path.join(work, 'rapport.html')}`);
  });

  it('bad options and an unwritable file: one line, never a stack trace', async () => {
    const cases: [string[], number, string][] = [
      [['--days', '0'], 2, 'visits:report: --days: expected a whole number from 1 to 3650, got "0" (see --help)'],
      [['--format', 'pdf'], 2, 'visits:report: --format: expected text or csv, got "pdf" (see --help)'],
      [['--html'], 2, 'visits:report: option --html needs a value (see --help)'],
      [['--html', path.join(work, 'absent', 'rapport.html')], 1, `visits:report: --html: cannot write ${path.join(work, 'absent', 'rapport.html')}: ENOENT`],
    ];
    for (const [args, code, message] of cases) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.output.trim()).toBe(message);
    }
  });
});
