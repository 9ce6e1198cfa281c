import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../tests/helpers/admin';
import { repoRoot, runToEnd } from '../../tests/helpers/server';

/**
 * Every admin command: once as the admin runs it (the built dist/scripts/<name>.js
 * that `npm run …` starts and the image carries), then in this process for the
 * mistakes every command answers the same way. The list is read from the build,
 * so a new command is checked too.
 */
const scripts = fs
  .readdirSync(path.join(repoRoot, 'dist', 'scripts'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.replace(/\.js$/, ''));
const npmName = (script: string) => script.replace('-', ':');
const packageScripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<
  string,
  string
>;

describe('every admin command', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-commands-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  // A database folder that must never come to exist: neither --help nor a usage error opens a database.
  const untouched = path.join(work, 'never-opened');
  const env = { DATABASE_URL: `pglite://${untouched}` };
  const run = (script: string, ...args: string[]) => runAdmin(script, args, { env });
  // As the image runs them: node, no npm.
  const runByNode = (script: string, ...args: string[]) =>
    runAdmin(script, args, { env: { ...env, npm_lifecycle_event: '' } });

  it('is an npm script of the same name, and a file of scripts/admin/', () => {
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      expect(packageScripts[npmName(script)], npmName(script)).toContain(`dist/scripts/${script}.js`);
      expect(fs.existsSync(path.join(repoRoot, 'scripts', 'admin', `${script}.ts`)), script).toBe(true);
    }
  });

  it.each(scripts)(
    '%s: the built command prints its usage for --help in French, naming it as it was started, exit code 0, and opens no database',
    async (script) => {
      const help = await runToEnd([path.join('dist', 'scripts', `${script}.js`), '--help'], env);
      expect(help.code, help.output).toBe(0);
      expect(help.output).toMatch(new RegExp(`^Utilisation : node dist/scripts/${script}\\.js`, 'm'));
      expect(help.output).toMatch(/^Options :\n/m);
      expect(help.output).toContain('--help');
      expect(help.output).not.toContain('npm run');
      expect((await runByNode(script, '-h', 'whatever')).output).toBe(help.output);
      // Under npm, npm's way only.
      const underNpm = (await run(script, '--help')).output;
      expect(underNpm).toMatch(new RegExp(`^Utilisation : npm run ${npmName(script)}( --|$)`, 'm'));
      expect(underNpm).not.toContain('node dist/scripts/');
      expect(fs.existsSync(untouched), 'a database was opened').toBe(false);
    },
  );

  it.each(scripts)('%s: an unknown option is a one-line error, exit code 2', async (script) => {
    const result = await run(script, '--no-such-option');
    expect(result.code).toBe(2);
    expect(result.output).toBe(`${npmName(script)}: option inconnue : --no-such-option (voir --help)\n`);
    expect(fs.existsSync(untouched), 'a database was opened').toBe(false);
  });

  it('says which option lacks its value, or has a wrong one (exit code 2)', async () => {
    const answer = async (script: string, ...args: string[]) => {
      const { code, output } = await run(script, ...args);
      return { code, output };
    };
    expect(await answer('visits-report', '--days')).toEqual({
      code: 2,
      output: 'visits:report: l’option --days demande une valeur (voir --help)\n',
    });
    expect(await answer('visits-report', '--days', 'abc')).toEqual({
      code: 2,
      output: 'visits:report: --days : attendu un nombre entier de 1 à 3650, reçu « abc » (voir --help)\n',
    });
    expect(await answer('blog-import', '--dry-run=yes', 'x.md')).toEqual({
      code: 2,
      output: 'blog:import: l’option --dry-run ne prend pas de valeur (voir --help)\n',
    });
  });

  it('says when an argument is missing or too many (exit code 2)', async () => {
    const answer = async (script: string, ...args: string[]) => {
      const { code, output } = await run(script, ...args);
      return { code, output };
    };
    expect(await answer('blog-remove')).toEqual({ code: 2, output: 'blog:remove: il manque <slug> (voir --help)\n' });
    expect(await answer('blog-remove', 'a', 'b')).toEqual({
      code: 2,
      output: 'blog:remove: trop d’arguments : « b » en trop (voir --help)\n',
    });
    expect(await answer('mail-status', 'now')).toEqual({
      code: 2,
      output: 'mail:status: ne prend pas d’argument, reçu « now » (voir --help)\n',
    });
    expect(fs.existsSync(untouched)).toBe(false);
  });

  it('names the other commands of its hints the way the admin started this one', async () => {
    expect((await run('blog-remove', '--help')).output).toContain('npm run blog:list montre les slugs.');
    expect((await runByNode('blog-remove', '--help')).output).toContain(
      'node dist/scripts/blog-list.js montre les slugs.',
    );
    expect((await run('leads-export', '--help')).output).toContain(
      'Exemple : npm run -s leads:export -- --since 2026-01-01 > demandes.csv',
    );
    expect((await runByNode('leads-export', '--help')).output).toContain(
      'Exemple : node dist/scripts/leads-export.js --since 2026-01-01 > demandes.csv',
    );
  });

  it('says what is wrong with the environment in French, naming the variable, exit code 1', async () => {
    const result = await runAdmin('leads-list', [], { env: { ...env, SMTP_URL: 'http://relais.exemple.fr' } });
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      'leads:list: SMTP_URL : attendu smtp://… ou smtps://… (reçu « http://relais.exemple.fr »)\n',
    );
    expect(fs.existsSync(untouched)).toBe(false);
  });

  it('says in French when the embedded database’s folder cannot be written, exit code 1', async () => {
    const file = path.join(work, 'un-fichier');
    fs.writeFileSync(file, '');
    const result = await runAdmin('leads-list', [], { env: { DATABASE_URL: `pglite://${file}/base` } });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      new RegExp(
        `^leads:list: impossible d’écrire dans le dossier de données ${file}/base \\(ENOTDIR\\) : rendez-le accessible en écriture à `,
      ),
    );
    expect(result.output.trim().split('\n')).toHaveLength(1);
  });
});
