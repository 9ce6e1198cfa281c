import { discoveryCallSpecLabels, legalLinks, mainNav, quoteLink, site } from '../../shared/site';
import { DiscoveryCallLink } from '../components/ExternalLink';
import { Logo } from '../components/Logo';
import { SocialIcons } from '../components/SocialIcons';
import { Static } from '../components/Static';
import { usePage } from '../context';
import { Island } from '../Island';
import { paths } from '../../shared/paths';

/** Made once per reading of the site's settings (views/components/Static.tsx): the same on every page. */
export function Footer() {
  return (
    <Static as="footer" part="footer" className="site-footer">
      <FooterContent />
    </Static>
  );
}

function FooterContent() {
  return (
    <>
      <div className="container footer-grid">
        <FooterColumns />
      </div>
      <div className="container footer-newsletter">
        <Island name="NewsletterForm" props={{}} hydrate="visible" />
      </div>
      <div className="container footer-bottom">
        <p>{site.copyright}</p>
        <ul className="footer-legal">
          <li>
            <a href={legalLinks.notice.href}>{legalLinks.notice.label}</a>
          </li>
          <li>
            <a href={legalLinks.privacy.href}>{legalLinks.privacy.label}</a>
          </li>
          <li>
            <a href={legalLinks.yourData.href}>{legalLinks.yourData.label}</a>
          </li>
        </ul>
      </div>
    </>
  );
}

/** The brand, the site's pages, the next steps and how to reach us. */
function FooterColumns() {
  const { social, contact } = usePage();
  return (
    <>
      <div className="footer-brand">
        <a href={paths.home} className="logo-link" aria-label="Secretalia, retour à l’accueil">
          <Logo light />
        </a>
        <p>
          Des secrétaires médicales dédiées, formées à vos outils, depuis notre centre de Marrakech pour les médecins de
          France et de Belgique.
        </p>
        <SocialIcons links={social} />
      </div>
      <nav className="footer-col" aria-labelledby="footer-site">
        <h2 id="footer-site" className="footer-title">
          Le site
        </h2>
        <ul>
          {mainNav.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="footer-col" aria-labelledby="footer-start">
        <h2 id="footer-start" className="footer-title">
          Passer à l’action
        </h2>
        <ul>
          <li>
            <a href={paths.pricing}>Découvrez nos formules</a>
          </li>
          <li>
            <a href={quoteLink.href} data-cta="pied-de-page">
              {quoteLink.label}
            </a>
          </li>
          <li>
            <DiscoveryCallLink label={discoveryCallSpecLabels.footer} />
          </li>
          <li>
            <a href={paths.questions}>Questions fréquentes</a>
          </li>
          <li>
            <a href={paths.belgium}>Cabinets en Belgique</a>
          </li>
        </ul>
      </nav>
      <div className="footer-col">
        <h2 className="footer-title">Nous joindre</h2>
        <ul>
          <li>
            <a href={contact.phone.href}>{contact.phone.display}</a>
          </li>
          <li>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          <li>{contact.hours}</li>
        </ul>
      </div>
    </>
  );
}
