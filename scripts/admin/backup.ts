// `npm run backup -- [--out FILE]`: a consistent copy of the whole database while the
// site runs, as gzipped SQL that `npm run restore` loads into a new embedded folder or
// an empty Postgres server. On the embedded database the running server makes it.
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_PREFIX, writeBackup } from '../../server/db/backup';
import { dataPaths } from '../../server/env';
import { backupByRunningServer } from './lib/backupByServer';
import { command, UsageError } from './lib/command';

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');

export default command(
  {
    name: 'backup',
    summary: 'Fait une copie cohérente de la base pendant que le site tourne (du SQL compressé).',
    options: {
      out: {
        type: 'string',
        value: 'FICHIER',
        description:
          'où l’écrire (par défaut : DATA_DIR/backups/secretalia-<date>-<heure>.sql.gz) ; doit finir par .sql.gz',
      },
    },
    details: (commandLine) =>
      [
        'Base embarquée : la copie est faite par le serveur en marche, ou par cette commande quand aucun ne tourne. Postgres : par le pg_dump installé ici.',
        `Pour la restaurer : ${commandLine('restore', '<fichier>')}.`,
      ].join('\n'),
    migrate: false,
  },
  async ({ database, env, values, print, resolve }) => {
    const file =
      typeof values.out === 'string'
        ? resolve(values.out)
        : path.join(dataPaths(env).backups, `${BACKUP_PREFIX}${stamp()}.sql.gz`);
    if (!file.endsWith('.sql.gz'))
      throw new UsageError(`--out : attendu un nom de fichier finissant par .sql.gz, reçu « ${values.out} »`);
    const started = Date.now();
    if (database.dump) {
      writeBackup(file, await database.dump());
    } else {
      await backupByRunningServer(database.db, file);
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1).replace('.', ',');
    print(`sauvegarde écrite dans ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} ko, ${seconds} s)`);
  },
);
