import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import express from 'express';
import { z } from 'zod';

/**
 * A login in a URL (`scheme://user:password@host`): the password runs to the last `@`
 * before the path, as URL parsers read it, so a raw `@` in it is hidden too.
 */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#:@"'«»<>]*):([^\s/?#"'«»<>]+)@/gi;
/** The same login written without its scheme (`user:password@host`, a common slip in a setting). */
const BARE_PASSWORD = /^([^\s/?#:@"'«»<>]*):([^\s/?#"'«»<>]+)@/;
/** Query parameters that carry a secret in webhook and API addresses (`?token=…`, `&api_key=…`, `&sig=…`). */
const SECRET_PARAMETER =
  /([?&][\w.-]*(?:token|secret|key|password|passwd|pass|sig|signature|auth)[\w.-]*=)([^&\s#"'«»<>]+)/gi;

/**
 * Free text (an error, a library's log line, a command's message) with the
 * secrets of any URL in it hidden: the password of a login, the value of a
 * token parameter. Settings such as SMTP_URL, DATABASE_URL, REDIS_URL or a
 * webhook address carry their password in the URL, and logs travel (docker
 * logs, collectors); whatever shows a URL-shaped value shows it through here.
 */
export function redactSecrets(text: string): string {
  if (!text.includes('@') && !text.includes('=')) return text;
  return text.replace(URL_PASSWORD, '$1$2:***@').replace(SECRET_PARAMETER, '$1***');
}

/** One URL-shaped setting's value as it may be shown: its password and token parameters hidden, the rest kept. */
export const redactUrl = (value: string): string => redactSecrets(value).replace(BARE_PASSWORD, '$1:***@');

/**
 * A webhook address as it may be shown: its scheme and host only. For Slack, Zapier and
 * Make the path is the credential (whoever reads it can post to the channel), so neither
 * a log, a command nor an error message shows more.
 */
export function webhookHost(url: string): string {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}/…`;
  } catch {
    return '(adresse illisible)';
  }
}

/** The example scheduling page the site ships with, until the owner sets theirs. */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/secretalia/decouverte';

/**
 * What a wrong setting is told, in the server's log (English, as every log line)
 * and in the admin commands (French, the owner's language).
 */
/** Above the English lines, for whoever reads them elsewhere than the owner (tests, libraries). */
const ENGLISH_HEADER = 'Invalid environment (see README, Configuration):';

const MESSAGES = {
  en: {
    got: (value: string) => `(got ${JSON.stringify(value)})`,
    trustProxy:
      'expected true, false, a hop count, or IP addresses, subnets (10.0.0.0/8) or the names loopback, linklocal, uniquelocal separated by commas',
    mailToEmpty: 'expected one or more e-mail addresses, separated by commas',
    mailToBad: (address: string) => `"${address}" is not an e-mail address (separate several with commas)`,
    httpUrl: 'expected an http(s) URL',
    smtpUrl: 'expected smtp://… or smtps://…',
    smtpParameter: (name: string, known: string) => `unknown parameter "${name}" (known: ${known})`,
    databaseUrl:
      'expected postgres://host:5432/database (the user and password before the host, followed by @), postgresql://… or pglite://<folder or memory>',
    dkimSelector: 'expected a selector such as s2026 (letters, digits, . _ -)',
    dkimDomain: 'expected a domain such as secretalia.fr',
    redisUrl: 'expected redis://… or rediss://…',
    redisKeyPrefix: 'expected letters, digits, _ : . or -',
    dkimTogether: 'needed to sign with DKIM (set DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together)',
    dkimNoDomain: 'needed: MAIL_FROM has no domain to sign for',
    webhookUrl: (n: number) => `address ${n} is not an http(s) address (separate several with commas)`,
    webhookHttps: (url: string) =>
      `${webhookHost(url)}: in production only https to a public address (plain http only to this machine outside production)`,
    webhookPrivate: (url: string) =>
      `${webhookHost(url)}: in production a webhook goes to a public address, not ${new URL(url).hostname}`,
    webhookSecret: 'expected whsec_ followed by the base64 of 24 to 64 bytes (npm run webhooks:secret makes one)',
    webhookNoSecret: 'needed to sign the webhooks of LEAD_WEBHOOK_URL (npm run webhooks:secret makes one)',
  },
  fr: {
    got: (value: string) => `(reçu « ${value} »)`,
    trustProxy:
      'attendu true, false, un nombre de relais, ou des adresses IP, réseaux (10.0.0.0/8) ou noms loopback, linklocal, uniquelocal séparés par des virgules',
    mailToEmpty: 'attendu une ou plusieurs adresses e-mail, séparées par des virgules',
    mailToBad: (address: string) =>
      `« ${address} » n’est pas une adresse e-mail (séparez-en plusieurs par des virgules)`,
    httpUrl: 'attendu une adresse http(s)',
    smtpUrl: 'attendu smtp://… ou smtps://…',
    smtpParameter: (name: string, known: string) => `paramètre inconnu « ${name} » (connus : ${known})`,
    databaseUrl:
      'attendu postgres://hôte:5432/base (l’utilisateur et son mot de passe avant l’hôte, suivis de @), postgresql://… ou pglite://<dossier ou memory>',
    dkimSelector: 'attendu un sélecteur comme s2026 (lettres, chiffres, . _ -)',
    dkimDomain: 'attendu un domaine comme secretalia.fr',
    redisUrl: 'attendu redis://… ou rediss://…',
    redisKeyPrefix: 'attendu des lettres, des chiffres, _ : . ou -',
    dkimTogether: 'nécessaire pour signer avec DKIM (définissez DKIM_SELECTOR et DKIM_PRIVATE_KEY_FILE ensemble)',
    dkimNoDomain: 'nécessaire : MAIL_FROM n’a pas de domaine pour lequel signer',
    webhookUrl: (n: number) =>
      `l’adresse n° ${n} n’est pas une adresse http(s) (séparez-en plusieurs par des virgules)`,
    webhookHttps: (url: string) =>
      `${webhookHost(url)} : en production, seulement https vers une adresse publique (http seulement vers cette machine hors production)`,
    webhookPrivate: (url: string) =>
      `${webhookHost(url)} : en production, un webhook va à une adresse publique, pas à ${new URL(url).hostname}`,
    webhookSecret: 'attendu whsec_ suivi du base64 de 24 à 64 octets (npm run webhooks:secret en crée un)',
    webhookNoSecret: 'nécessaire pour signer les webhooks de LEAD_WEBHOOK_URL (npm run webhooks:secret en crée un)',
  },
};

type Language = keyof typeof MESSAGES;
type Messages = (typeof MESSAGES)['en'];

/** SMTP_URL's parameters: those of server/mail/transport.ts, nothing else (a misspelt one would be ignored silently). */
const KNOWN_SMTP_PARAMETERS: readonly string[] = [
  'requireTLS',
  'pool',
  'tls.rejectUnauthorized',
  'connectionTimeout',
  'greetingTimeout',
  'socketTimeout',
];

/**
 * LEAD_WEBHOOK_SECRET as Standard Webhooks write it (server/webhooks/signing.ts signs with it).
 */
/** base64 of 24 to 64 bytes: shorter is too weak a key, longer is a mistake (a pasted PEM, say). */
const SECRET_SHAPE = /^whsec_(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MIN_BYTES = 24;
const MAX_BYTES = 64;

/** The key's bytes, or null when `secret` is not `whsec_` + base64 of 24 to 64 bytes. */
export function secretBytes(secret: string): Buffer | null {
  if (!SECRET_SHAPE.test(secret)) return null;
  const bytes = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return bytes.length >= MIN_BYTES && bytes.length <= MAX_BYTES ? bytes : null;
}

/** Addresses a production webhook may not reach: loopback, private, link-local, shared and unspecified ranges. */
const NOT_PUBLIC = new BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_PUBLIC.addSubnet(address, prefix, 'ipv6');

/** The host of a URL as an IP literal (`[::1]` unbracketed, `::ffff:10.0.0.1` as IPv4), or null for a name. */
function ipLiteral(hostname: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const host = hostname.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(host)?.[1];
  if (mapped) return { address: mapped, family: 'ipv4' };
  const version = isIP(host);
  return version ? { address: host, family: version === 4 ? 'ipv4' : 'ipv6' } : null;
}

const isLocalName = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/** Whether a webhook address's host is this machine (`localhost`, 127.0.0.0/8, ::1). */
function isLoopback(hostname: string): boolean {
  const ip = ipLiteral(hostname);
  if (!ip) return isLocalName(hostname);
  return ip.family === 'ipv4' ? ip.address.startsWith('127.') : ip.address === '::1';
}

/** Whether it is a name or IP literal that may be public (a name is not resolved: DNS may change after start). */
function isPublicHost(hostname: string): boolean {
  const ip = ipLiteral(hostname);
  if (!ip) return !isLocalName(hostname);
  // Node's URL writes IPv4 hosts in dotted decimal (http://2130706433/ is 127.0.0.1).
  return !NOT_PUBLIC.check(ip.address, ip.family);
}

/** The domain of an address as mail programs write it: `Secretalia <no-reply@secretalia.fr>` → secretalia.fr. */
/** Whether pg can read a postgres:// address: a URL with a host (or a socket folder in `?host=`). */
function postgresUrlReadable(value: string): boolean {
  try {
    const url = new URL(value);
    decodeURIComponent(url.username + url.password + url.pathname);
    return Boolean(url.hostname || url.searchParams.get('host'));
  } catch {
    return false;
  }
}

export const domainOfAddress = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1]?.toLowerCase();

function envSchemaIn(m: Messages) {
  /** `TRUST_PROXY` takes what Express's "trust proxy" setting takes, written as text. */
  const trustProxy = z
    .string()
    .trim()
    .transform((value, ctx): boolean | number | string => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      // Express's own reading (proxy-addr), the one the server applies: what it refuses here
      // would otherwise stop the server after start with a stack trace.
      try {
        express().set('trust proxy', value);
        return value;
      } catch {
        ctx.addIssue({ code: 'custom', message: m.trustProxy });
        return z.NEVER;
      }
    });

  /**
   * `MAIL_TO`: one address or several, separated by commas or semicolons (as
   * mail programs write them); kept as one comma-separated list, which the
   * outbox stores and nodemailer sends to each.
   */
  const mailTo = z.string().transform((value, ctx): string => {
    const addresses = value
      .split(/[,;]/)
      .map((part) => part.trim())
      .filter(Boolean);
    if (!addresses.length) {
      ctx.addIssue({ code: 'custom', message: m.mailToEmpty });
      return z.NEVER;
    }
    for (const address of addresses) {
      if (!z.email().safeParse(address).success) {
        ctx.addIssue({ code: 'custom', message: m.mailToBad(address) });
        return z.NEVER;
      }
    }
    return addresses.join(', ');
  });

  const httpUrl = z.url({ protocol: /^https?$/, error: m.httpUrl });

  const smtpUrl = z.url({ protocol: /^smtps?$/, error: m.smtpUrl }).superRefine((value, ctx) => {
    for (const name of new URL(value).searchParams.keys()) {
      if (!KNOWN_SMTP_PARAMETERS.includes(name))
        ctx.addIssue({ code: 'custom', message: m.smtpParameter(name, KNOWN_SMTP_PARAMETERS.join(', ')) });
    }
  });

  /** `LEAD_WEBHOOK_URL`: one address or several, separated by commas; checked against NODE_ENV below. */
  const webhookUrls = z.string().transform((value, ctx): string[] => {
    const urls = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const [index, url] of urls.entries()) {
      if (!z.url({ protocol: /^https?$/ }).safeParse(url).success) {
        ctx.addIssue({ code: 'custom', message: m.webhookUrl(index + 1) });
        return z.NEVER;
      }
    }
    return urls;
  });

  return z
    .object({
      HOST: z.string().trim().min(1).optional(),
      PORT: z.coerce.number().int().min(0).max(65535).default(3000),
      /** The site's own files: the embedded database, its backups, the .eml mails, the media cache. */
      DATA_DIR: z.string().trim().min(1).default('data'),
      SITE_URL: httpUrl.optional(),
      DATABASE_URL: z
        .string()
        .trim()
        .regex(/^(postgres(ql)?|pglite):\/\/.+/, m.databaseUrl)
        // A server's address as pg reads it: a port that is not a number, a space, a bad escape are refused here, not by pg.
        .refine((value) => value.startsWith('pglite:') || postgresUrlReadable(value), m.databaseUrl)
        .optional(),
      BOOKING_URL: httpUrl.default(DEFAULT_BOOKING_URL),
      VIDEO_EMBED_URL: httpUrl.optional(),
      SMTP_URL: smtpUrl.optional(),
      MAIL_TO: mailTo.default('contact@secretalia.fr'),
      MAIL_FROM: z.string().trim().min(3).default('Secretalia <no-reply@secretalia.fr>'),
      /** DKIM signing (README, "Mail"): the three together, or none. */
      DKIM_SELECTOR: z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/i, m.dkimSelector)
        .optional(),
      DKIM_DOMAIN: z
        .string()
        .trim()
        .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/i, m.dkimDomain)
        .optional(),
      DKIM_PRIVATE_KEY_FILE: z.string().trim().min(1).optional(),
      /** `true` when the mail provider behind SMTP_URL signs for the sender's domain itself. */
      DKIM_SIGNED_BY_RELAY: z
        .enum(['true', 'false'])
        .default('false')
        .transform((value) => value === 'true'),
      REDIS_URL: z.url({ protocol: /^rediss?$/, error: m.redisUrl }).optional(),
      REDIS_KEY_PREFIX: z
        .string()
        .trim()
        .regex(/^[\w:.-]{1,64}$/, m.redisKeyPrefix)
        .default('secretalia'),
      TRUST_PROXY: trustProxy.default(false),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
      /** Days the embedded database's daily backups are kept in DATA_DIR/backups (0: none made). */
      BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
      /** Where each new lead is posted (docs/decisions/039-lead-webhooks.md), signed with LEAD_WEBHOOK_SECRET. */
      LEAD_WEBHOOK_URL: webhookUrls.default([]),
      LEAD_WEBHOOK_SECRET: z
        .string()
        .trim()
        .refine((value) => secretBytes(value) !== null, m.webhookSecret)
        .optional(),
      /** `json`: the signed lead.created event; `slack` or `teams`: a readable message for a channel. */
      LEAD_WEBHOOK_FORMAT: z.enum(['json', 'slack', 'teams']).default('json'),
      /** `off`: no morning mail of the leads past the 24 working hours promised (server/jobs/leadsDigest.ts). */
      LEADS_DIGEST: z.enum(['on', 'off']).default('on'),
      /** Signals for the operator (docs/operations.md): Prometheus metrics on a port of their own, off when unset; the daily jobs' heartbeats. */
      METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
      METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
      HEARTBEAT_URL: httpUrl.optional(),
      /** `development` under `npm run dev`; production when unset (`node dist/server/index.js` bare). */
      NODE_ENV: z.string().trim().default('production'),
    })
    .superRefine((env, ctx) => {
      const dkim = ['DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE'] as const;
      if (dkim.some((name) => env[name]) || env.DKIM_DOMAIN) {
        for (const name of dkim)
          if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: m.dkimTogether });
      }
      if (env.DKIM_SELECTOR && !env.DKIM_DOMAIN && !domainOfAddress(env.MAIL_FROM)) {
        ctx.addIssue({ code: 'custom', path: ['DKIM_DOMAIN'], message: m.dkimNoDomain });
      }
      if (env.LEAD_WEBHOOK_URL.length && !env.LEAD_WEBHOOK_SECRET)
        ctx.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_SECRET'], message: m.webhookNoSecret });
      const production = env.NODE_ENV === 'production';
      for (const url of env.LEAD_WEBHOOK_URL) {
        const { protocol, hostname } = new URL(url);
        const message =
          protocol === 'http:' && (production || !isLoopback(hostname))
            ? m.webhookHttps(url)
            : production && !isPublicHost(hostname)
              ? m.webhookPrivate(url)
              : undefined;
        if (message) ctx.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_URL'], message });
      }
    })
    .transform((env) => ({
      ...env,
      DATA_DIR: path.resolve(env.DATA_DIR),
      // The canonical address defaults to the local one so that a laptop needs no configuration.
      SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
      /** Whether SITE_URL was set, not the local default: only then does a server record it for the commands. */
      SITE_URL_GIVEN: env.SITE_URL !== undefined,
    }));
}

const SCHEMAS = { en: envSchemaIn(MESSAGES.en), fr: envSchemaIn(MESSAGES.fr) };
/** Zod's own messages (a number out of range, a value outside a list), in the same language. */
const ZOD_MESSAGES = { en: undefined, fr: z.locales.fr().localeError };

export const envSchema = SCHEMAS.en;

export type Env = z.infer<typeof envSchema>;

/** The folders of DATA_DIR (README, "Configuration"). */
export function dataPaths({ DATA_DIR: root }: Pick<Env, 'DATA_DIR'>) {
  return {
    root,
    /** The embedded database when DATABASE_URL is unset. */
    pglite: path.join(root, 'pglite'),
    /** Outgoing mails as .eml files when SMTP_URL is unset. */
    mail: path.join(root, 'mail'),
    /** The embedded database's backups (server/db/backup.ts). */
    backups: path.join(root, 'backups'),
    /** The shipped covers' variants, made once (server/blog/seed.ts). */
    mediaCache: path.join(root, 'cache', 'media'),
  };
}

/** The database to open: DATABASE_URL, else the embedded one in DATA_DIR. */
export const databaseUrl = (env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>) =>
  env.DATABASE_URL ?? `pglite://${dataPaths(env).pglite}`;

export class EnvError extends Error {}

/** Empty strings count as unset: `FOO= npm start` should mean "use the default". */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

/**
 * The settings only the lead webhooks read. Malformed, they stop the server and the commands
 * that send webhooks; a command that only reads the leads (leads:list, leads:export,
 * privacy:*) works without them and says in one line that it left them aside.
 */
const WEBHOOK_SETTINGS = ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET', 'LEAD_WEBHOOK_FORMAT'];

/** What loadEnv says of a wrong setting: one line naming it, what it expects and, for most, the value it got. */
function issueLines(issues: z.core.$ZodIssue[], source: NodeJS.ProcessEnv, m: Messages, language: Language) {
  return issues.map((issue) => {
    const name = issue.path.join('.');
    const raw = source[name];
    // The value is echoed to help: a URL-shaped one without its password. A secret is never
    // echoed, even a malformed one (it may be the right one with a typo), nor a webhook or push
    // address (its path is the credential).
    const hidden = raw === undefined || /_SECRET$/.test(name) || ['LEAD_WEBHOOK_URL', 'HEARTBEAT_URL'].includes(name);
    const got = hidden ? undefined : /_URL$/.test(name) ? redactUrl(raw) : raw;
    return `${name}${language === 'fr' ? ' :' : ':'} ${issue.message}${got === undefined ? '' : ` ${m.got(got)}`}`;
  });
}

/**
 * The settings of `source`, or an EnvError naming each wrong one, in the server log's English
 * or the owner's French: in French, one line per wrong setting and nothing else (the server's
 * log line and the commands' message alike). With `withoutWebhooks`, malformed webhook
 * settings are left unset instead, each said through it.
 */
export function loadEnv(
  source: NodeJS.ProcessEnv = process.env,
  { language = 'en', withoutWebhooks }: { language?: Language; withoutWebhooks?: (line: string) => void } = {},
): Env {
  const options = ZOD_MESSAGES[language] ? { error: ZOD_MESSAGES[language] } : undefined;
  const given = withoutEmpty(source);
  const m = MESSAGES[language];
  let parsed = SCHEMAS[language].safeParse(given, options);
  if (!parsed.success && withoutWebhooks) {
    const webhookIssues = parsed.error.issues.filter((issue) => WEBHOOK_SETTINGS.includes(String(issue.path[0])));
    if (webhookIssues.length) {
      const rest = Object.fromEntries(Object.entries(given).filter(([name]) => !WEBHOOK_SETTINGS.includes(name)));
      parsed = SCHEMAS[language].safeParse(rest, options);
      for (const line of issueLines(webhookIssues, source, m, language)) withoutWebhooks(line);
    }
  }
  if (parsed.success) return parsed.data;
  const lines = issueLines(parsed.error.issues, source, m, language);
  throw new EnvError(
    language === 'fr' ? lines.join('\n') : `${ENGLISH_HEADER}\n${lines.map((l) => `  ${l}`).join('\n')}`,
  );
}
