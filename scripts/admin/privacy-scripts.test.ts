import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { claire, hugo, seedLeads } from '../../tests/helpers/leads';

/**
 * `work`: a folder for DATA_DIR, holding what a server without SMTP_URL wrote (a copy of each
 * notification), removed after the file; `ids`: the leads seeded in the file's database before
 * its first test; `run` an admin command on both, and `exportOf` an address's privacy:export.
 */
const it = test
  .extend('work', { scope: 'file' }, async ({}, { onCleanup }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'privacy-scripts-'));
    onCleanup(() => fs.rm(work, { recursive: true, force: true }));
    await fs.mkdir(path.join(work, 'data', 'mail'), { recursive: true });
    const eml = (replyTo: string, subject: string) =>
      `From: Secretalia <no-reply@secretalia.fr>\r\nTo: contact@secretalia.fr\r\nReply-To:\r\n ${replyTo}\r\nSubject: ${subject}\r\n\r\nBonjour\r\n`;
    await fs.writeFile(path.join(work, 'data', 'mail', 'claire.eml'), eml(claire.typedInCapitals, 'Demande de devis'));
    await fs.writeFile(path.join(work, 'data', 'mail', 'hugo.eml'), eml(hugo.email, 'Message de contact'));
    return work;
  })
  .extend('ids', { scope: 'file', auto: true }, async ({ database }) => {
    const ids = await seedLeads(database, { newsletter: true });
    // The notification of her first quote went out; the second's died; the newsletter's waits.
    await database
      .db('email_outbox')
      .where({ lead_id: ids.quoteFromForm })
      .update({ status: 'sent', sent_at: database.db.fn.now() });
    return ids;
  })
  // `answer` is what the admin types at the prompt of a terminal.
  .extend(
    'run',
    async ({ database, work }) =>
      ([name, ...args]: string[], { answer }: { answer?: string } = {}) =>
        runAdmin(name!, args, {
          database,
          env: { DATA_DIR: path.join(work, 'data') },
          ...(answer === undefined ? {} : { answer }),
        }),
  )
  .extend('exportOf', async ({ run }) => async (email: string) => {
    const result = await run(['privacy-export', email]);
    expect(result.code, result.stderr).toBe(0);
    return { json: JSON.parse(result.stdout), summary: result.stderr.trim() };
  });

/**
 * `npm run privacy:export` and `privacy:erase` as the owner runs them on a
 * person's request (GDPR articles 15 and 17): the database, and the mail folder
 * of DATA_DIR where a server without SMTP writes its mails.
 */
