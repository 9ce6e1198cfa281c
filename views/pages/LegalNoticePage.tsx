import { legalLinks, site } from '../../shared/site';
import { missingLegalFacts, type LegalFactKey, type LegalFacts } from '../../shared/legalFacts';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { HdsClaim } from '../components/HdsClaim';
import { ToComplete } from '../components/ToComplete';
import { usePage } from '../context';
import { Seo } from '../Seo';
import { Static } from '../components/Static';
import { paths } from '../../shared/paths';

/** The legal notice, from the facts the owner set with `npm run settings:legal`. */
export function LegalNoticePage({ facts }: { facts: LegalFacts }) {
  return (
    <>
      <Seo
        title="Mentions légales"
        description="Mentions légales du site Secretalia&nbsp;: éditeur, siège social, directeur de la publication, hébergeur et contact."
      />
      <Static part="legal-notice" of={facts}>
        <LegalNoticeContent facts={facts} />
      </Static>
    </>
  );
}

/** Made once per site's settings and legal facts kept (views/components/Static.tsx). */
function LegalNoticeContent({ facts }: { facts: LegalFacts }) {
  const { siteUrl, contact, facts: ownerFacts } = usePage();
  const host = siteUrl.replace(/^https?:\/\//, '');
  const missing = missingLegalFacts(facts);
  const fact = (key: LegalFactKey) => <ToComplete value={facts[key]} />;
  const healthDataHost = ownerFacts.host;
  return (
    <>
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Mentions légales', path: legalLinks.notice.href }]} />

      <PageHero id="mentions-title" eyebrow="Informations légales" title="Mentions légales" />

      <section className="section section-tight-top legal-page">
        <div className="container narrow prose">
          <p>
            Le site <strong>{host}</strong> présente le service de télésecrétariat médical {site.name}. Les informations
            ci-dessous identifient son éditeur et son hébergeur.
          </p>
          {missing.length ? (
            <div className="legal-missing" role="note">
              <p>
                <strong>Ces mentions sont incomplètes.</strong> L’éditeur du site doit encore fournir&nbsp;:
              </p>
              <ul>
                {missing.map((item) => (
                  <li key={item.key}>{item.label}</li>
                ))}
              </ul>
              <p>Elles seront publiées sur cette page dès qu’elles auront été communiquées.</p>
            </div>
          ) : null}

          <h2>Éditeur du site</h2>
          <dl className="legal-list">
            <div>
              <dt>Nom commercial</dt>
              <dd>{site.name}</dd>
            </div>
            <div>
              <dt>Raison sociale</dt>
              <dd>{fact('company-name')}</dd>
            </div>
            <div>
              <dt>Forme juridique</dt>
              <dd>{fact('legal-form')}</dd>
            </div>
            <div>
              <dt>Capital social</dt>
              <dd>{fact('capital')}</dd>
            </div>
            <div>
              <dt>Siège social</dt>
              <dd>
                {fact('head-office')}
                {facts['head-office'] ? null : <> (adresse de correspondance&nbsp;: {contact.address.oneLine})</>}
              </dd>
            </div>
            <div>
              <dt>Immatriculation</dt>
              <dd>{fact('registration-number')}</dd>
            </div>
            <div>
              <dt>Greffe d’immatriculation</dt>
              <dd>{fact('registration-city')}</dd>
            </div>
            <div>
              <dt>SIRET</dt>
              <dd>{fact('siret')}</dd>
            </div>
            <div>
              <dt>Numéro de TVA intracommunautaire</dt>
              <dd>{fact('vat-number')}</dd>
            </div>
            <div>
              <dt>Téléphone</dt>
              <dd>
                <a href={contact.phone.href}>{contact.phone.display}</a>
              </dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          </dl>

          <h2>Directeur de la publication</h2>
          <p>{fact('publication-director')}</p>

          <h2>Hébergement</h2>
          <h3>Hébergeur du site</h3>
          <dl className="legal-list">
            <div>
              <dt>Nom</dt>
              <dd>{fact('host-name')}</dd>
            </div>
            <div>
              <dt>Adresse</dt>
              <dd>{fact('host-address')}</dd>
            </div>
            <div>
              <dt>Téléphone</dt>
              <dd>{fact('host-phone')}</dd>
            </div>
          </dl>
          <h3>Hébergement des données de santé</h3>
          <p>
            Les données de santé que nos secrétaires traitent pour le compte des médecins, dans le cadre du service,
            sont hébergées en France, <HdsClaim /> (hébergeur de données de santé)
            {healthDataHost ? null : (
              <>
                &nbsp;: <ToComplete value={undefined} />
              </>
            )}
            . Ce que cela couvre, et qui y accède depuis Marrakech&nbsp;: <a href={paths.yourData}>vos données</a>. Ce
            site, lui, n’est pas destiné à recevoir des données de santé.
          </p>

          <h2>Nous contacter</h2>
          <p>
            Par téléphone au <a href={contact.phone.href}>{contact.phone.display}</a> ({contact.hours}), par e-mail à{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>, par courrier au {contact.address.oneLine}, ou
            depuis notre <a href={paths.contact}>formulaire de contact</a>.
          </p>

          <h2>Propriété intellectuelle</h2>
          <p>
            Les textes, illustrations, logo et vidéo de ce site ont été créés pour {site.name}. Leur reproduction,
            totale ou partielle, sans autorisation écrite préalable est interdite.
          </p>

          <h2>Données personnelles et cookies</h2>
          <p>
            Ce site ne dépose aucun cookie. Pour savoir quelles données nous recueillons, pourquoi, combien de temps
            nous les conservons et comment exercer vos droits, consultez notre{' '}
            <a href={legalLinks.privacy.href}>politique de confidentialité</a>.
          </p>
        </div>
      </section>
    </>
  );
}
