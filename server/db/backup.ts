import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { Knex } from 'knex';

/**
 * Backups as plain SQL, gzipped: a consistent copy taken while the site runs,
 * which loads into a new embedded folder or an empty Postgres server (15 or
 * newer) alike. The embedded database is dumped by the process that holds it,
 * with the pg_dump that PGlite's tools compile to WebAssembly; a Postgres server
 * by the system's pg_dump. Both write INSERTs, never COPY, so that a restore is
 * one statement list run in one transaction: all or nothing.
 */

/** What a backup file holds, read back: the SQL text. */
export function readBackup(file: string): string {
  try {
    return zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  } catch (err) {
    throw new BackupError(
      `${file} n’est pas une sauvegarde lisible (un fichier .sql.gz fait par la commande backup) : ${(err as Error).message}`,
    );
  }
}

/** Writes a backup beside its place, then moves it in: a file of that name is always whole. */
export function writeBackup(file: string, sql: string): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const body = zlib.gzipSync(sql, { level: 6 });
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, body, { mode: 0o600 });
  fs.renameSync(partial, file);
  return body.length;
}

/** pg_dump's arguments: the data as INSERTs (a restore then needs no COPY), no owner or grant of this server's. */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100'];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * pglite-tools' pgDump on the PGlite instance the site is using. Left to itself
 * it leaves pg_dump's read-only transaction open and its session settings
 * (search_path, row_security…) on the one backend everyone shares, and lets
 * other queries run between its steps. Here it runs alone (PGlite's own locks,
 * taken in the order of its query and transaction methods; the caller holds the
 * socket's turn), then its transaction is ended and every setting it changed is
 * put back, checked. These are private methods of PGlite: the version is pinned.
 */
export function dumpPglite(pglite: PGlite): Promise<string> {
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      if (pglite.isInTransaction())
        throw new Error('la base est au milieu d’une transaction : réessayez dans un instant');
      const raw = async (sql: string) =>
        parse.parseResults((await pglite.execProtocol(protocol.serialize.query(sql), {})).messages, pglite.parsers);
      const settings = async () =>
        new Map(
          ((await raw('SHOW ALL')).at(-1)!.rows as { name: string; setting: string }[]).map((row) => [
            row.name,
            row.setting,
          ]),
        );
      const before = await settings();
      const unlocked = new Proxy(pglite, {
        get(target, property) {
          if (property === 'query') return async (sql: string) => (await raw(sql)).at(-1);
          // pgDump puts search_path back with `SET SEARCH_PATH = <previous>`: a syntax error when it was empty.
          if (property === 'exec')
            return (sql: string) =>
              raw(
                /^SET SEARCH_PATH = \s*$/i.test(sql) ? "SELECT pg_catalog.set_config('search_path', '', false)" : sql,
              );
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      try {
        return await (await pgDump({ pg: unlocked, args: DUMP_ARGS })).text();
      } finally {
        if (pglite.isInTransaction()) await raw('ROLLBACK');
        const after = await settings();
        const changed = [...before].filter(([name, value]) => after.get(name) !== value);
        if (changed.length)
          await raw(
            changed
              .map(([name, value]) => `SELECT pg_catalog.set_config(${literal(name)}, ${literal(value)}, false);`)
              .join('\n'),
          );
        const left = [...(await settings())].filter(([name, value]) => before.get(name) !== value);
        if (left.length || pglite.isInTransaction())
          throw new Error(
            `la session de la base n’a pas été remise en état après la sauvegarde : ${left.map(([name]) => name).join(', ')}`,
          );
      }
    }),
  );
}

const run = promisify(execFile);

/** The major version of a Postgres server (15, 17…). */
export async function serverMajor(db: Knex): Promise<number> {
  const { rows } = await db.raw('show server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10_000);
}

/** The system's pg_dump, and its major version; undefined when it is not installed. */
export async function systemPgDump(): Promise<{ major: number } | undefined> {
  try {
    const { stdout } = await run('pg_dump', ['--version']);
    return { major: Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]) };
  } catch {
    return undefined;
  }
}

/** What stops a backup or a restore, said for the owner who runs the command. */
export class BackupError extends Error {}

/**
 * A Postgres server's dump, by the system's pg_dump. An older pg_dump refuses a
 * newer server: said before it is tried, with what to install.
 */
export async function dumpPostgres(url: string, db: Knex, schema?: string): Promise<string> {
  const [client, server] = await Promise.all([systemPgDump(), serverMajor(db)]);
  if (!client)
    throw new BackupError(
      `pg_dump n’est pas installé ici : installez le client PostgreSQL ${server} (apt-get install postgresql-client-${server}), ou lancez la sauvegarde là où il l’est`,
    );
  if (client.major < server) {
    throw new BackupError(
      `le pg_dump installé ici est en version ${client.major}, plus ancienne que le serveur (${server}) : installez le client PostgreSQL ${server}, ou lancez la sauvegarde sur la machine du serveur`,
    );
  }
  const { stdout } = await run('pg_dump', [...DUMP_ARGS, ...(schema ? ['--schema', schema] : []), '--dbname', url], {
    maxBuffer: 1024 * 1024 * 1024,
  });
  return stdout;
}

