import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { defaultTiers } from '../../server/http/rateLimit';

// Room for this file's many posts from one address: the forms' own limit is tested elsewhere.
test.override('appOptions', { rateLimits: { ...defaultTiers, forms: { limit: 1_000, windowMs: 60_000 } } });

/** One person's address, and five other ways of writing the same (case, spaces, NFD, IDNA, full-width letters). */
const PLAIN = 'élodie.vasseur@café.fr';
const SPELLINGS = [
  PLAIN,
  '  Élodie.Vasseur@CAFÉ.fr ',
  'E\u0301LODIE.VASSEUR@cafe\u0301.FR',
  'élodie.vasseur@xn--caf-dma.fr',
  'Élodie.Vasseur@Xn--Caf-Dma.Fr',
  'élodie.vasseur@ｃａｆé.fr',
];
/** What a mail library would read as another recipient, or as no plain address. */
const NOT_ONE_ADDRESS = [
  `a<${PLAIN}>`,
  `Élodie <${PLAIN}>`,
  `autre@exemple.fr, ${PLAIN}`,
  `autre@exemple.fr;${PLAIN}`,
  `${PLAIN};`,
  '"élodie.vasseur"@café.fr',
  '"élodie vasseur"@café.fr',
  `${PLAIN}.`,
  `amis: ${PLAIN};`,
  'élodie.vasseur(moi)@café.fr',
  'élodie.vasseur@[192.0.2.1]',
  'élodie\u202E.vasseur@café.fr',
];

const it = test.extend('work', async ({}, { onCleanup }) => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'privacy-one-address-'));
  onCleanup(() => fs.rm(work, { recursive: true, force: true }));
  return work;
});

describe('an e-mail address is one address, whatever its spelling', () => {
  it('a display name, a list, a group, quotes or a trailing dot are refused with the spec’s message, on every form and endpoint', async ({
    app,
    database,
  }) => {
    for (const email of NOT_ONE_ADDRESS) {
      const newsletter = await request(app).post('/api/v1/newsletter/subscribe').send({ email });
      expect([newsletter.status, newsletter.body.error?.fields], email).toEqual([
        400,
        { email: 'Veuillez saisir un email valide.' },
      ]);
      const contact = await request(app)
        .post('/api/v1/contact')
        .send({ name: 'Élodie Vasseur', email, message: 'Bonjour' });
      expect([contact.status, contact.body.error?.fields], email).toEqual([400, { email: "L'email n'est pas valide" }]);
      const form = await request(app)
        .post('/contact')
        .type('form')
        .set('Accept', 'text/html')
        .send({ nom: 'Élodie Vasseur', email, telephone: '06', cabinet: 'C', ville: 'Lyon', message: 'Bonjour' });
      expect(form.status, email).toBe(400);
      expect(form.text).toContain('L&#x27;email n&#x27;est pas valide');
    }
    expect(await database.db('email_outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
    expect(await database.db('newsletter_subscribers').count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('six spellings of one address give one confirmation mail in the hour, and privacy:erase of the plain address leaves no row of any', async ({
    app,
    database,
    work,
  }) => {
    const { db } = database;
    for (const [n, email] of SPELLINGS.entries()) {
      // Through the API, and through the footer's form as a browser without JavaScript posts it.
      const res =
        n % 2
          ? await request(app).post('/newsletter').type('form').set('Accept', 'text/html').send({ email })
          : await request(app).post('/api/v1/newsletter/subscribe').send({ email });
      expect(res.status, email).toBe(n % 2 ? 303 : 200);
    }
    const mails = await db('email_outbox').select('to_address', 'subject');
    expect(mails).toEqual([{ to_address: 'élodie.vasseur@xn--caf-dma.fr', subject: expect.any(String) }]);
    expect(await db('newsletter_subscribers').pluck('email')).toEqual(['élodie.vasseur@xn--caf-dma.fr']);

    // Her messages, written each way too.
    for (const email of SPELLINGS.slice(1, 4)) {
      const res = await request(app)
        .post('/api/v1/contact')
        .send({ name: 'Élodie Vasseur', email, message: 'Rappelez-moi.' });
      expect(res.status, email).toBe(201);
    }
    expect(await db('leads').pluck('email')).toEqual(Array(3).fill('élodie.vasseur@xn--caf-dma.fr'));

    const erased = await runAdmin('privacy-erase', [PLAIN, '--yes'], {
      database,
      env: { DATA_DIR: path.join(work, 'data') },
    });
    expect(erased.code, erased.stderr).toBe(0);
    const { rows: tables } = await db.raw(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    for (const { table_name: table } of tables as { table_name: string }[]) {
      const { rows } = await db.raw(`select count(*)::int as n from ?? t where strpos(lower(t::text), 'vasseur') > 0`, [
        table,
      ]);
      expect(rows[0].n, table).toBe(0);
    }
  });
});
