import { paths } from '../../../shared/paths';
import { EspaceShell, type SignedIn } from './EspaceShell';

/** `/espace` until the inbox takes its place: who is signed in, and where their passkeys are. */
export function EspaceHomePage({ staff }: { staff: SignedIn }) {
  return (
    <EspaceShell title="Espace de l’équipe" staff={staff}>
      <h1>Bonjour {staff.name ?? staff.email}</h1>
      <p>Vous êtes connecté à l’espace de l’équipe.</p>
      <p>
        <a href={paths.espacePasskeys}>Vos clés d’accès</a> : ajoutez celle d’un autre appareil.
      </p>
    </EspaceShell>
  );
}
