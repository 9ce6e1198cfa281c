import { paths } from './paths';

/**
 * The brand and the site's navigation. Pages read them from here and never
 * restate them. The contact details (phone, e-mail, address, hours) are settings
 * (./contactDetails.ts), and the legal identity too (./legalFacts.ts).
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

/**
 * The discovery call on the external scheduling page (BOOKING_URL): one name
 * everywhere, built on the spec's « Planifiez un appel découverte », so that it
 * reads as a call between the doctor and Secretalia, never as a patient's
 * appointment. The page opens in a new tab (views/components/ExternalLink.tsx).
 */
export const discoveryCallLabel = 'Planifiez un appel découverte';

/** Where the spec names the label word for word: the footer's link, the pricing page's closing button. */
export const discoveryCallSpecLabels = {
  footer: 'Planifiez un appel',
  pricing: 'Planifiez un appel découverte gratuit',
} as const;

export const socialNetworks = ['youtube', 'facebook', 'instagram', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export const socialLabels: Record<SocialNetwork, string> = {
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

/** The site's own legal pages, linked from the footer and the consent checkboxes. */
export const legalLinks = {
  notice: { href: paths.legalNotice, label: 'Mentions légales' },
  privacy: { href: paths.privacy, label: 'Politique de confidentialité' },
  yourData: { href: paths.yourData, label: 'Les données de vos patients' },
} as const;
