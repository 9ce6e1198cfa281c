import path from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseLockedError, DataFolderError, openDatabase, type Database } from '../../../server/db/database';
import { BackupError } from '../../../server/db/backup';
import { migrateLatest } from '../../../server/db/migrate';
import { DkimError } from '../../../server/mail/dkim';
import { databaseUrl, EnvError, loadEnv, redactSecrets, type Env } from '../../../server/env';
import { DatabaseSettingError, reachDatabase } from '../../../server/db/reach';
import { siteAddressOf } from '../../../server/settings/siteAddress';
import { forTerminal } from './tabular';

/** An error whose message is all the user needs (no stack trace): exit code 1. */
export class CommandError extends Error {}

/** A mistake in how the command was called (unknown option, missing value): exit code 2. */
export class UsageError extends Error {}

/** A value the command refuses in its arguments (an unknown key, a malformed setting): exit code 2, as the README says of wrong values. */
export class ValueError extends CommandError {}

export interface CommandOption {
  type: 'string' | 'boolean';
  /** What `--help` says of it. */
  description: string;
  /** For a string option: how its value is written in `--help` (`AAAA-MM-JJ`). */
  value?: string;
  short?: string;
}

export interface CommandSpec {
  /** As the npm script is named: `leads:list`. */
  name: string;
  /** One line: what the command does. */
  summary: string;
  /** The arguments after the options, as `--help` writes them (`<fichier ou dossier>`, `[clé=valeur …]`). */
  args?: string;
  /** How many arguments it takes (default: none). */
  minArgs?: number;
  maxArgs?: number;
  options?: Record<string, CommandOption>;
  /** More lines for `--help`: examples, what it changes; other commands written as the admin runs them. */
  details?: string | ((commandLine: CommandLine) => string);
  /** False for commands that need no database. */
  database?: boolean;
  /** False for `migrate`, which runs the migrations itself. */
  migrate?: boolean;
  /**
   * True for a command that judges the lead webhooks' settings (preflight): a malformed one
   * stops it. Any other command leaves a malformed one aside, said in a line, and runs.
   */
  webhooks?: boolean;
}

/** Where a command reads and writes: the process's own, or a test's. */
export interface CommandIo {
  stdout: { write(text: string | Uint8Array): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** The environment the settings are read from (server/env.ts). */
  env: NodeJS.ProcessEnv;
  /** Where the paths the admin typed are read from (under npm, the folder the command was typed in). */
  cwd: string;
  /** An open, migrated database to work on as it is (tests): not opened, nor closed, by the command. */
  database?: Database;
}

export function processIo(): CommandIo {
  // npm runs scripts from the package's folder; INIT_CWD is where the admin typed the command.
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    cwd: process.env.INIT_CWD ?? process.cwd(),
  };
}

/**
 * Another command (or this one) as the admin would type it, the way they
 * started this one: `npm run blog:list -- …` under npm, `node
 * dist/scripts/blog-list.js …` otherwise (in the image, where npm is not used).
 */
export type CommandLine = ((name: string, args?: string, options?: { silent?: boolean }) => string) & {
  /** Whether npm started this command. */
  readonly npm: boolean;
};

/** Whether npm started the command (it sets `npm_lifecycle_event` for the script it runs). */
export const startedByNpm = (env: NodeJS.ProcessEnv) => Boolean(env.npm_lifecycle_event);

export function commandLineOf(env: NodeJS.ProcessEnv): CommandLine {
  const npm = startedByNpm(env);
  const line = (name: string, args = '', { silent = false } = {}) =>
    npm
      ? [`npm run${silent ? ' -s' : ''} ${name}`, args && `-- ${args}`].filter(Boolean).join(' ')
      : [`node dist/scripts/${name.replace(':', '-')}.js`, args].filter(Boolean).join(' ');
  return Object.assign(line, { npm });
}

