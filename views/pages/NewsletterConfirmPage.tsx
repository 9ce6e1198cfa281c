import { paths } from '../../shared/paths';
import { site } from '../../shared/site';
import { Seo } from '../Seo';

export type ConfirmState = 'confirm' | 'done' | 'already' | 'invalid';

export interface NewsletterConfirmPageProps {
  state: ConfirmState;
  /** The address, partly hidden ("j•••@exemple.fr"). */
  maskedEmail?: string;
  /** Where the confirmation form posts. */
  action?: string;
  /** How many days a confirmation link works. */
  linkDays?: number;
}

const titles: Record<ConfirmState, string> = {
  confirm: 'Confirmez votre inscription',
  done: 'Inscription confirmée',
  already: 'Votre inscription est déjà confirmée',
  invalid: 'Ce lien de confirmation n’est pas valide',
};

/**
 * The page of the confirmation link of a subscription. Opening the link
 * confirms nothing: the button does (a POST). Mail scanners that open every
 * link of a message (Safe Links and the like) would otherwise subscribe
 * addresses whose owners never asked for it.
 */
export function NewsletterConfirmPage({ state, maskedEmail, action, linkDays }: NewsletterConfirmPageProps) {
  return (
    <>
      <Seo title={titles[state]} description={`Confirmation de l’inscription à la newsletter ${site.name}.`} noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Newsletter</p>
          <h1 id="status-title">{titles[state]}</h1>
          {state === 'confirm' && (
            <>
              <p className="lead">
                Un dernier clic pour recevoir la newsletter de {site.name} à l’adresse <strong>{maskedEmail}</strong>
                &#8239;:
              </p>
              <form method="post" action={action}>
                <button type="submit" className="btn btn-primary">
                  Confirmer mon inscription
                </button>
              </form>
            </>
          )}
          {state === 'done' && (
            <p className="lead">
              Merci&#8239;! Vous recevrez nos articles et nos actualités à l’adresse <strong>{maskedEmail}</strong>.
              Chaque envoi contient un lien pour vous désinscrire en un clic.
            </p>
          )}
          {state === 'already' && (
            <p className="lead">
              Vous recevez déjà la newsletter de {site.name} à l’adresse <strong>{maskedEmail}</strong>. Il n’y a rien
              de plus à faire.
            </p>
          )}
          {state === 'invalid' && (
            <p className="lead">
              Il a peut-être expiré (un lien de confirmation sert {linkDays}&nbsp;jours) ou été copié en partie.
              Inscrivez-vous à nouveau depuis le bas de n’importe quelle page du site&#8239;: nous vous enverrons un
              nouveau lien.
            </p>
          )}
          <ul className="link-list thanks-links">
            <li>
              <a href={paths.home}>Revenir à l’accueil</a>
            </li>
            <li>
              <a href={paths.blog}>Lire nos articles</a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
