import { planTitle, type PlanId } from './plans';

/**
 * « Quelle formule pour mon cabinet ? » (`/quelle-formule`, docs/decisions/062-the-plan-finder.md):
 * five questions, one plan recommended with its reasons, drawn from the plans' definitions in
 * shared/plans.ts (the spec's « Plan cards »), and the phone time handed over each month from
 * the doctor's own figures. No price: the spec shows none. The same code answers the GET form
 * on the server and the island in the browser.
 */

/** The query parameters of the GET form, which the quote page also reads (the answers carried). */
export const FINDER_KEYS = ['praticiens', 'structure', 'conges', 'weekend', 'appels', 'minutes'] as const;
export type FinderKey = (typeof FINDER_KEYS)[number];

export const structures = ['cabinet', 'groupe', 'centre'] as const;
export type Structure = (typeof structures)[number];
export const structureLabels: Record<Structure, string> = {
  cabinet: 'Un cabinet individuel',
  groupe: 'Un cabinet de groupe',
  centre: 'Un centre de santé ou une maison pluridisciplinaire',
};

export const weekendOptions = ['aucun', 'samedi', 'dimanche', 'les-deux'] as const;
export type Weekend = (typeof weekendOptions)[number];
export const weekendLabels: Record<Weekend, string> = {
  aucun: 'Non, la semaine suffit',
  samedi: 'Oui, le samedi',
  dimanche: 'Oui, le dimanche',
  'les-deux': 'Oui, le samedi et le dimanche',
};

export interface FinderAnswers {
  practitioners: number;
  structure: Structure;
  /** A replacement wanted while the dedicated secretary is on leave. */
  leaveCover: boolean;
  weekend: Weekend;
  /** Calls a day, Monday to Friday, when the doctor knows it. */
  callsPerDay: number | null;
  minutesPerCall: number;
}

/**
 * The default length of a call, an assumption the visitor adjusts: 2 min 12 s is the mean
 * length of the calls general practitioners answered in the URPS médecins Île-de-France
 * survey (164 GPs, 3,734 calls, published in April 2012). One study, of GPs in one region:
 * the page says so and lets the doctor put their own.
 */
export const DEFAULT_MINUTES_PER_CALL = 2.2;
export const MINUTES_SOURCE = {
  label:
    'Enquête de l’URPS médecins Île-de-France auprès de 164 médecins généralistes (3 734 appels analysés), avril 2012\u00a0: 2 min 12 s en moyenne par appel reçu',
  href: 'https://francais.medscape.com/voirarticle/3386049',
} as const;

/** Working days in a month, Monday to Friday: 5 days × 52 weeks ÷ 12 months. */
export const WORKING_DAYS_PER_MONTH = (5 * 52) / 12;

export const finderLimits = {
  practitioners: { min: 1, max: 200 },
  callsPerDay: { min: 1, max: 2000 },
  minutesPerCall: { min: 0.5, max: 60 },
} as const;

export const finderMessages = {
  praticiens: `Indiquez un nombre de praticiens entre ${finderLimits.practitioners.min} et ${finderLimits.practitioners.max}.`,
  structure: 'Choisissez le type de votre cabinet.',
  conges: 'Dites-nous si vous souhaitez un remplacement pendant les congés.',
  weekend: 'Dites-nous si vous avez besoin du samedi ou du dimanche.',
  appels: `Indiquez un nombre d’appels par jour entre ${finderLimits.callsPerDay.min} et ${finderLimits.callsPerDay.max}, ou laissez le champ vide.`,
  minutes: 'Indiquez une durée par appel entre 0,5 et 60 minutes.',
} as const satisfies Record<FinderKey, string>;

/** The answers as typed (the form's values), by query parameter. */
export type FinderValues = Partial<Record<FinderKey, string>>;

export type FinderReading =
  { answers: FinderAnswers; errors?: undefined } | { answers?: undefined; errors: Partial<Record<FinderKey, string>> };

/** Whether a query carries the finder's answers (its form was sent): any of its keys. */
export function hasFinderAnswers(query: URLSearchParams): boolean {
  return FINDER_KEYS.some((key) => query.has(key));
}

/** The form's values from a query, each cut short: what the page shows back. */
export function finderValuesOf(query: URLSearchParams): FinderValues {
  const values: FinderValues = {};
  for (const key of FINDER_KEYS) {
    const value = query.get(key);
    if (value !== null) values[key] = value.trim().slice(0, 20);
  }
  return values;
}

