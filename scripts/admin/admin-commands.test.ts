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
const packageScripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<string, string>;

describe('every admin command', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-commands-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
  // A database folder that must never come to exist: neither --help nor a usage error opens a database.
  const untouched = path.join(work, 'never-opened');
  const env = { DATABASE_URL: `pglite://${untouched}` };
  const run = (script: string, ...args: string[]) => runAdmin(script, args, { env });

  it('is an npm script of the same name, and a file of scripts/admin/', () => {
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) {
      expect(packageScripts[npmName(script)], npmName(script)).toContain(`dist/scripts/${script}.js`);
      expect(fs.existsSync(path.join(repoRoot, 'scripts', 'admin', `${script}.ts`)), script).toBe(true);
    }
  });

  it.each(scripts)('%s: the built command prints its usage for --help, exit code 0, and opens no database', async (script) => {
    const help = await runToEnd([path.join('dist', 'scripts', `${script}.js`), '--help'], env);
    expect(help.code, help.output).toBe(0);
    expect(help.output).toMatch(new RegExp(`^Usage: npm run ${npmName(script)} --`, 'm'));
    expect(help.output).toContain(`node dist/scripts/${script}.js`);
    expect((await run(script, '-h', 'whatever')).output).toBe(help.output);
    expect(fs.existsSync(untouched), 'a database was opened').toBe(false);
  });

  it.each(scripts)('%s: an unknown option is a one-line error, exit code 2', async (script) => {
    const result = await run(script, '--no-such-option');
    expect(result.code).toBe(2);
    expect(result.output).toBe(`${npmName(script)}: unknown option --no-such-option (see --help)\n`);
    expect(fs.existsSync(untouched), 'a database was opened').toBe(false);
  });

  it('says which option lacks its value, or has a wrong one (exit code 2)', async () => {
    const answer = async (script: string, ...args: string[]) => {
      const { code, output } = await run(script, ...args);
      return { code, output };
    };
    expect(await answer('visits-report', '--days')).toEqual({ code: 2, output: 'visits:report: option --days needs a value (see --help)\n' });
    expect(await answer('visits-report', '--days', 'abc')).toEqual({ code: 2, output: 'visits:report: --days: expected a whole number from 1 to 3650, got "abc" (see --help)\n' });
    expect(await answer('blog-import', '--dry-run=yes', 'x.md')).toEqual({ code: 2, output: 'blog:import: option --dry-run takes no value (see --help)\n' });
  });

  it('says when an argument is missing or too many (exit code 2)', async () => {
    const answer = async (script: string, ...args: string[]) => {
      const { code, output } = await run(script, ...args);
      return { code, output };
    };
    expect(await answer('blog-remove')).toEqual({ code: 2, output: 'blog:remove: missing <slug> (see --help)\n' });
    expect(await answer('blog-remove', 'a', 'b')).toEqual({ code: 2, output: 'blog:remove: too many arguments: "b" (see --help)\n' });
    expect(await answer('mail-status', 'now')).toEqual({ code: 2, output: 'mail:status: takes no argument, got "now" (see --help)\n' });
    expect(fs.existsSync(untouched)).toBe(false);
  });
});
