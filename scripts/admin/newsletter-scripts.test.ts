import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { describe, expect } from 'vitest';
import type { Database } from '../../server/db/database';
import { settingsRepo } from '../../server/settings/repo';
import { test } from '../../tests/fixtures';
import { runAdmin } from '../../tests/helpers/admin';
import { repoRoot, runToEnd } from '../../tests/helpers/server';
import { freePort, startSmtpServer, type ReceivedMail } from '../../tests/helpers/smtp';
import { createTestApp } from '../../tests/helpers/testApp';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../tests/helpers/testDatabase';

/**
 * The newsletter's admin commands as an admin runs them, with a real SMTP peer,
 * on this file's database; on TEST_DATABASE_URL's Postgres, also as processes
 * of their own (this file's schema, reached through its URL).
 */
interface SharedDatabase {
  url: string;
  database: Database;
  use<T>(fn: (database: Database) => Promise<T>): Promise<T>;
}

function sharedDatabase(database: TestDatabase): SharedDatabase {
  const url = onPostgres ? new URL(process.env.TEST_DATABASE_URL!) : undefined;
  url?.searchParams.set('options', `-c search_path=${database.schema}`);
  return { url: url?.toString() ?? '', database, use: (fn) => fn(database) };
}

/**
 * For the commands in this process (first describe): `shared`, the file's database; `smtp`, a
 * real SMTP peer on a free port (closed after the file); `work`, a folder for the campaigns
 * (removed after the file); `run(script, ...args)`, a command on them; `since(count)`, the
 * mails received after the first `count`.
 * For the processes of the Postgres leg (second describe), `processes`: the same of their own,
 * on a second database that they reach through its URL, all closed after the file.
 */
const it = test
  .extend('shared', { scope: 'file' }, ({ database }) => sharedDatabase(database))
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const port = await freePort();
    const smtp = Object.assign(await startSmtpServer(port), { url: `smtp://127.0.0.1:${port}` });
    onCleanup(() => smtp.close());
    return smtp;
  })
  .extend('work', { scope: 'file' }, async ({}, { onCleanup }) => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaigns-'));
    onCleanup(() => fs.rm(work, { recursive: true, force: true }));
    return work;
  })
  .extend('run', async ({ shared, smtp }) => {
    const env = { SMTP_URL: smtp.url, SITE_URL: SITE, MAIL_TO: 'contact@secretalia.fr' };
    return (script: string, ...args: string[]) =>
      runAdmin(script, args, { database: shared.database, env, cwd: repoRoot });
  })
  .extend(
    'since',
    async ({ smtp }) =>
      (count: number) =>
        smtp.received.slice(count),
  )
  .extend('processes', { scope: 'file' }, async ({}, { onCleanup }) => {
    let database: TestDatabase | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    let work: string | undefined;
    onCleanup(async () => {
      await smtp?.close();
      await database?.close();
      if (work) await fs.rm(work, { recursive: true, force: true });
    });
    database = await createTestDatabase();
    const shared = sharedDatabase(database);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'campaigns-pg-'));
    const port = await freePort();
    smtp = await startSmtpServer(port);
    const env = {
      DATABASE_URL: shared.url,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SITE_URL: SITE,
      MAIL_TO: 'contact@secretalia.fr',
      INIT_CWD: repoRoot,
    };
    await shared.use((database) => addConfirmed(database, confirmedAddresses(200, 'cabinet')));
    return { shared, smtp, work, env };
  });

const SITE = 'https://www.secretalia.fr';

/** A header of a raw message, unfolded (long headers are wrapped over several lines). */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
}

/** The message with its quoted-printable parts decoded, to read its words. */
function decoded(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function subjectOf(raw: string): string {
  const value = header(raw, 'Subject') ?? '';
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decoded(text.replace(/_/g, ' ')),
  );
}

/** The https address of a mail's List-Unsubscribe header. */
function unsubscribeUrl(mail: ReceivedMail): string {
  const value = header(mail.raw, 'List-Unsubscribe');
  const url = /<(https:[^>]+)>/.exec(value ?? '')?.[1];
  expect(url, mail.raw.slice(0, 2_000)).toBeDefined();
  return url!;
}

