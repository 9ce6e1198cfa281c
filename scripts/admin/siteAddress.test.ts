import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { recordSiteAddress } from '../../server/settings/siteAddress';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { startSmtpServer, freePort } from '../../tests/helpers/smtp';

const SITE = 'https://www.secretalia.fr';

/**
 * The addresses a command prints or mails are the site's, whatever the shell it
 * runs in: a laptop without SITE_URL pointed at the site's database, a container.
 */
describe('the site’s address in the commands', () => {
  test('with no SITE_URL in the shell, a campaign is refused in one line before anything is queued', async ({
    database,
  }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-'));
    try {
      await fs.writeFile(
        path.join(work, 'lettre.md'),
        '---\nsubject: "Nos nouvelles"\n---\nBonjour, [le blog](/blog).\n',
      );
      const sent = await runAdmin('newsletter-send', ['lettre.md'], { database, cwd: work });
      expect(sent.code).toBe(1);
      expect(sent.output).toBe(
        'newsletter:send: l’adresse du site est http://localhost:3000, celle de cette machine : les liens des e-mails ne mèneraient nulle part ; rien n’est mis en file (définissez SITE_URL à l’adresse https du site, là où il tourne : il l’enregistre pour les commandes)\n',
      );
      const plain = await runAdmin('newsletter-send', ['lettre.md'], {
        database,
        cwd: work,
        env: { SITE_URL: 'http://www.secretalia.fr' },
      });
      expect(plain.output).toContain(
        'l’adresse du site est http://www.secretalia.fr, en http : la désinscription en un clic des messageries demande le HTTPS ; rien n’est mis en file',
      );
      expect(await database.db('newsletter_campaigns').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await database.db('email_outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  test('once a server recorded its address, campaigns, previews and reports use it, not the shell’s', async ({
    database,
  }) => {
    await recordSiteAddress(database.db, { SITE_URL: SITE, SITE_URL_GIVEN: true });
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-'));
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    try {
      await database.db('newsletter_subscribers').insert({
        email: 'lea.martin@exemple.fr',
        consent_at: new Date(),
        consent_source: 'test',
        confirmation_sent_at: new Date(),
        confirmed_at: new Date(),
        unsubscribe_token: 'jeton-de-lea-0123456789abcdef',
      });
      await fs.writeFile(
        path.join(work, 'lettre.md'),
        '---\nsubject: "Nos nouvelles"\n---\nBonjour, [le blog](/blog).\n\n![Le partage](/og-image.png)\n',
      );
      // The shell says localhost, as a laptop's would: the site's recorded address wins.
      const env = { SITE_URL: 'http://localhost:3000', SMTP_URL: `smtp://127.0.0.1:${port}` };
      const sent = await runAdmin('newsletter-send', ['lettre.md', '--per-minute', '1000'], {
        database,
        cwd: work,
        env,
      });
      expect(sent.code, sent.output).toBe(0);
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('https://www.secretalia.fr/newsletter/desinscription/jeton-de-lea-0123456789abcdef');
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).not.toContain('localhost');

      await runAdmin('blog-import', ['docs/examples/preparer-l-arrivee-de-votre-secretaire'], { database, env: {} });
      expect((await runAdmin('blog-list', [], { database })).output).toMatch(
        /^ +https:\/\/www\.secretalia\.fr\/blog\/apercu\/preparer-l-arrivee-de-votre-secretaire\?/m,
      );
      await runAdmin('visits-report', ['--html', 'rapport.html'], { database, cwd: work });
      expect(await fs.readFile(path.join(work, 'rapport.html'), 'utf8')).toContain(
        '<h1>Fréquentation de www.secretalia.fr</h1>',
      );
    } finally {
      await smtp.close();
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  test('a campaign whose image or link the site answers "not found" is refused, nothing queued', async ({
    database,
  }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-'));
    try {
      await fs.writeFile(
        path.join(work, 'absents.md'),
        '---\nsubject: "Nos nouvelles"\n---\n[Un article](/blog/article-absent) et ![Un agenda](/images/blog/agenda.webp)\n\n[Nos tarifs](/nos-tarifs)\n',
      );
      const sent = await runAdmin('newsletter-send', ['absents.md'], { database, cwd: work, env: { SITE_URL: SITE } });
      expect(sent.code).toBe(1);
      expect(sent.output).toBe(
        'newsletter:send: le site répond « introuvable » pour /blog/article-absent, /images/blog/agenda.webp : rien n’est mis en file (corrigez les liens ou les images de la campagne)\n',
      );
      expect(await database.db('newsletter_campaigns').where({ key: 'absents' }).first()).toBeUndefined();
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });
});
