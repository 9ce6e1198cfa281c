import type { SpecialtySlug } from '../../shared/specialties';
import { c } from './palette';
import type { PracticeDay } from './PracticeDayScene';

const stroke = { fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * Each speciality's day (issue 48: « a day of that practice », not one drawing for all): the
 * calls its own copy in content/pages/ names, and its pictogram. No name, no figure of the
 * owner's: the kind of calls, not a real cabinet's.
 */
export const PRACTICE_DAYS: Record<SpecialtySlug, PracticeDay> = {
  'medecine-generale': {
    heading: 'Pendant vos consultations',
    rows: [
      { time: '8\u00a0h\u00a040', label: 'Fièvre depuis hier', outcome: 'signalled', status: 'Du jour' },
      { time: '9\u00a0h\u00a015', label: 'Ordonnance à refaire', outcome: 'handled', status: 'Transmis' },
      { time: '10\u00a0h\u00a030', label: 'Suivi chronique', outcome: 'planned', status: 'Planifié' },
      { time: '11\u00a0h\u00a050', label: 'Appel de la pharmacie', outcome: 'handled', status: 'Noté' },
    ],
    // A stethoscope.
    motif: (
      <g {...stroke} stroke={c.teal} strokeWidth="4.5">
        <path d="M-14 -20v12a14 14 0 0 0 28 0v-12" />
        <path d="M0 6v8a12 12 0 0 0 24 0v-4" />
        <circle cx="24" cy="4" r="6" fill={c.coral} stroke={c.coral} />
      </g>
    ),
  },
  pediatrie: {
    heading: 'Un matin d’épidémie',
    rows: [
      { time: '8\u00a0h\u00a035', label: 'Fièvre, 18\u00a0mois', outcome: 'signalled', status: 'Urgent' },
      { time: '9\u00a0h\u00a010', label: 'Rappel de vaccin', outcome: 'planned', status: 'Planifié' },
      { time: '10\u00a0h\u00a020', label: 'Certificat crèche', outcome: 'handled', status: 'Noté' },
      { time: '11\u00a0h\u00a040', label: 'Bilan des 2\u00a0ans', outcome: 'planned', status: 'Planifié' },
    ],
    // A syringe: the vaccination recalls.
    motif: (
      <g transform="rotate(-45)">
        <rect x="-20" y="-8" width="32" height="16" rx="3" fill={c.white} stroke={c.teal} strokeWidth="4" />
        <rect x="-16" y="-4" width="14" height="8" rx="2" fill={c.coral} />
        <path d="M12 0h14M-20 -11v22M-24 0h4" {...stroke} stroke={c.teal} strokeWidth="4" />
      </g>
    ),
  },
  ophtalmologie: {
    heading: 'Votre agenda du jour',
    rows: [
      { time: '8\u00a0h\u00a045', label: 'Œil rouge, douleur', outcome: 'signalled', status: 'Signalé' },
      { time: '9\u00a0h\u00a030', label: 'Contrôle de la vue', outcome: 'planned', status: 'Planifié' },
      { time: '10\u00a0h\u00a015', label: 'Annulation à 14\u00a0h', outcome: 'handled', status: 'Libéré' },
      { time: '10\u00a0h\u00a020', label: '14\u00a0h reproposé', outcome: 'planned', status: 'Pris' },
    ],
    // An eye.
    motif: (
      <g>
        <path d="M-26 0c14-20 38-20 52 0c-14 20-38 20-52 0Z" fill={c.white} stroke={c.teal} strokeWidth="4" />
        <circle r="10" fill={c.teal} />
        <circle r="4" fill={c.ink} />
        <circle cx="-3" cy="-3" r="2" fill={c.white} />
      </g>
    ),
  },
  gynecologie: {
    heading: 'Vos patientes ce matin',
    rows: [
      { time: '8\u00a0h\u00a050', label: 'Suivi de grossesse', outcome: 'planned', status: 'Planifié' },
      { time: '9\u00a0h\u00a040', label: 'Douleur inhabituelle', outcome: 'signalled', status: 'Prioritaire' },
      { time: '10\u00a0h\u00a025', label: 'Résultat à discuter', outcome: 'handled', status: 'Transmis' },
      { time: '11\u00a0h\u00a030', label: 'Contrôle annuel', outcome: 'planned', status: 'Planifié' },
    ],
    // A closed envelope with a heart: what is said stays between the patient and you.
    motif: (
      <g>
        <rect x="-24" y="-16" width="48" height="34" rx="5" fill={c.white} stroke={c.teal} strokeWidth="4" />
        <path d="M-22 -13l22 16l22-16" {...stroke} stroke={c.teal} strokeWidth="4" />
        <path d="M0 12c-9-6-12-9-12-13a5 5 0 0 1 12-3a5 5 0 0 1 12 3c0 4-3 7-12 13Z" fill={c.coral} />
      </g>
    ),
  },
  dermatologie: {
    heading: 'Les demandes du matin',
    rows: [
      { time: '8\u00a0h\u00a030', label: 'Grain de beauté changé', outcome: 'signalled', status: 'Prioritaire' },
      { time: '9\u00a0h\u00a020', label: 'Dépistage annuel', outcome: 'planned', status: 'Planifié' },
      { time: '10\u00a0h\u00a005', label: 'Annulation jeudi', outcome: 'handled', status: 'Reproposé' },
      { time: '11\u00a0h\u00a015', label: 'Contrôle traitement', outcome: 'planned', status: 'Planifié' },
    ],
    // A magnifying glass over a spot on the skin.
    motif: (
      <g>
        <circle cx="-5" cy="-5" r="17" fill={c.white} stroke={c.teal} strokeWidth="4.5" />
        <circle cx="-5" cy="-5" r="6" fill={c.coral} />
        <path d="M8 8l14 14" {...stroke} stroke={c.teal} strokeWidth="7" />
      </g>
    ),
  },
  psychiatrie: {
    heading: 'Pendant votre séance',
    rows: [
      { time: '9\u00a0h\u00a012', label: 'Séance à déplacer', outcome: 'handled', status: 'Réglé' },
      { time: '9\u00a0h\u00a025', label: 'Un proche inquiet', outcome: 'signalled', status: 'Signalé' },
      { time: '9\u00a0h\u00a031', label: 'Adressage confrère', outcome: 'handled', status: 'Noté' },
      { time: '9\u00a0h\u00a045', label: 'Premier rendez-vous', outcome: 'planned', status: 'Planifié' },
    ],
    // Two speech bubbles: the voice the patients know.
    motif: (
      <g>
        <path
          d="M-26 -20h30a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6h-18l-10 8v-8h-2a6 6 0 0 1-6-6v-14a6 6 0 0 1 6-6Z"
          fill={c.teal}
        />
        <path
          d="M2 -2h22a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6h-2v7l-9-7h-11a6 6 0 0 1-6-6v-12a6 6 0 0 1 6-6Z"
          fill={c.coral}
        />
        <path d="M-18 -7h16M-18 -1h10" {...stroke} stroke={c.white} strokeWidth="3" />
      </g>
    ),
  },
  chirurgie: {
    heading: 'Pendant votre journée au bloc',
    rows: [
      { time: '8\u00a0h\u00a010', label: 'Opéré, fièvre', outcome: 'signalled', status: 'Urgent' },
      { time: '9\u00a0h\u00a005', label: 'Bilan préopératoire', outcome: 'planned', status: 'Planifié' },
      { time: '10\u00a0h\u00a040', label: 'Contrôle post-op', outcome: 'planned', status: 'Planifié' },
      { time: '13\u00a0h\u00a000', label: 'Messages du bloc', outcome: 'handled', status: 'Transmis' },
    ],
    // An adhesive dressing: the post-operative calls.
    motif: (
      <g transform="rotate(-35)">
        <rect x="-30" y="-11" width="60" height="22" rx="11" fill={c.white} stroke={c.teal} strokeWidth="4" />
        <rect x="-10" y="-11" width="20" height="22" fill={c.coralSoft} />
        <circle cx="-4" cy="-4" r="1.8" fill={c.coral} />
        <circle cx="4" cy="4" r="1.8" fill={c.coral} />
        <circle cx="4" cy="-4" r="1.8" fill={c.coral} />
        <circle cx="-4" cy="4" r="1.8" fill={c.coral} />
      </g>
    ),
  },
  'centres-medicaux': {
    heading: 'Un numéro, plusieurs agendas',
    rows: [
      { time: '8\u00a0h\u00a030', label: 'Vers le généraliste', outcome: 'signalled', status: 'Orienté' },
      { time: '9\u00a0h\u00a010', label: 'Vers la sage-femme', outcome: 'planned', status: 'Planifié' },
      { time: '9\u00a0h\u00a045', label: 'Kiné, annulation', outcome: 'handled', status: 'Rempli' },
      { time: '10\u00a0h\u00a020', label: 'Soins infirmiers', outcome: 'planned', status: 'Planifié' },
    ],
    // A health centre: one building, one cross, several windows.
    motif: (
      <g>
        <rect x="-24" y="-18" width="48" height="40" rx="4" fill={c.white} stroke={c.teal} strokeWidth="4" />
        <path d="M-6 -8h12M0 -14v12" {...stroke} stroke={c.coral} strokeWidth="5" />
        <rect x="-16" y="6" width="8" height="8" rx="1.5" fill={c.tealSoft} />
        <rect x="8" y="6" width="8" height="8" rx="1.5" fill={c.tealSoft} />
        <rect x="-4" y="8" width="8" height="14" rx="1.5" fill={c.teal} />
      </g>
    ),
  },
};
