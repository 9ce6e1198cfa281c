import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BackupError, forServer, readBackup } from './backup';
import { pgliteOptions } from './database';
import { claimPgliteFolder, DatabaseLockedError } from './pgliteFolder';

/**
 * Restores a backup (server/db/backup.ts) all or nothing: into a new embedded
 * folder, built beside the target and moved into place once whole; or into an
 * empty Postgres database, in one transaction. Never onto a database a server is
 * using: the embedded folder is claimed first (a running server holds it), and a
 * Postgres database that holds tables is refused.
 */

export interface RestoreOutcome {
  /** Where the database that was there went, when the embedded folder held one. */
  keptAside?: string;
}

/** Whether an embedded folder holds a database (Postgres writes PG_VERSION at its creation). */
export const holdsDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

export async function restoreEmbedded(file: string, dir: string, { now = new Date() } = {}): Promise<RestoreOutcome> {
  const sql = forServer(readBackup(file), 18);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // A server on the folder holds its socket: refused, naming it (DatabaseLockedError's message).
  const claim = fs.existsSync(dir) ? await claimPgliteFolder(dir) : undefined;
  const building = `${dir}.restoring-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    const pglite = await PGlite.create(building, pgliteOptions());
    try {
      // One simple query: Postgres runs the whole list as one transaction.
      await pglite.exec(sql);
    } finally {
      await pglite.close();
    }
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    await claim?.release();
    throw new BackupError(`la sauvegarde n’a pas pu être restaurée (${(err as Error).message}) ; rien n’a changé`);
  }
  await claim?.release();
  let keptAside: string | undefined;
  if (fs.existsSync(dir)) {
    if (holdsDatabase(dir)) {
      keptAside = `${dir}.before-restore-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}`;
      fs.renameSync(dir, keptAside);
    } else {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  fs.renameSync(building, dir);
  return keptAside ? { keptAside } : {};
}

/** Into an empty Postgres database (its current schema), in one transaction. */
export async function restorePostgres(file: string, url: string, schema?: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    if (rows[0].n > 0)
      throw new BackupError(
        `la base de DATABASE_URL n’est pas vide (${rows[0].n} tables) : restaurez dans une base vide, puis faites pointer DATABASE_URL vers elle`,
      );
    const major = Math.floor(
      Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10_000,
    );
    try {
      // A simple query of many statements runs in one transaction: all or nothing.
      await client.query(forServer(readBackup(file), major));
    } catch (err) {
      throw new BackupError(`la sauvegarde n’a pas pu être restaurée (${(err as Error).message}) ; rien n’a changé`);
    }
  } finally {
    await client.end();
  }
}

export { DatabaseLockedError };
