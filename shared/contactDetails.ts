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
  hours: 'Lundi – Vendredi, 8 h 30 – 18 h 30 (heure de Paris)',
};

/** The contact details as pages, structured data and e-mails show them. */
export interface ContactDetails {
  phone: { e164: string; display: string; href: string };
  email: string;
  address: {
    street: string;
    district: string;
    postalCode: string;
    city: string;
    countryCode: string;
    country: string;
    oneLine: string;
  };
  hours: string;
}

/** Country calling codes of one, two or three digits (ITU E.164), longest match first. */
const CALLING_CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

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
  // Codes ISO keeps for private use (ZZ, AA, QM–QZ, XA–XZ but Kosovo's XK) or for groups (EU, UN): no country.
  if (/^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/.test(code)) return null;
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
    address: {
      ...address,
      oneLine: [address.street, address.district, `${address.postalCode} ${address.city}`, address.country]
        .filter(Boolean)
        .join(', '),
    },
    hours: value('hours'),
  };
}

/** The contact details with nothing set: the shipped examples. */
export const exampleContactDetails = contactDetails({});

/** The keys still showing their shipped example value. */
export function exampleContactKeys(settings: ContactSettings): ContactKey[] {
  return contactKeys.map((c) => c.key).filter((key) => !settings[key]);
}
