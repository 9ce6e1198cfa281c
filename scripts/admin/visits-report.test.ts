import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

const env = { SITE_URL: 'https://www.secretalia.fr' };

/**
 * `work`: the owner's folder, removed after the file; two visits and a quote in the file's
 * database before its first test; `run(...args)`: the command from the folder, on the database.
 */
const it = test
  .extend('work', { scope: 'file' }, async ({}, { onCleanup }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'visits-report-'));
    onCleanup(() => fs.rm(work, { recursive: true, force: true }));
    return work;
  })
  .extend('visits', { scope: 'file', auto: true }, async ({ database }) => {
    await database.db('page_visits').insert([
      {
        url: 'https://www.secretalia.fr/demande-devis?utm_source=linkedin',
        referrer: 'https://www.linkedin.com/',
        page_title: '',
      },
      {
        url: 'https://www.secretalia.fr/demande-devis',
        referrer: 'https://www.secretalia.fr/nos-tarifs',
        page_title: '',
      },
    ]);
    await database.db('leads').insert({ kind: 'quote', name: 'Dr Test', email: 't@exemple.fr', message: '' });
  })
  .extend(
    'run',
    async ({ database, work }) =>
      (...args: string[]) =>
        runAdmin('visits-report', args, { database, env, cwd: work }),
  );

/** `npm run visits:report` as the owner runs it, from a folder of their own, on a database of its own. */
describe('npm run visits:report', () => {
  it('prints the days, their total with the conversion, referrers without the site, UTM sources', async ({ run }) => {
    const report = await run('--days', '3');
    expect(report.code, report.output).toBe(0);
    expect(report.output).toMatch(/^total +2 +1 +0 +2 +50,0 % +0 +— +0$/m);
    expect(report.output).toMatch(/^Sites d’origine \(autres que www\.secretalia\.fr\)\n {2}www\.linkedin\.com +1$/m);
    expect(report.output).toMatch(/^Sources de campagne.*\n {2}linkedin +1$/m);
    expect(report.output).not.toContain('*');
  });

  it('--format csv: the rows for a spreadsheet on standard output; --html: the page written where the owner is', async ({
    work,
    run,
  }) => {
    const csv = await run('--days', '3', '--format', 'csv', '--html', 'rapport.html');
    expect(csv.code, csv.stderr).toBe(0);
    const rows = csv.stdout.split('\r\n');
    expect(rows[0]!.startsWith('\uFEFF"Jour";"Pages vues";')).toBe(true);
    // The days and their total, then, after an empty line, the leads by source (and campaign, landing page, call to action).
    expect(rows[4]).toBe('"Total";"2";"1";"0";"2";"50,0";"0";"";"0"');
    expect(rows.slice(5, 7)).toEqual([
      '',
      '"Source";"Demandes";"Arrivées";"Taux (%)";"Contactées";"Gagnées";"Perdues"',
    ]);
    const html = await fs.readFile(path.join(work, 'rapport.html'), 'utf8');
    expect(html).toContain('<h1>Fréquentation de www.secretalia.fr</h1>');
    expect(csv.stderr.trim()).toBe(`visits:report: rapport HTML écrit dans ${path.join(work, 'rapport.html')}`);
  });

  it('marks a rate past 100 % (more leads than views of the page) and says why in a note, in the terminal and in the page', async ({
    database,
    work,
    run,
  }) => {
    await database
      .db('page_visits')
      .insert({ url: 'https://www.secretalia.fr/contact', referrer: null, page_title: '' });
    await database.db('leads').insert(
      [1, 2, 3].map((n) => ({
        kind: 'contact',
        name: `Dr Contact ${n}`,
        email: `contact${n}@exemple.fr`,
        message: 'Bonjour',
      })),
    );
    const report = await run('--days', '3', '--html', 'taux.html');
    expect(report.code, report.output).toBe(0);
    expect(report.output).toMatch(/^total +3 +1 +3 +2 +50,0 % +1 +> 100 % \* +0$/m);
    expect(report.output).not.toContain('300');
    expect(report.output).toMatch(/^\* Plus de demandes que de vues de la page : .*Le taux n’a alors pas de sens\.$/m);
    const html = await fs.readFile(path.join(work, 'taux.html'), 'utf8');
    expect(html).toContain(
      '<strong>&gt;\u00a0100\u00a0%<sup><a href="#note-taux" aria-label="voir la note sur ce taux">*</a></sup></strong>',
    );
    expect(html).toContain('<p class="note" id="note-taux">* Plus de demandes que de vues de la page : ');
    expect(html).not.toMatch(/300\s?%/);
  });

  it('bad options and an unwritable file: one line, never a stack trace', async ({ work, run }) => {
    const cases: [string[], number, string][] = [
      [['--days', '0'], 2, 'visits:report: --days : attendu un nombre entier de 1 à 3650, reçu « 0 » (voir --help)'],
      [['--format', 'pdf'], 2, 'visits:report: --format : attendu text ou csv, reçu « pdf » (voir --help)'],
      [['--html'], 2, 'visits:report: l’option --html demande une valeur (voir --help)'],
      [
        ['--html', path.join(work, 'absent', 'rapport.html')],
        1,
        `visits:report: --html : impossible d’écrire ${path.join(work, 'absent', 'rapport.html')} : ENOENT`,
      ],
    ];
    for (const [args, code, message] of cases) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.output.trim()).toBe(message);
    }
  });
});