const confirmedAddresses = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(3, '0')}@exemple.fr`);

/** Confirmed subscribers as the site leaves them after the click, written directly to save 400 requests. */
async function addConfirmed(database: Database, emails: string[]): Promise<void> {
  await database.db('newsletter_subscribers').insert(
    emails.map((email) => ({
      email,
      consent_at: database.db.fn.now(),
      consent_source: 'formulaire newsletter du site',
      confirmation_sent_at: database.db.fn.now(),
      confirmed_at: database.db.raw("now() - interval '1 second'"),
      unsubscribe_token: randomBytes(24).toString('base64url'),
    })),
  );
}

async function writeCampaign(
  dir: string,
  name: string,
  subject: string,
  body = 'Bonjour,\n\nVoici nos **nouvelles** : [le blog](/blog).\n\n![Le partage](/og-image.png)\n',
): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, `---\nsubject: "${subject}"\npreheader: "Ce mois-ci chez Secretalia"\n---\n${body}`);
  return file;
}

describe('newsletter commands', () => {
  /** Subscribes through the site's form and opens the confirmation link, as a person does. */
  async function subscribeAndConfirm(database: Database, email: string): Promise<void> {
    const app = createTestApp(database);
    await request(app).post('/api/v1/newsletter/subscribe').send({ email });
    const mail = await database
      .db('email_outbox')
      .where({ to_address: email, kind: 'newsletter_confirmation' })
      .orderBy('id', 'desc')
      .first();
    const link = /https:\/\/www\.secretalia\.fr(\/newsletter\/confirmation\/\S+)/.exec(mail.text_body)![1]!;
    expect((await request(app).post(link)).status).toBe(200);
  }

  it('newsletter:export lists only confirmed addresses, as CSV for a French Excel or as JSON', async ({
    shared,
    run,
  }) => {
    await shared.use(async (database) => {
      for (const email of ['claire@exemple.fr', 'hugo@exemple.be', '=cmd@exemple.fr'])
        await subscribeAndConfirm(database, email);
      const app = createTestApp(database);
      await request(app).post('/api/v1/newsletter/subscribe').send({ email: 'en-attente@exemple.fr' });
      await subscribeAndConfirm(database, 'parti@exemple.fr');
      const { unsubscribe_token: token } = await database
        .db('newsletter_subscribers')
        .where({ email: 'parti@exemple.fr' })
        .first();
      await request(app).post(`/newsletter/desinscription/${token}`);
    });

    const csv = await run('newsletter-export');
    expect(csv.code, csv.output).toBe(0);
    expect(csv.output.startsWith('\uFEFF"adresse e-mail";"confirmée le (heure de Paris)"\r\n')).toBe(true);
    const lines = csv.output.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"claire@exemple\.fr";"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"$/);
    expect(lines[2]).toMatch(/^"hugo@exemple\.be";"/);
    // A spreadsheet would run a cell starting with "=": it is kept as text.
    expect(lines[3]).toMatch(/^"'=cmd@exemple\.fr";"/);
    expect(csv.output).not.toMatch(/en-attente|parti@/);

    const json = await run('newsletter-export', '--format', 'json');
    expect(json.code).toBe(0);
    const rows = JSON.parse(json.output) as { email: string; confirmed_at: string }[];
    expect(rows.map((r) => r.email)).toEqual(['claire@exemple.fr', 'hugo@exemple.be', '=cmd@exemple.fr']);
    expect(Date.parse(rows[0]!.confirmed_at)).toBeGreaterThan(Date.now() - 600_000);

    const bad = await run('newsletter-export', '--format', 'xlsx');
    expect(bad.code).toBe(2);
    expect(bad.output.trim()).toBe('newsletter:export: --format : attendu csv ou json, reçu « xlsx » (voir --help)');
  });

  const everyone = [...confirmedAddresses(197, 'medecin'), 'claire@exemple.fr', 'hugo@exemple.be', '=cmd@exemple.fr'];
  let unsubscribed: string;

  it('newsletter:send: 200 confirmed subscribers get one mail each, with their own List-Unsubscribe; a second run sends none', async ({
    shared,
    smtp,
    work,
    run,
    since,
  }) => {
    await shared.use((database) => addConfirmed(database, confirmedAddresses(197, 'medecin')));
    const file = await writeCampaign(work, 'lettre-decembre.md', 'Nos nouvelles de décembre');
    const before = smtp.received.length;
    const first = await run('newsletter-send', file, '--per-minute', '100000');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(
      'campagne « lettre-decembre » enregistrée : « Nos nouvelles de décembre » pour 200 abonnés confirmés, au plus 100000 par minute.',
    );
    expect(first.output).toContain('en file 200 (200 nouveaux), envoyés 200, en échec 0, restants 0');

    // The command's outbox worker also sent the confirmation mails of the previous test, due meanwhile.
    expect(since(before).filter((m) => subjectOf(m.raw).startsWith('Confirmez'))).toHaveLength(5);
    const mails = since(before).filter((m) => !subjectOf(m.raw).startsWith('Confirmez'));
    expect(mails).toHaveLength(200);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([...everyone].sort());
    const addresses = new Set<string>();
    for (const mail of mails) {
      expect(subjectOf(mail.raw)).toBe('Nos nouvelles de décembre');
      expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const url = unsubscribeUrl(mail);
      expect(url).toMatch(/^https:\/\/www\.secretalia\.fr\/newsletter\/desinscription\/[\w-]{32}$/);
      expect(header(mail.raw, 'List-Unsubscribe')).toMatch(
        /^<https:[^>]+>, <mailto:contact@secretalia\.fr\?subject=unsubscribe%20[\w-]{32}>$/,
      );
      addresses.add(url);
      // A text part and an HTML part, each with the mail's own unsubscribe address.
      expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
      expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
      const body = decoded(mail.raw.slice(mail.raw.search(/\r?\n\r?\n/)));
      expect(body.split(url).length - 1).toBe(2);
    }
    expect(addresses.size).toBe(200);
    // The branded HTML: tables, inline styles, absolute images and links of the site.
    const html = decoded(mails[0]!.raw);
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain('src="https://www.secretalia.fr/og-image.png"');
    expect(html).toContain('href="https://www.secretalia.fr/blog"');
    expect(html).toContain('<p style="margin:0 0 16px">Bonjour,</p>');
    expect(html).not.toMatch(/<style|<script/);
    expect(html).toContain('Ce mois-ci chez Secretalia');
    expect(html).toContain('Secretalia, 12 rue Ibn Aïcha, Guéliz, 40000 Marrakech, Maroc');
    expect(html).toContain('Voici nos nouvelles : le blog (https://www.secretalia.fr/blog)');

    const second = await run('newsletter-send', file, '--per-minute', '100000');
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('la campagne « lettre-decembre » a été enregistrée le');
    expect(second.output).toContain('en file 200 (0 nouveau), envoyés 200, en échec 0, restants 0');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(since(before)).toHaveLength(205);

    const status = await run('newsletter-status');
    expect(status.code).toBe(0);
    expect(status.output).toContain('abonnés : 200 confirmés, 1 en attente de confirmation, 1 désinscrit');
    expect(status.output).toMatch(/^campagne +enregistrée le +en file +envoyés +en échec +restants +sautés +objet$/m);
    expect(status.output).toMatch(
      /^lettre-decembre +\d\d\/\d\d\/\d{4} \d\d:\d\d +200 +200 +0 +0 +0 +Nos nouvelles de décembre$/m,
    );

    // One reader's mail client posts to that mail's List-Unsubscribe address: no cookie, nothing but the one-click body.
    const mail = mails.find((m) => m.to[0] === 'medecin-042@exemple.fr')!;
    unsubscribed = mail.to[0]!;
    const url = new URL(unsubscribeUrl(mail));
    await shared.use(async (database) => {
      const res = await request(createTestApp(database))
        .post(url.pathname)
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      const rows = await database.db('newsletter_subscribers').whereNotNull('unsubscribed_at').pluck('email');
      expect(rows.sort()).toEqual(['medecin-042@exemple.fr', 'parti@exemple.fr']);
    });
  });

  it('the next campaign skips the address that unsubscribed', async ({ smtp, work, run, since }) => {
    const file = await writeCampaign(work, 'lettre-janvier.md', 'Nos nouvelles de janvier');
    const before = smtp.received.length;
    const result = await run('newsletter-send', file, '--per-minute', '100000');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('en file 199 (199 nouveaux), envoyés 199, en échec 0, restants 0');
    const recipients = since(before).map((m) => m.to[0]);
    expect(recipients).toHaveLength(199);
    expect(recipients).not.toContain(unsubscribed);
  });

  it('re-subscribing the unsubscribed address sends a confirmation and nothing else until it is opened', async ({
    shared,
    smtp,
    work,
    run,
    since,
  }) => {
    const before = smtp.received.length;
    let link = '';
    await shared.use(async (database) => {
      const res = await request(createTestApp(database))
        .post('/api/v1/newsletter/subscribe')
        .send({ email: unsubscribed });
      expect(res.body).toEqual({ subscribed: true });
    });
    // A campaign meanwhile: the confirmation leaves with it (the command's outbox worker), the campaign does not reach the address.
    const file = await writeCampaign(work, 'lettre-fevrier.md', 'Nos nouvelles de février');
    const during = await run('newsletter-send', file, '--per-minute', '100000');
    expect(during.output).toContain('en file 199 (199 nouveaux), envoyés 199, en échec 0, restants 0');
    const toThem = since(before).filter((m) => m.to[0] === unsubscribed);
    expect(toThem).toHaveLength(1);
    expect(subjectOf(toThem[0]!.raw)).toBe('Confirmez votre inscription à la newsletter Secretalia');
    expect(header(toThem[0]!.raw, 'List-Unsubscribe')).toBeUndefined();
    link = /https:\/\/www\.secretalia\.fr(\/newsletter\/confirmation\/[\w.-]+)/.exec(decoded(toThem[0]!.raw))![1]!;

    // Opened: the next campaign reaches it.
    await shared.use(async (database) => {
      expect((await request(createTestApp(database)).post(link)).status).toBe(200);
    });
    const after = smtp.received.length;
    const next = await run(
      'newsletter-send',
      await writeCampaign(work, 'lettre-mars.md', 'Nos nouvelles de mars'),
      '--per-minute',
      '100000',
    );
    expect(next.output).toContain('en file 200 (200 nouveaux), envoyés 200, en échec 0, restants 0');
    expect(since(after).filter((m) => m.to[0] === unsubscribed)).toHaveLength(1);
  });

  it('--test sends the campaign to one address only and records nothing', async ({ smtp, work, run, since }) => {
    const file = await writeCampaign(work, 'lettre-avril.md', 'Nos nouvelles d’avril');
    const before = smtp.received.length;
    const result = await run('newsletter-send', file, '--test', 'Relecture@Secretalia.fr');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('envoyé à relecture@secretalia.fr.');
    const mails = since(before);
    expect(mails.map((m) => m.to)).toEqual([['relecture@secretalia.fr']]);
    expect(subjectOf(mails[0]!.raw)).toBe('[Test] Nos nouvelles d’avril');
    expect(header(mails[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const status = await run('newsletter-status');
    expect(status.output).not.toContain('lettre-avril');
  });

  it('--test from a shell whose mail settings are not the site’s: refused, nothing sent; --queue-only leaves it to the site', async ({
    shared,
    smtp,
    work,
    run,
    since,
  }) => {
    const file = await writeCampaign(work, 'lettre-mai.md', 'Nos nouvelles de mai');
    // What the running site recorded as it started (server/mail/recordedSender.ts).
    const site = {
      transport: 'smtps://smtp.secretalia.fr:465',
      from: 'Secretalia <bonjour@secretalia.fr>',
      signature: 'DKIM s2026 pour secretalia.fr (clé 0123456789ab)',
    };
    await shared.use((database) => settingsRepo(database.db).set('mail', site));
    const tests = () =>
      shared.use((database) => database.db('email_outbox').where('kind', 'newsletter_test').whereNot('status', 'sent'));
    const before = smtp.received.length;
    try {
      const refused = await run('newsletter-send', file, '--test', 'relecture@secretalia.fr');
      expect(refused.code).not.toBe(0);
      expect(refused.output).toContain(
        `les réglages d’envoi de ce shell ne sont pas ceux du site en marche (envoi : ${smtp.url} ici, smtps://smtp.secretalia.fr:465 sur le site ; expéditeur (MAIL_FROM) :`,
      );
      expect(refused.output).toContain(
        'ici, Secretalia <bonjour@secretalia.fr> sur le site ; signature : aucune signature DKIM ici, DKIM s2026 pour secretalia.fr',
      );
      expect(refused.output).not.toContain('envoyé à');
      expect(since(before)).toEqual([]);
      expect(await tests()).toEqual([]);

      const queued = await run('newsletter-send', file, '--test', 'relecture@secretalia.fr', '--queue-only');
      expect(queued.code, queued.output).toBe(0);
      expect(queued.output).toContain('le site l’enverra avec ses propres réglages');
      expect(since(before)).toEqual([]);
      expect(await tests()).toMatchObject([{ to_address: 'relecture@secretalia.fr', status: 'pending' }]);
    } finally {
      await shared.use(async (database) => {
        await database.db('settings').where('key', 'mail').delete();
        await database.db('email_outbox').where('kind', 'newsletter_test').whereNot('status', 'sent').delete();
      });
    }
  });

  it('--test that fails is not sent later: taken back from the outbox, the reason in French', async ({
    shared,
    work,
  }) => {
    const file = await writeCampaign(work, 'lettre-juin.md', 'Nos nouvelles de juin');
    const closed = await freePort();
    const result = await runAdmin('newsletter-send', [file, '--test', 'relecture@secretalia.fr'], {
      database: shared.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${closed}?connectionTimeout=2000`, SITE_URL: SITE },
      cwd: repoRoot,
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      `pas envoyé : smtp://127.0.0.1:${closed} : le serveur d’envoi ne répond pas (hôte, port ou pare-feu)`,
    );
    expect(result.output).toContain('l’essai est retiré de la file, rien ne partira plus tard');
    expect(
      await shared.use((database) =>
        database.db('email_outbox').where('kind', 'newsletter_test').whereNot('status', 'sent'),
      ),
    ).toEqual([]);
  });

  it('--article sends an article of the blog as a campaign', async ({ shared, smtp, run, since }) => {
    await shared.use((database) =>
      database.db('blog_posts').insert({
        slug: 'filtrage-des-appels',
        title: 'Filtrage des appels : retrouver le calme',
        excerpt: 'Le filtrage protège votre ligne personnelle.',
        content: '<p>Chaque appel reçoit une réponse humaine.</p><p><img src="/feed-image.png" alt="Un filtre"></p>',
        image: '/og-image.png',
        image_alt: 'Un téléphone et un filtre',
        published_at: new Date('2026-06-23T09:30:00+01:00'),
      }),
    );
    const before = smtp.received.length;
    const result = await run('newsletter-send', '--article', 'filtrage-des-appels', '--per-minute', '100000');
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain('campagne « article:filtrage-des-appels » enregistrée');
    const mails = since(before);
    expect(mails).toHaveLength(200);
    expect(subjectOf(mails[0]!.raw)).toBe('Filtrage des appels : retrouver le calme');
    const body = decoded(mails[0]!.raw);
    expect(body).toContain('href="https://www.secretalia.fr/blog/filtrage-des-appels"');
    expect(body).toContain('Lire l’article sur le site');
    expect(body).toContain('src="https://www.secretalia.fr/og-image.png"');
    expect(body).toContain('Chaque appel reçoit une réponse humaine.');
    expect(header(mails[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('says what is wrong in one line: a usage mistake exits 2, a bad file or article exits 1, nothing sent', async ({
    smtp,
    work,
    run,
    since,
  }) => {
    const before = smtp.received.length;
    const noSubject = path.join(work, 'sans-objet.md');
    await fs.writeFile(noSubject, '---\npreheader: "x"\nsujet: "Oups"\n---\nBonjour\n');
    const yamlMistake = path.join(work, 'deux-points.md');
    await fs.writeFile(yamlMistake, '---\nsubject: Nos nouvelles : décembre\n---\nBonjour\n');
    const cases: [string[], number, string][] = [
      [[], 2, 'newsletter:send: il manque <campagne.md> (ou --article <slug>) (voir --help)'],
      [
        [noSubject, '--article', 'x'],
        2,
        'newsletter:send: donnez un fichier de campagne ou --article, pas les deux (voir --help)',
      ],
      [
        [noSubject, '--per-minute', '0'],
        2,
        'newsletter:send: --per-minute : attendu un nombre entier de 1 à 1000000, reçu « 0 » (voir --help)',
      ],
      [
        [noSubject, '--test', 'pas-une-adresse'],
        2,
        'newsletter:send: --test : attendu une adresse e-mail, reçu « pas-une-adresse » (voir --help)',
      ],
      [[path.join(work, 'absente.md')], 1, `newsletter:send: ${path.join(work, 'absente.md')} : fichier introuvable`],
      [
        [noSubject],
        1,
        `newsletter:send: ${noSubject} : subject : manque ; en-tête : champ inconnu : sujet (attendus : subject, preheader)`,
      ],
      [
        [yamlMistake],
        1,
        `newsletter:send: ${yamlMistake} : l’en-tête (entre les deux lignes ---) n’est pas lisible (ligne 2 du fichier) : mettez entre guillemets une valeur qui contient « : » ou commence par un signe`,
      ],
      [
        ['--article', 'inconnu'],
        1,
        'newsletter:send: --article : aucun article n’a le slug « inconnu » (npm run blog:list montre les slugs)',
      ],
    ];
    for (const [args, code, message] of cases) {
      const result = await run('newsletter-send', ...args);
      expect(result.code, args.join(' ')).toBe(code);
      expect(result.output.trim()).toBe(message);
    }
    expect(since(before)).toHaveLength(0);
  });

  it('newsletter:unsubscribe takes an address (or the token of a mailto request) and is safe to re-run', async ({
    run,
  }) => {
    const first = await run('newsletter-unsubscribe', 'Claire@Exemple.fr');
    expect(first.code, first.output).toBe(0);
    expect(first.output.trim()).toBe(
      'l’adresse claire@exemple.fr est désinscrite : aucune newsletter ne lui sera plus envoyée.',
    );
    const again = await run('newsletter-unsubscribe', 'personne@exemple.fr');
    expect(again.code).toBe(0);
    expect(again.output.trim()).toBe('personne@exemple.fr n’est pas dans la liste de la newsletter : rien à faire.');
    const csv = await run('newsletter-export');
    expect(csv.output).not.toContain('claire@exemple.fr');
  });
});

/**
 * Two instances sending the same campaign at once, and one killed in the middle:
 * two processes on two connections need a database server. PGlite in memory has
 * one connection and an embedded folder admits one process, so this runs on the
 * Postgres leg (TEST_DATABASE_URL) and is skipped on PGlite.
 */
describe.skipIf(!onPostgres)('newsletter:send, two instances and a crash (Postgres)', { timeout: 240_000 }, () => {
  it('two instances sending the same campaign at once send 200 in total, each address once', async ({
    processes: { smtp, work, env },
  }) => {
    const file = await writeCampaign(work, 'lettre-duo.md', 'À deux');
    const run = () =>
      runToEnd([path.join('dist', 'scripts', 'newsletter-send.js'), file, '--per-minute', '100000'], env);
    const results = await Promise.all([run(), run()]);
    for (const result of results) expect(result.code, result.output).toBe(0);
    const queuedNew = results.map((r) => Number(/en file 200 \((\d+) nouveaux?\)/.exec(r.output)?.[1]));
    expect(queuedNew[0]! + queuedNew[1]!).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = smtp.received.filter((m) => subjectOf(m.raw) === 'À deux').map((m) => m.to[0]);
    expect(recipients).toHaveLength(200);
    expect(new Set(recipients).size).toBe(200);
  });

  it('a run killed while queueing leaves no mail queued twice: the next run queues the rest', async ({
    processes: { shared, work, env },
  }) => {
    // Enough subscribers that queueing takes several transactions.
    await shared.use((database) => addConfirmed(database, confirmedAddresses(4_800, 'grand')));
    const file = await writeCampaign(work, 'lettre-coupee.md', 'Coupée');
    const child = spawn(process.execPath, [path.join('dist', 'scripts', 'newsletter-send.js'), file, '--queue-only'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('enregistrée')) setTimeout(resolve, 150);
      });
    });
    child.kill('SIGKILL');
    await exited;
    const deliveries = () =>
      shared.use(async (database) => Number((await database.db('newsletter_deliveries').count({ n: '*' }).first())!.n));
    const queuedBeforeCrash = await deliveries();
    const total = await shared.use(
      async (database) =>
        (await database.db('newsletter_campaigns').where({ key: 'lettre-coupee' }).first()) !== undefined,
    );
    expect(total).toBe(true);
    // Killed in the middle, not after the end (each batch is a transaction: whole batches only).
    expect(queuedBeforeCrash).toBeLessThan(5_000 + 200 /* lettre-duo */);
    expect((queuedBeforeCrash - 200) % 500).toBe(0);

    const rerun = await runToEnd([path.join('dist', 'scripts', 'newsletter-send.js'), file, '--queue-only'], env);
    expect(rerun.code, rerun.output).toBe(0);
    expect(rerun.output).toMatch(new RegExp(`en file 5000 \\(${5_000 - (queuedBeforeCrash - 200)} nouveaux?\\)`));
    await shared.use(async (database) => {
      const { rows } = await database.db.raw(
        `select count(*)::int as mails, count(distinct o.to_address)::int as addresses
           from newsletter_deliveries d join newsletter_campaigns c on c.id = d.campaign_id join email_outbox o on o.id = d.outbox_id
          where c.key = 'lettre-coupee'`,
      );
      expect(rows[0]).toEqual({ mails: 5_000, addresses: 5_000 });
    });
  });
});
