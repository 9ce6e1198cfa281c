// `npm run staff:list`: who may sign in to the espace, with how many passkeys, and who was revoked.
import { command, type CommandSpec } from './lib/command';
import { textTable } from './lib/tabular';
import { staffRepo } from '../../server/staff/repo';
import { parisDateTime } from '../../shared/dates';

const spec = {
  name: 'staff:list',
  summary:
    'Liste l’équipe de l’espace : numéro (celui du journal des requêtes), adresse, nom, clés d’accès, dernière connexion, accès retiré ou non.',
  details: (commandLine) =>
    `Inviter : ${commandLine('staff:invite', '<e-mail>')} ; retirer l’accès : ${commandLine('staff:revoke', '<e-mail>')}`,
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, print, commandLine }) => {
  const members = await staffRepo(db).members();
  if (!members.length) {
    print(`personne dans l’équipe de l’espace pour l’instant (inviter : ${commandLine('staff:invite', '<e-mail>')})`);
    return;
  }
  // The number is how the request log names a member (« "staff": 3 »): no address is written there.
  const rows = members.map((member) => [
    String(member.id),
    member.email,
    member.name ?? '',
    String(member.passkeys),
    member.lastSignIn ? parisDateTime(member.lastSignIn) : 'jamais',
    member.revokedAt ? `retiré le ${parisDateTime(member.revokedAt)}` : member.passkeys ? 'actif' : 'invité',
  ]);
  print(
    textTable(['n°', 'e-mail', 'nom', 'clés', 'dernière connexion', 'accès'], rows, { alignRight: [0, 3] }).trimEnd(),
  );
});
