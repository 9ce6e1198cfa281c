/**
 * The four plans of the pricing and quote pages (docs/SPEC.md "Plan cards"), in the
 * order they are shown. No price anywhere: each practice gets a quote.
 */
export const planIds = ['standard', 'serenite', 'collectif', 'continuite'] as const;
export type PlanId = (typeof planIds)[number];

export interface Plan {
  id: PlanId;
  /** Shown in capitals, as the client writes it. */
  title: string;
  /** A short pill above the features. */
  badge: string;
  features: string[];
  /** A closing line in muted text at the bottom of the card. */
  bottomText: string;
}

export const plans: readonly Plan[] = [
  {
    id: 'standard',
    title: 'STANDARD',
    badge: 'Secrétaire dédiée',
    features: [
      'Une secrétaire médicale dédiée, formée à vos outils',
      '39\u00a0h par semaine, du lundi au vendredi',
      '5\u00a0semaines de congés par an pour votre secrétaire',
    ],
    bottomText: 'Pour le médecin qui veut une secrétaire à lui, du lundi au vendredi.',
  },
  {
    id: 'serenite',
    title: 'SÉRÉNITÉ',
    badge: 'Congés couverts',
    features: [
      'Tous les avantages de la formule STANDARD',
      'Remplacement automatique pendant les congés de votre secrétaire',
      'Vos patients sont accueillis sans interruption, toute l’année',
    ],
    bottomText: 'Pour ne jamais vous retrouver sans secrétariat, même en plein été.',
  },
  {
    id: 'collectif',
    title: 'COLLECTIF',
    badge: 'Cabinets de groupe',
    features: [
      'Plusieurs secrétaires formées à vos protocoles',
      'Une répartition souple, selon l’activité de chaque praticien',
      'Pour les cabinets de groupe, centres de santé et maisons pluridisciplinaires',
    ],
    bottomText: 'Pour les structures à plusieurs praticiens qui veulent un accueil homogène.',
  },
  {
    id: 'continuite',
    title: 'CONTINUITÉ+',
    badge: 'Week-end',
    features: [
      'Une permanence le samedi et/ou le dimanche',
      'L’accueil de vos patients selon vos consignes',
      'Le filtrage des urgences du week-end',
    ],
    bottomText: 'Pour garder le lien avec vos patients, même le week-end.',
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** How a plan is written wherever it is named (cards, e-mails, admin commands): its title. */
export function planTitle(id: PlanId): string {
  return plans.find((plan) => plan.id === id)!.title;
}
