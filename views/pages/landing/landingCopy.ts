import {
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  ClipboardList,
  Clock,
  HeartHandshake,
  LifeBuoy,
  ListChecks,
  ListFilter,
  Lock,
  Phone,
  PhoneCall,
  PhoneOff,
  RefreshCw,
  Repeat,
  ShieldCheck,
  Signpost,
  Snowflake,
  Syringe,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SpecialtySlug } from '../../../shared/specialties';

/** One benefit block of a landing page: what the doctor gains, said in a line. */
export interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

export type LandingSlug = SpecialtySlug | 'belgique';

/**
 * The three to four benefit blocks of each landing page (issue 48: blocks, not running prose),
 * each a fact the page's own copy in content/pages/ already states, said shorter. The prose
 * stays on the page, below, for search.
 */
export const BENEFITS: Record<LandingSlug, readonly Benefit[]> = {
  'medecine-generale': [
    {
      icon: PhoneOff,
      title: 'Des consultations sans sonnerie',
      text: 'Votre secrétaire prend les appels au nom du cabinet et vous transmet, au moment convenu, ce qui demande votre avis.',
    },
    {
      icon: ListFilter,
      title: 'Chaque appel trié selon vos règles',
      text: 'Rendez-vous du jour, ordonnance à renouveler, résultat d’analyse\u00a0: ce qui relève de l’agenda est réglé, ce que vous jugez urgent vous est signalé sans attendre.',
    },
    {
      icon: CalendarCheck,
      title: 'Un agenda qui suit votre journée',
      text: 'Créneaux du jour, visites, suivis de patients chroniques\u00a0: elle travaille dans vos outils et votre plateforme de rendez-vous en ligne, sans double saisie.',
    },
    {
      icon: ShieldCheck,
      title: 'Sans engagement, formation offerte',
      text: 'La formation de votre secrétaire est prise en charge par Secretalia, et les données de vos patients restent hébergées en France, chez un hébergeur certifié HDS.',
    },
  ],
  pediatrie: [
    {
      icon: HeartHandshake,
      title: 'Des parents écoutés avec calme',
      text: 'Fièvre, vaccin, certificat pour la crèche\u00a0: votre secrétaire répond au nom du cabinet, pose les questions que vous lui confiez et ne donne pas d’avis médical.',
    },
    {
      icon: Syringe,
      title: 'Vaccins et suivis planifiés',
      text: 'Rappels de vaccination, bilans à âge fixe, suivis du nourrisson\u00a0: programmés à l’avance, selon vos durées de consultation.',
    },
    {
      icon: CalendarClock,
      title: 'Les créneaux du jour gardés pour le jour',
      text: 'Ce qui presse trouve place dans les créneaux gardés pour le jour même\u00a0; ce qui peut attendre est programmé plus tard.',
    },
    {
      icon: Snowflake,
      title: 'L’hiver et le week-end couverts',
      text: 'Moins d’interruptions pendant les épidémies, et avec CONTINUITÉ+, une permanence le samedi et le dimanche.',
    },
  ],
  ophtalmologie: [
    {
      icon: CalendarCheck,
      title: 'Chaque motif sur sa durée',
      text: 'Bilan complet, contrôle rapide, examen à préparer\u00a0: planifié sur la durée que vous lui attribuez, et le patient sait ce qu’il doit prévoir.',
    },
    {
      icon: ListFilter,
      title: 'Ce qui ne peut pas attendre, signalé',
      text: 'Œil rouge, baisse brutale de la vision, choc\u00a0: elle pose vos questions et applique les consignes que vous avez fixées ensemble.',
    },
    {
      icon: RefreshCw,
      title: 'Un créneau libéré, aussitôt reproposé',
      text: 'Quand une place se libère, elle la propose aux patients qui attendaient une date plus proche.',
    },
    {
      icon: PhoneOff,
      title: 'Plus de temps au fauteuil',
      text: 'Votre ligne est protégée des sollicitations qui ne vous concernent pas\u00a0; vos messages arrivent aux moments que vous choisissez.',
    },
  ],
  gynecologie: [
    {
      icon: Lock,
      title: 'Un accueil discret, toujours la même voix',
      text: 'Votre secrétaire accueille vos patientes avec la réserve que vous attendez, et ne leur demande que ce que vos consignes prévoient.',
    },
    {
      icon: CalendarRange,
      title: 'Des suivis qui s’enchaînent',
      text: 'Grossesse, traitement, contrôle annuel\u00a0: les rendez-vous successifs programmés selon les délais que vous indiquez.',
    },
    {
      icon: ListChecks,
      title: 'Vous décidez de ce qui vous est transmis',
      text: 'Reports, annulations, pièces à apporter\u00a0: elle règle le reste seule, et vous transmet sans délai ce que vous avez jugé prioritaire.',
    },
    {
      icon: ShieldCheck,
      title: 'Secret médical et données en France',
      text: 'Tout ce qu’elle entend reste soumis au secret médical\u00a0; les données sont hébergées en France, chez un hébergeur certifié HDS.',
    },
  ],
  dermatologie: [
    {
      icon: ListFilter,
      title: 'Ce qui presse passe avant',
      text: 'Lésion qui évolue vite, réaction importante\u00a0: elle applique vos critères, note ce que décrit le patient et vous transmet les demandes qui le justifient.',
    },
    {
      icon: CalendarCheck,
      title: 'Un agenda construit par motif',
      text: 'Dépistage, acte technique, contrôle après un traitement\u00a0: chaque motif garde sa durée et sa place, directement dans vos outils.',
    },
    {
      icon: RefreshCw,
      title: 'Les annulations ne laissent pas de trou',
      text: 'Une place qui se libère est proposée aux patients qui attendaient une date plus proche.',
    },
    {
      icon: UserCheck,
      title: 'Une secrétaire, pas un standard',
      text: 'La même personne, dédiée à votre cabinet, répond jour après jour\u00a0; avec la formule SÉRÉNITÉ, ses absences sont couvertes.',
    },
  ],
  psychiatrie: [
    {
      icon: PhoneOff,
      title: 'Des séances sans interruption',
      text: 'Les appels sont pris au nom du cabinet et vous sont transmis entre deux séances, au rythme que vous choisissez.',
    },
    {
      icon: UserCheck,
      title: 'Une voix que vos patients connaissent',
      text: 'Chaque fois la même interlocutrice, qui connaît le fonctionnement du cabinet et le ton que vous souhaitez.',
    },
    {
      icon: LifeBuoy,
      title: 'Les appels difficiles, selon votre conduite',
      text: 'Qui prévenir, à quel moment, avec quels mots\u00a0: défini avec vous dès la mise en place, et suivi fidèlement.',
    },
    {
      icon: Repeat,
      title: 'Des séances régulières bien tenues',
      text: 'Rendez-vous récurrents, premières consultations plus longues, plages gardées libres\u00a0: reports et annulations gérés sans vous solliciter.',
    },
  ],
  chirurgie: [
    {
      icon: Phone,
      title: 'Quelqu’un répond pendant le bloc',
      text: 'Pendant une journée opératoire, vos messages sont regroupés et vous sont transmis à l’heure convenue, classés par priorité.',
    },
    {
      icon: ClipboardList,
      title: 'Avant l’intervention, chaque étape',
      text: 'Consultation initiale, examens, documents à réunir\u00a0: les rendez-vous programmés dans l’ordre et les délais que vous fixez.',
    },
    {
      icon: PhoneCall,
      title: 'Après l’intervention, vos consignes',
      text: 'Douleur, fièvre, pansement\u00a0: elle applique la conduite que vous avez donnée, vous prévenir, rappeler le patient ou l’orienter.',
    },
    {
      icon: CalendarDays,
      title: 'Congés et week-ends couverts',
      text: 'Vos patients orientés pendant vos congés\u00a0; avec CONTINUITÉ+, une permanence le samedi et le dimanche.',
    },
  ],
  'centres-medicaux': [
    {
      icon: Signpost,
      title: 'Chaque appel vers le bon praticien',
      text: 'Un seul numéro pour le patient\u00a0: vos secrétaires identifient sa demande et l’orientent selon les protocoles du centre.',
    },
    {
      icon: Users,
      title: 'Plusieurs secrétaires, une répartition souple',
      text: 'Avec la formule COLLECTIF, l’une se consacre à certains praticiens, une autre prend le relais aux heures chargées.',
    },
    {
      icon: CalendarCheck,
      title: 'Chaque agenda tenu dans vos outils',
      text: 'Durées et motifs de chaque praticien respectés, créneaux libérés remplis, aucun patient inscrit deux fois.',
    },
    {
      icon: ListChecks,
      title: 'Des règles communes, des consignes particulières',
      text: 'Apprises pendant la période de formation, prise en charge par Secretalia, puis ajustées au fil des rendez-vous de suivi.',
    },
  ],
  belgique: [
    {
      icon: Clock,
      title: 'À l’heure de Bruxelles',
      text: 'Bruxelles et Paris vivent à la même heure, été comme hiver\u00a0: nos horaires sont aussi les vôtres, sans décalage à calculer.',
    },
    {
      icon: Phone,
      title: 'Des numéros belges bien notés',
      text: 'Chaque numéro noté pour être rappelé sans erreur, avec l’indicatif +32 quand il le faut.',
    },
    {
      icon: UserCheck,
      title: 'Le même service qu’en France',
      text: 'Une secrétaire dédiée, formée à vos outils, depuis notre centre de Marrakech\u00a0: les quatre mêmes formules, sans engagement.',
    },
    {
      icon: ShieldCheck,
      title: 'Vos données en France, sous le RGPD',
      text: 'Hébergées chez un hébergeur certifié HDS, dans le respect du RGPD, qui s’applique en Belgique comme en France.',
    },
  ],
};

