import { site } from '../../shared/site';
import { Seo } from '../Seo';

export function ServerErrorPage() {
  return (
    <>
      <Seo title="Erreur momentanée" description="Le site a rencontré une erreur." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Erreur 500</p>
          <h1 id="status-title">Un incident nous empêche d’afficher cette page</h1>
          <p className="lead">
            Veuillez réessayer dans quelques instants. Si le problème persiste, écrivez-nous à{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a> ou appelez le{' '}
            <a href={site.phone.href}>{site.phone.display}</a>.
          </p>
          <p><a className="btn btn-primary" href="/">Revenir à l’accueil</a></p>
        </div>
      </section>
    </>
  );
}
