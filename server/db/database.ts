import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import lockfile from 'proper-lockfile';

// Counts come back as int8; every count we deal with fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Knex;
  kind: DatabaseKind;
  /** Human description for logs, without credentials. */
  label: string;
  close(): Promise<void>;
}

export class DatabaseLockedError extends Error {}

export const DEFAULT_PGLITE_DIR = './data/pglite';

export interface OpenOptions {
  /** Postgres only: a schema to work in (tests use one schema per file). */
  searchPath?: string;
  /** Called if the embedded database's lock is taken over (clock jump, folder removed). */
  onLockCompromised?: (err: Error) => void;
  /** Where Knex's own warnings go (connection errors), instead of the console. */
  warn?: (message: string) => void;
}

/**
 * Opens the database named by DATABASE_URL: a Postgres server for `postgres://`,
 * otherwise the embedded PGlite (in a folder, or in memory for `pglite://memory`).
 */
export async function openDatabase(url: string | undefined, options: OpenOptions = {}): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options);
  const target = url ? url.replace(/^pglite:\/\//, '') : DEFAULT_PGLITE_DIR;
  return target === 'memory' ? openPglite(undefined) : openPglite(path.resolve(target), options);
}

function knexLog(warn: (message: string) => void): Knex.Config['log'] {
  const text = (message: unknown) => (message instanceof Error ? message.message : String(message));
  return { warn: (m) => warn(text(m)), error: (m) => warn(text(m)), deprecate: () => {}, debug: () => {} };
}

function openPostgres(url: string, options: OpenOptions): Database {
  const db = knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: 10 },
    acquireConnectionTimeout: 5_000,
    ...(options.searchPath ? { searchPath: [options.searchPath] } : {}),
    ...(options.warn ? { log: knexLog(options.warn) } : {}),
  });
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    label: `postgres://${parsed.host}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}

async function openPglite(dir: string | undefined, options: OpenOptions = {}): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  if (dir) {
    await fs.mkdir(dir, { recursive: true });
    // PGlite has no lock of its own and two writers on one folder corrupt it.
    // The lock is a folder beside the data (`<dir>.lock`) refreshed every few
    // seconds, so a crashed process's lock goes stale instead of blocking forever.
    try {
      release = await lockfile.lock(dir, {
        stale: 15_000,
        update: 5_000,
        retries: 0,
        realpath: false,
        onCompromised: options.onLockCompromised ?? ((err) => { throw err; }),
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DatabaseLockedError(
          `The embedded database in ${dir} is already in use by another process ` +
            '(a running server or admin script). Stop it first, or point DATABASE_URL at another ' +
            'folder (pglite://<folder>) or at a Postgres server (postgres://…).',
        );
      }
      throw err;
    }
  }
  const db = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: dir ? { filename: dir } : {},
    // One connection only: a query waiting for it should fail fast, not hang a request.
    acquireConnectionTimeout: 5_000,
  } as Knex.Config);
  return {
    db,
    kind: 'pglite',
    label: dir ? `pglite://${dir}` : 'pglite://memory',
    close: async () => {
      await db.destroy();
      await release?.();
    },
  };
}
