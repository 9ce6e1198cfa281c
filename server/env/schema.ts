// The settings the site reads from its environment, their defaults, and the checks that span several.
import path from 'node:path';
import { z } from 'zod';
import { databaseUrlIn, domainOfAddress, httpUrlIn, mailToIn, smtpUrlIn, trustProxyIn, webhookUrlsIn } from './fields';
import { MESSAGES, type Messages } from './messages';
import { isLoopback, isPublicHost, secretBytes } from './webhookAddress';

/** The example scheduling page the site ships with, until the owner sets theirs. */
export const DEFAULT_BOOKING_URL = 'https://calendly.com/secretalia/decouverte';

/** Each setting, read alone. */
function settingsIn(m: Messages) {
  const httpUrl = httpUrlIn(m);
  return z.object({
    HOST: z.string().trim().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The site's own files: the embedded database, its backups, the .eml mails, the media cache. */
    DATA_DIR: z.string().trim().min(1).default('data'),
    SITE_URL: httpUrl.optional(),
    DATABASE_URL: databaseUrlIn(m).optional(),
    BOOKING_URL: httpUrl.default(DEFAULT_BOOKING_URL),
    VIDEO_EMBED_URL: httpUrl.optional(),
    SMTP_URL: smtpUrlIn(m).optional(),
    MAIL_TO: mailToIn(m).default('contact@secretalia.fr'),
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
    TRUST_PROXY: trustProxyIn(m).default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
    /** Days the embedded database's daily backups are kept in DATA_DIR/backups (0: none made). */
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
    /** Where each new lead is posted (docs/decisions/039-lead-webhooks.md), signed with LEAD_WEBHOOK_SECRET. */
    LEAD_WEBHOOK_URL: webhookUrlsIn(m).default([]),
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
  });
}

type Settings = z.infer<ReturnType<typeof settingsIn>>;

/** The checks that read several settings together: DKIM's three, a webhook's secret and address. */
function checkTogether(env: Settings, ctx: z.RefinementCtx, m: Messages) {
  const dkim = ['DKIM_SELECTOR', 'DKIM_PRIVATE_KEY_FILE'] as const;
  if (dkim.some((name) => env[name]) || env.DKIM_DOMAIN) {
    for (const name of dkim) if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: m.dkimTogether });
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
}

function envSchemaIn(m: Messages) {
  return settingsIn(m)
    .superRefine((env, ctx) => checkTogether(env, ctx, m))
    .transform((env) => ({
      ...env,
      DATA_DIR: path.resolve(env.DATA_DIR),
      // The canonical address defaults to the local one so that a laptop needs no configuration.
      SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
      /** Whether SITE_URL was set, not the local default: only then does a server record it for the commands. */
      SITE_URL_GIVEN: env.SITE_URL !== undefined,
    }));
}

export const SCHEMAS = { en: envSchemaIn(MESSAGES.en), fr: envSchemaIn(MESSAGES.fr) };

export const envSchema = SCHEMAS.en;

export type Env = z.infer<typeof envSchema>;
