// `npm run staff:list`: who may sign in to the espace, with how many passkeys, and who was revoked.
import { command, type CommandSpec } from './lib/command';
import { textTable } from './lib/tabular';
import { staffRepo } from '../../server/staff/repo';
import { parisDateTime } from '../../shared/dates';

const spec = {
  name: 'staff:list',
  summary: 'Liste l’équipe de l’espace : adresse, nom, clés d’accès, dernière connexion, accès retiré ou non.',
  details: (commandLine) =>
    `Inviter : ${commandLine('staff:invite', '<e-mail>')} ; retirer l’accès : ${commandLine('staff:revoke', '<e-mail>')}`,
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, print, commandLine }) => {
  const members = await staffRepo(db).members();
  if (!members.length) {
    print(`personne dans l’équipe de l’espace pour l’instant (inviter : ${commandLine('staff:invite', '<e-mail>')})`);
    return;
  }
  const rows = members.map((member) => [
    member.email,
    member.name ?? '',
    String(member.passkeys),
    member.lastSignIn ? parisDateTime(member.lastSignIn) : 'jamais',
    member.revokedAt ? `retiré le ${parisDateTime(member.revokedAt)}` : member.passkeys ? 'actif' : 'invité',
  ]);
  print(textTable(['e-mail', 'nom', 'clés', 'dernière connexion', 'accès'], rows, { alignRight: [2] }).trimEnd());
});
