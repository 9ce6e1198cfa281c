import { Island } from '../Island';
import { Seo } from '../Seo';

/**
 * The answer to a newsletter subscription posted without JavaScript that the
 * server refused: the form again, with the address and the message.
 */
export function NewsletterPage({ email, outcome }: { email: string; outcome: 'invalid' | 'failed' }) {
  return (
    <>
      <Seo title="Newsletter" description="Inscription à la newsletter Secretalia." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Newsletter</p>
          <h1 id="status-title">Votre inscription n’a pas abouti</h1>
          <div className="newsletter-card">
            <Island name="NewsletterForm" props={{ variant: 'page', email, outcome }} hydrate="visible" />
          </div>
        </div>
      </section>
    </>
  );
}