export interface CommandContext {
  database: Database;
  env: Env;
  values: Record<string, string | boolean | undefined>;
  args: string[];
  io: CommandIo;
  /** One line (or nothing: an empty line) on standard output. */
  print(line?: string): void;
  /** One line on standard error: what the admin reads beside a file written to standard output. */
  warn(line: string): void;
  /**
   * A document for a file (CSV, JSON, a report) on standard output: as it is when that is a
   * file or a pipe; on a terminal, escaped as every printed line is.
   */
  output(document: string): void;
  /** A path the admin typed, from where they typed it. */
  resolve(input: string): string;
  /** A command as the admin runs it here, for the hints of messages. */
  commandLine: CommandLine;
}

/** Why a command that sends no webhook runs with a malformed webhook setting. */
const LEFT_ASIDE = 'cette commande n’envoie pas de webhook ; le site, lui, refuse de démarrer tant qu’il est faux';

/** An admin command: its spec, and how to run it with arguments. */
export interface Command {
  spec: CommandSpec;
  /** Runs with these arguments (what follows the command's name) and resolves with the exit code. */
  run(argv: string[], io?: Partial<CommandIo>): Promise<number>;
}

const valueOf = (option: CommandOption) => (option.type === 'string' ? ` ${option.value ?? 'VALEUR'}` : '');

/** The `--help` text of a command, naming it as the admin started it (npm, or node in the image). */
export function usage(spec: CommandSpec, commandLine: CommandLine = commandLineOf({})): string {
  const options = Object.entries(spec.options ?? {});
  const synopsis = commandLine(
    spec.name,
    [...options.map(([name, o]) => `[--${name}${valueOf(o)}]`), spec.args ?? ''].filter(Boolean).join(' '),
  );
  const rows = [
    ...options.map(([name, o]) => [`--${name}${valueOf(o)}`, o.description]),
    ['--help', 'afficher cette aide, sans rien faire d’autre'],
  ];
  const width = Math.max(...rows.map(([left]) => left!.length));
  const details = typeof spec.details === 'function' ? spec.details(commandLine) : spec.details;
  return [
    spec.summary,
    '',
    `Utilisation : ${synopsis}`,
    '',
    'Options :',
    ...rows.map(([left, right]) => `  ${left!.padEnd(width)}  ${right}`),
    ...(details ? ['', details] : []),
    '',
  ].join('\n');
}

/** Node's messages are long, in English and name its own API; the admin wants the option's name. */
function describeParseError(err: Error & { code?: string }): string {
  const quoted = err.message.match(/'(-{1,2}[^' ]+)/)?.[1];
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return quoted ? `option inconnue : ${quoted}` : 'option inconnue';
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return err.message.includes('argument missing')
        ? `l’option ${quoted} demande une valeur`
        : `l’option ${quoted} ne prend pas de valeur`;
    default:
      return `ligne de commande illisible (${err.message.split('. ')[0]})`;
  }
}

