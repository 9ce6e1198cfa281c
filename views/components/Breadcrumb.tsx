import type { Crumb } from './JsonLd';

/** The visible trail from the home page to the current page (the last step is the page itself). */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const items = [{ name: 'Accueil', path: '/' }, ...trail];
  return (
    <nav className="breadcrumb" aria-label="Fil d’Ariane">
      <ol className="container">
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.path} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.path}>
              <a href={item.path}>{item.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
