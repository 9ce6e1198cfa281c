import { formatFrenchDate } from '../../shared/dates';
import { impulseoSource, type ImpulseoData } from '../../shared/impulseo';
import { ExternalLink } from './ExternalLink';
import { keepNumbersTogether } from './typography';

/** The file's words as French typography writes them, whatever spaces the owner typed. */
const french = (text: string) =>
  keepNumbersTogether(text)
    .replace(/ ([:;?!»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');

/**
 * /belgique's word on Impulseo (issue 47, item 6): what the regions refund of a GP's
 * tele-secretariat costs, region by region, folded (the page stays under 4,500 px on a
 * phone); each point with the public page it comes from and the day it was checked, all from
 * content/belgique-impulseo.json. Eligibility is the regional body's decision: the block says
 * so in the open and promises nothing.
 */
export function ImpulseoSection({ data }: { data: ImpulseoData }) {
  return (
    <section className="landing-impulseo" aria-labelledby="impulseo-title">
      <p>
        <strong id="impulseo-title">Impulseo.</strong> Généraliste agréé&nbsp;? Votre région peut rembourser une partie
        de vos frais de télésecrétariat. L’éligibilité est décidée par l’organisme régional&nbsp;: Secretalia ne la
        promet pas.
      </p>
      <details>
        <summary>Montants, conditions et délais, région par région</summary>
        {data.regions.map((region) => (
          <div key={region.id} id={`impulseo-${region.id}`}>
            <h4>
              {region.nom}
              <span className="impulseo-body"> — {french(region.organisme)}</span>
            </h4>
            <dl>
              {region.points.map((point) => {
                const source = impulseoSource(data, point.source);
                return (
                  <div key={point.titre}>
                    <dt>{french(point.titre)}</dt>
                    <dd>
                      {french(point.texte)}
                      {source ? (
                        <small className="impulseo-source">
                          Source&nbsp;: <ExternalLink href={source.adresse}>{french(source.titre)}</ExternalLink>,
                          vérifié le {formatFrenchDate(`${source.verifieLe}T12:00:00Z`)}.
                        </small>
                      ) : null}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ))}
        <p>
          Les montants sont indexés et les règles changent&nbsp;: vérifiez-les auprès de l’organisme de votre région
          avant de compter dessus.
        </p>
      </details>
    </section>
  );
}
