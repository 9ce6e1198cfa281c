import type { ReactNode } from 'react';
import { Seo } from '../Seo';

/**
 * The pages a newsletter link opens (confirming a subscription, unsubscribing): not for
 * search engines, one heading that says where the visitor stands, then what follows.
 */
export function NewsletterStatus({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <Seo title={title} description={description} noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Newsletter</p>
          <h1 id="status-title">{title}</h1>
          {children}
        </div>
      </section>
    </>
  );
}

/**
 * Opening a newsletter link changes nothing: the button does (a POST). Mail scanners that
 * open every link of a message (Safe Links and the like) would otherwise act for people
 * who never asked.
 */
export function ConfirmByButton({ action, label, children }: { action?: string; label: string; children: ReactNode }) {
  return (
    <>
      <p className="lead">{children}</p>
      <form method="post" action={action}>
        <button type="submit" className="btn btn-primary">
          {label}
        </button>
      </form>
    </>
  );
}
