/**
 * Facts about the company shown on the site. Pages read them from here and never
 * restate them, so that a change of phone number is a one-line change.
 * Values the company has not given us yet are `null` and rendered as
 * "à compléter" on the legal pages rather than invented.
 */
export const site = {
  name: 'Secretalia',
  tagline: 'Gérez moins, soignez mieux',
  description:
    'Secretalia met à votre disposition une secrétaire médicale dédiée, formée à vos outils : accueil téléphonique, gestion de l’agenda, remplacement pendant les congés. France et Belgique.',
  // Non-breaking spaces: a phone number never wraps across lines.
  phone: { display: '01\u00a099\u00a000\u00a012\u00a034', href: 'tel:+33199001234' },
  email: 'contact@secretalia.fr',
  address: {
    street: '12 rue Ibn Aïcha',
    district: 'Guéliz',
    postalCode: '40000',
    city: 'Marrakech',
    country: 'Maroc',
    oneLine: '12 rue Ibn Aïcha, Guéliz, 40000 Marrakech, Maroc',
  },
  hours: 'Lundi – Vendredi, 8h30 – 18h30 (CET)',
  replyPromise: 'sous 24 h ouvrées',
  areasServed: ['France', 'Belgique'],
  copyright: '© 2025 Secretalia',
  themeColor: '#0E5A66',
} as const;

export type NavItem = { href: string; label: string };

/** Header navigation, in the order of SPEC.md section 2. */
export const mainNav: readonly NavItem[] = [
  { href: '/nos-services', label: 'Nos Services' },
  { href: '/pourquoi-secretalia', label: 'Pourquoi Secretalia\u00a0?' },
  { href: '/nos-tarifs', label: 'Nos Tarifs' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

export const quoteLink: NavItem = { href: '/demande-devis', label: 'Demander un devis' };

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
 * Legal facts for the legal notice and the privacy policy. `null` means the
 * company has not given the value yet: the pages show "à compléter", never a guess.
 */
export const legal: {
  /** Registered company name (raison sociale). */
  companyName: string | null;
  /** Legal form, e.g. SARL, SAS. */
  legalForm: string | null;
  shareCapital: string | null;
  /** Registered office; the postal address above is only the correspondence address. */
  registeredOffice: string | null;
  /** Trade register number (RC) and Moroccan identifiers (ICE, IF). */
  registrationNumber: string | null;
  vatNumber: string | null;
  publicationDirector: string | null;
  /** The company hosting this website. */
  host: { name: string | null; address: string | null; phone: string | null };
  /** The certified health-data host (HDS) of the secretarial service. */
  healthDataHost: string | null;
  /** Contact for data-protection requests: the contact e-mail until a DPO is named. */
  privacyContact: string;
} = {
  companyName: null,
  legalForm: null,
  shareCapital: null,
  registeredOffice: null,
  registrationNumber: null,
  vatNumber: null,
  publicationDirector: null,
  host: { name: null, address: null, phone: null },
  healthDataHost: null,
  privacyContact: site.email,
};

/** Retention periods (DECISIONS.md), stated on the privacy page and under each form. */
export const retention = {
  visits: '25\u00a0mois',
  contactMessages: '3\u00a0ans',
  prospects: '3\u00a0ans',
  newsletter: 'jusqu’à votre désinscription',
} as const;

/** The site's own legal pages, linked from the footer and the consent checkboxes. */
export const legalLinks = {
  notice: { href: '/mentions-legales', label: 'Mentions légales' },
  privacy: { href: '/politique-de-confidentialite', label: 'Politique de confidentialité' },
} as const;
