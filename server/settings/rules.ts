import {
  contactKeys,
  countryName,
  phoneToE164,
  type ContactKey,
  type ContactSettings,
} from '../../shared/contactDetails';
import { legalFacts, type LegalFactKey, type LegalFacts } from '../../shared/legalFacts';
import { ownerFacts, type OwnerFactKey, type OwnerFacts } from '../../shared/ownerFacts';
import { socialNetworks, type SocialLinks, type SocialNetwork } from '../../shared/site';

/** The site's public address, as its running servers recorded it (server/settings/siteAddress.ts). */
export function cleanSiteAddress(value: unknown): { url?: string } {
  const url = (value as { url?: unknown } | null)?.url;
  return typeof url === 'string' && /^https?:\/\/[^\s/]+$/.test(url) ? { url } : {};
}

/** The mail settings a server recorded (server/mail/recordedSender.ts): three lines of text, or nothing. */
export function cleanMailSettings(value: unknown): { transport?: string; from?: string; signature?: string } {
  const v = (value ?? {}) as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.length <= 300 ? x : undefined);
  const [transport, from, signature] = [text(v.transport), text(v.from), text(v.signature)];
  return transport && from && signature ? { transport, from, signature } : {};
}

/** Where each network's pages live: a link elsewhere is not that network's page. */
const NETWORK_HOSTS: Record<SocialNetwork, string[]> = {
  youtube: ['youtube.com', 'youtu.be'],
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
};

/** Why an address cannot be a network's link, or null: https, on that network's site. */
export function socialLinkProblem(network: SocialNetwork, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `attendu une adresse https://…, reçu « ${url} »`;
  }
  if (parsed.protocol !== 'https:') return `attendu une adresse https://…, reçu « ${url} »`;
  const host = parsed.hostname.toLowerCase();
  const hosts = NETWORK_HOSTS[network];
  if (!hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)))
    return `attendu une adresse de ${hosts.join(' ou ')}, reçu « ${url} »`;
  return null;
}

/** Keeps only the known networks whose value is an address on that network's site. */
export function cleanSocialLinks(value: unknown): SocialLinks {
  const links: SocialLinks = {};
  if (!value || typeof value !== 'object') return links;
  for (const network of socialNetworks) {
    const url = (value as Record<string, unknown>)[network];
    if (typeof url === 'string' && !socialLinkProblem(network, url)) links[network] = url;
  }
  return links;
}

const LEGAL_KEYS: readonly string[] = legalFacts.map((fact) => fact.key);
const MAX_FACT_LENGTH = 300;

/**
 * An intra-community VAT number: French (FR, a two-digit key, the SIREN: the key
 * is (12 + 3 × (SIREN mod 97)) mod 97) or Belgian (BE, ten digits, the last two
 * 97 minus the first eight mod 97); spaces allowed.
 */
function vatProblem(value: string): string | null {
  const compact = value.replace(/[\s.]/g, '').toUpperCase();
  const french = /^FR(\d{2})(\d{9})$/.exec(compact);
  if (french)
    return Number(french[1]) === (12 + 3 * (Number(french[2]) % 97)) % 97
      ? null
      : `la clé de « ${value} » ne correspond pas à son SIREN`;
  const belgian = /^BE([01]\d{9})$/.exec(compact);
  if (belgian)
    return 97 - (Number(belgian[1]!.slice(0, 8)) % 97) === Number(belgian[1]!.slice(8))
      ? null
      : `le numéro belge « ${value} » n’est pas valide (chiffres de contrôle)`;
  return `attendu un numéro de TVA intracommunautaire français (FR, deux chiffres, le SIREN) ou belge (BE et dix chiffres), reçu « ${value} »`;
}

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
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'attendu une seule ligne de texte';
  if (value.length > MAX_FACT_LENGTH) return `attendu ${MAX_FACT_LENGTH} caractères au plus, reçu ${value.length}`;
  if (key === 'siret' && !siretIsValid(value))
    return `attendu un SIRET : 14 chiffres dont le dernier, la clé de contrôle, est juste, reçu « ${value} »`;
  if (key === 'vat-number') return vatProblem(value);
  if (key === 'host-phone' && !/^\+?[\d\s.()-]{6,25}$/.test(value))
    return `attendu un numéro de téléphone (chiffres, espaces, + . - ( )), reçu « ${value} »`;
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
  if (/[\u0000-\u001f\u007f]/.test(value)) return { problem: 'attendu une seule ligne de texte' };
  if (value.length > MAX_CONTACT_LENGTH)
    return { problem: `attendu ${MAX_CONTACT_LENGTH} caractères au plus, reçu ${value.length}` };
  if (key === 'phone') {
    const e164 = phoneToE164(value);
    return e164
      ? { value: e164 }
      : { problem: `attendu un numéro au format international (+33 1 23 45 67 89), reçu « ${value} »` };
  }
  if (key === 'email') {
    return /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[a-z]{2,}$/i.test(value)
      ? { value }
      : { problem: `attendu une adresse e-mail, reçu « ${value} »` };
  }
  if (key === 'country') {
    const code = value.toUpperCase();
    return countryName(code)
      ? { value: code }
      : { problem: `attendu un code de pays ISO 3166-1 alpha-2 (MA, FR, BE), reçu « ${value} »` };
  }
  if (key === 'postal-code' && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value))
    return { problem: `attendu un code postal, reçu « ${value} »` };
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

const MAX_OWNER_FACT_LENGTH = 600;

/**
 * Why an owner fact (shared/ownerFacts.ts) cannot be shown as it is, or null: one line of
 * at most 600 characters, with no markup and no placeholder (the site shows it as text).
 */
export function ownerFactProblem(_key: OwnerFactKey, value: string): string | null {
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'attendu une seule ligne de texte';
  if (value.length > MAX_OWNER_FACT_LENGTH)
    return `attendu ${MAX_OWNER_FACT_LENGTH} caractères au plus, reçu ${value.length}`;
  if (/[<>]|\[\[|\{\{/.test(value)) return `attendu du texte, sans balise ni [[…]] ni {{…}}, reçu « ${value} »`;
  if (/à compléter/i.test(value)) return 'attendu le fait lui-même : une valeur vide le retire';
  return null;
}

/** Keeps only the known owner facts whose value can be shown. */
export function cleanOwnerFacts(value: unknown): OwnerFacts {
  const facts: OwnerFacts = {};
  if (!value || typeof value !== 'object') return facts;
  for (const { key } of ownerFacts) {
    const fact = (value as Record<string, unknown>)[key];
    if (typeof fact === 'string' && fact.trim() && !ownerFactProblem(key, fact.trim())) facts[key] = fact.trim();
  }
  return facts;
}

/** The processing agreement (GDPR art. 28) as `settings:agreement` stored it: a PDF, in base64. */
export interface StoredAgreement {
  pdf: string;
  bytes: number;
  importedAt: string;
}

/** Largest agreement accepted: a contract of a few pages, not a scan of a book. */
export const MAX_AGREEMENT_BYTES = 5 * 1024 * 1024;

/** The stored agreement if it is one (a PDF of at most 5 MB), else nothing. */
export function cleanAgreement(value: unknown): StoredAgreement | Record<string, never> {
  const v = (value ?? {}) as Record<string, unknown>;
  if (typeof v.pdf !== 'string' || typeof v.importedAt !== 'string') return {};
  const bytes = Buffer.from(v.pdf, 'base64');
  if (!bytes.length || bytes.length > MAX_AGREEMENT_BYTES || bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    return {};
  return { pdf: v.pdf, bytes: bytes.length, importedAt: v.importedAt };
}
