import { legal, legalLinks, site } from '../../shared/site';
import { BreadcrumbJsonLd } from '../components/JsonLd';
import { PageHero } from '../components/PageHero';
import { ToComplete } from '../components/ToComplete';
import { usePage } from '../context';
import { Seo } from '../Seo';

export function LegalNoticePage() {
  const { siteUrl } = usePage();
  const host = siteUrl.replace(/^https?:\/\//, '');
  return (
    <>
      <Seo
        title="Mentions légales"
        description="Mentions légales du site Secretalia&nbsp;: éditeur, siège social, directeur de la publication, hébergeur et contact."
      />
      <BreadcrumbJsonLd siteUrl={siteUrl} trail={[{ name: 'Mentions légales', path: legalLinks.notice.href }]} />

      <PageHero id="mentions-title" eyebrow="Informations légales" title="Mentions légales" />

      <section className="section section-tight-top legal-page">
        <div className="container narrow prose">
          <p>
            Le site <strong>{host}</strong> présente le service de télésecrétariat médical {site.name}. Les informations
            ci-dessous identifient son éditeur et son hébergeur. Les valeurs marquées «&nbsp;à compléter&nbsp;» seront
            renseignées dès qu’elles nous auront été confirmées.
          </p>

          <h2>Éditeur du site</h2>
          <dl className="legal-list">
            <div>
              <dt>Nom commercial</dt>
              <dd>{site.name}</dd>
            </div>
            <div>
              <dt>Raison sociale</dt>
              <dd><ToComplete value={legal.companyName} /></dd>
            </div>
            <div>
              <dt>Forme juridique</dt>
              <dd><ToComplete value={legal.legalForm} /></dd>
            </div>
            <div>
              <dt>Capital social</dt>
              <dd><ToComplete value={legal.shareCapital} /></dd>
            </div>
            <div>
              <dt>Siège social</dt>
              <dd>
                <ToComplete value={legal.registeredOffice} />
                {legal.registeredOffice ? null : <> (adresse de correspondance&nbsp;: {site.address.oneLine})</>}
              </dd>
            </div>
            <div>
              <dt>Immatriculation</dt>
              <dd><ToComplete value={legal.registrationNumber} /></dd>
            </div>
            <div>
              <dt>Numéro de TVA ou identifiant fiscal</dt>
              <dd><ToComplete value={legal.vatNumber} /></dd>
            </div>
            <div>
              <dt>Téléphone</dt>
              <dd><a href={site.phone.href}>{site.phone.display}</a></dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd><a href={`mailto:${site.email}`}>{site.email}</a></dd>
            </div>
          </dl>

          <h2>Directeur de la publication</h2>
          <p>
            <ToComplete value={legal.publicationDirector} />
          </p>

          <h2>Hébergement</h2>
          <h3>Hébergeur du site</h3>
          <dl className="legal-list">
            <div>
              <dt>Nom</dt>
              <dd><ToComplete value={legal.host.name} /></dd>
            </div>
            <div>
              <dt>Adresse</dt>
              <dd><ToComplete value={legal.host.address} /></dd>
            </div>
            <div>
              <dt>Téléphone</dt>
              <dd><ToComplete value={legal.host.phone} /></dd>
            </div>
          </dl>
          <h3>Hébergement des données de santé</h3>
          <p>
            Les données de santé que nos secrétaires traitent pour le compte des médecins, dans le cadre du service,
            sont hébergées en France chez un hébergeur certifié HDS (hébergeur de données de santé)&nbsp;:{' '}
            <ToComplete value={legal.healthDataHost} />. Ce site, lui, n’est pas destiné à recevoir des données de santé.
          </p>

          <h2>Nous contacter</h2>
          <p>
            Par téléphone au <a href={site.phone.href}>{site.phone.display}</a> ({site.hours}), par e-mail à{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>, par courrier au {site.address.oneLine}, ou depuis notre{' '}
            <a href="/contact">formulaire de contact</a>.
          </p>

          <h2>Propriété intellectuelle</h2>
          <p>
            Les textes, illustrations, logo et vidéo de ce site ont été créés pour {site.name}. Leur reproduction, totale
            ou partielle, sans autorisation écrite préalable est interdite.
          </p>

          <h2>Données personnelles et cookies</h2>
          <p>
            Ce site ne dépose aucun cookie. Pour savoir quelles données nous recueillons, pourquoi, combien de temps nous
            les conservons et comment exercer vos droits, consultez notre{' '}
            <a href={legalLinks.privacy.href}>politique de confidentialité</a>.
          </p>
        </div>
      </section>
    </>
  );
}
