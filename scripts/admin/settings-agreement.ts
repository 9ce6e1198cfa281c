// `npm run settings:agreement -- accord.pdf`: the processing agreement (GDPR art. 28)
// doctors sign with Secretalia, offered for download on /vos-donnees; `--remove` takes it
// off. Stored in the database (so the backup carries it); importing the same file again
// changes nothing.
import { MAX_AGREEMENT_BYTES } from '../../server/settings/rules';
import { paths } from '../../shared/paths';
import { agreementCommand } from './lib/agreement';
import { command, type CommandSpec } from './lib/command';

const spec = {
  name: 'settings:agreement',
  summary:
    'Importe l’accord de traitement des données (RGPD, article 28), un PDF, proposé au téléchargement sur /vos-donnees ; sans argument, dit s’il y en a un.',
  args: '[fichier.pdf]',
  maxArgs: 1,
  options: { remove: { type: 'boolean', description: 'retirer l’accord du site' } },
  details: () =>
    [
      `Le fichier est un PDF de ${MAX_AGREEMENT_BYTES / 1024 / 1024} Mo au plus. Il est enregistré dans la base (la sauvegarde le contient)`,
      `et proposé à l’adresse ${paths.processingAgreement}. Réimporter le même fichier ne change rien.`,
    ].join('\n'),
} satisfies CommandSpec;

export default command(spec, agreementCommand);