/** A decimal number as a French visitor may type it (`2,5` or `2.5`), or NaN. */
function decimal(value: string): number {
  const text = value.trim().replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) && value >= min && value <= max;

/** Reads the answers, or the French message of each answer at fault. */
export function readFinderAnswers(values: FinderValues): FinderReading {
  const errors: Partial<Record<FinderKey, string>> = {};
  const practitioners = decimal(values.praticiens ?? '');
  if (!Number.isInteger(practitioners) || !within(practitioners, finderLimits.practitioners))
    errors.praticiens = finderMessages.praticiens;
  const structure = values.structure as Structure;
  if (!structures.includes(structure)) errors.structure = finderMessages.structure;
  const leave = values.conges;
  if (leave !== 'oui' && leave !== 'non') errors.conges = finderMessages.conges;
  const weekend = values.weekend as Weekend;
  if (!weekendOptions.includes(weekend)) errors.weekend = finderMessages.weekend;
  let callsPerDay: number | null = null;
  if (values.appels?.trim()) {
    callsPerDay = decimal(values.appels);
    if (!Number.isInteger(callsPerDay) || !within(callsPerDay, finderLimits.callsPerDay))
      errors.appels = finderMessages.appels;
  }
  let minutesPerCall = DEFAULT_MINUTES_PER_CALL;
  if (values.minutes?.trim()) {
    minutesPerCall = decimal(values.minutes);
    if (!within(minutesPerCall, finderLimits.minutesPerCall)) errors.minutes = finderMessages.minutes;
  }
  if (Object.keys(errors).length) return { errors };
  return {
    answers: { practitioners, structure, leaveCover: leave === 'oui', weekend, callsPerDay, minutesPerCall },
  };
}

export interface Recommendation {
  plan: PlanId;
  /** Why, each reason from the plan's definition and the answer it meets. */
  reasons: string[];
  /** A second plan that answers a need the first does not cover, with why. */
  alongside?: { plan: PlanId; reason: string } | undefined;
  /** A need to mention in the quote request, when no plan's definition answers it as such. */
  note?: string | undefined;
}

const weekendDays: Record<Exclude<Weekend, 'aucun'>, string> = {
  samedi: 'le samedi',
  dimanche: 'le dimanche',
  'les-deux': 'le samedi et le dimanche',
};

/**
 * The plan for these answers, from the definitions (docs/SPEC.md, « Plan cards »):
 * COLLECTIF is the plan « for group practices, health centres and multi-disciplinary
 * centres » (several secretaries, a flexible split), so several practitioners or a
 * centre take it, a weekend need beside it; CONTINUITÉ+ is the only plan that covers
 * Saturdays and/or Sundays, so a single practice that needs them takes it, its week
 * beside it; otherwise SÉRÉNITÉ when the secretary's leave must be covered (« STANDARD
 * plus automatic replacement during the dedicated secretary's leave »), else STANDARD.
 */
