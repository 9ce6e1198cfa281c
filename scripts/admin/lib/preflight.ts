import type { Knex } from 'knex';
import type { Env } from '../../../server/env';
import { hostProblem, redisProblem } from '../../../server/http/startChecks';
import { publicAddressProblem } from '../../../server/settings/siteAddress';
import { NEWSLETTER_EMAIL_PATTERN } from '../../../shared/forms';
import { CommandError, UsageError, type CommandLine, type CommandOption } from './command';
import type { Check } from './preflight/check';
import { machineChecks } from './preflight/machine';
import { mailChecks } from './preflight/mail';
import { ownerChecks } from './preflight/owner';
import type { ResolveTxt } from '../../../server/mail/dkimRecord';

export type { Check } from './preflight/check';

/** `--mail-to`, as `--help` shows it. */
export const preflightOptions: Record<string, CommandOption> = {
  'mail-to': {
    type: 'string',
    value: 'E-MAIL',
    description:
      'envoie aussi un e-mail d’essai à cette adresse, comme le site envoie les siens (serveur, expéditeur, signature)',
  },
};

/** The address of `--mail-to`, checked before anything is opened. */
export function preflightArguments({ values }: { values: Record<string, string | boolean | undefined> }) {
  const mailTo = typeof values['mail-to'] === 'string' ? values['mail-to'].trim() : undefined;
  if (mailTo !== undefined && !NEWSLETTER_EMAIL_PATTERN.test(mailTo))
    throw new UsageError(`--mail-to : attendu une adresse e-mail, reçu « ${mailTo} »`);
  return { mailTo };
}

export interface PreflightOptions {
  /** `--mail-to`: a test mail sent there as the site sends. */
  mailTo?: string;
  /** The DNS lookup of the DKIM record (tests give theirs). */
  resolveTxt?: ResolveTxt;
}

/**
 * What still stands between the site and its launch (`npm run preflight`): its
 * address, its mail (sent, encrypted, signed, from its own domain; preflight/mail.ts), what
 * the owner must set (legal facts, contact details, scheduling page, video, webhooks;
 * preflight/owner.ts), how the proxy is trusted, the schema, and a recent backup (embedded
 * database or Postgres; preflight/machine.ts).
 */
export async function preflightChecks(
  db: Knex,
  env: Env,
  embedded: boolean,
  commandLine: CommandLine,
  options: PreflightOptions = {},
): Promise<Check[]> {
  // What would stop the server stops preflight, in the server's words (server/http/startChecks.ts);
  // TRUST_PROXY and DATABASE_URL were checked before, as the server checks them.
  const host = await hostProblem(env.HOST);
  if (host) throw new CommandError(host);
  const redis = await redisProblem(env.REDIS_URL);
  if (redis && !redis.outage) throw new CommandError(redis.line);
  const addressProblem = publicAddressProblem(env.SITE_URL);
  return [
    {
      label: 'Adresse du site',
      ok: !addressProblem,
      detail: addressProblem ?? env.SITE_URL,
      fix: 'définir SITE_URL=https://www.votre-domaine.fr là où le site tourne',
    },
    ...(await mailChecks(db, env, commandLine, { ...options, siteAddressKnown: !addressProblem })),
    ...(await ownerChecks(db, env, commandLine)),
    ...(await machineChecks(db, env, { embedded, commandLine, ...(redis ? { redisLine: redis.line } : {}) })),
  ];
}
