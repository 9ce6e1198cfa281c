import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect } from 'vitest';
import { exampleContactDetails } from '../../shared/contactDetails';
import { test } from '../../tests/fixtures';
import { queueCampaign } from '../newsletter/campaignQueue';
import { campaignsRepo } from '../newsletter/campaignsRepo';
import { parseCampaign } from '../newsletter/campaignContent';
import { createOutboxWorker } from './outbox';
import { createMailSender } from './transport';

/** SpamAssassin's local rules (Debian's package; CI installs it): what a receiving server would score. */
const spamassassin = ['/usr/bin/spamassassin', '/usr/local/bin/spamassassin'].find((file) => fs.existsSync(file));
if (!spamassassin)
  console.log(
    'SpamAssassin is not installed (apt-get install spamassassin): the spam scores of the mails are not checked here.',
  );

const spamHome = fs.mkdtempSync(path.join(os.tmpdir(), 'spamassassin-home-'));
afterAll(() => fs.rmSync(spamHome, { recursive: true, force: true }));

/** The rules a message sets off with points above zero, and its score. */
function score(eml: string): { score: number; rules: string[] } {
  // SpamAssassin keeps its user state in ~/.spamassassin: a temporary home, not the tester's.
  const report = execFileSync(spamassassin!, ['-L', '-t'], {
    input: eml,
    encoding: 'utf8',
    env: { ...process.env, HOME: spamHome },
  });
  const table = report.slice(report.lastIndexOf('Content analysis details:'));
  const total = Number(/\((-?[\d.]+) points/.exec(table)?.[1]);
  const rules = [...table.matchAll(/^\s*(-?\d+\.\d+)\s+([A-Z0-9_]+)/gm)]
    .filter(([, points]) => Number(points) > 0)
    .map(([, points, rule]) => `${rule} ${points}`);
  return { score: total, rules };
}

describe.skipIf(!spamassassin)('the mails the site sends, as SpamAssassin scores them', () => {
  test('a quote and a contact notification, a confirmation and a campaign mail: no rule scores against them', async ({
    app,
    database,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spam-'));
    try {
      await database.db('email_outbox').delete();
      const lead = {
        name: 'Dr Claire Morel',
        email: 'claire.morel@exemple.fr',
        message: 'Bonjour, nous sommes deux praticiens à Lyon.',
        phone: '+33 6 12 34 56 78',
        practice: 'Cabinet des Tilleuls',
        city: 'Lyon',
        consent: true,
      };
      expect(
        (
          await request(app)
            .post('/api/v1/contact')
            .send({ ...lead, kind: 'quote', plan: 'serenite' })
        ).status,
      ).toBe(201);
      expect(
        (
          await request(app)
            .post('/api/v1/contact')
            .send({ ...lead, kind: 'contact' })
        ).status,
      ).toBe(201);
      expect(
        (await request(app).post('/api/v1/newsletter/subscribe').send({ email: 'lea.martin@exemple.fr' })).status,
      ).toBe(200);
      await database.db('newsletter_subscribers').update({ confirmed_at: database.db.fn.now() });
      const content = parseCampaign(
        '---\nsubject: "Nos nouvelles de décembre"\npreheader: "Trois conseils pour les congés"\n---\nBonjour,\n\n## Préparer les congés\n\nQuelques conseils pour que votre cabinet reste joignable. [Lire l’article](/blog)\n',
        'lettre.md',
        'https://www.secretalia.fr',
        exampleContactDetails,
      );
      const { record } = await campaignsRepo(database.db).record(content, 1000);
      await queueCampaign(database.db, record, {
        siteUrl: 'https://www.secretalia.fr',
        mailbox: 'contact@secretalia.fr',
      });
      await createOutboxWorker({
        db: database.db,
        sender: createMailSender(undefined, dir),
        from: 'Secretalia <no-reply@secretalia.fr>',
        logger: pino({ level: 'silent' }),
        batchSize: 50,
      }).runOnce();
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(4);
      for (const file of files) {
        const eml = fs.readFileSync(path.join(dir, file), 'utf8');
        const subject = /^Subject: (.*)$/m.exec(eml)?.[1];
        expect(score(eml), `${subject}`).toMatchObject({ rules: [] });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // SpamAssassin starts anew for each mail, seconds each and many more on a loaded machine:
    // the limit is there to catch a hang, not to time it.
  }, 300_000);
});
