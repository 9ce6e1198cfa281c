import { quoteLink, site } from '../../shared/site';
import { ExternalLink } from '../components/ExternalLink';
import { usePage } from '../context';
import { Seo } from '../Seo';

export function HomePage() {
  const { bookingUrl } = usePage();
  return (
    <>
      <Seo
        title={site.name}
        description="Une secrétaire médicale dédiée, formée à vos outils : accueil téléphonique, agenda, remplacement pendant les congés. Pour les médecins de France et de Belgique, sans engagement."
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="eyebrow">Télésecrétariat médical · France et Belgique</p>
            <h1 id="hero-title" className="hero-title">{site.tagline}</h1>
            <p className="lead">
              Une secrétaire médicale dédiée, formée à vos outils, prend vos appels, tient votre agenda et vous
              remplace pendant les congés. Vous gardez la main&#8239;; vos patients gardent le lien.
            </p>
            <div className="button-row">
              <ExternalLink href={bookingUrl} className="btn btn-primary">
                Prendre rendez-vous
              </ExternalLink>
              <a href={quoteLink.href} className="btn btn-cta">
                {quoteLink.label}
              </a>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
