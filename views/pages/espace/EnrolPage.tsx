import { paths } from '../../../shared/paths';
import { EspaceShell } from './EspaceShell';

export type EnrolData = { status: 'valid'; token: string; email: string; name: string | null } | { status: 'spent' };

/** `/espace/inscription/<token>`: creating one's passkey from a one-time link, or why the link no longer works. */
export function EnrolPage(data: EnrolData) {
  if (data.status === 'spent')
    return (
      <EspaceShell title="Lien d’inscription expiré">
        <h1>Ce lien d’inscription n’est plus valable</h1>
        <p className="espace-refused">
          Il a déjà servi, ou ses 24 heures sont passées. Demandez-en un nouveau à la personne qui vous a invité.
        </p>
        <p>
          Vous avez déjà créé votre clé d’accès ? <a href={paths.espaceSignIn}>Connectez-vous</a>.
        </p>
      </EspaceShell>
    );
  return (
    <EspaceShell title="Créer votre clé d’accès" script>
      <h1>Bienvenue{data.name ? `, ${data.name}` : ''}</h1>
      <p>
        Créez la clé d’accès (passkey) de <strong>{data.email}</strong> sur cet appareil : elle s’ouvre avec votre
        empreinte, votre visage ou le code de l’appareil. Aucun mot de passe à retenir.
      </p>
      <form className="espace-passkey" data-espace="enrol" data-token={data.token}>
        <button className="btn btn-primary btn-block" type="submit">
          Créer ma clé d’accès
        </button>
        <p className="espace-message" role="alert" data-espace-message></p>
      </form>
      <noscript>
        <p className="espace-refused">La création d’une clé d’accès demande JavaScript : activez-le pour ce site.</p>
      </noscript>
      <p>Ce lien ne sert qu’une fois. Pour un autre appareil, ajoutez-y une clé une fois connecté.</p>
    </EspaceShell>
  );
}
