import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { nextCallbackMoment } from '../../shared/callback';
import { openDatabase } from '../../server/db/database';
import { writeBackup } from '../../server/db/backup';
import { migrateLatest } from '../../server/db/migrate';
import { defaultTiers } from '../../server/http/rateLimit';
import { runLeadsDigest } from '../../server/jobs/leadsDigest';
import { createMailSender } from '../../server/mail/transport';
import { runAdmin } from '../../tests/helpers/admin';
import { createTestApp } from '../../tests/helpers/testApp';

/** Whether any row of any table holds `text` (the row as Postgres writes it, lower-cased). */
async function rowsHolding(db: Knex, text: string): Promise<string[]> {
  const { rows: tables } = await db.raw(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  const found: string[] = [];
  for (const { table_name: table } of tables as { table_name: string }[]) {
    const { rows } = await db.raw('select count(*)::int as n from ?? t where strpos(lower(t::text), ?) > 0', [
      table,
      text.toLowerCase(),
    ]);
    if (rows[0].n) found.push(`${table}: ${rows[0].n}`);
  }
  return found;
}

/**
 * An erasure outlives the backups made before it (docs/decisions/049-erasures-outlive-restores.md),
 * and reaches the team's morning digest, in the outbox and in the mail files. Two people are
 * erased: Élodie by her address, and a callback request by its number; Hugo stays.
 */
describe('privacy:erase, then restore of a backup made before it', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-restore-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  const dataDir = path.join(work, 'data');
  const mailDir = path.join(dataDir, 'mail');
  const backup = path.join(work, 'avant-effacement.sql.gz');

  it('the erased are gone from the digest’s outbox row and mail file, and stay gone after the restore; the others are back', async () => {
    const source = await openDatabase(`pglite://${path.join(work, 'source')}`);
    try {
      await migrateLatest(source.db);
      const app = createTestApp(source, {
        rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } },
      });
      const posts = [
        request(app).post('/api/v1/contact').send({
          name: 'Élodie Vasseur',
          email: 'Élodie.Vasseur@café.fr',
          phone: '06 11 22 33 44',
          message: 'Rappelez-moi.',
        }),
        request(app).post('/api/v1/newsletter/subscribe').send({ email: 'élodie.vasseur@xn--caf-dma.fr' }),
        request(app)
          .post('/api/v1/callback')
          .send({
            phone: '07 55 44 33 22',
            moment: nextCallbackMoment(2, '10:00', new Date()).toISOString(),
            consent: true,
          }),
        request(app)
          .post('/api/v1/contact')
          .send({ name: 'Dr Hugo Lambert', email: 'hugo.lambert@exemple.fr', message: 'Bonjour' }),
      ];
      for (const post of posts) expect((await post).status).toBeLessThan(300);
      // Three weeks old and still « nouveau »: all three in Thursday morning's digest to the team.
      await source.db('leads').update({ created_at: '2026-11-02T09:00:00Z' });
      const digestDay = () => new Date('2026-11-26T07:30:00Z');
      expect(await runLeadsDigest(source.db, { to: 'equipe@secretalia.fr', now: digestDay })).toBe('queued');
      const [digest] = await source.db('email_outbox').where({ kind: 'leads_digest' });
      expect(digest.text_body).toContain('élodie.vasseur@xn--caf-dma.fr');
      expect(digest.text_body).toContain('07 55 44 33 22');
      // As a server without SMTP_URL writes it (quoted-printable).
      const files = createMailSender(undefined, mailDir);
      await files.send({
        from: 'Secretalia <no-reply@secretalia.fr>',
        to: digest.to_address,
        subject: digest.subject,
        text: digest.text_body,
        html: digest.html_body,
      });
      files.close();
      expect(fs.readdirSync(mailDir)).toHaveLength(1);
      writeBackup(backup, await source.dump!());

      for (const who of ['élodie.vasseur@café.fr', '+33 7 55 44 33 22']) {
        const erased = await runAdmin('privacy-erase', [who, '--yes'], {
          database: source,
          env: { DATA_DIR: dataDir, SMTP_URL: 'smtps://relais.exemple.fr', MAIL_TO: 'equipe@secretalia.fr' },
        });
        expect(erased.code, erased.stderr).toBe(0);
        // One paragraph says what the owner must erase elsewhere.
        expect(erased.stdout).toContain(
          'Ce que cette commande ne peut pas effacer : les e-mails déjà remis à la boîte de MAIL_TO (equipe@secretalia.fr)',
        );
        expect(erased.stdout).toContain('les copies déjà livrées aux destinataires des webhooks');
      }
      // The digest named them: its row and its file are gone with them.
      expect(await source.db('email_outbox').where({ kind: 'leads_digest' })).toEqual([]);
      expect(fs.readdirSync(mailDir)).toEqual([]);
      for (const text of ['vasseur', '55 44 33 22']) expect(await rowsHolding(source.db, text), text).toEqual([]);
      expect(await source.db('leads').pluck('email')).toEqual(['hugo.lambert@exemple.fr']);
    } finally {
      await source.close();
    }

    // The journal names nobody in clear.
    const journal = fs.readFileSync(path.join(dataDir, 'privacy', 'erasures.jsonl'), 'utf8');
    for (const text of ['vasseur', 'caf', '0755443322', '33755443322']) expect(journal).not.toContain(text);

    const restored = await runAdmin('restore', [backup], { env: { DATA_DIR: dataDir } });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(
      'journal des effacements : 2 personnes effacées depuis cette sauvegarde l’ont été de nouveau',
    );
    const database = await openDatabase(`pglite://${path.join(dataDir, 'pglite')}`);
    try {
      for (const text of ['vasseur', '55 44 33 22']) expect(await rowsHolding(database.db, text), text).toEqual([]);
      expect(await database.db('leads').pluck('email')).toEqual(['hugo.lambert@exemple.fr']);
      // Hugo's notification is back; the digest that named the others is not.
      expect(await database.db('email_outbox').pluck('kind')).not.toContain('leads_digest');
    } finally {
      await database.close();
    }
  }, 180_000);
});
