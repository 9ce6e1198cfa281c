import type { ContactSettings } from '../../shared/contactDetails';
import type { LegalFacts } from '../../shared/legalFacts';
import type { OwnerFacts } from '../../shared/ownerFacts';
import type { SocialLinks } from '../../shared/site';
import type { ContentChanges } from '../content/changed';
import { kept, KEPT_FALLBACK_MS } from '../db/kept';
import type { SettingsRepo } from './repo';

/** The settings pages show, as the page loaders and the renderer read them. */
export interface KeptSettings {
  socialLinks(): Promise<SocialLinks>;
  contact(): Promise<ContactSettings>;
  legalFacts(): Promise<LegalFacts>;
  ownerFacts(): Promise<OwnerFacts>;
  /** Whether a processing agreement was imported, and when (its bytes are read by its download only). */
  agreement(): Promise<{ bytes: number; importedAt: string } | undefined>;
  /** When the owner last changed their facts or the agreement (`settings:facts`, `settings:agreement`), if ever. */
  factsChanged(): Promise<Date | undefined>;
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
  const ownerFacts = kept(() => repo.get('facts'), ttlMs);
  const agreement = kept(async () => {
    const stored = await repo.get('agreement');
    return 'pdf' in stored ? { bytes: stored.bytes, importedAt: stored.importedAt } : undefined;
  }, ttlMs);
  const factsChanged = kept(() => repo.lastChange(['facts', 'agreement']), ttlMs);
  changes.subscribe(() => {
    socialLinks.drop();
    contact.drop();
    legalFacts.drop();
    ownerFacts.drop();
    agreement.drop();
    factsChanged.drop();
  });
  return {
    socialLinks: socialLinks.get,
    contact: contact.get,
    legalFacts: legalFacts.get,
    ownerFacts: ownerFacts.get,
    agreement: agreement.get,
    factsChanged: factsChanged.get,
  };
}
