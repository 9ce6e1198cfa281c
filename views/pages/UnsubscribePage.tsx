import { site } from '../../shared/site';
import { usePage } from '../context';
import { ConfirmByButton, NewsletterStatus } from '../components/NewsletterStatus';
import { paths } from '../../shared/paths';

export type UnsubscribeState = 'confirm' | 'done' | 'already' | 'invalid';

export interface UnsubscribePageProps {
  state: UnsubscribeState;
  /** The address, partly hidden ("j•••@exemple.fr"), on the confirmation step. */
  maskedEmail?: string;
  /** Where the confirmation form posts. */
  action?: string;
}

const titles: Record<UnsubscribeState, string> = {
  confirm: 'Se désinscrire de la newsletter',
  done: 'Votre désinscription est faite',
  already: 'Cette adresse était déjà désinscrite',
  invalid: 'Ce lien de désinscription n’est pas valide',
};

/** The page of a newsletter's unsubscribe link: the button unsubscribes (a one-click POST does too). */
export function UnsubscribePage({ state, maskedEmail, action }: UnsubscribePageProps) {
  const { contact } = usePage();
  return (
    <NewsletterStatus title={titles[state]} description="Désinscription de la newsletter Secretalia.">
      {state === 'confirm' && (
        <ConfirmByButton action={action} label="Confirmer ma désinscription">
          Vous ne recevrez plus la newsletter de {site.name} à l’adresse <strong>{maskedEmail}</strong>. Confirmez d’un
          clic&#8239;:
        </ConfirmByButton>
      )}
      {(state === 'done' || state === 'already') && (
        <p className="lead">
          Nous ne vous écrirons plus. Vous pouvez vous réinscrire à tout moment depuis le bas de chaque page du site.
        </p>
      )}
      {state === 'invalid' && (
        <p className="lead">
          Le lien est peut-être incomplet. Copiez-le en entier depuis l’e-mail reçu, ou écrivez-nous à{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a> et nous vous désinscrirons.
        </p>
      )}
      <p>
        <a href={paths.home}>Revenir à l’accueil</a>
      </p>
    </NewsletterStatus>
  );
}