/** Reads the command line as the spec says; `--help` (or `-h`) is always there. */
export function parseCommandLine(
  spec: CommandSpec,
  argv: string[],
): { help: boolean; values: CommandContext['values']; args: string[] } {
  const end = argv.indexOf('--');
  if ((end === -1 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h'))
    return { help: true, values: {}, args: [] };
  const options = Object.fromEntries(
    Object.entries(spec.options ?? {}).map(([name, o]) => [
      name,
      { type: o.type, ...(o.short ? { short: o.short } : {}) },
    ]),
  );
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(describeParseError(err as Error & { code?: string }));
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const args = parsed.positionals;
  const min = spec.minArgs ?? 0;
  const max = spec.maxArgs ?? min;
  if (args.length > max) {
    const extra = args.slice(max).join(' ');
    throw new UsageError(
      max === 0 ? `ne prend pas d’argument, reçu « ${extra} »` : `trop d’arguments : « ${extra} » en trop`,
    );
  }
  if (args.length < min) throw new UsageError(`il manque ${spec.args ?? 'un argument'}`);
  return { help: false, values, args };
}

/**
 * A command whose output goes into `head` (`leads:list | head -1`) finds its pipe closed when
 * `head` has read enough: what it prints next goes nowhere, without Node's EPIPE stack trace,
 * and it ends as it would have (exit 0), as Unix tools do.
 */
function quietWhenPipeCloses(stdout: CommandIo['stdout']): void {
  const stream = stdout as Partial<NodeJS.WriteStream>;
  if (typeof stream.on !== 'function' || stream.listeners?.('error').includes(onClosedPipe)) return;
  stream.on('error', onClosedPipe);
}

function onClosedPipe(this: NodeJS.WriteStream, err: NodeJS.ErrnoException): void {
  // After EPIPE, further writes fail too (ERR_STREAM_DESTROYED): the reader is gone, nothing to say.
  if (err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED') return;
  throw err;
}

/** A usage mistake: one line, the command's name first, how to get its help last. */
const usageLine = (spec: CommandSpec, err: Error) => `${spec.name}: ${err.message} (voir --help)`;

/**
 * The embedded database's folder, as the owner reads about it. The server logs
 * the same errors in English for whoever runs it; the errors carry what both need.
 */
function databaseProblem(err: DatabaseLockedError | DataFolderError): string {
  const elsewhere =
    'ou faites pointer DATABASE_URL vers un autre dossier (pglite://<dossier>) ou vers un serveur Postgres (postgres://…)';
  if (err instanceof DatabaseLockedError) {
    return `la base embarquée de ${err.dir} est déjà utilisée par un autre processus (un serveur ou une commande) : arrêtez-le d’abord, ${elsewhere}`;
  }
  if (err.problem === 'path-too-long') {
    return `le chemin du dossier de la base embarquée est trop long pour son socket (${err.dir}) : choisissez un dossier plus court dans DATABASE_URL=pglite://<dossier>`;
  }
  const who =
    err.uid === undefined ? 'l’utilisateur de ce processus' : `l’utilisateur ${err.uid}, celui de ce processus`;
  return (
    `impossible d’écrire dans le dossier de données ${err.dir} (${err.code}) : rendez-le accessible en écriture à ${who} ` +
    '(dans l’image, l’utilisateur 1000 : `chown -R 1000:1000` sur le dossier ou le volume monté sur /app/data), ' +
    elsewhere
  );
}

/**
 * An admin command (scripts/admin/<name>.ts exports one; the build makes it
 * dist/scripts/<name>.js, which runs it with the process's arguments): reads its
 * options (`--help` prints the usage and does nothing else; a mistake is one line
 * and exit code 2), opens the database of DATABASE_URL (an embedded folder that a
 * running server holds is reached through that server's socket), migrated first,
 * and runs the body. What goes wrong ends the command with one readable line and
 * exit code 1, never a stack trace. The body may resolve with an exit code of its own.
 */
export function command<Options = undefined>(
  spec: CommandSpec & {
    /** Reads the options' values (dates, numbers, choices) before any database is opened: a mistake opens none. */
    prepare?: (line: { values: CommandContext['values']; args: string[] }) => Options;
  },
  body: (context: CommandContext & { options: Options }) => Promise<void | number>,
): Command {
  const run = async (argv: string[], given: Partial<CommandIo> = {}): Promise<number> => {
    const io = { ...processIo(), ...given };
    quietWhenPipeCloses(io.stdout);
    // Lines for a reader: what a visitor typed is shown, never run by the terminal (lib/tabular.ts).
    const line =
      (stream: CommandIo['stdout']) =>
      (text = '') =>
        void stream.write(`${forTerminal(text)}\n`);
    const print = line(io.stdout);
    // Errors and warnings may quote a setting or a library's message naming a URL: never its password.
    const warn = (text: string) => line(io.stderr)(redactSecrets(text));
    let parsed;
    let options: Options;
    try {
      parsed = parseCommandLine(spec, argv);
      options = (parsed.help ? undefined : spec.prepare?.(parsed)) as Options;
    } catch (err) {
      warn(usageLine(spec, err as Error));
      return 2;
    }
    const commandLine = commandLineOf(io.env);
    if (parsed.help) {
      io.stdout.write(usage(spec, commandLine));
      return 0;
    }
    let opened: Database | undefined;
    try {
      const env = loadEnv(io.env, {
        language: 'fr',
        ...(spec.webhooks
          ? {}
          : {
              withoutWebhooks: (problem: string) => warn(`${spec.name}: ${problem} (laissé de côté : ${LEFT_ASIDE})`),
            }),
      });
      let database = io.database;
      if (!database && spec.database !== false) {
        // On an embedded folder a running server holds, through that server's socket.
        // Knex's own connection log is left out: its error is told below in one line.
        database = opened = await openDatabase(databaseUrl(env), { throughRunningServer: true, warn: () => {} });
        // A wrong DATABASE_URL in one line naming it, as the server says it (server/db/reach.ts).
        await reachDatabase(database, databaseUrl(env));
        if (spec.migrate !== false) await migrateLatest(database.db);
      }
      // The site's own address, as its servers recorded it, not this shell's (server/settings/siteAddress.ts).
      if (database) env.SITE_URL = await siteAddressOf(database.db, env).catch(() => env.SITE_URL);
      const context = {
        database: database!,
        env,
        values: parsed.values,
        args: parsed.args,
        options,
        io,
        print,
        warn,
        output: (document: string) => void io.stdout.write(io.stdout.isTTY ? forTerminal(document) : document),
        resolve: (input: string) => path.resolve(io.cwd, input),
        commandLine,
      };
      return (await body(context)) ?? 0;
    } catch (err) {
      if (err instanceof UsageError) {
        warn(usageLine(spec, err));
        return 2;
      }
      if (err instanceof DatabaseLockedError || err instanceof DataFolderError) {
        warn(`${spec.name}: ${databaseProblem(err)}`);
      } else if (err instanceof DkimError) {
        warn(`${spec.name}: ${err.french}`);
      } else if (
        err instanceof EnvError ||
        err instanceof CommandError ||
        err instanceof BackupError ||
        err instanceof DatabaseSettingError
      ) {
        warn(`${spec.name}: ${err.message}`);
        if (err instanceof ValueError) return 2;
      } else {
        // Our own failure: one line for the reader, the detail only when asked for.
        warn(`${spec.name} a échoué : ${(err as Error)?.message ?? String(err)}`);
        if (io.env.DEBUG) warn(String((err as Error)?.stack ?? err));
      }
      return 1;
    } finally {
      await opened?.close();
    }
  };
  return { spec, run };
}

/** The admin's answer to « Tapez oui pour confirmer » (`yes` too, as the commands asked before). */
export const confirmed = (answer: string) => ['oui', 'yes'].includes(answer.trim().toLowerCase());

/** A `YYYY-MM-DD` option as a real calendar date (UTC midnight), or a UsageError naming the option. */
export function dateOption(name: string, raw: string | boolean | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const text = String(raw);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== text)
    throw new UsageError(`--${name} : attendu une date AAAA-MM-JJ, reçu « ${text} »`);
  return date;
}

/** A whole-number option within bounds, or a UsageError naming the option. */
export function integerOption(
  name: string,
  raw: string | boolean | undefined,
  { min = 1, max = Number.MAX_SAFE_INTEGER, fallback }: { min?: number; max?: number; fallback: number },
): number {
  if (raw === undefined) return fallback;
  const text = String(raw);
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${name} : attendu un nombre entier de ${min} à ${max}, reçu « ${text} »`);
  }
  return Number(text);
}

/** `csv ou json`, `devis, contact ou quote`. */
const orList = (choices: readonly string[]) =>
  choices.length > 1 ? `${choices.slice(0, -1).join(', ')} ou ${choices.at(-1)}` : choices.join('');

/** An option among fixed choices, or a UsageError naming the option. */
export function choiceOption<T extends string>(
  name: string,
  raw: string | boolean | undefined,
  choices: readonly T[],
  fallback?: T,
): T | undefined {
  if (raw === undefined) return fallback;
  const text = String(raw);
  if (!(choices as readonly string[]).includes(text))
    throw new UsageError(`--${name} : attendu ${orList(choices)}, reçu « ${text} »`);
  return text as T;
}
