import { ownerFacts } from '../../shared/ownerFacts';
import dns from 'node:dns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { dkimFixture } from '../../tests/helpers/dkim';
import { startDnsServer } from '../../tests/helpers/dnsServer';
import { freePort, startSmtpServer, startTlsRelay } from '../../tests/helpers/smtp';
import { settingsRepo } from '../../server/settings/repo';

/** Points this process's DNS lookups at a server answering `records` for the time of `work`. */
async function withDns<T>(records: Record<string, string[]>, work: () => Promise<T>): Promise<T> {
  const server = await startDnsServer(records);
  const before = dns.getServers();
  dns.setServers([server.address]);
  try {
    return await work();
  } finally {
    dns.setServers(before);
    await server.close();
  }
}

/** `npm run preflight` on a new site, then on one ready to launch. */
describe('npm run preflight', () => {
  test('a new site: exit 1, naming the address, the mail, DKIM, the legal notice and the contact details', async ({
    database,
  }) => {
    const result = await runAdmin('preflight', [], { database });
    expect(result.code).toBe(1);
    for (const line of [
      '✗ Adresse du site : l’adresse du site est http://localhost:3000, celle de cette machine : les liens des e-mails ne mèneraient nulle part',
      '✗ Envoi des e-mails : SMTP_URL n’est pas défini',
      '✗ Signature DKIM : les e-mails ne sont pas signés',
      '✗ Mentions légales : 12 informations manquent',
      '✗ Hébergeur des données de santé : l’accueil, /vos-donnees',
      '✗ Coordonnées : encore des exemples : phone, email, street, district, postal-code, city, country, hours',
      '✗ Page de prise de rendez-vous : l’exemple livré',
    ])
      expect(result.output).toContain(line);
    expect(result.output).toContain('    → npm run mail:dkim -- --selector s2026');
    expect(result.output).toContain(
      '✗ Adresses d’envoi et de réception : le domaine du site n’est pas encore connu (SITE_URL)',
    );
    expect(result.output).not.toContain('localhost)');
    expect(result.output).toMatch(/\n\d+ points bloquent encore la mise en ligne\.\n$/);
    // The first test of the file opens its database: more than 30 s on a busy machine.
  }, 120_000);

  test('everything set: every line ticked, exit 0', async ({ database }) => {
    const dkim = dkimFixture();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
    // A relay that offers STARTTLS and checks the login: preflight connects to it.
    const relay = await startTlsRelay(await freePort());
    relay.trust();
    try {
      const settings = settingsRepo(database.db);
      await settings.set('legal', {
        'company-name': 'Secretalia SAS',
        'legal-form': 'SAS',
        capital: '10 000 €',
        'registration-number': 'RCS Paris 732 829 320',
        'registration-city': 'Paris',
        siret: '732 829 320 00074',
        'vat-number': 'FR44732829320',
        'head-office': '1 rue de Rivoli, 75001 Paris',
        'publication-director': 'La gérance',
        'host-name': 'Hébergeur SAS',
        'host-address': '2 rue du Serveur, 59100 Roubaix',
        'host-phone': '+33 3 20 00 00 00',
      });
      await settings.set(
        'facts',
        Object.fromEntries(ownerFacts.map((fact) => [fact.key, `${fact.label} (fait du propriétaire)`])),
      );
      await settings.set('contact', {
        phone: '+212524123456',
        email: 'contact@secretalia.fr',
        street: '12 rue Ibn Aïcha',
        district: 'Guéliz',
        'postal-code': '40000',
        city: 'Marrakech',
        country: 'MA',
        hours: 'Lundi – Vendredi, 8h30 – 18h30',
      });
      fs.mkdirSync(path.join(dataDir, 'backups'), { mode: 0o700 });
      fs.writeFileSync(path.join(dataDir, 'backups', 'secretalia-2026-11-26.sql.gz'), '', { mode: 0o600 });
      const env = {
        ...dkim.env,
        DATA_DIR: dataDir,
        SITE_URL: 'https://www.secretalia.fr',
        SMTP_URL: relay.url(),
        MAIL_FROM: 'Secretalia <no-reply@secretalia.fr>',
        MAIL_TO: 'contact@secretalia.fr',
        BOOKING_URL: 'https://calendly.com/cabinet-exemple/appel',
        TRUST_PROXY: 'uniquelocal',
      };
      const result = await withDns({ [dkim.record.name]: [dkim.record.txt] }, () =>
        runAdmin('preflight', ['--mail-to', 'relecture@secretalia.fr'], { database, env }),
      );
      expect(result.output).not.toContain('✗');
      expect(result.output).toContain('✓ Signature DKIM : signés pour secretalia.fr (sélecteur s2026)');
      expect(result.output).toContain(
        '✓ Enregistrement DKIM publié : s2026._domainkey.secretalia.fr correspond à la clé du site',
      );
      expect(result.output).toContain(
        `✓ E-mail d’essai à relecture@secretalia.fr : remis à ${relay
          .url()
          .replace(/\/\/[^@]*@/, '//')
          .replace(/\?.*$/, '')}`,
      );
      expect(result.output).toContain('Rien ne bloque la mise en ligne.');
      expect(result.code).toBe(0);
      // Sent as the site sends: its sender, signed with its key, verified against the published record.
      const mails = relay.received.filter((mail) => mail.to.includes('relecture@secretalia.fr'));
      expect(mails).toHaveLength(1);
      expect((await dkim.verify(mails[0]!.raw)).result).toBe('pass');
    } finally {
      await relay.close();
      dkim.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a relay without STARTTLS, a refused login, a closed port: blocked, whatever the URL says', async ({
    database,
  }) => {
    const plain = await startSmtpServer(await freePort());
    const relay = await startTlsRelay(await freePort());
    relay.trust();
    const closed = await freePort();
    try {
      const line = async (smtpUrl: string) => {
        const result = await runAdmin('preflight', [], { database, env: { SMTP_URL: smtpUrl } });
        expect(result.code).toBe(1);
        return result.output.split('\n').find((text) => text.includes('Envoi des e-mails'));
      };
      expect(await line(`smtp://site:secret@127.0.0.1:${plain.port}`)).toContain(
        `✗ Envoi des e-mails : smtp://127.0.0.1:${plain.port} (STARTTLS required) : le serveur ne propose pas STARTTLS`,
      );
      expect(await line(relay.url('site', 'mauvais'))).toContain(
        'l’identifiant ou le mot de passe de SMTP_URL est refusé',
      );
      expect(await line(`smtp://site:secret@127.0.0.1:${closed}`)).toContain('le serveur ne répond pas');
      expect(relay.received).toEqual([]);
    } finally {
      await Promise.all([plain.close(), relay.close()]);
    }
  }, 120_000);

  test('a DKIM record that publishes another key, or none: blocked; a DNS that does not answer: said, not blocking', async ({
    database,
  }) => {
    const dkim = dkimFixture();
    const other = dkimFixture();
    const line = (output: string) => output.split('\n').find((text) => text.includes('Enregistrement DKIM publié'));
    try {
      const env = { ...dkim.env, MAIL_FROM: 'Secretalia <no-reply@secretalia.fr>' };
      const differs = await withDns({ [dkim.record.name]: [other.record.txt] }, () =>
        runAdmin('preflight', [], { database, env }),
      );
      expect(line(differs.output)).toBe(
        '✗ Enregistrement DKIM publié : s2026._domainkey.secretalia.fr publie une autre clé : les signatures du site échoueraient chez les destinataires',
      );
      expect(differs.output).toContain(
        '    → publier l’enregistrement TXT que npm run mail:dkim -- --selector … affiche',
      );
      const missing = await withDns({}, () => runAdmin('preflight', [], { database, env }));
      expect(line(missing.output)).toBe(
        '✗ Enregistrement DKIM publié : aucun enregistrement DKIM à s2026._domainkey.secretalia.fr',
      );
      // Nothing listens there: no answer.
      const silent = await withDns({}, async () => {
        dns.setServers([`127.0.0.1:${await freePort()}`]);
        return runAdmin('preflight', [], { database, env });
      });
      expect(line(silent.output)).toMatch(
        /^· Enregistrement DKIM publié : le DNS ne répond pas d’ici \(\w+\) : vérifiez que s2026\._domainkey\.secretalia\.fr publie la clé du site$/,
      );
    } finally {
      dkim.remove();
      other.remove();
    }
  }, 60_000);

  test('--mail-to with a relay that refuses the login: blocked, the reason in French, nothing sent', async ({
    database,
  }) => {
    const relay = await startTlsRelay(await freePort());
    relay.trust();
    try {
      const result = await runAdmin('preflight', ['--mail-to', 'relecture@secretalia.fr'], {
        database,
        env: { SMTP_URL: relay.url('site', 'mauvais') },
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('✗ E-mail d’essai à relecture@secretalia.fr : smtp://localhost:');
      expect(result.output).toContain('identifiant ou mot de passe refusé par le serveur d’envoi (SMTP_URL)');
      expect(result.output).not.toContain('mauvais');
      expect(relay.received).toEqual([]);
      const wrong = await runAdmin('preflight', ['--mail-to', 'pas-une-adresse'], { database });
      expect(wrong.code).toBe(2);
      expect(wrong.output).toContain('preflight: --mail-to : attendu une adresse e-mail, reçu « pas-une-adresse »');
    } finally {
      await relay.close();
    }
  });

  test('a proxy on this machine trusted while the site listens on every interface: blocked, HOST=127.0.0.1 as the fix', async ({
    database,
  }) => {
    const open = await runAdmin('preflight', [], { database, env: { TRUST_PROXY: 'loopback' } });
    expect(open.code).toBe(1);
    expect(open.output).toContain(
      '✗ Proxy de confiance (TRUST_PROXY) : TRUST_PROXY=loopback croit un proxy sur cette machine, mais le site écoute sur toutes les interfaces',
    );
    expect(open.output).toContain('    → définir HOST=127.0.0.1');
    const local = await runAdmin('preflight', [], { database, env: { TRUST_PROXY: 'loopback', HOST: '127.0.0.1' } });
    expect(local.output).toContain('✓ Proxy de confiance (TRUST_PROXY) : loopback');
  });
});
