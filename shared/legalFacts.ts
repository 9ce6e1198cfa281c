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
  // The health-data host is not a legal fact of the site but an owner fact of the service
  // (shared/ownerFacts.ts, `settings:facts -- host=…`): every HDS claim reads it there.
  // Only when LEAD_WEBHOOK_URL sends each lead to a tool (CRM, team chat): the privacy
  // policy must name who receives the data; preflight asks for it then.
  {
    key: 'lead-tools',
    label: 'Outils qui reçoivent chaque demande par webhook (CRM, messagerie d’équipe), avec leur éditeur',
    optional: true,
  },
] as const satisfies readonly { key: string; label: string; optional?: boolean }[];

export type LegalFactKey = (typeof legalFacts)[number]['key'];
/** The facts set so far; a missing key is a fact still to provide. */
export type LegalFacts = Partial<Record<LegalFactKey, string>>;

/** The facts the publisher must still provide, in the order of the page (the optional ones aside). */
export function missingLegalFacts(facts: LegalFacts): (typeof legalFacts)[number][] {
  return legalFacts.filter((fact) => !('optional' in fact) && !facts[fact.key]);
}
