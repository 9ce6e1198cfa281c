// `npm run staff:revoke -- <e-mail>`: someone leaves; their sessions end at their next request.
import { command, type CommandSpec } from './lib/command';
import { emailArgument } from './lib/emailArgument';
import { staffRepo } from '../../server/staff/repo';
import { staffEmail } from '../../server/staff/invites';

const spec = {
  name: 'staff:revoke',
  summary:
    'Retire l’accès à l’espace d’une personne de l’équipe : ses sessions prennent fin à sa prochaine requête, ses clés d’accès et ses invitations sont effacées.',
  args: '<e-mail>',
  minArgs: 1,
  details: (commandLine) =>
    [
      'Ce qu’elle a fait dans l’espace reste à son nom. Peut être relancée sans risque.',
      `Pour lui rendre l’accès plus tard : ${commandLine('staff:invite', '<e-mail>')}`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(
  { ...spec, prepare: ({ args }) => staffEmail(emailArgument(args[0])) },
  async ({ database: { db }, options: email, print, commandLine }) => {
    const member = await staffRepo(db).revoke(email, new Date());
    if (!member) {
      print(`${email} n’est pas dans l’équipe de l’espace : rien à faire (voir ${commandLine('staff:list')})`);
      return;
    }
    print(`${email} n’a plus accès à l’espace : ses sessions sont fermées, ses clés d’accès effacées.`);
  },
);
