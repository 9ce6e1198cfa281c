import { paths } from '../../../shared/paths';
import { EspaceShell } from './EspaceShell';

/**
 * `/espace/connexion`: a passkey, nothing else (no password exists). The address
 * field is there for the browser's passkey autofill (`autocomplete="… webauthn"`);
 * it has no name, so that nothing typed ever reaches an address bar.
 */
export function SignInPage({ suite }: { suite: string | null }) {
  return (
    <EspaceShell title="Connexion à l’espace" script>
      <h1>Connexion à l’espace de l’équipe</h1>
      <p>
        Utilisez la clé d’accès (passkey) créée sur cet appareil : votre empreinte, votre visage ou le code de
        l’appareil.
      </p>
      <form className="espace-passkey" data-espace="sign-in" data-suite={suite ?? undefined}>
        <label htmlFor="espace-identifiant">Adresse e-mail</label>
        <input id="espace-identifiant" type="email" autoComplete="username webauthn" inputMode="email" />
        <button className="btn btn-primary btn-block" type="submit">
          Se connecter avec une clé d’accès
        </button>
        <p className="espace-message" role="alert" data-espace-message></p>
      </form>
      <noscript>
        <p className="espace-refused">La connexion par clé d’accès demande JavaScript : activez-le pour ce site.</p>
      </noscript>
      <p>
        Pas encore de clé d’accès, ou appareil perdu ? Demandez une nouvelle invitation à la personne qui gère le site.
      </p>
      <p>
        <a href={paths.home}>Retour au site</a>
      </p>
    </EspaceShell>
  );
}
