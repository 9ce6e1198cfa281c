import type net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { keepPrivate } from './privateFiles';
import { claimPgliteFolder, DatabaseLockedError, type FolderClaim } from './pgliteFolder';
import { dumpPglite, dumpPostgres } from './backup';
import { PgliteSessions } from './pgliteSocket';

export { DatabaseLockedError, DataFolderError, SOCKET_FILE } from './pgliteFolder';

// Counts come back as int8; every count we deal with fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  db: Knex;
  kind: DatabaseKind;
  /** Human description for logs, without credentials. */
  label: string;
  close(): Promise<void>;
  /**
   * The connections of background work (the mail worker): a pool of its own on a
   * Postgres server, so that requests cannot starve it of connections, nor it them.
   * The embedded database has one connection: the same Knex.
   */
  background(): Knex;
  /**
   * Embedded folder only: calls the listener on each NOTIFY of the channel sent by an
   * admin command through the folder's socket (Postgres servers: see changes.ts).
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<void>;
  /**
   * A consistent copy of the whole database as SQL (server/db/backup.ts): by the
   * process that holds an embedded database, or by pg_dump for a Postgres server.
   * Absent when the database is reached through a running server's socket: that
   * server makes it (the backup command asks it to).
   */
  dump?(): Promise<string>;
  /** Embedded database only: its whole data folder as a tarball, which `loadDataDir` opens again. */
  dataDir?(): Promise<Blob>;
}

export const DEFAULT_PGLITE_DIR = './data/pglite';

export interface OpenOptions {
  /** Postgres only: a schema to work in (tests use one schema per file). */
  searchPath?: string;
  /**
   * Admin commands: when a running server holds the embedded folder, work through its
   * socket instead of refusing (a second server still refuses).
   */
  throughRunningServer?: boolean;
  /**
   * `pglite://memory` only: start from this data folder (PGlite's `dumpDataDir`) instead of
   * a new one. A new folder costs Postgres's initdb, two seconds here; the tests start each
   * file's database from a migrated one (tests/helpers/testDatabase.ts).
   */
  loadDataDir?: Blob;
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
  return target === 'memory' ? openPglite(undefined, options) : openPglite(path.resolve(target), options);
}

function knexLog(warn: (message: string) => void): Knex.Config['log'] {
  const text = (message: unknown) => (message instanceof Error ? message.message : String(message));
  return { warn: (m) => warn(text(m)), error: (m) => warn(text(m)), deprecate: () => {}, debug: () => {} };
}

/** Connections of the request pool and of the background pool (Database.background). */
const POOL_SIZES = { requests: 10, background: 2 };

function openPostgres(url: string, options: OpenOptions): Database {
  const open = (max: number) =>
    knexFactory({
      client: 'pg',
      connection: url,
      pool: { min: 0, max },
      acquireConnectionTimeout: 5_000,
      ...(options.searchPath ? { searchPath: [options.searchPath] } : {}),
      ...(options.warn ? { log: knexLog(options.warn) } : {}),
    });
  const db = open(POOL_SIZES.requests);
  let background: Knex | undefined;
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    label: `postgres://${parsed.host}${parsed.pathname}`,
    background: () => (background ??= open(POOL_SIZES.background)),
    dump: () => dumpPostgres(url, db, options.searchPath),
    close: async () => {
      await background?.destroy();
      await db.destroy();
    },
  };
}

/**
 * PGlite starts Postgres with its server defaults, sized for a shared machine:
 * 128 MB of shared buffers, all of it resident in the process's WebAssembly memory.
 * The site's whole database is a few megabytes, read through the system's file cache
 * when it is not in these buffers: 4 MB hold what the pages query, and the process
 * weighs a hundred megabytes less (docs/performance.md; `npm run bench` prints the RSS).
 */
const PGLITE_SETTINGS: string[] = [
  'shared_buffers=4MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/** PGlite's own start parameters (its defaults) with ours after them, which win. */
export function pgliteOptions() {
  return { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])] };
}

async function openPglite(dir: string | undefined, options: OpenOptions = {}): Promise<Database> {
  // Started before Knex asks for its connection: a slow start (a busy machine) must not
  // count against acquireConnectionTimeout.
  if (!dir)
    return embedded(
      await PGlite.create({ ...pgliteOptions(), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) }),
      undefined,
      'pglite://memory',
    );
  let claim: FolderClaim;
  try {
    claim = await claimPgliteFolder(dir);
  } catch (err) {
    if (err instanceof DatabaseLockedError && options.throughRunningServer) return openThroughSocket(dir, options);
    throw err;
  }
  // Connections that arrive while PGlite starts wait for it.
  const waiting: net.Socket[] = [];
  const hold = (socket: net.Socket) => waiting.push(socket);
  claim.server.on('connection', hold);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, pgliteOptions());
  } catch (err) {
    await claim.release();
    throw err;
  }
  claim.server.off('connection', hold);
  keepPrivate(dir);
  return embedded(pglite, claim, `pglite://${dir}`, waiting);
}

/** Knex on a PGlite instance; on a folder, also serving it to admin commands on its socket. */
function embedded(pglite: PGlite, claim: FolderClaim | undefined, label: string, waiting: net.Socket[] = []): Database {
  const sessions = new PgliteSessions(pglite);
  const stopServing = claim ? sessions.serve(claim.server, waiting) : () => {};
  const db = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: { pglite: sessions.forKnex() },
    // One connection only: a query waiting for it should fail fast, not hang a request.
    acquireConnectionTimeout: 5_000,
  } as Knex.Config);
  return {
    db,
    kind: 'pglite',
    label,
    background: () => db,
    close: async () => {
      stopServing();
      await db.destroy();
      await claim?.release();
    },
    listen: (channel, listener) => sessions.listen(channel, listener),
    dump: () => sessions.asServer(() => dumpPglite(pglite)),
    dataDir: () => pglite.dumpDataDir('none'),
  };
}

/**
 * An admin command while a server holds the embedded folder: the server's PGlite, reached
 * with `pg` on the folder's socket. For the command it is a Postgres server like any other
 * (its NOTIFYs reach the running server, which clears its page cache).
 */
function openThroughSocket(dir: string, options: OpenOptions): Database {
  const db = knexFactory({
    client: 'pg',
    connection: { host: dir, port: 5432, user: 'postgres', database: 'postgres' },
    pool: { min: 0, max: 2 },
    acquireConnectionTimeout: 10_000,
    ...(options.warn ? { log: knexLog(options.warn) } : {}),
  });
  return {
    db,
    kind: 'postgres',
    label: `pglite://${dir} (par le socket du serveur en marche)`,
    background: () => db,
    close: () => db.destroy(),
  };
}
