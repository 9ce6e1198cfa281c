import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { BACKUP_CHANNEL } from '../../../server/db/backup';
import { CommandError } from './command';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server holds the embedded folder: this asks it to write the backup to `file`
 * and waits (two minutes at most) for the file, or for the `.error` file saying why not.
 */
export async function backupByRunningServer(db: Knex, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const stale of [file, `${file}.error`]) fs.rmSync(stale, { force: true });
  await db.raw('select pg_notify(?, ?)', [BACKUP_CHANNEL, JSON.stringify({ file })]);
  for (let waited = 0; !fs.existsSync(file); waited += 200) {
    if (fs.existsSync(`${file}.error`))
      throw new CommandError(
        `le serveur en marche n’a pas pu faire la sauvegarde : ${fs.readFileSync(`${file}.error`, 'utf8')}`,
      );
    if (waited > 120_000)
      throw new CommandError('le serveur en marche n’a pas fait la sauvegarde en deux minutes (voir son journal)');
    await sleep(200);
  }
}
