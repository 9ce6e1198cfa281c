import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { claire, hugo, seedLeads } from '../../tests/helpers/leads';

const it = test
  .extend('ids', { scope: 'file', auto: true }, ({ database }) => seedLeads(database))
  .extend(
    'run',
    async ({ database }) =>
      (script: string, ...args: string[]) =>
        runAdmin(script, args, { database }),
  );

/** `npm run leads:status`: where the team stands with a lead, shown by the list, the exports and the GDPR export. */
describe('npm run leads:status', () => {
  it('an address with two leads: the newest changes, and it says so; the export shows it with its history', async ({
    ids,
    run,
  }) => {
    const result = await run('leads-status', claire.typedInCapitals, 'contacte', '--note', 'rappelée, RDV jeudi');
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain(`demande n° ${ids.quoteFromApi} : « nouveau » → « contacté »`);
    expect(result.stderr).toContain(`2 demandes pour cette adresse : la plus récente (n° ${ids.quoteFromApi}) change`);

    const csv = await run('leads-export');
    const header = csv.stdout.split('\r\n')[0]!.split(';');
    const statusColumn = header.indexOf('"Statut"');
    expect(statusColumn).toBeGreaterThan(0);
    const rowOf = (id: number) =>
      csv.stdout
        .split('\r\n')
        .find((line) => line.startsWith(`"${id}";`))!
        .split(';');
    expect(rowOf(ids.quoteFromApi)[statusColumn]).toBe('"contacté"');
    expect(header).toContain('"Statut depuis"');

    const json = JSON.parse((await run('leads-export', '--format', 'json')).stdout) as Record<string, unknown>[];
    const lead = json.find((l) => l.id === ids.quoteFromApi)!;
    expect(lead).toMatchObject({ status: 'contacte', statusLabel: 'contacté' });
    expect(lead.statusAt).toEqual(expect.any(String));
    expect(lead.statusHistory).toEqual([
      {
        status: 'contacte',
        statusLabel: 'contacté',
        note: 'rappelée, RDV jeudi',
        changedAt: lead.statusAt,
        changedBy: null,
      },
    ]);

    const list = await run('leads-list');
    expect(list.output).toMatch(/ statut /);
    expect(list.output).toMatch(new RegExp(`^ *${ids.quoteFromApi} .*contacté`, 'm'));

    // Safe to re-run: the same status without a note records nothing.
    const again = await run('leads-status', String(ids.quoteFromApi), 'contacté');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('déjà « contacté », rien de changé');
    const privacy = JSON.parse((await run('privacy-export', claire.email)).stdout) as {
      messagesAndQuotes: { id: number; status: string; status_history: unknown[] }[];
    };
    const exported = privacy.messagesAndQuotes.find((l) => l.id === ids.quoteFromApi)!;
    expect(exported.status).toBe('contacte');
    expect(exported.status_history).toHaveLength(1);
  });

  it('accepts the accents and spaces typed; records each change', async ({ ids, run, database }) => {
    expect((await run('leads-status', String(ids.contactFromIsland), 'Devis envoyé')).code).toBe(0);
    expect((await run('leads-status', hugo.email, 'gagné', '--note', 'signé')).stdout).toContain('→ « gagné »');
    const history = await database.db('lead_status_changes').where('lead_id', ids.contactFromIsland).orderBy('id');
    expect(history.map((row) => row.status)).toEqual(['devis-envoye', 'gagne']);
  });

  it('a wrong status: one French line naming the valid ones, exit code 2, no stack trace', async ({ run }) => {
    const result = await run('leads-status', claire.email, 'rappele');
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      'leads:status: statut inconnu « rappele » : attendu « nouveau », « contacté », « rendez-vous », « devis envoyé », « gagné », « perdu » (voir --help)',
    ]);
  });

  it('an unknown lead or address: one French line, exit code 1', async ({ run }) => {
    const byId = await run('leads-status', '999999', 'perdu');
    expect(byId.code).toBe(1);
    expect(byId.stderr.trim().split('\n')).toHaveLength(1);
    expect(byId.stderr).toContain('aucune demande n° 999999');
    const byEmail = await run('leads-status', 'personne@exemple.fr', 'perdu');
    expect(byEmail.code).toBe(1);
    expect(byEmail.stderr).toContain('aucune demande de personne@exemple.fr');
  });

  it('the status goes with its lead when the lead is erased', async ({ run, database }) => {
    await run('leads-status', hugo.email, 'perdu');
    expect(await database.db('lead_status_changes').count({ n: '*' }).first()).not.toEqual({ n: 0 });
    const erased = await run('privacy-erase', hugo.email, '--yes');
    expect(erased.code, erased.output).toBe(0);
    const left = await database
      .db('lead_status_changes as c')
      .join('leads as l', 'l.id', 'c.lead_id')
      .where('l.email', hugo.email);
    expect(left).toEqual([]);
    expect(await database.db('lead_status_changes').whereNotIn('lead_id', database.db('leads').select('id'))).toEqual(
      [],
    );
  });
});