/** Any number that is this site's own: the advisory lock of the daily backup on Postgres. */
const BACKUP_LOCK = 7_310_442_017;

/**
 * The daily dump of a Postgres server that several instances share: the one that takes the
 * advisory lock makes it (held by a transaction open for the dump's time), the others
 * return undefined and find the file there on their next look.
 */
export function exclusiveDump(db: Knex, dump: () => Promise<string>): () => Promise<string | undefined> {
  return () =>
    db.transaction(async (trx) => {
      const { rows } = await trx.raw('select pg_try_advisory_xact_lock(?) as got', [BACKUP_LOCK]);
      return rows[0].got ? dump() : undefined;
    });
}

/**
 * A dump as another server can load it: lines of PGlite's Postgres (18) that
 * older servers refuse go, and psql's `\restrict` guards, which are not SQL.
 */
export function forServer(sql: string, major: number): string {
  let text = sql.replace(/^\\(un)?restrict .*\r?\n/gm, '');
  if (major < 17) text = text.replace(/^SET transaction_timeout = .*;\r?\n/m, '');
  return text;
}

/** The site's tables in the current schema: a database to restore into holds none. */
export async function tablesIn(db: Knex): Promise<string[]> {
  const { rows } = await db.raw(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1",
  );
  return (rows as { table_name: string }[]).map((row) => row.table_name);
}

/** Backups kept in DATA_DIR/backups: `secretalia-2026-11-26.sql.gz`, one a day. */
export const BACKUP_PREFIX = 'secretalia-';

export function backupsIn(dir: string): { file: string; at: Date }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(BACKUP_PREFIX) && name.endsWith('.sql.gz'))
    .map((name) => ({ file: path.join(dir, name), at: fs.statSync(path.join(dir, name)).mtime }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The channel on which an admin command asks the server holding an embedded database for a backup. */
export const BACKUP_CHANNEL = 'secretalia_backup';

/** A day, as BACKUP_KEEP_DAYS counts them. */
const DAY_MS = 24 * 60 * 60 * 1000;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * What the server does for its backups: `daily`, the day's backup in `dir` and those older
 * than `keepDays` deleted (run once a day by the job worker: server/jobs/daily.ts); and, when
 * it holds an embedded database, a backup whenever an admin command asks for one on
 * BACKUP_CHANNEL (`npm run backup` while the site runs), written where the command said,
 * or its failure beside it (`<file>.error`).
 */
export function keepBackups({
  dump,
  dir,
  keepDays,
  logger,
  heartbeat,
}: {
  /** The SQL, or undefined when another instance is making the same backup. */
  dump: () => Promise<string | undefined>;
  dir: string;
  keepDays: number;
  logger: Logger;
  /** HEARTBEAT_URL's pings around each daily backup (server/jobs/heartbeat.ts makes them). */
  heartbeat?: { start(): void; success(): void; fail(): void };
}) {
  let running: Promise<unknown> = Promise.resolve();
  /** One backup at a time: a second waits for the first. */
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => {});
    return next;
  };
  const make = (file: string) =>
    serially(async () => {
      const started = Date.now();
      const sql = await dump();
      // Another instance is making it (Postgres: one dump at a time across instances).
      if (sql === undefined) return 0;
      const bytes = writeBackup(file, sql);
      logger.info({ file, bytes, ms: Date.now() - started }, 'backup made');
      return bytes;
    });
  return {
    /** An admin command's request: `{"file": "/absolute/path.sql.gz"}`. */
    async onRequest(payload: string) {
      let file: string | undefined;
      try {
        file = (JSON.parse(payload) as { file?: unknown }).file as string;
        if (typeof file !== 'string' || !path.isAbsolute(file) || !file.endsWith('.sql.gz')) return;
        if (!(await make(file))) throw new Error('une autre sauvegarde est en cours');
      } catch (err) {
        logger.warn({ err: (err as Error).message, file }, 'backup asked for by a command failed');
        if (file) fs.writeFileSync(`${file}.error`, (err as Error).message);
      }
    },
    /** The day's backup, then the old ones deleted. */
    async daily() {
      heartbeat?.start();
      try {
        // 0: another instance made it, and pings for it.
        if (await make(path.join(dir, `${BACKUP_PREFIX}${new Date().toISOString().slice(0, 10)}.sql.gz`)))
          heartbeat?.success();
      } catch (err) {
        heartbeat?.fail();
        throw err;
      }
      for (const old of backupsIn(dir).slice(1))
        if (Date.now() - old.at.getTime() > keepDays * DAY_MS) fs.rmSync(old.file, { force: true });
    },
  };
}
