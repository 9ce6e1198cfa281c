import { mainNav, quoteLink } from '../../shared/site';
import { Logo } from '../components/Logo';
import { Static } from '../components/Static';
import { usePage } from '../context';
import { Island } from '../Island';
import { paths } from '../../shared/paths';

/** Sticky header; below 768 px the links move into the MobileMenu island. */
export function Header() {
  const { path } = usePage();
  const current = mainNav.find((item) => isCurrent(path, item.href))?.href;
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href={paths.home} className="logo-link" aria-label="Secretalia, retour à l’accueil">
          <Logo />
        </a>
        {/* One made markup per section of the site: the current one is the only difference. */}
        <Static as="nav" part={`main-nav:${current ?? ''}`} aria-label="Navigation principale" className="main-nav">
          <ul>
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </Static>
        <a className="btn btn-cta header-cta" href={quoteLink.href}>
          {quoteLink.label}
        </a>
        <Island name="MobileMenu" props={{ currentPath: path }} hydrate="interaction" />
      </div>
    </header>
  );
}

function isCurrent(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}
