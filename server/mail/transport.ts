import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { dataPaths, domainOfAddress, redactSecrets, type Env } from '../env';
import type { Logger } from '../logger';
import { loadDkimKey, type DkimKey } from './dkim';

export interface MailSender {
  send(message: Mail.Options): Promise<void>;
  close(): void;
  /** For logs: where mails go, never a password. */
  label: string;
}

/** What the site chooses of nodemailer's options; any other parameter in SMTP_URL is refused (server/env.ts). */
export const SMTP_URL_PARAMETERS = [
  'requireTLS',
  'pool',
  'tls.rejectUnauthorized',
  'connectionTimeout',
  'greetingTimeout',
  'socketTimeout',
] as const;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

export interface SmtpSettings {
  options: SMTPTransport.Options;
  label: string;
  /** What the URL gives up of the protection, said at start. */
  weakened: string[];
}

/**
 * The transport SMTP_URL names, safe by default: `smtps://` is TLS from the first
 * byte; `smtp://` must switch to TLS (STARTTLS) before a password or a mail is
 * sent, unless it is a relay on this machine without a login, or the URL says
 * `?requireTLS=false` (a trusted relay). Without this, a relay that offers no
 * STARTTLS, or an attacker who strips it, receives the login and the visitors'
 * messages in clear. Nodemailer waits minutes by default: the outbox retries, so
 * it fails fast; a pool keeps the connection open between mails.
 */
export function smtpSettings(smtpUrl: string): SmtpSettings {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port) || (secure ? 465 : 587);
  const query = url.searchParams;
  const flag = (name: string) => (query.has(name) ? query.get(name) !== 'false' : undefined);
  const number = (name: string, fallback: number) => (query.has(name) ? Number(query.get(name)) : fallback);
  const login = url.username
    ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
    : undefined;
  const plainAllowed = !login && LOOPBACK.test(url.hostname);
  const requireTLS = !secure && (flag('requireTLS') ?? !plainAllowed);
  const rejectUnauthorized = flag('tls.rejectUnauthorized') ?? true;
  const weakened = [
    ...(!secure && !requireTLS && !plainAllowed
      ? ['SMTP_URL says ?requireTLS=false: the login and the mails may cross the network in clear']
      : []),
    ...(!rejectUnauthorized
      ? ['SMTP_URL says ?tls.rejectUnauthorized=false: the mail server’s certificate is not checked']
      : []),
  ];
  return {
    options: {
      host: url.hostname,
      port,
      secure,
      requireTLS,
      ...(requireTLS ? { ignoreTLS: false, opportunisticTLS: false } : {}),
      ...(login ? { auth: login } : {}),
      tls: { rejectUnauthorized },
      pool: flag('pool') ?? true,
      connectionTimeout: number('connectionTimeout', 10_000),
      greetingTimeout: number('greetingTimeout', 10_000),
      socketTimeout: number('socketTimeout', 30_000),
    } as SMTPTransport.Options,
    label: `${secure ? 'smtps' : 'smtp'}://${url.hostname}:${port}${requireTLS ? ' (STARTTLS required)' : ''}`,
    weakened,
  };
}

/** Why the relay of SMTP_URL would not take the site's mails, as preflight tells it. */
export type RelayProblem = 'no-starttls' | 'login-refused' | 'certificate' | 'unreachable';
/** Why a mail was not sent: the relay's problems, or a refusal of this mail. */
export type MailProblem = RelayProblem | 'recipient-refused' | 'message-refused' | 'other';

