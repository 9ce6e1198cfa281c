import type { Knex } from 'knex';
import type { ContactSettings } from '../../shared/contactDetails';
import type { LegalFacts } from '../../shared/legalFacts';
import type { SocialLinks } from '../../shared/site';
import type { OwnerFacts } from '../../shared/ownerFacts';
import {
  cleanAgreement,
  cleanContact,
  cleanLegalFacts,
  cleanMailSettings,
  cleanOwnerFacts,
  cleanSiteAddress,
  cleanSocialLinks,
} from './rules';

/**
 * The owner's settings, one row each in the `settings` table, read through the
 * rule that keeps only what can be shown (./rules.ts): a value stored by an
 * older version or by hand never reaches a page unchecked.
 */
const SETTINGS = {
  /** The footer's and contact page's social links (`npm run settings:social`). */
  social: cleanSocialLinks as (value: unknown) => SocialLinks,
  /** The legal facts (`npm run settings:legal`); none until the owner sets them. */
  legal: cleanLegalFacts as (value: unknown) => LegalFacts,
  /** What only the owner can say: the data's host, the safeguard, the notice period… (`npm run settings:facts`). */
  facts: cleanOwnerFacts as (value: unknown) => OwnerFacts,
  /** The processing agreement, a PDF (`npm run settings:agreement`). */
  agreement: cleanAgreement,
  /** The contact details (`npm run settings:contact`); a key not set shows its example. */
  contact: cleanContact as (value: unknown) => ContactSettings,
  /** The public address the site's servers run with, for the commands (./siteAddress.ts). */
  site: cleanSiteAddress,
  /** How the site's servers send mail, for the commands that send (server/mail/recordedSender.ts). */
  mail: cleanMailSettings,
};

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = ReturnType<(typeof SETTINGS)[K]>;

export function settingsRepo(db: Knex) {
  return {
    /** When the owner last changed any of these settings, if ever. */
    async lastChange(keys: SettingKey[]): Promise<Date | undefined> {
      const row: { at?: Date | string | null } | undefined = await db('settings')
        .whereIn('key', keys)
        .max({ at: 'updated_at' })
        .first();
      return row?.at ? new Date(row.at) : undefined;
    },
    async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
      const row = await db('settings').where({ key }).first('value');
      return SETTINGS[key](row?.value) as SettingValue<K>;
    },
    /** Stores what the rule keeps of `value`, and returns it. */
    async set<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<SettingValue<K>> {
      const kept = SETTINGS[key](value) as SettingValue<K>;
      await db('settings')
        .insert({ key, value: JSON.stringify(kept), updated_at: db.fn.now() })
        .onConflict('key')
        .merge();
      return kept;
    },
  };
}

export type SettingsRepo = ReturnType<typeof settingsRepo>;
