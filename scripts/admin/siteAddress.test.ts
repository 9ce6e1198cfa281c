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
  test('with no SITE_URL in the shell, a campaign is refused in one line before anything is queued', async ({ database }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-'));
    try {
      await fs.writeFile(path.join(work, 'lettre.md'), '---\nsubject: "Nos nouvelles"\n---\nBonjour, [le blog](/blog).\n');
      const sent = await runAdmin('newsletter-send', ['lettre.md'], { database, cwd: work });
      expect(sent.code).toBe(1);
      expect(sent.output).toBe(
        "newsletter:send: the site's address is http://localhost:3000, this machine's: its links would lead nowhere; nothing queued (set SITE_URL to the site's https address where the site runs: it records it for the commands)\n",
      );
      const plain = await runAdmin('newsletter-send', ['lettre.md'], { database, cwd: work, env: { SITE_URL: 'http://www.secretalia.fr' } });
      expect(plain.output).toContain("the site's address is http://www.secretalia.fr, plain http: mail clients' one-click unsubscribe needs https; nothing queued");
      expect(await database.db('newsletter_campaigns').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await database.db('email_outbox').count({ n: '*' }).first()).toEqual({ n: 0 });
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  test('once a server recorded its address, campaigns, previews and reports use it, not the shell’s', async ({ database }) => {
    await recordSiteAddress(database.db, { SITE_URL: SITE, SITE_URL_GIVEN: true });
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-'));
    const port = await freePort();
    const smtp = await startSmtpServer(port);
    try {
      await database.db('newsletter_subscribers').insert({ email: 'lea.martin@exemple.fr', consent_at: new Date(), consent_source: 'test', confirmation_sent_at: new Date(), confirmed_at: new Date(), unsubscribe_token: 'jeton-de-lea-0123456789abcdef' });
      await fs.writeFile(path.join(work, 'lettre.md'), '---\nsubject: "Nos nouvelles"\n---\nBonjour, [le blog](/blog).\n\n![Le partage](/og-image.png)\n');
      // The shell says localhost, as a laptop's would: the site's recorded address wins.
      const env = { SITE_URL: 'http://localhost:3000', SMTP_URL: `smtp://127.0.0.1:${port}` };
      const sent = await runAdmin('newsletter-send', ['lettre.md', '--per-minute', '1000'], { database, cwd: work, env });
      expect(sent.code, sent.output).toBe(0);
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('https://www.secretalia.fr/newsletter/desinscription/jeton-de-lea-0123456789abcdef');
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).not.toContain('localhost');

      await runAdmin('blog-import', ['docs/examples/preparer-l-arrivee-de-votre-secretaire'], { database, env: {} });
      expect((await runAdmin('blog-list', [], { database })).output).toMatch(/^ +https:\/\/www\.secretalia\.fr\/blog\/apercu\/preparer-l-arrivee-de-votre-secretaire\?/m);
      await runAdmin('visits-report', ['--html', 'rapport.html'], { database, cwd: work });
      expect(await fs.readFile(path.join(work, 'rapport.html'), 'utf8')).toContain('<h1>Fréquentation de www.secretalia.fr</h1>');
    } finally {
      await smtp.close();
      await fs.rm(work, { recursive: true, force: true });
    }
  });

  test('a campaign whose image or link the site answers "not found" is refused, nothing queued', async ({ database }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-'));
    try {
      await fs.writeFile(path.join(work, 'absents.md'), '---\nsubject: "Nos nouvelles"\n---\n[Un article](/blog/article-absent) et ![Un agenda](/images/blog/agenda.webp)\n\n[Nos tarifs](/nos-tarifs)\n');
      const sent = await runAdmin('newsletter-send', ['absents.md'], { database, cwd: work, env: { SITE_URL: SITE } });
      expect(sent.code).toBe(1);
      expect(sent.output).toBe('newsletter:send: the site answers "not found" for /blog/article-absent, /images/blog/agenda.webp: nothing queued (fix the links or images of the campaign)\n');
      expect(await database.db('newsletter_campaigns').where({ key: 'absents' }).first()).toBeUndefined();
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });
});
