import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { domainOfAddress, type Env } from '../env';
import { settingsRepo } from '../settings/repo';
import { loadDkimKey } from './dkim';
import { smtpSettings } from './transport';

/**
 * How the site sends its mail, as its servers run: the transport (scheme, host and
 * port, never the login), the sender, the signature (the selector, the domain and a
 * fingerprint of the public key, so that two copies of one key file match wherever
 * they live). A server records it as it starts (settings key `mail`); a command that
 * sends (newsletter:send, preflight --mail-to) compares its own and refuses to send
 * what the site would not have sent as it is (docs/decisions/042-commands-send-as-the-site.md).
 */
export interface MailSettings {
  transport: string;
  from: string;
  signature: string;
}

const LABELS: Record<keyof MailSettings, string> = {
  transport: 'envoi',
  from: 'expéditeur (MAIL_FROM)',
  signature: 'signature',
};
const KEYS = Object.keys(LABELS) as (keyof MailSettings)[];

/** This process's mail settings, in the owner's words. */
export function mailSettingsOf(env: Env): MailSettings {
  let signature = 'aucune signature DKIM';
  if (env.DKIM_SIGNED_BY_RELAY) signature = 'signés par le fournisseur d’envoi (DKIM_SIGNED_BY_RELAY)';
  else if (env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY_FILE) {
    const domain = env.DKIM_DOMAIN ?? domainOfAddress(env.MAIL_FROM) ?? '';
    const key = loadDkimKey({ selector: env.DKIM_SELECTOR, domain, keyFile: env.DKIM_PRIVATE_KEY_FILE });
    const publicKey = crypto.createPublicKey(key.privateKey).export({ type: 'spki', format: 'der' });
    const fingerprint = crypto.createHash('sha256').update(publicKey).digest('hex').slice(0, 12);
    signature = `DKIM ${env.DKIM_SELECTOR} pour ${domain} (clé ${fingerprint})`;
  }
  return {
    transport: env.SMTP_URL
      ? smtpSettings(env.SMTP_URL).label
      : 'fichiers .eml sur cette machine (SMTP_URL non défini)',
    from: env.MAIL_FROM,
    signature,
  };
}

/** Records this server's mail settings for the commands; unchanged, writes nothing. */
export async function recordMailSettings(db: Knex, env: Env): Promise<void> {
  const repo = settingsRepo(db);
  const mine = mailSettingsOf(env);
  const recorded = await repo.get('mail');
  if (KEYS.some((key) => recorded[key] !== mine[key])) await repo.set('mail', mine);
}

/**
 * How this shell's mail settings differ from those the site's servers recorded, one
 * French phrase per difference; empty when they match, or when no server has recorded any.
 */
export async function mailSettingsDifferences(db: Knex, env: Env): Promise<string[]> {
  const recorded = await settingsRepo(db).get('mail');
  if (!recorded.transport) return [];
  const mine = mailSettingsOf(env);
  return KEYS.filter((key) => recorded[key] !== mine[key]).map(
    (key) => `${LABELS[key]} : ${mine[key]} ici, ${recorded[key]} sur le site`,
  );
}