/** Nodemailer's error, classified: its code when it has one, else its words. */
export function mailProblemOf(err: Error & { code?: string }): MailProblem {
  const { code = '', message = '' } = err;
  if (code === 'ETLS' || /STARTTLS/i.test(message)) return 'no-starttls';
  if (code === 'EAUTH' || code === 'ENOAUTH') return 'login-refused';
  if (/certificate|self[- ]signed|CERT_|unable to verify/i.test(message)) return 'certificate';
  if (code === 'EENVELOPE') return 'recipient-refused';
  if (code === 'EMESSAGE') return 'message-refused';
  if (['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'EGREETING'].includes(code)) return 'unreachable';
  return 'other';
}

/** Each problem in the owner's words: `mail:status`, the outbox's reasons, `newsletter:send --test`. */
export const MAIL_PROBLEMS_FR: Record<MailProblem, string> = {
  'no-starttls':
    'le serveur d’envoi ne propose pas le chiffrement (STARTTLS) : non envoyé, pour que l’identifiant et le message ne passent pas en clair ; utilisez un serveur qui propose STARTTLS, ou smtps:// (README, SMTP_URL)',
  'login-refused': 'identifiant ou mot de passe refusé par le serveur d’envoi (SMTP_URL)',
  certificate: 'certificat du serveur d’envoi non reconnu',
  unreachable: 'le serveur d’envoi ne répond pas (hôte, port ou pare-feu)',
  'recipient-refused': 'adresse du destinataire refusée par le serveur d’envoi',
  'message-refused': 'message refusé par le serveur d’envoi',
  other: 'le serveur d’envoi a refusé l’e-mail',
};

/** The relay's own words (a code and a message), short and without a password. */
const relayWords = ({ code = '', message = '' }: Error & { code?: string }) =>
  redactSecrets(`${code}${code && message ? ': ' : ''}${message}`)
    .replace(/\s+/g, ' ')
    .slice(0, 300);

/**
 * Connects to the relay of SMTP_URL as the site does (TLS or STARTTLS as
 * required, the login of the URL) and says what would stop the mails, or
 * nothing when the relay takes them. Nothing is sent.
 */
export async function relayProblem(smtpUrl: string): Promise<{ problem: RelayProblem; detail: string } | undefined> {
  const { options } = smtpSettings(smtpUrl);
  const transport = nodemailer.createTransport({ ...options, pool: false } as SMTPTransport.Options);
  try {
    await transport.verify();
    return undefined;
  } catch (err) {
    const problem = mailProblemOf(err as Error);
    const relay: RelayProblem =
      problem === 'no-starttls' || problem === 'login-refused' || problem === 'certificate' ? problem : 'unreachable';
    return { problem: relay, detail: relayWords(err as Error).slice(0, 200) };
  } finally {
    transport.close();
  }
}

/**
 * Why a mail was not sent, as the outbox keeps it and `npm run mail:status` shows it:
 * in French, then the relay's own words (which no one can translate) in parentheses.
 */
function readable(err: Error & { code?: string }, label: string): Error & { code?: string; problem: MailProblem } {
  const problem = mailProblemOf(err);
  return Object.assign(new Error(`${label} : ${MAIL_PROBLEMS_FR[problem]} (${relayWords(err)})`), {
    code: err.code,
    problem,
  });
}

export interface MailSenderOptions {
  /** Signs every mail (DKIM_* settings). */
  dkim?: DkimKey;
  /** Told once why mails are refused (a relay without STARTTLS), not at every try. */
  logger?: Logger;
}

/**
 * Writes `data` to `file` whole or not at all: into a temporary file of the same folder
 * (not `.eml`: nothing reads it), flushed to the disk, then renamed, which replaces in one
 * step. A full disk or a crash leaves no empty or cut `.eml` that the owner would open, nor
 * that the outbox would count as sent: the send fails and the mail stays queued.
 */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part`);
  const handle = await fs.open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (err) {
    await handle.close();
    await fs.rm(temporary, { force: true });
    throw err;
  }
  await handle.close();
  await fs.rename(temporary, file);
  // The rename itself reaches the disk with the folder's entry.
  const folder = await fs.open(path.dirname(file), 'r');
  await folder.sync().finally(() => folder.close());
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file in
 * `mailDir`, so a laptop with no mail server loses nothing and shows what would
 * have gone out.
 * Both are signed when DKIM is set.
 */
export function createMailSender(
  smtpUrl: string | undefined,
  mailDir: string,
  { dkim, logger }: MailSenderOptions = {},
): MailSender {
  const signing = dkim ? { dkim } : {};
  if (smtpUrl) {
    const { options, label } = smtpSettings(smtpUrl);
    const transport = nodemailer.createTransport({ ...options, ...signing });
    const said = new Set<string>();
    return {
      label,
      send: async (message) => {
        try {
          await transport.sendMail(message);
        } catch (err) {
          const reason = readable(err as Error & { code?: string }, label);
          // A relay without STARTTLS refuses every mail alike: said once, not at every try.
          if (reason.problem === 'no-starttls' && !said.has(reason.message)) {
            said.add(reason.message);
            logger?.warn({ reason: reason.message }, 'mail refused by the transport, kept in the outbox');
          }
          throw reason;
        }
      },
      close: () => transport.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...signing });
  return {
    label: `files in ${mailDir}`,
    send: async (message) => {
      const info = (await files.sendMail(message)) as unknown as { message: Buffer };
      await fs.mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeWhole(path.join(mailDir, name), info.message);
    },
    close: () => files.close(),
  };
}

/** The site's sender as its settings say (server/env.ts): SMTP or files, signed when DKIM is set. */
export function mailSenderOf(env: Env, logger?: Logger): MailSender {
  const dkim =
    env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE
      ? loadDkimKey({
          selector: env.DKIM_SELECTOR,
          domain: env.DKIM_DOMAIN ?? domainOfAddress(env.MAIL_FROM)!,
          keyFile: env.DKIM_PRIVATE_KEY_FILE,
        })
      : undefined;
  return createMailSender(env.SMTP_URL, dataPaths(env).mail, {
    ...(dkim ? { dkim } : {}),
    ...(logger ? { logger } : {}),
  });
}
