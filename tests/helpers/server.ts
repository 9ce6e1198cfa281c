import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freshDataDir } from './dataDir';
import { siteDatabase } from './siteTemplate';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  exited: Promise<number | null>;
}

/**
 * Starts the production server as a real process (the built dist/server/index.js,
 * or a given command) on a free port and resolves once it listens. Unless told
 * otherwise, it keeps its files (mails) in a DATA_DIR of its own, removed once it exited,
 * and its embedded database there, a copy of the run's template (./siteTemplate.ts).
 */
export function startServer(
  env: Record<string, string> = {},
  { command = ['dist/server/index.js'], timeoutMs = 30_000 } = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ? undefined : freshDataDir('server');
  const child = spawn(process.execPath, command, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: dataDir && !env.DATABASE_URL ? siteDatabase(dataDir) : 'pglite://memory',
      LOG_LEVEL: 'info',
      // No daily backup of the tests' throw-away databases, unless a test asks.
      BACKUP_KEEP_DAYS: '0',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = output.match(/"port":(\d+)/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      const port = Number(match[1]);
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        child,
        output: () => output,
        exited,
        stop: (signal = 'SIGTERM') => {
          if (child.exitCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`server exited with code ${code} before listening:\n${output}`), { code, output }),
      );
    });
  });
}

/**
 * Runs a command to completion (from the repository, unless told) and returns its
 * exit code and output; its files go to a DATA_DIR of its own unless one is given.
 */
export function runToEnd(
  args: string[],
  env: Record<string, string>,
  { cwd = repoRoot } = {},
): Promise<{ code: number | null; output: string }> {
  const dataDir = env.DATA_DIR ? undefined : freshDataDir('command');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}
