import { paths } from '../../shared/paths';
import { usePage } from '../context';
import { Seo } from '../Seo';

/** The French error page: the server failed (500), or its database is away for a moment (503). Not indexed. */
export function ServerErrorPage({ unavailable = false }: { unavailable?: boolean }) {
  const { contact } = usePage();
  return (
    <>
      <Seo title="Erreur momentanée" description="Le site a rencontré une erreur." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">{unavailable ? 'Service momentanément indisponible' : 'Erreur 500'}</p>
          <h1 id="status-title">
            {unavailable
              ? 'Cette page est momentanément indisponible'
              : 'Un incident nous empêche d’afficher cette page'}
          </h1>
          <p className="lead">
            Veuillez réessayer dans quelques instants. Si le problème persiste, écrivez-nous à{' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a> ou appelez le{' '}
            <a href={contact.phone.href}>{contact.phone.display}</a>.
          </p>
          <p>
            <a className="btn btn-primary" href={paths.home}>
              Revenir à l’accueil
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
