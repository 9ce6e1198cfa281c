import { contactKeys, countryName, phoneToE164, type ContactKey, type ContactSettings } from '../../shared/contactDetails';
import { legalFacts, type LegalFactKey, type LegalFacts } from '../../shared/legalFacts';
import { socialNetworks, type SocialLinks } from '../../shared/site';

/** The site's public address, as its running servers recorded it (server/settings/siteAddress.ts). */
export function cleanSiteAddress(value: unknown): { url?: string } {
  const url = (value as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^https?:\/\/[^\s/]+$/.test(url) ? { url } : {};
}

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

const LEGAL_KEYS: readonly string[] = legalFacts.map((fact) => fact.key);
const MAX_FACT_LENGTH = 300;

/** SIRET: 14 digits whose Luhn sum is a multiple of 10 (INSEE), spaces allowed. */
function siretIsValid(value: string): boolean {
  const digits = value.replace(/ /g, '');
  if (!/^\d{14}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(digits[13 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Why a legal fact's value cannot be shown as it is, or null when it can:
 * one line of at most 300 characters; a SIRET that is one; a phone number
 * made of digits.
 */
export function legalFactProblem(key: LegalFactKey, value: string): string | null {
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'expected one line of text';
  if (value.length > MAX_FACT_LENGTH) return `expected at most ${MAX_FACT_LENGTH} characters, got ${value.length}`;
  if (key === 'siret' && !siretIsValid(value)) return `expected a SIRET: 14 digits with a valid check digit, got "${value}"`;
  if (key === 'host-phone' && !/^\+?[\d\s.()-]{6,25}$/.test(value)) return `expected a phone number (digits, spaces, + . - ( )), got "${value}"`;
  return null;
}

/** Keeps only the known facts whose value can be shown. */
export function cleanLegalFacts(value: unknown): LegalFacts {
  const facts: LegalFacts = {};
  if (!value || typeof value !== 'object') return facts;
  for (const key of LEGAL_KEYS as LegalFactKey[]) {
    const fact = (value as Record<string, unknown>)[key];
    if (typeof fact === 'string' && fact.trim() && !legalFactProblem(key, fact.trim())) facts[key] = fact.trim();
  }
  return facts;
}

const CONTACT_KEYS: readonly string[] = contactKeys.map((c) => c.key);
const MAX_CONTACT_LENGTH = 200;

/**
 * A contact detail as it is stored, or why it cannot be: the phone in
 * international form (stored as E.164), an e-mail address, a country as its
 * ISO 3166-1 alpha-2 code (any case), the rest one line of text.
 */
export function normalizeContact(key: ContactKey, value: string): { value: string } | { problem: string } {
  if (/[\u0000-\u001f\u007f]/.test(value)) return { problem: 'expected one line of text' };
  if (value.length > MAX_CONTACT_LENGTH) return { problem: `expected at most ${MAX_CONTACT_LENGTH} characters, got ${value.length}` };
  if (key === 'phone') {
    const e164 = phoneToE164(value);
    return e164 ? { value: e164 } : { problem: `expected a phone number in international form (+33 1 23 45 67 89), got "${value}"` };
  }
  if (key === 'email') {
    return /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[a-z]{2,}$/i.test(value) ? { value } : { problem: `expected an e-mail address, got "${value}"` };
  }
  if (key === 'country') {
    const code = value.toUpperCase();
    return countryName(code) ? { value: code } : { problem: `expected an ISO 3166-1 alpha-2 country code (MA, FR, BE), got "${value}"` };
  }
  if (key === 'postal-code' && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value)) return { problem: `expected a postal code, got "${value}"` };
  return { value };
}

/** Keeps only the known contact details whose value is valid, normalized. */
export function cleanContact(value: unknown): ContactSettings {
  const settings: ContactSettings = {};
  if (!value || typeof value !== 'object') return settings;
  for (const key of CONTACT_KEYS as ContactKey[]) {
    const raw = (value as Record<string, unknown>)[key];
    if (typeof raw !== 'string' || !raw.trim()) continue;
    const result = normalizeContact(key, raw.trim());
    if ('value' in result) settings[key] = result.value;
  }
  return settings;
}
