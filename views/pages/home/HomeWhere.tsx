import { Clock } from 'lucide-react';
import { paths } from '../../../shared/paths';
import { quoteLink } from '../../../shared/site';
import { Static } from '../../components/Static';
import { usePage } from '../../context';
import { MapScene } from '../../illustrations/MapScene';

/** Where the secretaries work, the hours, and the quote. */
export function HomeWhere() {
  const { contact } = usePage();
  return (
    <section className="section reveal home-where" aria-labelledby="lieu-title">
      <div className="container split split-art-first">
        <Static as="div" part="home-map" className="split-art split-art-map">
          <MapScene />
        </Static>
        <div>
          <p className="eyebrow">Où nous trouver</p>
          <h2 id="lieu-title">Depuis Marrakech, au service des médecins de France et de Belgique</h2>
          <p>
            Notre centre de secrétariat est installé à Marrakech&#8239;; nos secrétaires y travaillent en français, pour
            les cabinets et les centres de santé. D’autres pays francophones suivront.
          </p>
          <p>
            <a href={paths.belgium}>Vous exercez en Belgique&nbsp;? Notre page pour les cabinets belges</a>
          </p>
          <p className="hours-line">
            <Clock aria-hidden="true" focusable="false" />
            <span>{contact.hours}</span>
          </p>
          <div className="button-row">
            <a href={quoteLink.href} className="btn btn-cta" data-cta="accueil-zones">
              {quoteLink.label}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
