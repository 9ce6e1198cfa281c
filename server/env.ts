import path from 'node:path';
import type { Env } from './env/schema';

/**
 * The site's settings (README, "Configuration"), in named pieces under server/env/:
 * redact.ts hides the secrets of a shown value, messages.ts says what a wrong setting is
 * told, fields.ts and webhookAddress.ts read the settings that need more than zod,
 * schema.ts lists them all, load.ts reads the environment. Importers use this file.
 */
export { redactSecrets, redactUrl, webhookHost } from './env/redact';
export { secretBytes } from './env/webhookAddress';
export { domainOfAddress } from './env/fields';
export { DEFAULT_BOOKING_URL, envSchema, type Env } from './env/schema';
export { EnvError, loadEnv } from './env/load';

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
