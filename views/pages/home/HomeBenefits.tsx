import { BellOff, CalendarCheck, GraduationCap, Rocket, Sun, UserRound } from 'lucide-react';
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
    text: '60\u00a0% d’appels en moins sur votre ligne personnelle\u00a0: elle répond, oriente et ne vous transmet que l’essentiel.',
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
    Icon: Rocket,
    title: 'Un démarrage rapide, sans engagement',
    text: 'Une mise en place rapide, une période de formation offerte, et vous restez libre à tout moment.',
  },
];

/** The six benefits of the spec, beside their heading. */
export function HomeBenefits() {
  return (
    <Static as="section" part="home-benefits" className="section section-mist reveal" aria-labelledby="avantages-title">
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
