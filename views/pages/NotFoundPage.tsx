import { mainNav } from '../../shared/site';
import { Seo } from '../Seo';

export function NotFoundPage() {
  return (
    <>
      <Seo title="Page introuvable" description="Cette page n’existe pas ou a été déplacée." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Erreur 404</p>
          <h1 id="status-title">Cette page est introuvable</h1>
          <p className="lead">
            L’adresse a peut-être changé, ou elle contient une faute de frappe. Voici où vous pouvez aller&#8239;:
          </p>
          <ul className="link-list">
            <li><a href="/">Accueil</a></li>
            {mainNav.map((item) => (
              <li key={item.href}><a href={item.href}>{item.label}</a></li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
