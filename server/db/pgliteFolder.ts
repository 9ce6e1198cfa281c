import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Another live process holds the embedded database folder. */
export class DatabaseLockedError extends Error {
  constructor(readonly dir: string) {
    super(
      `The embedded database in ${dir} is already in use by another process ` +
        '(a running server or admin script). Stop it first, or point DATABASE_URL at another ' +
        'folder (pglite://<folder>) or at a Postgres server (postgres://…).',
    );
  }
}

/**
 * The data folder cannot be created or written, or its path is too long for a
 * socket: the message says which and what to do, in the log's English; the
 * fields let the admin commands say it in French.
 */
export class DataFolderError extends Error {
  constructor(
    message: string,
    readonly dir: string,
    readonly problem: 'not-writable' | 'path-too-long',
    readonly code?: string,
    readonly uid?: number,
  ) {
    super(message);
  }
}

/**
 * The name Postgres gives its socket, so `psql -h <folder>` finds it (port 5432 is
 * psql's default): the running server's PGlite answers there.
 */
export const SOCKET_FILE = '.s.PGSQL.5432';

/** Linux's limit for a socket path (sun_path) is 108 bytes, terminator included. */
const MAX_SOCKET_PATH = 107;

/** Between a stale socket's takeover and the check that no one else took it at the same moment. */
const TAKEOVER_SETTLE_MS = 200;

export function socketPathOf(dir: string): string {
  return path.join(dir, SOCKET_FILE);
}

const uid = () => (typeof process.getuid === 'function' ? process.getuid() : undefined);

function notWritable(dir: string, err: NodeJS.ErrnoException): DataFolderError {
  const who = uid() === undefined ? 'this process' : `uid ${uid()}, the user this process runs as`;
  return new DataFolderError(
    `The data folder ${dir} cannot be written (${err.code ?? err.message}): make it writable by ${who} ` +
      '(in the image, uid 1000: `chown -R 1000:1000` the host folder or volume mounted on /app/data), ' +
      'or set DATABASE_URL to another folder (pglite://<folder>) or to a Postgres server (postgres://…).',
    dir,
    'not-writable',
    err.code ?? err.message,
    uid(),
  );
}

const locked = (dir: string) => new DatabaseLockedError(dir);

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(socketPath, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Whether a live process listens on the socket. A connection refused (or no file)
 * means the process that made it is gone; anything else (accepted, no permission,
 * no answer in time) counts as alive, since guessing wrong would let two writers in.
 */
export function socketAnswers(socketPath: string, timeoutMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: socketPath });
    const done = (alive: boolean) => {
      socket.destroy();
      resolve(alive);
    };
    socket.setTimeout(timeoutMs, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code !== 'ECONNREFUSED' && err.code !== 'ENOENT'));
  });
}

export interface FolderClaim {
  /** Listening on the folder's socket; its connections wait in `pending` until served. */
  server: net.Server;
  socketPath: string;
  /** Stops listening and removes the socket file if it is still this process's. */
  release(): Promise<void>;
}

/**
 * Makes the folder this process's, or refuses. PGlite has no lock of its own and two
 * writers on one folder corrupt it, so the folder's socket is the lock: whoever
 * listens on it holds the database (and serves it to admin commands, see
 * pgliteSocket.ts). The kernel says at once whether the holder still lives: a socket
 * left by a killed process refuses connections, and is taken over at once, with no
 * waiting for a timeout; one held by a live process (in this container or another
 * one sharing the volume) accepts them, and the claim is refused.
 */
export async function claimPgliteFolder(dir: string): Promise<FolderClaim> {
  try {
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.access(dir, fs.constants.W_OK);
  } catch (err) {
    throw notWritable(dir, err as NodeJS.ErrnoException);
  }
  const socketPath = socketPathOf(dir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH - 16) {
    throw new DataFolderError(
      `The embedded database folder's path is too long for its socket (${socketPath}): ` +
        'use a shorter folder in DATABASE_URL=pglite://<folder>.',
      dir,
      'path-too-long',
    );
  }

  let server = net.createServer();
  let inode: number | undefined;
  try {
    await listen(server, socketPath);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EROFS' || code === 'EPERM') throw notWritable(dir, err as NodeJS.ErrnoException);
    if (code !== 'EADDRINUSE') throw err;
    if (await socketAnswers(socketPath)) throw locked(dir);
    // Stale: its process died. Bind beside it and rename over it (atomic), then check a
    // moment later that the socket is still ours: of two processes taking over together,
    // exactly one keeps it.
    const temporary = `${socketPath}.${randomBytes(4).toString('hex')}`;
    server = net.createServer();
    await listen(server, temporary);
    inode = fs.statSync(temporary).ino;
    if (await socketAnswers(socketPath)) {
      await close(server);
      throw locked(dir);
    }
    fs.renameSync(temporary, socketPath);
    await new Promise((resolve) => setTimeout(resolve, TAKEOVER_SETTLE_MS));
    if (fs.statSync(socketPath, { throwIfNoEntry: false })?.ino !== inode) {
      await close(server);
      throw locked(dir);
    }
  }
  inode ??= fs.statSync(socketPath).ino;

  return {
    server,
    socketPath,
    release: async () => {
      await close(server);
      // Closing unlinks the name the server was bound to; after a takeover that was the
      // temporary name, so the socket file is removed here, if nobody replaced it since.
      if (fs.statSync(socketPath, { throwIfNoEntry: false })?.ino === inode) fs.rmSync(socketPath, { force: true });
    },
  };
}

function close(server: net.Server): Promise<void> {
  return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
}
