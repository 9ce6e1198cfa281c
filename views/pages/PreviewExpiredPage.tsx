import { paths } from '../../shared/paths';
import { Seo } from '../Seo';

/** A blog preview address past its date (server/routes/blog.tsx): status 410. */
export function PreviewExpiredPage() {
  return (
    <>
      <Seo title="Lien d’aperçu expiré" description="Ce lien d’aperçu d’article n’est plus valable." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Aperçu</p>
          <h1 id="status-title">Ce lien d’aperçu a expiré</h1>
          <p className="lead">
            Les liens d’aperçu ne restent valables que quelques semaines. Demandez-en un nouveau à la personne qui
            publie les articles&#8239;: la commande <code>npm run blog:list</code> affiche l’adresse à jour.
          </p>
          <ul className="link-list">
            <li>
              <a href={paths.blog}>Voir les articles publiés</a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
