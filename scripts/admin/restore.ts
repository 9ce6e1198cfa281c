// `npm run restore -- FILE [--yes]`: loads a backup of `npm run backup` all or nothing,
// into the embedded folder (the database it held is kept aside) or an empty Postgres
// database. Refused while a server uses the embedded folder.
import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { databaseUrl } from '../../server/env';
import { DatabaseLockedError } from '../../server/db/pgliteFolder';
import { holdsDatabase, restoreEmbedded, restorePostgres } from '../../server/db/restore';
import { command, CommandError, confirmed, UsageError } from './lib/command';

export default command(
  {
    name: 'restore',
    summary:
      'Restaure une sauvegarde de la commande backup, tout ou rien, dans le dossier de la base embarquée (site arrêté) ou dans une base Postgres vide.',
    args: '<sauvegarde.sql.gz>',
    minArgs: 1,
    options: {
      yes: {
        type: 'boolean',
        short: 'y',
        description: 'remplacer sans demander une base embarquée qui contient des données (elle est mise de côté)',
      },
    },
    details:
      'Arrêtez d’abord le site : un dossier qu’un serveur utilise est refusé. Redémarrez-le ensuite ; ses migrations mettent à jour une sauvegarde plus ancienne.',
    database: false,
  },
  async ({ env, args: [given = ''], values, io, print, resolve }) => {
    const file = resolve(given);
    if (!fs.existsSync(file)) throw new CommandError(`${given} : fichier introuvable`);
    const url = databaseUrl(env);
    if (/^postgres(ql)?:\/\//.test(url)) {
      await restorePostgres(file, url);
      print(
        `${given} restaurée dans ${new URL(url).pathname.slice(1)} ; démarrez le site : ses migrations la mettent à jour`,
      );
      return;
    }
    const dir = url.replace(/^pglite:\/\//, '');
    if (dir === 'memory')
      throw new UsageError('DATABASE_URL vaut pglite://memory : il n’y a pas de dossier où restaurer');
    if (holdsDatabase(dir) && !values.yes) {
      if (!io.stdin.isTTY)
        throw new UsageError(
          `${dir} contient une base : ajoutez --yes pour la remplacer (elle est mise de côté, pas supprimée)`,
        );
      const prompt = createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
      const answer = await prompt.question(
        `${dir} contient une base : la remplacer par ${given} ? (elle est mise de côté) Tapez oui pour confirmer : `,
      );
      prompt.close();
      if (!confirmed(answer)) throw new CommandError('non confirmé : rien n’est restauré');
    }
    try {
      const { keptAside } = await restoreEmbedded(file, dir);
      print(
        `${given} restaurée dans ${dir}${keptAside ? ` ; la base qu’il contenait est dans ${keptAside}` : ''} ; démarrez le site : ses migrations la mettent à jour`,
      );
    } catch (err) {
      if (err instanceof DatabaseLockedError)
        throw new CommandError(
          `${dir} est utilisé par un serveur en marche : arrêtez-le, puis restaurez (rien n’est restauré)`,
        );
      throw err;
    }
  },
);