export function recommendPlan(answers: FinderAnswers): Recommendation {
  const group = answers.practitioners > 1 || answers.structure !== 'cabinet';
  const weekend = answers.weekend === 'aucun' ? null : weekendDays[answers.weekend];
  const weekPlan: PlanId = answers.leaveCover ? 'serenite' : 'standard';

  if (group) {
    const who =
      answers.structure === 'centre'
        ? 'Vous exercez dans un centre de santé ou une maison pluridisciplinaire'
        : `Vous êtes ${answers.practitioners > 1 ? `${answers.practitioners} praticiens` : 'un cabinet de groupe'}`;
    return {
      plan: 'collectif',
      reasons: [
        `${who}\u00a0: la formule COLLECTIF est conçue pour les cabinets de groupe, centres de santé et maisons pluridisciplinaires.`,
        'Plusieurs secrétaires formées à vos protocoles accueillent les patients de chaque praticien de la même façon.',
        'La répartition reste souple, selon l’activité de chaque praticien.',
      ],
      alongside: weekend
        ? {
            plan: 'continuite',
            reason: `Vous avez besoin d’une permanence ${weekend}\u00a0: c’est la formule CONTINUITÉ+, à ajouter à votre demande.`,
          }
        : undefined,
      note: answers.leaveCover
        ? 'Vous souhaitez que l’accueil continue pendant les congés\u00a0: précisez-le dans votre demande, le devis en tiendra compte.'
        : undefined,
    };
  }

  if (weekend) {
    return {
      plan: 'continuite',
      reasons: [
        `Vous avez besoin d’une permanence ${weekend}\u00a0: CONTINUITÉ+ est la formule qui couvre le samedi et/ou le dimanche.`,
        'Vos patients sont accueillis selon vos consignes.',
        'Les urgences du week-end sont filtrées.',
      ],
      alongside: {
        plan: weekPlan,
        reason: answers.leaveCover
          ? 'Pour la semaine, avec un remplacement pendant les congés de votre secrétaire\u00a0: la formule SÉRÉNITÉ, à ajouter à votre demande.'
          : 'Pour la semaine, du lundi au vendredi\u00a0: la formule STANDARD, à ajouter à votre demande.',
      },
    };
  }

  if (answers.leaveCover) {
    return {
      plan: 'serenite',
      reasons: [
        'Vous exercez seul(e), du lundi au vendredi\u00a0: une secrétaire dédiée, formée à vos outils, 39\u00a0h par semaine.',
        'Vous souhaitez être couvert pendant ses congés\u00a0: la formule SÉRÉNITÉ prévoit son remplacement automatique.',
        'Vos patients sont accueillis sans interruption, toute l’année.',
      ],
    };
  }

  return {
    plan: 'standard',
    reasons: [
      'Vous exercez seul(e), du lundi au vendredi\u00a0: la formule STANDARD vous donne une secrétaire médicale dédiée, formée à vos outils.',
      'Elle travaille 39\u00a0h par semaine, du lundi au vendredi.',
      'Elle a 5\u00a0semaines de congés par an\u00a0: si vous voulez être couvert pendant ses congés, regardez la formule SÉRÉNITÉ.',
    ],
  };
}

export interface PhoneTime {
  /** Minutes of calls a month, Monday to Friday. */
  minutes: number;
  /** Written for the page: « 13 h 20 ». */
  text: string;
}

/** The phone time a month handed over, from the doctor's calls a day and minutes a call; null without calls. */
export function monthlyPhoneTime(answers: Pick<FinderAnswers, 'callsPerDay' | 'minutesPerCall'>): PhoneTime | null {
  if (answers.callsPerDay === null) return null;
  const minutes = Math.round(answers.callsPerDay * answers.minutesPerCall * WORKING_DAYS_PER_MONTH);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const text = hours ? `${hours}\u00a0h${rest ? `\u00a0${String(rest).padStart(2, '0')}` : ''}` : `${minutes}\u00a0min`;
  return { minutes, text };
}

/** A number as the French write it (`2,2`). */
export const frenchNumber = (value: number) => String(value).replace('.', ',');

/** The answers as query parameters, in the form's order: the GET form's address, and the quote's. */
export function finderQuery(answers: FinderAnswers): URLSearchParams {
  const query = new URLSearchParams();
  query.set('praticiens', String(answers.practitioners));
  query.set('structure', answers.structure);
  query.set('conges', answers.leaveCover ? 'oui' : 'non');
  query.set('weekend', answers.weekend);
  if (answers.callsPerDay !== null) query.set('appels', String(answers.callsPerDay));
  query.set('minutes', String(answers.minutesPerCall));
  return query;
}

/** The answers in a few lines, to prefill the quote's message (the doctor may change it). */
export function finderSummary(answers: FinderAnswers): string {
  const recommendation = recommendPlan(answers);
  const time = monthlyPhoneTime(answers);
  const lines = [
    'Mes réponses au questionnaire « Quelle formule pour mon cabinet ? » :',
    `- Praticiens : ${answers.practitioners}`,
    `- Structure : ${structureLabels[answers.structure]}`,
    `- Remplacement pendant les congés de la secrétaire : ${answers.leaveCover ? 'oui' : 'non'}`,
    `- Week-end : ${weekendLabels[answers.weekend]}`,
  ];
  if (time)
    lines.push(
      `- Appels par jour : ${answers.callsPerDay}, environ ${frenchNumber(answers.minutesPerCall)} min par appel, soit environ ${time.text.replace(/\u00a0/g, ' ')} de téléphone par mois`,
    );
  lines.push(
    `- Formule conseillée : ${planTitle(recommendation.plan)}${recommendation.alongside ? `, avec ${planTitle(recommendation.alongside.plan)}` : ''}`,
  );
  return lines.join('\n');
}
