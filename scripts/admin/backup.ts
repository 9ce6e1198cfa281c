// `npm run backup -- [--out FILE]`: a consistent copy of the whole database while the
// site runs, as gzipped SQL that `npm run restore` loads into a new embedded folder or
// an empty Postgres server. On the embedded database the running server makes it.
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_CHANNEL, BACKUP_PREFIX, writeBackup } from '../../server/db/backup';
import { dataPaths } from '../../server/env';
import { command, CommandError, UsageError } from './lib/command';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stamp = () => new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');

export default command(
  {
    name: 'backup',
    summary: 'Makes a consistent copy of the database while the site runs (gzipped SQL), to restore with npm run restore.',
    options: { out: { type: 'string', value: 'FILE', description: 'where to write it (default: DATA_DIR/backups/secretalia-<date>-<time>.sql.gz); must end in .sql.gz' } },
    details: 'Embedded database: made by the running server, or by this command when none runs. Postgres: by the pg_dump installed here.',
    migrate: false,
  },
  async ({ database, env, values, print, resolve }) => {
    const file = typeof values.out === 'string' ? resolve(values.out) : path.join(dataPaths(env).backups, `${BACKUP_PREFIX}${stamp()}.sql.gz`);
    if (!file.endsWith('.sql.gz')) throw new UsageError(`--out: expected a file name ending in .sql.gz, got "${values.out}"`);
    const started = Date.now();
    if (database.dump) {
      writeBackup(file, await database.dump());
    } else {
      // A server holds the embedded folder: it makes the copy, where this command says.
      fs.mkdirSync(path.dirname(file), { recursive: true });
      for (const stale of [file, `${file}.error`]) fs.rmSync(stale, { force: true });
      await database.db.raw('select pg_notify(?, ?)', [BACKUP_CHANNEL, JSON.stringify({ file })]);
      for (let waited = 0; !fs.existsSync(file); waited += 200) {
        if (fs.existsSync(`${file}.error`)) throw new CommandError(`the running server could not make the backup: ${fs.readFileSync(`${file}.error`, 'utf8')}`);
        if (waited > 120_000) throw new CommandError('the running server did not make the backup within two minutes (see its log)');
        await sleep(200);
      }
    }
    print(`backup written to ${file} (${(fs.statSync(file).size / 1024).toFixed(0)} kB, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  },
);
