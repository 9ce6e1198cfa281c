import { DatabaseLockedError } from '../../../server/db/pgliteFolder';
import { holdsDatabase, restoreEmbedded } from '../../../server/db/restore';
import { CommandError, UsageError, type CommandIo } from './command';
import { askConfirmation } from './confirmation';

/**
 * Restores `file` into the embedded folder of `url` (`pglite://…`): a folder that
 * holds a database is replaced only once the admin said so (--yes, or « oui »), and
 * kept aside; a folder a running server holds is refused. Resolves with the line to print.
 */
export async function restoreIntoFolder(
  file: string,
  given: string,
  url: string,
  { yes, io }: { yes: boolean; io: CommandIo },
): Promise<string> {
  const dir = url.replace(/^pglite:\/\//, '');
  if (dir === 'memory')
    throw new UsageError('DATABASE_URL vaut pglite://memory : il n’y a pas de dossier où restaurer');
  if (holdsDatabase(dir) && !yes)
    await askConfirmation(io, {
      notInTerminal: `${dir} contient une base : ajoutez --yes pour la remplacer (elle est mise de côté, pas supprimée)`,
      question: `${dir} contient une base : la remplacer par ${given} ? (elle est mise de côté)`,
      refused: 'non confirmé : rien n’est restauré',
    });
  try {
    const { keptAside } = await restoreEmbedded(file, dir);
    return `${given} restaurée dans ${dir}${keptAside ? ` ; la base qu’il contenait est dans ${keptAside}` : ''} ; démarrez le site : ses migrations la mettent à jour`;
  } catch (err) {
    if (err instanceof DatabaseLockedError)
      throw new CommandError(
        `${dir} est utilisé par un serveur en marche : arrêtez-le, puis restaurez (rien n’est restauré)`,
      );
    throw err;
  }
}
