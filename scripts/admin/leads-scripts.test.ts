import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { claire, formulaMessage, hugo, seedLeads } from '../../tests/helpers/leads';

/**
 * `ids`: the leads seeded in the file's database before its first test; `run(script, ...args)`:
 * a command on it; `stdoutOf(script, ...args)`: its standard output alone, as `> leads.csv` keeps it.
 */
const it = test
  .extend('ids', { scope: 'file', auto: true }, ({ database }) => seedLeads(database))
  .extend(
    'run',
    async ({ database }) =>
      (script: string, ...args: string[]) =>
        runAdmin(script, args, { database }),
  )
  .extend('stdoutOf', async ({ run }) => async (script: string, ...args: string[]) => {
    const result = await run(script, ...args);
    expect(result.code, result.stderr).toBe(0);
    return result.stdout;
  });

/**
 * `npm run leads:list` and `leads:export` as the owner runs them, after two
 * quotes and a contact message came in through the site.
 */
describe('npm run leads:list, leads:export', () => {
  it('leads:list: a table, newest first, the dead notification marked', async ({ ids, run }) => {
    const list = await run('leads-list');
    expect(list.code, list.output).toBe(0);
    const lines = list.output.trim().split('\n');
    expect(lines[0]).toMatch(
      /^n° +reçu le +type +nom +e-mail +téléphone +cabinet +ville +formule +notification +statut +page +provenance +message +rappeler le$/,
    );
    const rows = lines.slice(2, 5);
    expect(rows.map((row) => Number(row.trim().split(/\s+/)[0]))).toEqual([
      ids.contactFromIsland,
      ids.quoteFromApi,
      ids.quoteFromForm,
    ]);
    expect(rows[0]).toMatch(
      / contact +Dr Hugo Lambert +hugo\.lambert@exemple\.fr +04 78 00 00 00 +Centre médical du Parc +Villeurbanne +en attente +nouveau +\/contact +direct +=HYPERLINK/,
    );
    expect(rows[1]).toMatch(
      / devis +Dr Claire Morel +claire\.morel@exemple\.fr +.*COLLECTIF +NON REMISE +nouveau +direct +Finalement/,
    );
    expect(rows[2]).toMatch(
      / devis +Dr Claire Morel +claire\.morel@exemple\.fr +\+33 6 12 34 56 78 +Cabinet des Tilleuls +Lyon +SÉRÉNITÉ +en attente +nouveau +\/demande-devis\?utm_source=n… +rentree +Deux praticiens ; "urgent"\. ⏎ Rappel le matin/,
    );
    expect(lines.slice(5)).toEqual([
      '3 demandes : 2 devis, 1 message de contact',
      '1 notification NON REMISE : l’équipe ne l’a pas reçue par e-mail ; voir npm run mail:status',
    ]);
  });

  it('leads:list --kind, --since: only what was asked for; a bad value is one line, exit code 2', async ({ run }) => {
    const quotes = await run('leads-list', '--kind', 'quote');
    expect(quotes.output).toContain('2 demandes : 2 devis, 0 message de contact');
    expect(quotes.output).not.toContain(hugo.email);
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    expect((await run('leads-list', '--since', tomorrow)).output.trim()).toBe('aucune demande');
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await run('leads-list', '--since', today)).output).toContain('3 demandes');

    // « devis », as the export writes it, is the same as the code's `quote`.
    expect((await run('leads-list', '--kind', 'devis')).output).toContain('2 demandes : 2 devis, 0 message de contact');
    const badKind = await run('leads-list', '--kind', 'rendez-vous');
    expect(badKind.code).toBe(2);
    expect(badKind.output.trim()).toBe(
      'leads:list: --kind : attendu devis, contact, rappel, quote ou callback, reçu « rendez-vous » (voir --help)',
    );
    const badDate = await run('leads-export', '--since', '2026-02-30');
    expect(badDate.code).toBe(2);
    expect(badDate.output.trim()).toBe(
      'leads:export: --since : attendu une date AAAA-MM-JJ, reçu « 2026-02-30 » (voir --help)',
    );
    const badFormat = await run('leads-export', '--format', 'ods');
    expect(badFormat.code).toBe(2);
    expect(badFormat.output.trim()).toBe(
      'leads:export: --format : attendu csv, json ou xlsx, reçu « ods » (voir --help)',
    );
  });

  it('leads:export: CSV for a French Excel and LibreOffice, each field in its column, line breaks kept', async ({
    ids,
    stdoutOf,
  }) => {
    const csv = await stdoutOf('leads-export');
    expect(
      csv.startsWith(
        '\uFEFF"N°";"Reçu le";"Type";"Nom et prénom";"E-mail";"Téléphone";"Cabinet";"Ville";"Formule";"Spécialité";"Message";"Consentement";"Page";"Notification";"Rappeler le";"Source (utm_source)";"Support (utm_medium)";"Campagne (utm_campaign)";"Mot-clé (utm_term)";"Contenu (utm_content)";"Site d’origine";"Page d’arrivée";"Appel à l’action";"Statut";"Statut depuis";"Note du statut";"Statut changé par"\r\n',
      ),
    ).toBe(true);
    // Rows end with CRLF; a line break inside a message is a lone LF inside its quotes.
    const rows = csv.slice(1).split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows).toHaveLength(1 + 3 + 1);
    const fields = (row: string) =>
      row
        .slice(1, -1)
        .split('";"')
        .map((field) => field.replace(/""/g, '"'));
    const [contact, quoteApi, quoteForm] = rows.slice(1, 4).map(fields);
    for (const row of [contact, quoteApi, quoteForm]) expect(row).toHaveLength(27);
    expect(quoteForm).toEqual([
      String(ids.quoteFromForm),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'devis',
      claire.name,
      claire.email,
      "'+33 6 12 34 56 78",
      'Cabinet des Tilleuls',
      'Lyon',
      'SÉRÉNITÉ',
      '',
      'Deux praticiens ; "urgent".\nRappel le matin, après 9 h.',
      'oui',
      '/demande-devis?utm_source=newsletter&utm_campaign=rentree',
      'en attente',
      // Not a callback request: no moment to call.
      '',
      // Posted without JavaScript: the campaign read from the form page's address.
      'newsletter',
      '',
      'rentree',
      '',
      '',
      '',
      '',
      '',
      // Never given a status (npm run leads:status): new, since no time, no note, nobody.
      'nouveau',
      '',
      '',
      '',
    ]);
    expect(quoteApi).toEqual([
      String(ids.quoteFromApi),
      expect.any(String),
      'devis',
      claire.name,
      // Typed with capitals, stored as the one spelling of her address (shared/emailAddress.ts).
      claire.email,
      '06 12 34 56 78',
      'Cabinet des Tilleuls',
      'Lyon',
      'COLLECTIF',
      '',
      'Finalement, trois praticiens.',
      'oui',
      '',
      'NON REMISE',
      '',
      ...Array<string>(8).fill(''),
      'nouveau',
      '',
      '',
      '',
    ]);
    // What a visitor typed never runs as a formula in the owner's spreadsheet.
    expect(contact!.slice(2, 5)).toEqual(['contact', hugo.name, hugo.email]);
    expect(contact![10]).toBe(`'${formulaMessage}`);
  });

  it('leads:export --format json: every field under its own name, the dead notification marked', async ({
    ids,
    stdoutOf,
  }) => {
    const leads = JSON.parse(await stdoutOf('leads-export', '--format', 'json', '--kind', 'quote'));
    expect(leads).toHaveLength(2);
    expect(leads[0]).toEqual({
      id: ids.quoteFromApi,
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      kind: 'quote',
      name: claire.name,
      email: claire.email,
      phone: '06 12 34 56 78',
      practice: 'Cabinet des Tilleuls',
      city: 'Lyon',
      plan: 'collectif',
      specialty: null,
      message: 'Finalement, trois praticiens.',
      consent: true,
      page: null,
      notification: 'dead',
      callbackAt: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      referrerHost: null,
      landingPage: null,
      cta: null,
      status: 'nouveau',
      statusLabel: 'nouveau',
      statusAt: null,
      statusHistory: [],
    });
    expect(leads[1]).toMatchObject({
      id: ids.quoteFromForm,
      // Typed with CR LF in the textarea, kept with one line feed (shared/plainText.ts).
      message: 'Deux praticiens ; "urgent".\nRappel le matin, après 9 h.',
      notification: 'pending',
      utmSource: 'newsletter',
      utmCampaign: 'rentree',
    });
  });

  it('says on standard error, not in the file, when npm would add its own lines to the output', async ({
    database,
  }) => {
    // `npm run` without -s.
    const result = await runAdmin('leads-export', [], { database, env: { npm_config_loglevel: '' } });
    expect(result.stdout.startsWith('\uFEFF"N°"')).toBe(true);
    expect(result.stderr.trim()).toBe(
      'leads:export: npm ajoute ses propres lignes en tête de la sortie ; pour un fichier propre, lancez npm run -s leads:export -- …',
    );
  });
});
