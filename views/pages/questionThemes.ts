import type { QuestionSection } from '../../shared/landing';

/**
 * The themes of the questions page, in the order a doctor weighs a decision: each
 * names its questions by anchor (server/landing/import.ts's anchorOf of the question).
 * A question the owner adds to content/pages/questions.md and no theme names goes to
 * the last group, « Autres questions », so that nothing written is left out.
 */
const themes: { id: string; title: string; questions: string[] }[] = [
  {
    id: 'theme-prix',
    title: 'Prix et engagement',
    questions: [
      'combien-coute-un-secretariat-medical-a-distance',
      'pourquoi-les-prix-ne-sont-ils-pas-affiches',
      'la-periode-de-formation-est-elle-payante',
      'suis-je-engage-et-comment-arreter',
    ],
  },
  {
    id: 'theme-demarrage',
    title: 'Démarrage et outils',
    questions: ['combien-de-temps-faut-il-pour-demarrer', 'avec-quels-logiciels-votre-secretaire-travaille-t-elle'],
  },
  {
    id: 'theme-patients',
    title: 'Vos patients et leurs données',
    questions: [
      'qu-entendent-mes-patients-et-au-nom-de-qui-repond-elle',
      'comment-sont-protegees-les-donnees-de-mes-patients',
    ],
  },
  {
    id: 'theme-horaires',
    title: 'Horaires, congés et Belgique',
    questions: [
      'quels-sont-vos-horaires',
      'que-se-passe-t-il-pendant-mes-conges-et-mes-absences',
      'travaillez-vous-avec-les-cabinets-en-belgique',
    ],
  },
];

export interface QuestionTheme {
  id: string;
  title: string;
  sections: QuestionSection[];
}

/** The page's questions by theme, each theme's in its own order; a theme with none is left out. */
export function questionsByTheme(sections: readonly QuestionSection[]): QuestionTheme[] {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const placed = new Set<string>();
  const grouped = themes.map((theme) => ({
    id: theme.id,
    title: theme.title,
    sections: theme.questions.flatMap((id) => {
      const section = byId.get(id);
      if (!section) return [];
      placed.add(id);
      return [section];
    }),
  }));
  const others = sections.filter((section) => !placed.has(section.id));
  return [
    ...grouped,
    ...(others.length ? [{ id: 'theme-autres', title: 'Autres questions', sections: others }] : []),
  ].filter((theme) => theme.sections.length > 0);
}
