import { paths } from '../../shared/paths';
import { site } from '../../shared/site';
import { ConfirmByButton, NewsletterStatus } from '../components/NewsletterStatus';

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

/** The page of the confirmation link of a subscription: the button confirms, not the link. */
export function NewsletterConfirmPage({ state, maskedEmail, action, linkDays }: NewsletterConfirmPageProps) {
  return (
    <NewsletterStatus title={titles[state]} description={`Confirmation de l’inscription à la newsletter ${site.name}.`}>
      {state === 'confirm' && (
        <ConfirmByButton action={action} label="Confirmer mon inscription">
          Un dernier clic pour recevoir la newsletter de {site.name} à l’adresse <strong>{maskedEmail}</strong>
          &#8239;:
        </ConfirmByButton>
      )}
      {state === 'done' && (
        <p className="lead">
          Merci&#8239;! Vous recevrez nos articles et nos actualités à l’adresse <strong>{maskedEmail}</strong>. Chaque
          envoi contient un lien pour vous désinscrire en un clic.
        </p>
      )}
      {state === 'already' && (
        <p className="lead">
          Vous recevez déjà la newsletter de {site.name} à l’adresse <strong>{maskedEmail}</strong>. Il n’y a rien de
          plus à faire.
        </p>
      )}
      {state === 'invalid' && (
        <p className="lead">
          Il a peut-être expiré (un lien de confirmation sert {linkDays}&nbsp;jours) ou été copié en partie.
          Inscrivez-vous à nouveau depuis le bas de n’importe quelle page du site&#8239;: nous vous enverrons un nouveau
          lien.
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
    </NewsletterStatus>
  );
}
