// `npm run staff:invite -- <e-mail> [--name "Prénom Nom"]`: a one-time link to the espace, valid
// 24 hours, that registers a passkey (docs/operations.md, « L'équipe dans l'espace »).
import { command, type CommandSpec } from './lib/command';
import { emailArgument } from './lib/emailArgument';
import { inviteDeadline, inviteStaff } from '../../server/staff/invites';

const spec = {
  name: 'staff:invite',
  summary:
    'Invite une personne de l’équipe dans l’espace : un lien à usage unique, valable 24 heures, pour créer sa clé d’accès (passkey).',
  args: '<e-mail>',
  minArgs: 1,
  options: {
    name: { type: 'string', value: '"Prénom Nom"', description: 'son nom, tel que l’espace l’affiche' },
  },
  details: (commandLine) =>
    [
      'Le lien est affiché ici, et envoyé à l’adresse quand le site envoie des e-mails (SMTP_URL).',
      'Une nouvelle invitation remplace la précédente encore inutilisée ; sert aussi après la perte d’un appareil.',
      `Exemple : ${commandLine('staff:invite', 'claire.martin@secretalia.fr --name "Claire Martin"')}`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(
  {
    ...spec,
    prepare: ({ values, args }) => ({ email: emailArgument(args[0]), name: values.name as string | undefined }),
  },
  async ({ database: { db }, env, options: { email, name }, print }) => {
    const invite = await inviteStaff(db, {
      email,
      name: name?.trim() || undefined,
      siteUrl: env.SITE_URL,
      mail: Boolean(env.SMTP_URL),
    });
    print(
      `invitation pour ${invite.member.name ? `${invite.member.name} <${invite.member.email}>` : invite.member.email} :`,
    );
    print(invite.link);
    print(
      `à ouvrir une seule fois, avant le ${inviteDeadline(invite.expiresAt)} (heure de Paris)${invite.mailed ? ' ; envoyée aussi par e-mail' : ''}`,
    );
  },
);
