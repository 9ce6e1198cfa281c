import { paths } from '../../shared/paths';
import type { FinderValues } from '../../shared/planFinder';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { usePage } from '../context';
import { Island } from '../Island';
import { Seo } from '../Seo';

export const PLAN_FINDER_TITLE = 'Quelle formule pour mon cabinet\u00a0?';

/**
 * `/quelle-formule`: five questions, the plan they lead to and why, the phone time handed
 * over. `values`: the answers the GET form sent (the page is then the visitor's own, never kept).
 */
export function PlanFinderPage({ values }: { values?: FinderValues | undefined }) {
  const { siteUrl } = usePage();
  return (
    <>
      <Seo
        title={PLAN_FINDER_TITLE}
        description="Cinq questions sur votre cabinet&nbsp;: nous vous conseillons une formule de secrétariat médical à distance parmi STANDARD, SÉRÉNITÉ, COLLECTIF et CONTINUITÉ+, avec nos raisons."
      />
      <BreadcrumbJsonLd
        siteUrl={siteUrl}
        trail={[
          { name: 'Nos tarifs', path: paths.pricing },
          { name: PLAN_FINDER_TITLE, path: paths.planFinder },
        ]}
      />
      <PageHero
        id="quelle-formule-title"
        compact
        eyebrow="Cinq questions"
        title={PLAN_FINDER_TITLE}
        lead="Décrivez votre cabinet en quelques clics&nbsp;: nous vous disons quelle formule lui correspond, pourquoi, et combien de temps de téléphone vous nous confiez chaque mois."
        note="Pas de prix ici&nbsp;: chaque cabinet reçoit un devis gratuit, sans engagement."
      />
      <section className="section section-mist section-tight-top" aria-labelledby="questionnaire-title">
        <div className="container narrow">
          <div className="form-card">
            <h2 id="questionnaire-title">Votre cabinet</h2>
            <p className="form-legend">
              Les questions marquées <span aria-hidden="true">*</span>
              <span className="visually-hidden">d’un astérisque</span> sont obligatoires.
            </p>
            <Island name="PlanFinder" hydrate="interaction" props={values ? { values } : {}} />
          </div>
        </div>
      </section>
    </>
  );
}
