import type { OwnerFacts } from '../../shared/ownerFacts';
import { paths } from '../../shared/paths';
import { DEFAULT_SHARE_IMAGE } from '../../shared/seo';
import { site } from '../../shared/site';
import { Breadcrumb } from '../components/Breadcrumb';
import { BreadcrumbJsonLd, JsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { organizationId } from '../components/structuredData';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';

export interface YourDataPageProps {
  /** The processing agreement, when the owner imported one (`settings:agreement`). */
  agreement: { bytes: number } | null;
  /** When the page last changed, its copy or the owner's facts (the sitemap's lastmod). */
  changed?: string;
}

const TITLE = 'Les données de vos patients';
const DESCRIPTION =
  'Où sont hébergées les données de vos patients, qui y accède depuis notre centre de Marrakech et sous quelles garanties, qui est responsable du traitement et qui est sous-traitant.';

/**
 * `/vos-donnees`: what a doctor, the data controller, must know before signing: where the
 * data is hosted, who reaches it and from where, under which safeguard, who is controller
 * and who is processor, secrecy, retention, incidents, AI. Every owner fact comes from
 * `settings:facts` (shared/ownerFacts.ts); a section whose fact is not set is left out,
 * never shown unfinished (docs/decisions/060).
 */
export function YourDataPage({ agreement, changed }: YourDataPageProps) {
  return (
    <>
      <Seo
        title={`${TITLE} : hébergement, accès, garanties`}
        description={DESCRIPTION}
        image={{ ...DEFAULT_SHARE_IMAGE, alt: `${site.name}\u00a0: ${TITLE}` }}
      />
      <Static part={`your-data ${changed ?? ''}`} of={agreement ?? undefined}>
        <YourDataContent agreement={agreement} changed={changed} />
      </Static>
    </>
  );
}

function YourDataContent({ agreement, changed }: YourDataPageProps) {
  const { siteUrl, facts } = usePage();
  const trail = [{ name: 'Vos données', path: paths.yourData }];
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: TITLE,
          description: DESCRIPTION,
          url: `${siteUrl}${paths.yourData}`,
          inLanguage: 'fr-FR',
          ...(changed ? { dateModified: changed } : {}),
          publisher: { '@type': 'Organization', '@id': organizationId(siteUrl), name: site.name },
        }}
      />
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={trail} />
      <Breadcrumb trail={trail} />
      <PageHero
        id="vos-donnees-title"
        eyebrow="Vos données"
        title={TITLE}
        lead="Vous restez responsable des données de vos patients. Voici ce que vous devez savoir pour en répondre : où elles sont, qui y accède, et dans quel cadre."
      />
      {/* The hero names the page: this part is no landmark of its own (two labelled by one heading confuse a screen reader). */}
      <div className="section section-tight-top legal-page">
        <div className="container narrow prose">
          <Hosting facts={facts} />
          <Access facts={facts} />
          <h2 id="roles">Qui est responsable de quoi</h2>
          <p>
            Vous, médecin ou centre de santé, êtes le responsable du traitement des données de vos patients. {site.name}{' '}
            les traite pour votre compte, comme sous-traitant au sens de l’article&nbsp;28 du RGPD&nbsp;: uniquement sur
            vos instructions et pour le service que vous nous confiez.
          </p>
          {agreement ? (
            <p>
              Ce rôle est écrit dans l’accord de traitement des données que nous signons avec vous&nbsp;:{' '}
              <a href={paths.processingAgreement} download="secretalia-accord-de-traitement.pdf">
                télécharger l’accord de traitement (PDF, {Math.max(1, Math.round(agreement.bytes / 1024))}&nbsp;Ko)
              </a>
              .
            </p>
          ) : null}
          <h2 id="secret">Secret médical et confidentialité</h2>
          <p>
            Votre secrétaire est tenue au secret médical pour tout ce qu’elle entend et lit de vos patients, comme si
            elle travaillait au cabinet.
            {facts['staff-commitments'] ? <> {sentence(facts['staff-commitments'])}</> : null}
          </p>
          {facts.retention ? (
            <>
              <h2 id="conservation">Combien de temps les données sont conservées</h2>
              <p>{sentence(facts.retention)}</p>
            </>
          ) : null}
          {facts.incident ? (
            <>
              <h2 id="incident">En cas d’incident</h2>
              <p>{sentence(facts.incident)}</p>
            </>
          ) : null}
          <h2 id="intelligence-artificielle">Et l’intelligence artificielle&nbsp;?</h2>
          <p>
            Vos patients parlent à une secrétaire humaine, dédiée à votre cabinet.
            {facts.ai ? <> {sentence(facts.ai)}</> : null}
          </p>
          <p>
            Ce que nous faisons des données que vous nous laissez sur ce site (demande de devis, contact)&nbsp;: notre{' '}
            <a href={paths.privacy}>politique de confidentialité</a>.
          </p>
        </div>
      </div>
    </>
  );
}

/** The owner's words as a sentence: a capital first, a full stop last. */
function sentence(text: string): string {
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

/** Where the data is hosted: shown only once the host is named. */
function Hosting({ facts }: { facts: OwnerFacts }) {
  if (!facts.host) return null;
  return (
    <>
      <h2 id="hebergement">Où sont hébergées les données</h2>
      <p>Les données de vos patients sont hébergées chez un hébergeur certifié HDS (hébergeur de données de santé).</p>
      <dl className="legal-list">
        <div>
          <dt>Hébergeur</dt>
          <dd>{facts.host}</dd>
        </div>
        {facts['host-certificate'] ? (
          <div>
            <dt>Certification HDS et périmètre</dt>
            <dd>{facts['host-certificate']}</dd>
          </div>
        ) : null}
        {facts['host-region'] ? (
          <div>
            <dt>Centres de données</dt>
            <dd>{facts['host-region']}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

/** Who reaches the data, from where; the safeguard only once the owner names it. */
function Access({ facts }: { facts: OwnerFacts }) {
  return (
    <>
      <h2 id="acces">Qui y accède, et d’où</h2>
      <p>
        Votre secrétaire travaille depuis notre centre de Marrakech, au Maroc. Elle consulte et met à jour à distance
        les données dont elle a besoin pour votre cabinet&nbsp;: votre agenda et les messages de vos patients.
      </p>
      {facts['access-safeguard'] ? (
        <p>
          Le Maroc est hors de l’Union européenne&nbsp;: cet accès à distance est un transfert de données au sens du
          RGPD, qui doit être encadré par une garantie (article&nbsp;46). Il l’est par&nbsp;:{' '}
          {facts['access-safeguard']}.
        </p>
      ) : null}
    </>
  );
}
