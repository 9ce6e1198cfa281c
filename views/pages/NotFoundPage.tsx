import { paths } from '../../shared/paths';
import { mainNav } from '../../shared/site';
import { Seo } from '../Seo';

/** The French 404 page, naming the address that was asked for. Not indexed. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <>
      <Seo title="Page introuvable" description="Cette page n’existe pas ou a été déplacée." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Erreur 404</p>
          <h1 id="status-title">Cette page est introuvable</h1>
          <p className="lead">
            Aucune page ne se trouve à l’adresse <code className="asked-path">{path}</code>. Elle a peut-être changé, ou
            contient une faute de frappe. Voici où vous pouvez aller&#8239;:
          </p>
          <ul className="link-list">
            <li>
              <a href={paths.home}>Accueil</a>
            </li>
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
