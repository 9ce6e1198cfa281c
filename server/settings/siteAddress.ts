import type { Knex } from 'knex';
import type { Env } from '../env';
import { settingsRepo } from './repo';

/**
 * The site's public address, one for the servers and the commands. A server
 * started with SITE_URL records it; a command (a campaign, a preview address, a
 * report's title) uses what the servers recorded, whatever the shell it runs in
 * says: an admin's laptop pointed at the production database, or a container's
 * `exec`, mail and print the site's own links, never `localhost`. Until a server
 * has recorded one, the command's own SITE_URL.
 */
export async function recordSiteAddress(db: Knex, env: Pick<Env, 'SITE_URL' | 'SITE_URL_GIVEN'>): Promise<void> {
  if (!env.SITE_URL_GIVEN) return;
  const repo = settingsRepo(db);
  if ((await repo.get('site')).url !== env.SITE_URL) await repo.set('site', { url: env.SITE_URL });
}

export async function siteAddressOf(db: Knex, env: Pick<Env, 'SITE_URL'>): Promise<string> {
  return (await settingsRepo(db).get('site')).url ?? env.SITE_URL;
}

/**
 * Why an address cannot be a campaign's, or null: its links must lead to the
 * public site, over https (RFC 8058's one-click unsubscribe requires it).
 */
export function publicAddressProblem(siteUrl: string): string | null {
  const url = new URL(siteUrl);
  if (/^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(url.hostname) || url.hostname.endsWith('.localhost'))
    return `l’adresse du site est ${siteUrl}, celle de cette machine : les liens des e-mails ne mèneraient nulle part`;
  if (url.protocol !== 'https:')
    return `l’adresse du site est ${siteUrl}, en http : la désinscription en un clic des messageries demande le HTTPS`;
  return null;
}
