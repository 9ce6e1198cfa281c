import type { ReactNode } from 'react';
import { formMessages } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { quoteLink } from '../../shared/site';
import { FormConfirmation, SEND_ANOTHER } from '../components/FormFields';
import { QuoteSentNext } from '../components/QuoteSentNext';
import { Seo } from '../Seo';

export type ThanksKind = 'quote' | 'contact' | 'newsletter';

interface Link {
  href: string;
  label: string;
}

const pages: Record<
  ThanksKind,
  { title: string; eyebrow: string; message: string; next?: ReactNode; again?: Link; links: Link[] }
> = {
  quote: {
    title: 'Demande de devis envoyée',
    eyebrow: 'Devis gratuit',
    message: formMessages.quoteSuccess,
    next: <QuoteSentNext />,
    again: { href: paths.quote, label: SEND_ANOTHER },
    links: [
      { href: paths.services, label: 'Découvrir nos services' },
      { href: paths.blog, label: 'Lire nos articles' },
    ],
  },
  contact: {
    title: 'Message envoyé',
    eyebrow: 'Contact',
    message: formMessages.contactSuccess,
    again: { href: paths.contact, label: 'Envoyer un autre message' },
    links: [
      { href: paths.pricing, label: 'Découvrir nos formules' },
      { href: quoteLink.href, label: quoteLink.label },
    ],
  },
  newsletter: {
    title: 'Plus qu’une étape',
    eyebrow: 'Newsletter',
    message: `${formMessages.newsletterSuccess} ${formMessages.newsletterConfirmRequest}`,
    links: [{ href: paths.blog, label: 'Lire nos articles' }],
  },
};

/**
 * Where a form posted without JavaScript lands once the server has taken it
 * (303 after the POST, so that reloading sends nothing twice): the same one
 * confirmation as the island shows in place of the form. Not indexed.
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
          <FormConfirmation
            message={page.message}
            next={page.next}
            again={
              page.again ? (
                <a className="btn btn-secondary" href={page.again.href}>
                  {page.again.label}
                </a>
              ) : undefined
            }
          />
          <ul className="link-list thanks-links">
            <li>
              <a href={paths.home}>Revenir à l’accueil</a>
            </li>
            {page.links.map((link) => (
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
