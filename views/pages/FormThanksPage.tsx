import { CircleCheck } from 'lucide-react';
import { formMessages } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { quoteLink } from '../../shared/site';
import { Seo } from '../Seo';

export type ThanksKind = 'quote' | 'contact' | 'newsletter';

const pages: Record<
  ThanksKind,
  { title: string; eyebrow: string; message: string; next: { href: string; label: string }[] }
> = {
  quote: {
    title: 'Demande de devis envoyée',
    eyebrow: 'Devis gratuit',
    message: formMessages.quoteSuccess,
    next: [
      { href: paths.services, label: 'Découvrir nos services' },
      { href: paths.blog, label: 'Lire nos articles' },
    ],
  },
  contact: {
    title: 'Message envoyé',
    eyebrow: 'Contact',
    message: formMessages.contactSuccess,
    next: [
      { href: paths.pricing, label: 'Découvrir nos formules' },
      { href: quoteLink.href, label: quoteLink.label },
    ],
  },
  newsletter: {
    title: 'Plus qu’une étape',
    eyebrow: 'Newsletter',
    message: `${formMessages.newsletterSuccess} ${formMessages.newsletterConfirmRequest}`,
    next: [{ href: paths.blog, label: 'Lire nos articles' }],
  },
};

/**
 * Where a form posted without JavaScript lands once the server has taken it
 * (303 after the POST, so that reloading sends nothing twice). Not indexed.
 */
export function FormThanksPage({ kind }: { kind: ThanksKind }) {
  const page = pages[kind];
  return (
    <>
      <Seo title={page.title} description={page.message} noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">{page.eyebrow}</p>
          <h1 id="status-title">{page.title}</h1>
          <div role="status" className="form-status-slot">
            <p className="form-status form-status-success">
              <CircleCheck aria-hidden="true" focusable="false" />
              <span>{page.message}</span>
            </p>
          </div>
          <ul className="link-list thanks-links">
            <li>
              <a href={paths.home}>Revenir à l’accueil</a>
            </li>
            {page.next.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
