import pino from 'pino';
import request from 'supertest';
import { SMTPServer } from 'smtp-server';
import { describe, expect } from 'vitest';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { dkimFixture } from '../../tests/helpers/dkim';
import { freePort } from '../../tests/helpers/smtp';
import { loadEnv } from '../env';
import { queueCampaign } from '../newsletter/campaignQueue';
import { campaignsRepo } from '../newsletter/campaignsRepo';
import { parseCampaign } from '../newsletter/campaignContent';
import { exampleContactDetails } from '../../shared/contactDetails';
import { DkimError, loadDkimKey } from './dkim';
import { createOutboxWorker } from './outbox';
import { createMailSender, mailSenderOf, smtpSettings } from './transport';

/**
 * A real SMTP peer that requires a login, with or without STARTTLS, and keeps
 * what crossed the wire: each command, whether the session was encrypted when
 * the login and the mail came, and each message.
 */
async function relay({ starttls }: { starttls: boolean }) {
  const seen = {
    commands: [] as string[],
    logins: [] as { user: string; secure: boolean }[],
    mails: [] as { raw: string; secure: boolean }[],
  };
  const noop = () => {};
  const server = new SMTPServer({
    // A relay without STARTTLS still takes a login in clear if one is sent: the point is that none is.
    ...(starttls ? {} : { disabledCommands: ['STARTTLS'], allowInsecureAuth: true }),
    logger: {
      debug: (entry: { tnx?: string; command?: string }) =>
        entry?.tnx === 'command' && entry.command && seen.commands.push(entry.command),
      info: noop,
      warn: noop,
      error: noop,
      trace: noop,
      fatal: noop,
    } as never,
    onAuth(auth, session, callback) {
      seen.logins.push({ user: auth.username ?? '', secure: session.secure });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        seen.mails.push({ raw, secure: session.secure });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  server.on('error', () => {});
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const quote = {
  kind: 'quote',
  name: 'Dr Claire Morel',
  email: 'claire.morel@exemple.fr',
  message: 'Deux praticiens à Lyon.',
  phone: '+33 6 12 34 56 78',
  practice: 'Cabinet des Tilleuls',
  city: 'Lyon',
  plan: 'serenite',
  consent: true,
};
const logger = pino({ level: 'silent' });
const FROM = 'Secretalia <no-reply@secretalia.fr>';

describe('the mail transport', () => {
  test('with STARTTLS, the login and every mail cross encrypted, once each', async ({ database, app }) => {
    const peer = await relay({ starttls: true });
    // The relay's certificate is its own (self-signed): not checked here, as the URL says.
    const sender = createMailSender(
      `smtp://site:secret@127.0.0.1:${peer.port}?tls.rejectUnauthorized=false`,
      '/nonexistent',
    );
    try {
      expect((await request(app).post('/api/v1/contact').send(quote)).status).toBe(201);
      const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
      expect(await worker.runOnce()).toBe(1);
      expect(peer.seen.logins).toEqual([{ user: 'site', secure: true }]);
      expect(peer.seen.mails).toHaveLength(1);
      expect(peer.seen.mails[0]!.secure).toBe(true);
      expect(peer.seen.mails[0]!.raw).toContain('Cabinet des Tilleuls');
    } finally {
      sender.close();
      await peer.close();
    }
  });

  test('without STARTTLS, no login and no mail cross in clear: the mail stays queued and mail:status says why', async ({
    database,
    app,
  }) => {
    const peer = await relay({ starttls: false });
    const sender = createMailSender(`smtp://site:secret@127.0.0.1:${peer.port}`, '/nonexistent');
    try {
      const posted = await request(app)
        .post('/api/v1/contact')
        .send({ ...quote, email: 'hugo.lambert@exemple.fr' });
      expect(posted.status).toBe(201);
      const worker = createOutboxWorker({ db: database.db, sender, from: FROM, logger });
      await worker.runOnce();
      expect(peer.seen.logins).toEqual([]);
      expect(peer.seen.mails).toEqual([]);
      expect(peer.seen.commands).not.toContain('AUTH');
      const row = await database.db('email_outbox').where({ lead_id: posted.body.id }).first();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.last_error).toContain(
        `smtp://127.0.0.1:${peer.port} (STARTTLS required) : le serveur d’envoi ne propose pas le chiffrement (STARTTLS) : non envoyé`,
      );
      // In French for the owner, the relay's own words after, never the password.
      const status = await runAdmin('mail-status', [], { database });
      expect(status.output).toContain(
        'le serveur d’envoi ne propose pas le chiffrement (STARTTLS) : non envoyé, pour que l’identifiant et le message ne passent pas en clair',
      );
      expect(status.output).not.toContain('secret');
    } finally {
      sender.close();
      await peer.close();
    }
  });

  test('the relay’s refusals are told in French, its own words after: a recipient refused, a wrong password, nobody listening', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, session, callback) {
        if (auth.password === 'juste') callback(null, { user: auth.username });
        else callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
      },
      onRcptTo(address, session, callback) {
        callback(Object.assign(new Error('5.1.1 User unknown'), { responseCode: 550 }));
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve));
    const mail = { from: FROM, to: 'personne@exemple.fr', subject: 'Essai', text: 'Bonjour' };
    const failure = async (url: string) => {
      const sender = createMailSender(url, '/nonexistent');
      try {
        await sender.send(mail);
        return '';
      } catch (err) {
        return (err as Error).message;
      } finally {
        sender.close();
      }
    };
    try {
      expect(await failure(`smtp://127.0.0.1:${port}`)).toMatch(
        /^smtp:\/\/127\.0\.0\.1:\d+ : adresse du destinataire refusée par le serveur d’envoi \(EENVELOPE: .*550 5\.1\.1 User unknown/,
      );
      const login = await failure(`smtp://site:faux-mot-de-passe@127.0.0.1:${port}?requireTLS=false`);
      expect(login).toContain('identifiant ou mot de passe refusé par le serveur d’envoi (SMTP_URL) (EAUTH: ');
      expect(login).not.toContain('faux-mot-de-passe');
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
    expect(await failure(`smtp://127.0.0.1:${port}?connectionTimeout=2000`)).toContain(
      'le serveur d’envoi ne répond pas (hôte, port ou pare-feu) (ESOCKET: connect ECONNREFUSED',
    );
  });

  test('SMTP_URL as the start log shows it: scheme, host and port once, never the password; opting out is said', () => {
    expect(smtpSettings('smtp://site:s3cret@smtp.example.net:4325').label).toBe(
      'smtp://smtp.example.net:4325 (STARTTLS required)',
    );
    expect(smtpSettings('smtps://site:s3cret@smtp.example.net').label).toBe('smtps://smtp.example.net:465');
    // A relay on this machine without a login may be spoken to in clear; with a login, never.
    expect(smtpSettings('smtp://127.0.0.1:25').options).toMatchObject({ requireTLS: false });
    expect(smtpSettings('smtp://u:p@127.0.0.1:25').options).toMatchObject({ requireTLS: true });
    const optedOut = smtpSettings('smtp://u:p@relay.internal:25?requireTLS=false');
    expect(optedOut.options).toMatchObject({ requireTLS: false });
    expect(optedOut.weakened).toEqual([
      'SMTP_URL says ?requireTLS=false: the login and the mails may cross the network in clear',
    ]);
    expect(() => loadEnv({ SMTP_URL: 'smtp://relay:25?requireTls=false' })).toThrow(
      'SMTP_URL: unknown parameter "requireTls"',
    );
  });
});

describe('DKIM', () => {
  test('a contact notification, a confirmation and a campaign mail each verify as pass, the one-click headers signed', async ({
    database,
    app,
  }) => {
    const dkim = dkimFixture();
    const peer = await relay({ starttls: true });
    const env = loadEnv({
      ...dkim.env,
      SMTP_URL: `smtp://site:secret@127.0.0.1:${peer.port}?tls.rejectUnauthorized=false`,
      MAIL_FROM: FROM,
    });
    const sender = mailSenderOf(env);
    try {
      // Only the mails of this test (those of the tests above share the file's database).
      await database.db('email_outbox').delete();
      expect(
        (
          await request(app)
            .post('/api/v1/contact')
            .send({ ...quote, email: 'ines.haddad@exemple.fr' })
        ).status,
      ).toBe(201);
      expect(
        (await request(app).post('/api/v1/newsletter/subscribe').send({ email: 'lea.martin@exemple.fr' })).status,
      ).toBe(200);
      await database
        .db('newsletter_subscribers')
        .where({ email: 'lea.martin@exemple.fr' })
        .update({ confirmed_at: database.db.fn.now() });
      const content = parseCampaign(
        '---\nsubject: "Nos nouvelles"\n---\nBonjour,\n\n[Le blog](/blog)\n',
        'lettre.md',
        'https://www.secretalia.fr',
        exampleContactDetails,
      );
      const { record } = await campaignsRepo(database.db).record(content, 1000);
      await queueCampaign(database.db, record, {
        siteUrl: 'https://www.secretalia.fr',
        mailbox: 'contact@secretalia.fr',
      });

      await database.db('email_outbox').update({ next_attempt_at: database.db.fn.now() });
      await createOutboxWorker({ db: database.db, sender, from: FROM, logger, batchSize: 50 }).runOnce();
      const kinds = peer.seen.mails.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
      expect(kinds, kinds.join(' | ')).toHaveLength(3);
      for (const mail of peer.seen.mails) {
        const verdict = await dkim.verify(mail.raw);
        expect(verdict.result, mail.raw.slice(0, 400)).toBe('pass');
        for (const header of ['from', 'to', 'subject', 'date', 'message-id']) expect(verdict.signed).toContain(header);
      }
      const campaign = peer.seen.mails.find((mail) => mail.raw.includes('List-Unsubscribe-Post'))!;
      expect((await dkim.verify(campaign.raw)).signed).toEqual(
        expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
      );
      // A signed header changed on the way: the signature no longer holds.
      expect(
        (
          await dkim.verify(
            campaign.raw.replace(
              'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
              'List-Unsubscribe-Post: List-Unsubscribe=Two-Clicks',
            ),
          )
        ).result,
      ).toBe('fail');
    } finally {
      sender.close();
      await peer.close();
      dkim.remove();
    }
  });

  test('a key that cannot be read or is not one stops with one line naming the variable', () => {
    const dkim = dkimFixture();
    try {
      // In the server's log's English, and in French for the admin commands (preflight).
      let unreadable: unknown;
      try {
        loadDkimKey({ selector: 's', domain: 'secretalia.fr', keyFile: '/nonexistent/key.pem' });
      } catch (err) {
        unreadable = err;
      }
      expect(unreadable).toBeInstanceOf(DkimError);
      expect(unreadable).toMatchObject({
        message: 'DKIM_PRIVATE_KEY_FILE: cannot read /nonexistent/key.pem (ENOENT)',
        french: 'DKIM_PRIVATE_KEY_FILE : impossible de lire /nonexistent/key.pem (ENOENT)',
      });
      expect(() => loadDkimKey({ selector: 's', domain: 'secretalia.fr', keyFile: '/etc/hostname' })).toThrow(
        /^DKIM_PRIVATE_KEY_FILE: \/etc\/hostname is not a PEM private key/,
      );
      expect(() => loadEnv({ DKIM_SELECTOR: 's2026' })).toThrow('DKIM_PRIVATE_KEY_FILE: needed to sign with DKIM');
      expect(() => loadDkimKey({ selector: 's2026', domain: 'secretalia.fr', keyFile: dkim.keyFile })).not.toThrow();
    } finally {
      dkim.remove();
    }
  });

  test('npm run mail:dkim writes a key and prints the record to publish; run again, keeps the key', async () => {
    const dkim = dkimFixture();
    const keyFile = `${dkim.keyFile}.new`;
    try {
      const made = await runAdmin('mail-dkim', ['--selector', 's2027', '--out', keyFile], { env: { MAIL_FROM: FROM } });
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain('nom :    s2027._domainkey.secretalia.fr');
      const value = /valeur : (v=DKIM1; k=rsa; p=\S+)/.exec(made.output)![1]!;
      expect(made.output).toContain(`DKIM_PRIVATE_KEY_FILE=${keyFile}`);
      expect(() => loadDkimKey({ selector: 's2027', domain: 'secretalia.fr', keyFile })).not.toThrow();
      const again = await runAdmin('mail-dkim', ['--selector', 's2027', '--out', keyFile], {
        env: { MAIL_FROM: FROM },
      });
      expect(again.output).toContain('contient déjà une clé : elle est gardée.');
      expect(again.output).toContain(value);
      expect((await runAdmin('mail-dkim', [], { env: { MAIL_FROM: FROM } })).output).toBe(
        'mail:dkim: --selector est obligatoire, par exemple --selector s2026 (voir --help)\n',
      );
    } finally {
      dkim.remove();
    }
  });
});
