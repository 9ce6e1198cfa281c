import { BellOff, CalendarCheck, ClipboardList, GraduationCap, Sun, UserRound } from 'lucide-react';
import { IconList } from '../../components/IconList';
import { Static } from '../../components/Static';

const benefits = [
  {
    Icon: UserRound,
    title: 'Une secrétaire dédiée',
    text: 'Une seule interlocutrice, une vraie personne, qui connaît votre cabinet et vos patients. Pas un standard anonyme.',
  },
  {
    Icon: GraduationCap,
    title: 'Formée à vos outils',
    text: 'Votre logiciel, votre plateforme de prise de rendez-vous en ligne, vos habitudes\u00a0: elle s’adapte à votre façon de travailler.',
  },
  {
    Icon: BellOff,
    title: 'Vos appels filtrés',
    text: 'Elle répond, oriente et ne vous transmet que l’essentiel\u00a0: votre ligne personnelle reste calme.',
  },
  {
    Icon: CalendarCheck,
    title: 'Un agenda tenu en temps réel',
    text: 'Prises de rendez-vous, reports, annulations, urgences à caser\u00a0: votre agenda reste à jour et bien rempli.',
  },
  {
    Icon: Sun,
    title: 'Vos congés et absences couverts',
    text: 'Pendant vos congés, vos patients sont accueillis et orientés selon vos consignes. Le cabinet continue de répondre.',
  },
  {
    Icon: ClipboardList,
    title: 'Un support administratif au quotidien',
    text: 'Demandes des patients suivies, informations relayées entre eux et le cabinet\u00a0: les petites tâches ne grignotent plus vos journées.',
  },
];

/**
 * The six benefits, beside their heading: the spec's pitch (the quick start without commitment
 * has its own section just above, « Un démarrage offert »).
 */
export function HomeBenefits() {
  return (
    <Static
      as="section"
      part="home-benefits"
      className="section section-mist reveal home-benefits"
      aria-labelledby="avantages-title"
    >
      <div className="container benefits-layout">
        <div className="benefits-head">
          <p className="eyebrow">Pourquoi Secretalia</p>
          <h2 id="avantages-title">Six bonnes raisons de nous confier votre secrétariat</h2>
          <p className="lead">
            Un secrétariat humain, attentif et organisé, qui s’adapte à votre cabinet plutôt que l’inverse.
          </p>
        </div>
        <IconList items={benefits} className="benefit-list" delay={(index) => (index % 2) + 1} />
      </div>
    </Static>
  );
}
