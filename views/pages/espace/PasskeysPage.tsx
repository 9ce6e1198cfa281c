import { formatFrenchDate } from '../../../shared/dates';
import { EspaceShell, type SignedIn } from './EspaceShell';

export interface PasskeysData {
  staff: SignedIn;
  passkeys: { createdAt: string; lastUsedAt: string | null; synced: boolean }[];
  added: boolean;
}

/** `/espace/appareils`: the member's passkeys, and adding the one of another device (a second phone, a computer). */
export function PasskeysPage({ staff, passkeys, added }: PasskeysData) {
  return (
    <EspaceShell title="Vos clés d’accès" staff={staff} script>
      <h1>Vos clés d’accès</h1>
      {added ? <p role="status">La clé d’accès de cet appareil est ajoutée.</p> : null}
      <ul className="espace-devices">
        {passkeys.map((key, index) => (
          <li key={index}>
            Clé créée le {formatFrenchDate(key.createdAt)}
            {key.synced ? ' (synchronisée entre vos appareils)' : ''} ·{' '}
            {key.lastUsedAt
              ? `dernière connexion le ${formatFrenchDate(key.lastUsedAt)}`
              : 'jamais utilisée pour se connecter'}
          </li>
        ))}
      </ul>
      <form className="espace-passkey" data-espace="add-passkey">
        <button className="btn btn-secondary btn-block" type="submit">
          Ajouter la clé d’accès de cet appareil
        </button>
        <p className="espace-message" role="alert" data-espace-message></p>
      </form>
      <p>
        Un appareil perdu : demandez une nouvelle invitation ; pour retirer un accès, voyez la personne qui gère le
        site.
      </p>
    </EspaceShell>
  );
}
