// The settings that need more than zod's own checks, each read in the words of `m`.
import express from 'express';
import { z } from 'zod';
import type { Messages } from './messages';

/** SMTP_URL's parameters: those of server/mail/transport.ts, nothing else (a misspelt one would be ignored silently). */
const KNOWN_SMTP_PARAMETERS: readonly string[] = [
  'requireTLS',
  'pool',
  'tls.rejectUnauthorized',
  'connectionTimeout',
  'greetingTimeout',
  'socketTimeout',
];

/** The domain of an address as mail programs write it: `Secretalia <no-reply@secretalia.fr>` → secretalia.fr. */
export const domainOfAddress = (address: string) => /@([^>\s]+)>?\s*$/.exec(address)?.[1]?.toLowerCase();

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

/** `TRUST_PROXY` takes what Express's "trust proxy" setting takes, written as text. */
export const trustProxyIn = (m: Messages) =>
  z
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
export const mailToIn = (m: Messages) =>
  z.string().transform((value, ctx): string => {
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

export const httpUrlIn = (m: Messages) => z.url({ protocol: /^https?$/, error: m.httpUrl });

export const smtpUrlIn = (m: Messages) =>
  z.url({ protocol: /^smtps?$/, error: m.smtpUrl }).superRefine((value, ctx) => {
    for (const name of new URL(value).searchParams.keys()) {
      if (!KNOWN_SMTP_PARAMETERS.includes(name))
        ctx.addIssue({ code: 'custom', message: m.smtpParameter(name, KNOWN_SMTP_PARAMETERS.join(', ')) });
    }
  });

export const databaseUrlIn = (m: Messages) =>
  z
    .string()
    .trim()
    .regex(/^(postgres(ql)?|pglite):\/\/.+/, m.databaseUrl)
    // A server's address as pg reads it: a port that is not a number, a space, a bad escape are refused here, not by pg.
    .refine((value) => value.startsWith('pglite:') || postgresUrlReadable(value), m.databaseUrl);

/** `LEAD_WEBHOOK_URL`: one address or several, separated by commas; checked against NODE_ENV in server/env/schema.ts. */
export const webhookUrlsIn = (m: Messages) =>
  z.string().transform((value, ctx): string[] => {
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