describe('npm run privacy:export, privacy:erase', () => {
  it('privacy:export finds everything about an address whatever its capitals, and nothing of anyone else', async ({
    ids,
    exportOf,
  }) => {
    const { json, summary } = await exportOf(claire.email);
    expect(json.email).toBe(claire.email);
    expect(json.messagesAndQuotes.map((lead: { id: number; email: string }) => [lead.id, lead.email])).toEqual([
      [ids.quoteFromForm, claire.email],
      // Typed with capitals, stored as the one spelling of her address (shared/emailAddress.ts).
      [ids.quoteFromApi, claire.email],
    ]);
    expect(json.messagesAndQuotes[0]).toMatchObject({
      kind: 'quote',
      phone: '+33 6 12 34 56 78',
      practice: 'Cabinet des Tilleuls',
      plan: 'serenite',
      consent: true,
      // Where it came from, with the lead (docs/decisions/038-lead-attribution.md).
      page: '/demande-devis?utm_source=newsletter&utm_campaign=rentree',
      utm_source: 'newsletter',
      utm_campaign: 'rentree',
    });
    expect(json.newsletterSubscription).toEqual([expect.objectContaining({ email: claire.email })]);
    const mails = json.mails.map((mail: { status: string; lead_id: number | null; to_address: string }) => [
      mail.status,
      mail.lead_id,
      mail.to_address,
    ]);
    expect(mails).toEqual([
      ['sent', ids.quoteFromForm, 'contact@secretalia.fr'],
      ['dead', ids.quoteFromApi, 'contact@secretalia.fr'],
      ['pending', null, claire.email],
    ]);
    expect(json.mailFiles.map((file: { file: string }) => path.basename(file.file))).toEqual(['claire.eml']);
    expect(JSON.stringify(json)).not.toContain(hugo.email);
    expect(summary).toBe(
      `privacy:export: 2 messages ou demandes de devis, 1 inscription à la newsletter, 3 e-mails (en file, envoyés ou non remis), 1 fichier d’e-mail concernant ${claire.email}`,
    );
  });

  it('privacy:erase asks first: refused when not on a terminal without --yes, nothing erased if not confirmed', async ({
    run,
    exportOf,
  }) => {
    const piped = await run(['privacy-erase', claire.email]);
    expect(piped.code).toBe(2);
    expect(piped.stderr.trim()).toBe(
      'privacy:erase: pas dans un terminal : ajoutez --yes pour effacer sans confirmation (rien n’est effacé) (voir --help)',
    );

    const declined = await run(['privacy-erase', claire.email], { answer: 'non' });
    expect(declined.stdout).toContain(
      `Concernant ${claire.email} : 2 messages ou demandes de devis, 1 inscription à la newsletter, 3 e-mails (en file, envoyés ou non remis), 1 fichier d’e-mail.`,
    );
    expect(declined.stdout).toContain('Tout effacer définitivement ? Tapez oui pour confirmer :');
    expect(declined.stderr).toContain('privacy:erase: non confirmé : rien n’est effacé');
    expect((await exportOf(claire.email)).json.messagesAndQuotes).toHaveLength(2);
  });

  it('privacy:erase --yes removes it all in one go, mail copies included; a second run finds nothing', async ({
    database,
    ids,
    run,
    exportOf,
  }) => {
    const erased = await run(['privacy-erase', claire.typedInCapitals.toUpperCase(), '--yes']);
    expect(erased.code, erased.stderr).toBe(0);
    const [done, outOfReach] = erased.stdout.trim().split('\n');
    expect(done).toBe(
      `effacé, concernant ${claire.email} : 2 messages ou demandes de devis, 1 inscription à la newsletter, 3 e-mails (en file, envoyés ou non remis), 1 fichier d’e-mail`,
    );
    // Without SMTP_URL nothing went to MAIL_TO's mailbox: the files were its copies.
    expect(outOfReach).toMatch(
      /^Ce que cette commande ne peut pas effacer : .*sans SMTP_URL, le site n’a rien envoyé à MAIL_TO/,
    );

    // Where her quotes came from went with them.
    const left = await database.db('leads').where({ utm_campaign: 'rentree' }).count({ n: '*' }).first();
    expect(Number(left!.n)).toBe(0);
    const after = await exportOf(claire.email);
    expect(after.json).toMatchObject({ messagesAndQuotes: [], newsletterSubscription: [], mails: [], mailFiles: [] });
    expect(after.summary).toBe(`privacy:export: rien n’est enregistré concernant ${claire.email}`);
    const again = await run(['privacy-erase', claire.email, '--yes']);
    expect(again.code).toBe(0);
    expect(again.stdout.split('\n')[0]).toBe(`rien n’est enregistré concernant ${claire.email} : rien à effacer`);

    // Hugo's message, its notification and its mail file are untouched.
    const hugoData = await exportOf(hugo.email);
    expect(hugoData.json.messagesAndQuotes.map((lead: { id: number }) => lead.id)).toEqual([ids.contactFromIsland]);
    expect(hugoData.json.mails).toHaveLength(1);
    expect(hugoData.json.mailFiles).toHaveLength(1);
  });

  it('privacy:erase confirmed on the terminal erases; a bad address is one line, exit code 2', async ({
    work,
    run,
  }) => {
    const confirmed = await run(['privacy-erase', hugo.email], { answer: 'oui' });
    expect(confirmed.stdout).toContain(
      `effacé, concernant ${hugo.email} : 1 message ou demande de devis, 0 inscription à la newsletter, 1 e-mail (en file, envoyé ou non remis), 1 fichier d’e-mail`,
    );
    expect(await fs.readdir(path.join(work, 'data', 'mail'))).toEqual([]);

    const bad = await run(['privacy-export', 'claire.morel']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe(
      'privacy:export: attendu une adresse e-mail ou un numéro de téléphone, reçu « claire.morel » (voir --help)',
    );
    const none = await run(['privacy-erase']);
    expect(none.code).toBe(2);
    expect(none.stderr.trim()).toBe('privacy:erase: il manque <e-mail ou téléphone> (voir --help)');
  });
});
