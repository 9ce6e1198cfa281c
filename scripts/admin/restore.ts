// `npm run restore -- FILE [--yes]`: loads a backup of `npm run backup` all or nothing,
// into the embedded folder (the database it held is kept aside) or an empty Postgres
// database. Refused while a server uses the embedded folder.
import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { databaseUrl } from '../../server/env';
import { DatabaseLockedError } from '../../server/db/pgliteFolder';
import { holdsDatabase, restoreEmbedded, restorePostgres } from '../../server/db/restore';
import { command, CommandError, UsageError } from './lib/command';

export default command(
  {
    name: 'restore',
    summary: 'Restores a backup made by npm run backup, all or nothing, into the embedded folder (stopped) or an empty Postgres database.',
    args: '<backup.sql.gz>',
    minArgs: 1,
    options: { yes: { type: 'boolean', short: 'y', description: 'replace an embedded database that holds data without asking (it is kept aside)' } },
    details: 'Stop the site first: a folder a server uses is refused. Start the site again afterwards; its migrations bring an older backup up to date.',
    database: false,
  },
  async ({ env, args: [given = ''], values, io, print, resolve }) => {
    const file = resolve(given);
    if (!fs.existsSync(file)) throw new CommandError(`${given}: no such file`);
    const url = databaseUrl(env);
    if (/^postgres(ql)?:\/\//.test(url)) {
      await restorePostgres(file, url);
      print(`restored ${given} into ${new URL(url).pathname.slice(1)}; start the site: its migrations bring it up to date`);
      return;
    }
    const dir = url.replace(/^pglite:\/\//, '');
    if (dir === 'memory') throw new UsageError('DATABASE_URL is pglite://memory: there is nothing to restore into');
    if (holdsDatabase(dir) && !values.yes) {
      if (!io.stdin.isTTY) throw new UsageError(`${dir} holds a database: add --yes to replace it (it is kept aside, not deleted)`);
      const prompt = createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
      const answer = await prompt.question(`${dir} holds a database: replace it with ${given}? (it is kept aside) Type yes to confirm: `);
      prompt.close();
      if (answer.trim().toLowerCase() !== 'yes') throw new CommandError('not confirmed: nothing restored');
    }
    try {
      const { keptAside } = await restoreEmbedded(file, dir);
      print(`restored ${given} into ${dir}${keptAside ? `; the database it held is in ${keptAside}` : ''}; start the site: its migrations bring it up to date`);
    } catch (err) {
      if (err instanceof DatabaseLockedError) throw new CommandError(`${dir} is used by a running server: stop it, then restore (nothing restored)`);
      throw err;
    }
  },
);
