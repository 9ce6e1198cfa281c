import { PassThrough } from 'node:stream';
import type { Database } from '../../server/db/database';
import type { Command } from '../../scripts/admin/lib/command';
import { repoRoot } from './server';

export interface AdminRun {
  code: number;
  stdout: string;
  /** Standard output as bytes: a workbook (`leads:export --format xlsx`) is not text. */
  stdoutBytes: Buffer;
  stderr: string;
  /** Both, in the order they were written, as a terminal shows them. */
  output: string;
}

export interface AdminOptions {
  /** The database to work on (a test's); else the command opens DATABASE_URL's. */
  database?: Database;
  /**
   * The environment it reads its settings from (nothing else of the test's).
   * `npm_lifecycle_event: ''` runs it as `node dist/scripts/<name>.js` would be.
   */
  env?: Record<string, string>;
  /** Where the paths given are read from. */
  cwd?: string;
  /** What the admin types at a prompt; standard input is not a terminal otherwise. */
  answer?: string;
}

/**
 * Runs an admin command (scripts/admin/<name>.ts) in this process, as
 * `npm run -s <name> -- …` would (its hints name npm; silent, as the README
 * runs a command whose output goes to a file): its arguments, what it prints,
 * its exit code. Each command is also run once as the built process
 * (scripts/admin/admin-commands.test.ts).
 */
export async function runAdmin(
  name: string,
  args: string[] = [],
  { database, env = {}, cwd = repoRoot, answer }: AdminOptions = {},
): Promise<AdminRun> {
  const { default: command } = (await import(`../../scripts/admin/${name}.ts`)) as { default: Command };
  let stdout = '';
  const stdoutChunks: Buffer[] = [];
  let stderr = '';
  let output = '';
  const stdin = Object.assign(new PassThrough(), { isTTY: answer !== undefined });
  if (answer !== undefined) stdin.end(`${answer}\n`);
  else stdin.end();
  const code = await command.run(args, {
    stdout: {
      write: (chunk: string | Uint8Array) => {
        stdoutChunks.push(Buffer.from(chunk));
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
        stdout += text;
        output += text;
      },
    },
    stderr: { write: (text: string) => ((stderr += text), (output += text)) },
    stdin,
    env: {
      LOG_LEVEL: 'silent',
      ...(process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {}),
      npm_lifecycle_event: name.replace('-', ':'),
      npm_config_loglevel: 'silent',
      ...env,
    },
    cwd,
    ...(database ? { database } : {}),
  });
  return { code, stdout, stdoutBytes: Buffer.concat(stdoutChunks), stderr, output };
}
