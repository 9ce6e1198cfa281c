import type { ContactSettings } from '../../shared/contactDetails';
import type { LegalFacts } from '../../shared/legalFacts';
import type { SocialLinks } from '../../shared/site';
import type { SettingsRepo } from './repo';

/**
 * How long the settings pages show (social links, contact details, legal facts) are
 * kept at most: a page rendered outside the page cache then costs no database query.
 * A content change (`settings:*` commands, which notify every instance) clears them
 * at once, as it clears the pages; the expiry covers a notification missed.
 */
export const SETTINGS_TTL_MS = 5_000;

/** A value read at most once per `ttlMs`, dropped by `drop()`; a failed read is not kept. */
function kept<T>(read: () => Promise<T>, ttlMs: number): { get(): Promise<T>; drop(): void } {
  let entry: { value: Promise<T>; readAt: number } | undefined;
  return {
    get() {
      if (!entry || Date.now() - entry.readAt > ttlMs) {
        const value = read();
        entry = { value, readAt: Date.now() };
        value.catch(() => {
          if (entry?.value === value) entry = undefined;
        });
      }
      return entry.value;
    },
    drop: () => (entry = undefined),
  };
}

/** The settings pages show, as the page loaders and the renderer read them. */
export interface KeptSettings {
  socialLinks(): Promise<SocialLinks>;
  contact(): Promise<ContactSettings>;
  legalFacts(): Promise<LegalFacts>;
}

/** `changes` registers a listener called on every content change (the page cache's clear). */
export function keptSettings(
  repo: SettingsRepo,
  changes: { onClear(listener: () => void): void },
  ttlMs = SETTINGS_TTL_MS,
): KeptSettings {
  const socialLinks = kept(() => repo.get('social'), ttlMs);
  const contact = kept(() => repo.get('contact'), ttlMs);
  const legalFacts = kept(() => repo.get('legal'), ttlMs);
  changes.onClear(() => {
    socialLinks.drop();
    contact.drop();
    legalFacts.drop();
  });
  return { socialLinks: socialLinks.get, contact: contact.get, legalFacts: legalFacts.get };
}
