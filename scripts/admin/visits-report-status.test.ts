import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { test as it } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

const env = { SITE_URL: 'https://www.secretalia.fr' };

async function lead(db: Knex, email: string, attribution: Record<string, string>): Promise<void> {
  await db('leads').insert({ kind: 'quote', name: 'Dr Test', email, message: 'x', ...attribution });
}

/** `npm run visits:report` counts what the leads became (leads:status), per source and per campaign. */
describe('npm run visits:report: contacted, won and lost', () => {
  it('per source and campaign, in the terminal, in CSV and in the HTML page', async ({ database }) => {
    const { db } = database;
    await lead(db, 'a@exemple.fr', { utm_source: 'linkedin', utm_campaign: 'rentree' });
    await lead(db, 'b@exemple.fr', { utm_source: 'linkedin', utm_campaign: 'rentree' });
    await lead(db, 'c@exemple.fr', { utm_source: 'linkedin', utm_campaign: 'rentree' });
    await lead(db, 'd@exemple.fr', { referrer_host: 'www.google.fr' });
    const status = async (email: string, value: string) =>
      expect((await runAdmin('leads-status', [email, value], { database })).code).toBe(0);
    await status('a@exemple.fr', 'gagné');
    await status('b@exemple.fr', 'perdu');
    await status('d@exemple.fr', 'rendez-vous');

    const text = await runAdmin('visits-report', ['--days', '3'], { database, env });
    expect(text.code, text.output).toBe(0);
    expect(text.stdout).toMatch(/\n {2}source +demandes +arrivées +taux +contactées +gagnées +perdues\n/);
    // Three from LinkedIn: one won, one lost (both contacted), one still new.
    expect(text.stdout).toMatch(/\n {2}linkedin +3 +\S+ +\S+( %)? +2 +1 +1\n/);
    expect(text.stdout).toMatch(/\n {2}www\.google\.fr +1 +\S+ +\S+( %)? +1 +0 +0\n/);
    expect(text.stdout).toMatch(/\n {2}rentree +3 +\S+ +\S+( %)? +2 +1 +1\n/);

    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'visits-report-status-'));
    try {
      const csv = await runAdmin('visits-report', ['--days', '3', '--format', 'csv', '--html', 'r.html'], {
        database,
        env,
        cwd: work,
      });
      expect(csv.code, csv.output).toBe(0);
      expect(csv.stdout).toMatch(/\r\n"linkedin";"3";"[^"]*";"[^"]*";"2";"1";"1"\r\n/);
      expect(csv.stdout).toMatch(/\r\n"rentree";"3";"[^"]*";"[^"]*";"2";"1";"1"\r\n/);
      const html = await fs.readFile(path.join(work, 'r.html'), 'utf8');
      expect(html).toContain('<th scope="col" class="num">Gagnées</th><th scope="col" class="num">Perdues</th>');
      expect(html).toMatch(
        /<tr><th scope="row">linkedin<\/th><td class="num">3<\/td>.*<td class="num">2<\/td><td class="num">1<\/td><td class="num">1<\/td><\/tr>/,
      );
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });
});
