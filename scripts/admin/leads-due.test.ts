import type { Knex } from 'knex';
import { describe, expect } from 'vitest';
import { test as it } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function lead(db: Knex, name: string, receivedAt: Date): Promise<number> {
  const [row] = await db('leads')
    .insert({ kind: 'quote', name, email: `${name}@exemple.fr`, message: 'Bonjour', created_at: receivedAt })
    .returning('id');
  return Number(row.id);
}

/** `npm run leads:due`: the promise of a reply within 24 working hours, watched. */
describe('npm run leads:due', () => {
  it('lists a lead six days old still « nouveau », not one marked « contacté », nor one just received', async ({
    database,
  }) => {
    const { db } = database;
    const late = await lead(db, 'oubliee', daysAgo(6));
    const answered = await lead(db, 'rappelee', daysAgo(6));
    const fresh = await lead(db, 'toute-fraiche', new Date());
    expect((await runAdmin('leads-status', [String(answered), 'contacte'], { database })).code).toBe(0);

    const result = await runAdmin('leads-due', [], { database });
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain('1 demande encore « nouveau » au-delà des 24 h ouvrées promises :');
    expect(result.stdout).toMatch(/n° +reçu le +type +nom +e-mail +téléphone +attente \(h ouvrées\) +échéance/);
    expect(result.stdout).toMatch(new RegExp(`^ *${late} .*oubliee@exemple\\.fr +\\d+ h \\d{2} `, 'm'));
    expect(result.stdout).not.toContain('rappelee');
    expect(result.stdout).not.toContain('toute-fraiche');
    expect(fresh).toBeGreaterThan(late);
  });
});
