/**
 * The spec's grid of specialities (the services page's eight tiles), each with
 * the page the owner writes for it (content/pages/<slug>.md) and the value a
 * quote sent from that page records (`?specialite=<slug>`).
 */
export const specialties = [
  { slug: 'medecine-generale', name: 'Médecine générale' },
  { slug: 'ophtalmologie', name: 'Ophtalmologie' },
  { slug: 'gynecologie', name: 'Gynécologie' },
  { slug: 'pediatrie', name: 'Pédiatrie' },
  { slug: 'dermatologie', name: 'Dermatologie' },
  { slug: 'psychiatrie', name: 'Psychiatrie' },
  { slug: 'chirurgie', name: 'Chirurgie' },
  { slug: 'centres-medicaux', name: 'Centres médicaux' },
] as const;

export type SpecialtySlug = (typeof specialties)[number]['slug'];

export const specialtySlugs = specialties.map((specialty) => specialty.slug) as [SpecialtySlug, ...SpecialtySlug[]];

export function isSpecialtySlug(value: unknown): value is SpecialtySlug {
  return typeof value === 'string' && (specialtySlugs as string[]).includes(value);
}

/** The speciality's name as the grid writes it (`Ophtalmologie`). */
export function specialtyName(slug: SpecialtySlug): string {
  return specialties.find((specialty) => specialty.slug === slug)!.name;
}

/**
 * The placeholder the owner replaces in a content file (a notice period, the
 * name of a software): `[[à compléter : la durée du préavis]]`. The page shows it
 * marked as such, and `npm run preflight` lists those still there.
 */
export const PLACEHOLDER = /\[\[\s*à compléter\s*:\s*([^\]]+?)\s*\]\]/gi;
