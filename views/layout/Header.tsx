import { Clock, Menu, Phone, X } from 'lucide-react';
import { CallbackLink } from '../components/CallbackRequest';
import { mainNav, quoteLink } from '../../shared/site';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { Logo } from '../components/Logo';
import { Static } from '../components/Static';
import { usePage } from '../context';
import { Island } from '../Island';
import { paths } from '../../shared/paths';

/** The site's sections, the current one marked: in the bar and again in the menu. */
function NavLinks({ current, className }: { current: string | undefined; className?: string }) {
  return (
    <ul className={className}>
      {mainNav.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sticky header. From 1024 px the links sit in the bar; below, they move into a
 * menu that is a native disclosure (<details>/<summary>): it opens and closes,
 * and its links work, without JavaScript. The MobileMenu island, woken by the
 * first touch of the menu, makes it a modal panel (focus kept inside, Escape,
 * focus given back to « Menu »). The backdrop is the summary's own ::before, so
 * a click beside the panel closes it with or without JavaScript.
 */
export function Header() {
  const { path } = usePage();
  const current = mainNav.find((item) => isCurrent(path, item.href))?.href;
  // The current section is the only difference between pages: one made header for each
  // (and for each reading of the contact details, views/components/Static.tsx).
  return (
    <Static as="header" part={`header:${current ?? ''}`} className="site-header">
      <HeaderContent current={current} />
    </Static>
  );
}

function HeaderContent({ current }: { current: string | undefined }) {
  const { contact } = usePage();
  return (
    <div className="container header-inner">
      <a href={paths.home} className="logo-link" aria-label="Secretalia, retour à l’accueil">
        <Logo />
      </a>
      <nav aria-label="Navigation principale" className="main-nav">
        <NavLinks current={current} />
      </nav>
      {/* A phone-answering company shows its own number first, at every width: a round tap-to-call
          button on phones (the number said to screen readers), the number itself where it fits, the
          hours beside it from 1440 px (client/styles/layout.css). */}
      <a className="header-phone" href={contact.phone.href}>
        <Phone aria-hidden="true" focusable="false" />
        <span className="header-phone-text">
          {/* Inside a tel: link no breakable space (html-validate's tel-non-breaking). */}
          <span className="visually-hidden">
            Appeler{'\u00a0'}le{'\u00a0'}
          </span>
          <span className="header-phone-number">{contact.phone.display}</span>
          <span className="header-phone-hours">{contact.hours.replace(/ /g, '\u00a0')}</span>
        </span>
      </a>
      <a className="btn btn-cta header-cta" href={quoteLink.href} data-cta="en-tete">
        {quoteLink.label}
      </a>
      <details className="menu">
        <summary className="menu-button">
          <span className="menu-button-open">
            <Menu aria-hidden="true" focusable="false" />
            Menu
          </span>
          <span className="menu-button-close">
            <X aria-hidden="true" focusable="false" />
            Fermer<span className="visually-hidden"> le menu</span>
          </span>
        </summary>
        <div className="menu-panel" id="menu-panel">
          <div className="menu-panel-head">
            <a href={paths.home} className="logo-link" aria-label="Secretalia, retour à l’accueil">
              <Logo />
            </a>
          </div>
          <nav aria-label="Navigation principale (menu)">
            <NavLinks current={current} className="menu-panel-links" />
          </nav>
          <div className="menu-panel-actions">
            <a className="btn btn-cta btn-block" href={quoteLink.href} data-cta="menu-mobile">
              {quoteLink.label}
            </a>
            <DiscoveryCallLink className="btn btn-secondary btn-block" />
            <CallbackLink place="menu" />
          </div>
          <ul className="menu-panel-contact">
            <li>
              <Phone aria-hidden="true" focusable="false" />
              <a href={contact.phone.href}>{contact.phone.display}</a>
            </li>
            <li>
              <Clock aria-hidden="true" focusable="false" />
              <span>{contact.hours}</span>
            </li>
          </ul>
          <Island name="MobileMenu" props={{}} hydrate="interaction" wakeWithin="details" />
        </div>
      </details>
    </div>
  );
}

function isCurrent(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}
