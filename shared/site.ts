import { paths } from './paths';

/**
 * Facts about the company shown on the site. Pages read them from here and never
 * restate them. The contact details (phone, e-mail, address, hours) are settings
 * (`contactKeys` below), and the legal identity too (`legalFacts`).
 */
export const site = {
  name: 'Secretalia',
  tagline: 'Gérez moins, soignez mieux',
  description:
    'Secretalia met à votre disposition une secrétaire médicale dédiée, formée à vos outils : accueil téléphonique, gestion de l’agenda, remplacement pendant les congés. France et Belgique.',
  replyPromise: 'sous 24 h ouvrées',
  areasServed: ['France', 'Belgique'],
  copyright: '© 2025 Secretalia',
  themeColor: '#0E5A66',
} as const;

export type NavItem = { href: string; label: string };

/** Header navigation, in the order of docs/SPEC.md section 2. */
export const mainNav: readonly NavItem[] = [
  { href: paths.services, label: 'Nos Services' },
  { href: paths.why, label: 'Pourquoi Secretalia\u00a0?' },
  { href: paths.pricing, label: 'Nos Tarifs' },
  { href: paths.blog, label: 'Blog' },
  { href: paths.contact, label: 'Contact' },
];

export const quoteLink: NavItem = { href: paths.quote, label: 'Demander un devis' };

export const socialNetworks = ['youtube', 'facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export const socialLabels: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

/**
 * The company's legal facts, shown on the legal notice (and some on the privacy
 * policy). Not given by the client: the owner sets them in production with
 * `npm run settings:legal -- key=value …`, stored in the database (settings
 * table, key `legal`). Until a fact is set, the pages say that the publisher
 * must still provide it, never a guess. Keys are what the command takes.
 */
export const legalFacts = [
  { key: 'company-name', label: 'Raison sociale' },
  { key: 'legal-form', label: 'Forme juridique' },
  { key: 'capital', label: 'Capital social' },
  { key: 'registration-number', label: 'Numéro d’immatriculation (RCS ou registre du commerce)' },
  { key: 'registration-city', label: 'Ville du greffe d’immatriculation' },
  { key: 'siret', label: 'SIRET' },
  { key: 'vat-number', label: 'Numéro de TVA intracommunautaire' },
  { key: 'head-office', label: 'Adresse du siège social' },
  { key: 'publication-director', label: 'Directeur ou directrice de la publication' },
  { key: 'host-name', label: 'Nom de l’hébergeur du site' },
  { key: 'host-address', label: 'Adresse de l’hébergeur' },
  { key: 'host-phone', label: 'Téléphone de l’hébergeur' },
  { key: 'health-data-host', label: 'Hébergeur certifié HDS des données de santé' },
] as const;

export type LegalFactKey = (typeof legalFacts)[number]['key'];
/** The facts set so far; a missing key is a fact still to provide. */
export type LegalFacts = Partial<Record<LegalFactKey, string>>;

/** The facts the publisher must still provide, in the order of the page. */
export function missingLegalFacts(facts: LegalFacts): (typeof legalFacts)[number][] {
  return legalFacts.filter((fact) => !facts[fact.key]);
}

/**
 * The contact details, set by the owner with `npm run settings:contact -- key=value …`
 * (settings table, key `contact`). A key not set shows its shipped example value
 * below, which is not the company's: a production server warns until each is set.
 * Keys are what the command takes.
 */
export const contactKeys = [
  { key: 'phone', label: 'Téléphone, au format international (+33 1 23 45 67 89)' },
  { key: 'email', label: 'Adresse e-mail de contact' },
  { key: 'street', label: 'Numéro et rue' },
  { key: 'district', label: 'Quartier' },
  { key: 'postal-code', label: 'Code postal' },
  { key: 'city', label: 'Ville' },
  { key: 'country', label: 'Pays, code ISO 3166-1 alpha-2 (MA, FR, BE)' },
  { key: 'hours', label: 'Horaires d’ouverture' },
] as const;

export type ContactKey = (typeof contactKeys)[number]['key'];
/** The contact details set so far (the phone in E.164, the country as its code); a missing key shows its example. */
export type ContactSettings = Partial<Record<ContactKey, string>>;

/** The shipped example values: fictional (01 99 is a range reserved for fiction), to be replaced. */
export const exampleContact: Record<ContactKey, string> = {
  phone: '+33199001234',
  email: 'contact@secretalia.fr',
  street: '12 rue Ibn Aïcha',
  district: 'Guéliz',
  'postal-code': '40000',
  city: 'Marrakech',
  country: 'MA',
  hours: 'Lundi – Vendredi, 8h30 – 18h30 (CET)',
};

/** The contact details as pages, structured data and e-mails show them. */
export interface ContactDetails {
  phone: { e164: string; display: string; href: string };
  email: string;
  address: { street: string; district: string; postalCode: string; city: string; countryCode: string; country: string; oneLine: string };
  hours: string;
}

/** Country calling codes of one, two or three digits (ITU E.164), longest match first. */
const CALLING_CODES = new Set(['1', '7', '20', '27', '30', '31', '32', '33', '34', '36', '39', '40', '41', '43', '44', '45', '46', '47', '48', '49', '51', '52', '53', '54', '55', '56', '57', '58', '60', '61', '62', '63', '64', '65', '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95', '98']);

/** A phone number in international form (`+33 1 23 45 67 89`, `0033…`) as E.164 (`+33123456789`), or null. */
export function phoneToE164(value: string): string | null {
  const compact = value.replace(/[\s.()\u00a0-]/g, '').replace(/^00/, '+');
  if (!/^\+[1-9]\d{6,14}$/.test(compact)) return null;
  // The French trunk prefix written after the country code: +33 (0)1 … is +33 1 ….
  return compact.startsWith('+330') ? null : compact;
}

/**
 * An E.164 number grouped as French typography writes it, with non-breaking
 * spaces: `+33 1 23 45 67 89`, `+212 5 24 12 34 56`, `+32 2 123 45 67` read as
 * a leading digit then pairs.
 */
export function phoneDisplay(e164: string): string {
  const digits = e164.slice(1);
  let code = digits.slice(0, 3);
  for (const length of [1, 2]) if (CALLING_CODES.has(digits.slice(0, length))) code = digits.slice(0, length);
  const rest = digits.slice(code.length);
  const groups = rest.length % 2 ? [rest[0]!] : [];
  for (let i = rest.length % 2; i < rest.length; i += 2) groups.push(rest.slice(i, i + 2));
  return [`+${code}`, ...groups].join('\u00a0');
}

/** `MA` → `Maroc`, or null when the code is not a region ISO 3166-1 knows. */
export function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    return new Intl.DisplayNames('fr', { type: 'region', fallback: 'none' }).of(code) ?? null;
  } catch {
    return null;
  }
}

