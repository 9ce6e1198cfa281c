import request from 'supertest';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { createTestApp } from '../../tests/helpers/testApp';

/** Phones as doctors type them: each must reach the spreadsheet or the CRM as typed. */
const PHONES = [
  '0612345678',
  '06 12 34 56 78',
  '+33 6 12 34 56 78',
  '+33612345678',
  '+32 470 12 34 56',
  '0470/12.34.56',
];
/** What a visitor may type to make a spreadsheet run something. */
const HOSTILE = ['=HYPERLINK("https://exemple.com","Cliquez")', "+cmd|' /C calc'!A0", '-2+3', '@SUM(1+1)'];

/** The cells of the workbook's first sheet, row by row, as Excel reads them: each with its type and value. */
function cellsOf(workbook: Buffer) {
  const files = unzipSync(new Uint8Array(workbook));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
        [...m[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1]).join(''),
      )
    : [];
  const unescape = (text: string) =>
    text.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!,
    );
  const rows = [...sheet.matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) =>
    [...row[1]!.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)].map(([, attributes, inner = '']) => {
      const type = /t="(\w+)"/.exec(attributes!)?.[1] ?? 'n';
      const formula = /<f>/.test(inner);
      const raw = /<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? '';
      const value = unescape(type === 's' ? shared[Number(raw)]! : raw);
      return { type, formula, value };
    }),
  );
  return { sheet, rows };
}

const it = test.extend('ids', { scope: 'file', auto: true }, async ({ database }) => {
  const app = createTestApp(database, {
    rateLimits: {
      forms: { limit: 1_000, windowMs: 60_000 },
      visits: { limit: 1_000, windowMs: 60_000 },
      staffSignIn: { limit: 1_000, windowMs: 60_000 },
    },
  });
  for (const [i, phone] of PHONES.entries()) {
    const answer = await request(app)
      .post('/api/v1/contact')
      .send({
        kind: 'quote',
        name: HOSTILE[i % HOSTILE.length],
        email: `medecin${i}@exemple.fr`,
        message: HOSTILE[(i + 1) % HOSTILE.length],
        phone,
        practice: 'Cabinet du Parc',
        city: HOSTILE[(i + 2) % HOSTILE.length],
        plan: 'standard',
        consent: true,
      });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
});

describe('npm run -s leads:export -- --format xlsx > demandes.xlsx', () => {
  it('gives each phone as the text typed, and no cell a formula', async ({ database }) => {
    const run = await runAdmin('leads-export', ['--format', 'xlsx'], { database });
    expect(run.code, run.stderr).toBe(0);
    const { sheet, rows } = cellsOf(run.stdoutBytes);
    const [header, ...leads] = rows;
    const column = header!.findIndex((cell) => cell.value === 'Téléphone');
    expect(column).toBeGreaterThan(0);
    // Newest first, as leads:list: the phones in the reverse order of their posting.
    expect(leads.map((row) => row[column])).toEqual(
      [...PHONES]
        .reverse()
        .map((value) => ({ type: expect.stringMatching(/^(s|str|inlineStr)$/), formula: false, value })),
    );
    // The hostile values arrive as typed, as text, never as formulas.
    expect(sheet).not.toMatch(/<f>/);
    for (const value of HOSTILE) {
      const cells = leads.flat().filter((cell) => cell.value === value);
      expect(cells.length, value).toBeGreaterThan(0);
      for (const cell of cells) expect(cell.type, value).not.toBe('n');
    }
  });

  it('refuses to write a workbook to the terminal, in one French line', async ({ database }) => {
    const { default: command } = await import('./leads-export');
    let stderr = '';
    const code = await command.run(['--format', 'xlsx'], {
      stdout: { write: () => true, isTTY: true },
      stderr: { write: (text: string | Uint8Array) => ((stderr += String(text)), true) },
      env: { LOG_LEVEL: 'silent', npm_lifecycle_event: 'leads:export' },
      database,
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'leads:export: Un classeur xlsx s’écrit dans un fichier : ajoutez « > demandes.xlsx » à la commande.',
    );
  });
});
