import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { nextCallbackMoment } from '../../shared/callback';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';

/**
 * A callback request holds a phone number and no address: the owner finds and erases it by
 * that number (GDPR articles 15 and 17), written however the person gives it.
 */
const it = test.extend('work', { scope: 'file' }, async ({}, { onCleanup }) => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'privacy-phone-'));
  onCleanup(() => fs.rm(work, { recursive: true, force: true }));
  await fs.mkdir(path.join(work, 'data', 'mail'), { recursive: true });
  return work;
});

describe('privacy:export and privacy:erase by phone number', () => {
  it('find a callback request by its number in any form, with its notification and mail file; erase it all; nothing of anyone else', async ({
    app,
    database,
    work,
  }) => {
    const moment = nextCallbackMoment(2, '10:00', new Date()).toISOString();
    for (const phone of ['06 12 34 56 78', '+32 470 12 34 56']) {
      const res = await request(app).post('/api/v1/callback').send({ phone, moment, consent: true, name: 'Dr Morel' });
      expect(res.status).toBe(201);
    }
    // The notification a server without SMTP wrote for the first, its body in quoted-printable.
    const mailDir = path.join(work, 'data', 'mail');
    await fs.writeFile(
      path.join(mailDir, 'rappel.eml'),
      'From: Secretalia <no-reply@secretalia.fr>\r\nTo: contact@secretalia.fr\r\nSubject: Demande de rappel\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nT=C3=A9l=C3=A9phone : 06 12 34 56 78\r\n',
    );
    await fs.writeFile(
      path.join(mailDir, 'autre.eml'),
      'From: Secretalia <no-reply@secretalia.fr>\r\nTo: contact@secretalia.fr\r\nSubject: Demande de rappel\r\n\r\nTelephone : +32 470 12 34 56\r\n',
    );
    const run = (...args: string[]) =>
      runAdmin(args[0]!, args.slice(1), { database, env: { DATA_DIR: path.join(work, 'data') } });

    for (const asked of ['+33 6 12 34 56 78', '0612345678', '0033 6.12.34.56.78']) {
      const found = await run('privacy-export', asked);
      expect(found.code, found.stderr).toBe(0);
      const json = JSON.parse(found.stdout);
      expect(json.messagesAndQuotes.map((lead: { kind: string; phone: string }) => [lead.kind, lead.phone])).toEqual([
        ['callback', '06 12 34 56 78'],
      ]);
      expect(json.mails).toHaveLength(1);
      expect(json.mailFiles.map((file: { file: string }) => path.basename(file.file))).toEqual(['rappel.eml']);
    }

    const erased = await run('privacy-erase', '+33612345678', '--yes');
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout + erased.stderr).toContain(
      '1 message ou demande de devis, 0 inscription à la newsletter, 1 e-mail (en file, envoyé ou non remis), 1 fichier d’e-mail',
    );
    const again = await run('privacy-erase', '06 12 34 56 78', '--yes');
    expect(again.stdout + again.stderr).toContain('rien n’est enregistré concernant 06 12 34 56 78 : rien à effacer');
    // The other number is untouched, its mail file too.
    expect(await database.db('leads').pluck('phone')).toEqual(['+32 470 12 34 56']);
    expect(await fs.readdir(mailDir)).toEqual(['autre.eml']);

    const wrong = await run('privacy-export', 'claire');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('attendu une adresse e-mail ou un numéro de téléphone, reçu « claire »');
  });
});