/** The details to show: each setting, or its example when not set. */
export function contactDetails(settings: ContactSettings): ContactDetails {
  const value = (key: ContactKey) => settings[key] || exampleContact[key];
  const e164 = value('phone');
  const countryCode = value('country');
  const address = {
    street: value('street'),
    district: value('district'),
    postalCode: value('postal-code'),
    city: value('city'),
    countryCode,
    country: countryName(countryCode) ?? countryCode,
  };
  return {
    phone: { e164, display: phoneDisplay(e164), href: `tel:${e164}` },
    email: value('email'),
    address: { ...address, oneLine: [address.street, address.district, `${address.postalCode} ${address.city}`, address.country].filter(Boolean).join(', ') },
    hours: value('hours'),
  };
}

/** The contact details with nothing set: the shipped examples. */
export const exampleContactDetails = contactDetails({});

/** The keys still showing their shipped example value. */
export function exampleContactKeys(settings: ContactSettings): ContactKey[] {
  return contactKeys.map((c) => c.key).filter((key) => !settings[key]);
}

/** A period of time as the purge counts it and the privacy page writes it. */
export type RetentionPeriod = { days: number } | { months: number } | { years: number };

/**
 * Retention periods (docs/DECISIONS.md): what the daily purge deletes
 * (server/jobs/purge.ts), read from here so that what the privacy page and
 * the forms state is what the code does.
 */
export const retentionPeriods = {
  visits: { months: 25 },
  /** Contact messages and quote requests, with the notification mails that never went out. */
  leads: { years: 3 },
  formerSubscribers: { years: 3 },
  /** Sent mails copy the visitor's message; the team has it in its mailbox. */
  sentMails: { days: 30 },
  /** A newsletter request never confirmed, after its last confirmation mail; also how long the confirmation link works. */
  unconfirmedSubscribers: { days: 30 },
  /** An Idempotency-Key and the answer it gave (no personal data but a hash): retries come within the day. */
  idempotencyKeys: { days: 1 },
} as const satisfies Record<string, RetentionPeriod>;

/** `3 ans`, `25 mois`, `30 jours`, with a non-breaking space. */
export function periodText(period: RetentionPeriod): string {
  if ('years' in period) return `${period.years}\u00a0an${period.years > 1 ? 's' : ''}`;
  if ('months' in period) return `${period.months}\u00a0mois`;
  return `${period.days}\u00a0jour${period.days > 1 ? 's' : ''}`;
}

/** Retention periods, stated on the privacy page and under each form. */
export const retention = {
  visits: periodText(retentionPeriods.visits),
  contactMessages: periodText(retentionPeriods.leads),
  prospects: periodText(retentionPeriods.leads),
  sentMails: periodText(retentionPeriods.sentMails),
  newsletter: 'jusqu’à votre désinscription',
  newsletterUnconfirmed: periodText(retentionPeriods.unconfirmedSubscribers),
  /** What is kept of an unsubscribed address (its address and the date). */
  newsletterUnsubscribed: periodText(retentionPeriods.formerSubscribers),
} as const;

/** The site's own legal pages, linked from the footer and the consent checkboxes. */
export const legalLinks = {
  notice: { href: paths.legalNotice, label: 'Mentions légales' },
  privacy: { href: paths.privacy, label: 'Politique de confidentialité' },
} as const;
