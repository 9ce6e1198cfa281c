import { paths } from '../../../shared/paths';
import { DiscoveryCallLink } from '../../components/ExternalLink';
import { StartSteps, type StartStep } from '../../components/StartSteps';
import { Static } from '../../components/Static';

/** « How it starts »: the discovery call, the free training period, the secretary at work. */
const startSteps: StartStep[] = [
  {
    title: 'Un appel découverte',
    text: 'Un échange pour comprendre votre cabinet, vos outils et ce que vous souhaitez déléguer.',
  },
  {
    title: 'Une période de formation offerte',
    text: 'Votre secrétaire se forme à vos outils, à vos consignes et à vos habitudes, sans frais pour vous.',
  },
  {
    title: 'Votre secrétaire au travail',
    text: 'Elle prend vos appels et tient votre agenda, avec des points de suivi réguliers pour ajuster vos consignes.',
  },
];

/** « Un démarrage offert »: the three steps of a start, then the plans. */
export function HomeStart() {
  return (
    <Static
      as="section"
      part="home-start"
      className="section section-tight reveal home-start"
      aria-labelledby="offert-title"
    >
      <div className="container">
        <div className="offer-panel">
          <div className="offer-head">
            <p className="eyebrow">Comment ça démarre</p>
            <h2 id="offert-title">Un démarrage offert</h2>
            <p>
              Trois étapes, sans engagement&nbsp;: la période de formation de votre secrétaire est entièrement prise en
              charge par Secretalia.
            </p>
          </div>
          <StartSteps steps={startSteps} />
          <div className="button-row offer-actions">
            <a href={paths.pricing} className="btn btn-primary">
              Découvrir nos formules
            </a>
            <DiscoveryCallLink className="btn btn-secondary" />
          </div>
        </div>
      </div>
    </Static>
  );
}
