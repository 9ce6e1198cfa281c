import type { ContactSettings } from '../../shared/contactDetails';
import type { LegalFacts } from '../../shared/legalFacts';
import type { SocialLinks } from '../../shared/site';
import type { ContentChanges } from '../content/changed';
import { kept, KEPT_FALLBACK_MS } from '../db/kept';
import type { SettingsRepo } from './repo';

/** The settings pages show, as the page loaders and the renderer read them. */
export interface KeptSettings {
  socialLinks(): Promise<SocialLinks>;
  contact(): Promise<ContactSettings>;
  legalFacts(): Promise<LegalFacts>;
}

/**
 * The settings pages show (social links, contact details, legal facts), read once and kept
 * until content changes: a page rendered outside the page cache then costs no database
 * query. It subscribes to « content changed » (server/content/changed.ts), which the
 * `settings:*` commands' notification emits on every instance.
 */
export function keptSettings(
  repo: SettingsRepo,
  changes: Pick<ContentChanges, 'subscribe'>,
  ttlMs = KEPT_FALLBACK_MS,
): KeptSettings {
  const socialLinks = kept(() => repo.get('social'), ttlMs);
  const contact = kept(() => repo.get('contact'), ttlMs);
  const legalFacts = kept(() => repo.get('legal'), ttlMs);
  changes.subscribe(() => {
    socialLinks.drop();
    contact.drop();
    legalFacts.drop();
  });
  return { socialLinks: socialLinks.get, contact: contact.get, legalFacts: legalFacts.get };
}
