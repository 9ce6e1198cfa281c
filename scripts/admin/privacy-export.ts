// `npm run -s privacy:export -- <email or phone> > export.json`: everything stored about an
// address, whatever its capitalisation, or about a phone number (a callback request holds no
// address), as JSON (GDPR article 15, right of access).
import { command, type CommandSpec } from './lib/command';
import { personArgument } from './lib/emailArgument';
import { dataPaths } from '../../server/env';
import { describeCounts, findPersonalData } from '../../server/privacy/personalData';
import { warnIfNpmWritesToo } from './lib/tabular';

const spec = {
  name: 'privacy:export',
  summary:
    'Écrit en JSON tout ce qui est enregistré sur une adresse e-mail, en majuscules ou non (droit d’accès du RGPD).',
  args: '<e-mail ou téléphone>',
  minArgs: 1,
  details: (commandLine) =>
    [
      'Messages et demandes de devis, inscription à la newsletter, e-mails en file, envoyés ou non remis, et les fichiers d’e-mails de ./data/mail.',
      'Les visites n’y sont pas : elles ne contiennent ni adresse ni identifiant.',
      'Une demande de rappel ne contient pas d’adresse : cherchez-la par son numéro de téléphone, écrit comme vous voulez (06 12 34 56 78, +33 6 12 34 56 78).',
      `Exemple : ${commandLine('privacy:export', 'claire.morel@exemple.fr', { silent: true })} > claire.json`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, env, args, warn, io, output }) => {
  const data = await findPersonalData(db, personArgument(args[0]), dataPaths(env).mail);
  warnIfNpmWritesToo({ spec, io, warn });
  const document = {
    email: data.email,
    exportedAt: new Date().toISOString(),
    messagesAndQuotes: data.leads,
    newsletterSubscription: data.newsletter,
    mails: data.mails,
    mailFiles: data.mailFiles,
    visits: 'Aucune : les visites ne sont liées à aucune adresse ni à aucun identifiant.',
  };
  output(`${JSON.stringify(document, null, 2)}\n`);
  const counts = {
    leads: data.leads.length,
    newsletter: data.newsletter.length,
    mails: data.mails.length,
    mailFiles: data.mailFiles.length,
  };
  const found = Object.values(counts).some(Boolean);
  warn(`privacy:export: ${found ? describeCounts(counts) : 'rien n’est enregistré'} concernant ${data.email}`);
});
