import type { Knex } from 'knex';
import { socialNetworks, type SocialLinks } from '../../shared/site';

/** Keeps only the known networks whose value is a real http(s) address. */
export function cleanSocialLinks(value: unknown): SocialLinks {
  const links: SocialLinks = {};
  if (!value || typeof value !== 'object') return links;
  for (const network of socialNetworks) {
    const url = (value as Record<string, unknown>)[network];
    if (typeof url === 'string' && /^https?:\/\/\S+$/.test(url)) links[network] = url;
  }
  return links;
}

export function settingsRepo(db: Knex) {
  return {
    async getSocialLinks(): Promise<SocialLinks> {
      const row = await db('settings').where({ key: 'social' }).first('value');
      return cleanSocialLinks(row?.value);
    },
    async setSocialLinks(links: SocialLinks): Promise<SocialLinks> {
      const value = cleanSocialLinks(links);
      await db('settings')
        .insert({ key: 'social', value: JSON.stringify(value), updated_at: db.fn.now() })
        .onConflict('key')
        .merge();
      return value;
    },
  };
}

export type SettingsRepo = ReturnType<typeof settingsRepo>;
