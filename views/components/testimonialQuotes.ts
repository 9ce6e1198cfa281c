import type { AnonymousTestimonial } from '../../shared/people';

/** Home page: client appreciation. */
export const homeTestimonials: readonly AnonymousTestimonial[] = [
  {
    quote:
      'Je termine enfin mes consultations sans être interrompue par le téléphone. Mes patients ont toujours quelqu’un pour leur répondre, et c’est toujours la même voix.',
    author: 'Médecin généraliste, Lyon',
  },
  {
    quote:
      'Notre secrétaire connaît nos consignes mieux que certains remplaçants. Les rendez-vous urgents trouvent leur place sans que j’aie à décrocher.',
    author: 'Pédiatre, Bordeaux',
  },
  {
    quote:
      'Je craignais un centre d’appels anonyme. J’ai trouvé une vraie collaboratrice, joignable et attentive à mes patients.',
    author: 'Dermatologue, Bruxelles',
  },
];

/** Why page: what doctors say after three months. */
export const threeMonthTestimonials: readonly AnonymousTestimonial[] = [
  {
    quote:
      'Au bout de trois mois, mon portable ne sonne presque plus pendant les consultations. Les messages importants me parviennent, le reste est traité.',
    author: 'Médecin généraliste, Nantes',
  },
  {
    quote:
      'Trois mois après le démarrage, mon agenda est plus régulier, avec moins de trous et moins de retards en fin de journée.',
    author: 'Ophtalmologue, Lille',
  },
  {
    quote:
      'Ce qui m’a convaincu au bout de trois mois, c’est la continuité\u00a0: même pendant les congés de ma secrétaire, le cabinet a toujours répondu.',
    author: 'Psychiatre, Liège',
  },
];

/** Pricing page: reassurance before the closing call to action. */
export const pricingTestimonials: readonly AnonymousTestimonial[] = [
  {
    quote:
      'La période de formation a été prise en charge et la mise en route s’est faite en douceur. Aucun patient ne s’est perdu en chemin.',
    author: 'Gynécologue, Toulouse',
  },
  {
    quote:
      'Nous sommes quatre praticiens\u00a0: les secrétaires se répartissent nos appels selon nos journées, et l’accueil est le même pour tout le monde.',
    author: 'Médecin en cabinet de groupe, Montpellier',
  },
  {
    quote:
      'Je voulais déléguer sans perdre la main. Les points de suivi réguliers me permettent d’ajuster les consignes quand j’en ai besoin.',
    author: 'Chirurgien, Namur',
  },
];
