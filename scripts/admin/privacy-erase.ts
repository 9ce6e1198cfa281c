// `npm run privacy:erase -- <email or phone> [--yes]`: deletes everything stored about an
// address, whatever its capitalisation, or about a phone number (GDPR article 17, right to erasure).
import { command, type CommandSpec } from './lib/command';
import { askConfirmation } from './lib/confirmation';
import { personArgument } from './lib/emailArgument';
import { dataPaths } from '../../server/env';
import { eraseJournalled } from './lib/erasures';
import { countsOf, describeCounts, findPersonalData } from '../../server/privacy/personalData';

const spec = {
  name: 'privacy:erase',
  summary:
    'Efface en une fois tout ce qui est enregistré sur une adresse e-mail, en majuscules ou non (droit à l’effacement du RGPD).',
  args: '<e-mail ou téléphone>',
  minArgs: 1,
  options: {
    yes: {
      type: 'boolean',
      short: 'y',
      description: 'effacer sans demander de confirmation (scripts ; obligatoire hors d’un terminal)',
    },
  },
  details: (commandLine) =>
    [
      'Messages et demandes de devis, inscription à la newsletter, e-mails en file, envoyés ou non remis (résumés du matin compris), puis les fichiers d’e-mails de ./data/mail.',
      `L’effacement est noté dans DATA_DIR/privacy (des empreintes, aucune adresse) : ${commandLine('restore', '<sauvegarde>')} le refait sur une sauvegarde plus ancienne.`,
      'Une demande de rappel ne contient pas d’adresse : effacez-la par son numéro de téléphone, écrit comme vous voulez.',
      'Sans --yes, montre ce qui serait effacé et demande confirmation. Relancée, la commande ne trouve plus rien.',
      `Gardez d’abord une copie si la personne en a demandé une : ${commandLine('privacy:export', '<e-mail>', { silent: true })} > export.json`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, async ({ database: { db }, env, args, values, io, print, commandLine }) => {
  const who = personArgument(args[0]);
  const found = await findPersonalData(db, who, dataPaths(env).mail);
  const counts = countsOf(found);
  const nothing = !Object.values(counts).some(Boolean);
  if (!nothing && !values.yes) {
    print(`Concernant ${found.email} : ${describeCounts(counts)}.`);
    await askConfirmation(io, {
      notInTerminal: 'pas dans un terminal : ajoutez --yes pour effacer sans confirmation (rien n’est effacé)',
      question: 'Tout effacer définitivement ?',
      refused: 'non confirmé : rien n’est effacé',
    });
  }
  for (const line of await eraseJournalled(db, env, commandLine, who, found)) print(line);
});
