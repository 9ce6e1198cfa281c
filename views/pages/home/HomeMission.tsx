import { ArrowRight, Building2, SlidersHorizontal, Stethoscope, UsersRound } from 'lucide-react';
import { paths } from '../../../shared/paths';
import { CardGrid } from '../../components/CardGrid';
import { Static } from '../../components/Static';
import { FrontDeskScene } from '../../illustrations/FrontDeskScene';

const audiences = [
  {
    Icon: Stethoscope,
    title: 'Médecins généralistes et spécialistes',
    text: 'Quelle que soit votre spécialité, votre secrétaire apprend vos motifs de consultation, vos durées de rendez-vous et vos consignes.',
  },
  {
    Icon: UsersRound,
    title: 'Cabinets seuls ou de groupe',
    text: 'Une secrétaire pour vous seul, ou une équipe qui se répartit les appels de plusieurs praticiens.',
  },
  {
    Icon: Building2,
    title: 'Centres de santé',
    text: 'Un accueil homogène pour toute la structure, formé à vos protocoles et à votre organisation.',
  },
  {
    Icon: SlidersHorizontal,
    title: 'Praticiens qui veulent déléguer sans perdre la main',
    text: 'Vous fixez les règles, elle les applique. Vous les ajustez quand vous voulez, lors de points de suivi réguliers.',
  },
];

/** « Notre mission » and the way to the why page, then « Pour qui ? »: the four kinds of practice. */
export function HomeMission() {
  return (
    <Static as="section" part="home-mission" className="section reveal home-mission" aria-labelledby="mission-title">
      <div className="container">
        <div className="split split-art-first">
          <div className="split-art">
            <FrontDeskScene />
          </div>
          <div>
            <h2 id="mission-title">Notre mission</h2>
            <p>
              Vous avez choisi la médecine pour soigner, pas pour décrocher le téléphone entre deux patients. Notre
              mission&nbsp;: confier votre accueil et votre agenda à une secrétaire qui travaille pour vous, à distance,
              comme si elle était au cabinet, pour des consultations plus sereines et des journées mieux organisées.
            </p>
            <p>
              <a href={paths.why} className="arrow-link">
                Pourquoi les médecins choisissent Secretalia
                <ArrowRight aria-hidden="true" focusable="false" />
              </a>
            </p>
          </div>
        </div>
        <h2 id="pour-qui-title" className="subsection-title">
          Pour qui&nbsp;?
        </h2>
        <CardGrid cards={audiences} columns={4} reveal />
      </div>
    </Static>
  );
}
