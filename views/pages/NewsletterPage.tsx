import { Island } from '../Island';
import { Seo } from '../Seo';

/**
 * The answer to a newsletter subscription posted without JavaScript that the
 * server refused: the form again, with the address and the message.
 */
export interface NewsletterPageProps {
  email: string;
  outcome: 'invalid' | 'failed';
  /** The Idempotency-Key of the refused post, kept for its retry. */
  idempotencyKey?: string | undefined;
  /** Why, when it is not our failure (too many posts: when to try again). */
  failure?: string | undefined;
}

export function NewsletterPage({ email, outcome, idempotencyKey, failure }: NewsletterPageProps) {
  return (
    <>
      <Seo title="Newsletter" description="Inscription à la newsletter Secretalia." noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Newsletter</p>
          <h1 id="status-title">Votre inscription n’a pas abouti</h1>
          <div className="newsletter-card">
            <Island
              name="NewsletterForm"
              props={{
                variant: 'page',
                email,
                outcome,
                ...(idempotencyKey ? { idempotencyKey } : {}),
                ...(failure ? { failure } : {}),
              }}
              hydrate="visible"
            />
          </div>
        </div>
      </section>
    </>
  );
}
