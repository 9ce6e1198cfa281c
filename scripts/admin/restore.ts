// `npm run restore -- FILE [--yes]`: loads a backup of `npm run backup` all or nothing,
// into the embedded folder (the database it held is kept aside) or an empty Postgres
// database. Refused while a server uses the embedded folder.
import fs from 'node:fs';
import { databaseUrl } from '../../server/env';
import { restorePostgres } from '../../server/db/restore';
import { plural } from '../../shared/plural';
import { eraseAgain } from './lib/erasures';
import { command, CommandError } from './lib/command';
import { restoreIntoFolder } from './lib/restoreEmbedded';

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
    details: [
      'Arrêtez d’abord le site : un dossier qu’un serveur utilise est refusé. Redémarrez-le ensuite ; ses migrations mettent à jour une sauvegarde plus ancienne.',
      'Les personnes effacées par privacy:erase depuis la sauvegarde (journal de DATA_DIR/privacy) sont effacées de nouveau de la base restaurée, avant que le site ne la serve.',
    ].join('\n'),
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
    } else print(await restoreIntoFolder(file, given, url, { yes: values.yes === true, io }));
    const again = await eraseAgain(env, url);
    if (again !== undefined)
      print(
        `journal des effacements : ${plural(again, 'personne effacée depuis cette sauvegarde l’a été de nouveau', 'personnes effacées depuis cette sauvegarde l’ont été de nouveau')}`,
      );
  },
);
