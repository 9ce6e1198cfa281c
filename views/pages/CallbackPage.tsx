import { formMessages, type PostedForm } from '../../shared/forms';
import { paths } from '../../shared/paths';
import { CallbackRequest } from '../components/CallbackRequest';
import { FormConfirmation, FormProblem, SEND_ANOTHER } from '../components/FormFields';
import { PageHero } from '../components/PageHero';
import { callbackConfirmation } from '../islands/CallbackForm';
import { Seo } from '../Seo';

/** « Être rappelé » on a page of its own: the form's action, and the page a refused post comes back to. */
export function CallbackPage({ posted }: { posted?: PostedForm | undefined }) {
  return (
    <>
      <Seo
        title="Être rappelé"
        description="Laissez votre numéro et choisissez le moment : un conseiller Secretalia vous rappelle, du lundi au vendredi de 8 h 30 à 18 h 30."
        noindex
      />
      <PageHero
        id="rappel-title"
        eyebrow="Être rappelé"
        title="Nous vous rappelons quand vous êtes libre"
        lead="Entre deux patients, laissez simplement votre numéro et le moment qui vous convient."
      />
      {posted ? (
        <FormProblem
          formAnchor="formulaire"
          failure={posted.failure ?? (posted.failed ? formMessages.sendFailure : undefined)}
        />
      ) : null}
      <section className="section section-tight-top" id="formulaire">
        <div className="container narrow">
          <CallbackRequest place="page" open posted={posted} />
        </div>
      </section>
    </>
  );
}

/** Where the form posted without JavaScript lands: the moment taken, named. */
export function CallbackThanksPage({ moment }: { moment: Date | null }) {
  const message = callbackConfirmation(moment);
  return (
    <>
      <Seo title="Demande de rappel envoyée" description={message} noindex />
      <section className="section status-page" aria-labelledby="status-title">
        <div className="container narrow">
          <p className="eyebrow">Être rappelé</p>
          <h1 id="status-title">Demande de rappel envoyée</h1>
          <FormConfirmation
            message={message}
            again={
              <a className="btn btn-secondary" href={paths.callback}>
                {SEND_ANOTHER}
              </a>
            }
          />
          <ul className="link-list thanks-links">
            <li>
              <a href={paths.home}>Revenir à l’accueil</a>
            </li>
            <li>
              <a href={paths.pricing}>Découvrir nos formules</a>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