/**
 * Will it work with my diary? Asked on every speciality's page (issue 47): its answer names the
 * software from the owner's fact `diary-tools` ({{diary-tools?}} in content/pages/questions.md)
 * and says the same without names while the fact is unset.
 */
const DIARY_QUESTION = 'Avec quels logiciels votre secrétaire travaille-t-elle ?';

/**
 * The questions of /questions-frequentes that each page's doctors ask first, by their words
 * there (content/pages/questions.md). A question no longer on that page, or one whose answer
 * still waits for a fact from the owner, is left out.
 */
export const QUESTIONS: Record<LandingSlug, readonly string[]> = {
  'medecine-generale': [
    'Combien coûte un secrétariat médical à distance ?',
    'Qu’entendent mes patients, et au nom de qui répond-elle ?',
    'Que se passe-t-il pendant mes congés et mes absences ?',
    DIARY_QUESTION,
  ],
  pediatrie: [
    'Quels sont vos horaires ?',
    'Comment sont protégées les données de mes patients ?',
    'Combien coûte un secrétariat médical à distance ?',
    DIARY_QUESTION,
  ],
  ophtalmologie: [
    'Combien coûte un secrétariat médical à distance ?',
    'La période de formation est-elle payante ?',
    'Qu’entendent mes patients, et au nom de qui répond-elle ?',
    DIARY_QUESTION,
  ],
  gynecologie: [
    'Comment sont protégées les données de mes patients ?',
    'Qu’entendent mes patients, et au nom de qui répond-elle ?',
    'Que se passe-t-il pendant mes congés et mes absences ?',
    DIARY_QUESTION,
  ],
  dermatologie: [
    'Combien coûte un secrétariat médical à distance ?',
    'Qu’entendent mes patients, et au nom de qui répond-elle ?',
    'La période de formation est-elle payante ?',
    DIARY_QUESTION,
  ],
  psychiatrie: [
    'Qu’entendent mes patients, et au nom de qui répond-elle ?',
    'Comment sont protégées les données de mes patients ?',
    'Que se passe-t-il pendant mes congés et mes absences ?',
    DIARY_QUESTION,
  ],
  chirurgie: [
    'Que se passe-t-il pendant mes congés et mes absences ?',
    'Quels sont vos horaires ?',
    'Combien coûte un secrétariat médical à distance ?',
    DIARY_QUESTION,
  ],
  'centres-medicaux': [
    'Combien coûte un secrétariat médical à distance ?',
    'La période de formation est-elle payante ?',
    'Comment sont protégées les données de mes patients ?',
    DIARY_QUESTION,
  ],
  belgique: [
    'Quels sont vos horaires ?',
    'Combien coûte un secrétariat médical à distance ?',
    'Comment sont protégées les données de mes patients ?',
  ],
};
