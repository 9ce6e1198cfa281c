import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docs that cannot drift (issue 49): the index of the decisions names every record on disk,
 * every repository path named in docs/ or in a code comment exists, and the route list of
 * docs/ARCHITECTURE.md is server/routes/. Reads files only: no server, no build.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

function* files(dir: string, pattern: RegExp): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) yield* files(file, pattern);
    } else if (pattern.test(entry.name)) yield file;
  }
}

/** The folders a path in prose starts with to be read as one of the repository's. */
const ROOTS = ['server', 'scripts', 'shared', 'views', 'client', 'migrations', 'tests', 'docs', 'content'];
const PATH = new RegExp(`(?<![\\w./@$-])(?:${ROOTS.join('|')})/[\\w./-]*[\\w/]`, 'g');

/** Whether a path named in prose exists: as written, or a module named without its extension. */
function exists(named: string): boolean {
  // A record by its number: docs/decisions/037.
  const record = /^docs\/decisions\/(\d{3})$/.exec(named)?.[1];
  if (record) return fs.readdirSync(path.join(root, 'docs', 'decisions')).some((name) => name.startsWith(`${record}-`));
  const file = path.join(root, named.replace(/\/$/, ''));
  return ['', '.ts', '.tsx', '.mjs', '.md'].some((ext) => fs.existsSync(file + ext));
}

/** The repository paths a text names (globs and placeholders such as `server/*` or `<name>` left aside). */
const pathsIn = (text: string) =>
  [...text.matchAll(PATH)]
    .filter((m) => !/[*<…{]/.test(text[m.index + m[0].length] ?? ''))
    .map((m) => m[0].replace(/\.+$/, ''));

/** The comments of a source file: `// …` lines and `/* … *\/` blocks. */
const commentsOf = (text: string) =>
  [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\\w])\/\/.*$/gm)].map((m) => m[0]).join('\n');

describe('the decisions', () => {
  it('docs/DECISIONS.md names every record of docs/decisions/', () => {
    const index = read('docs/DECISIONS.md');
    const records = fs.readdirSync(path.join(root, 'docs', 'decisions')).filter((name) => /^\d{3}-.*\.md$/.test(name));
    expect(records.filter((name) => !index.includes(`decisions/${name}`))).toEqual([]);
  });
});

describe('paths named in the docs and in comments', () => {
  it('every repository path docs/ names exists, and every relative link', () => {
    const missing: string[] = [];
    for (const doc of files('docs', /\.md$/)) {
      const text = read(doc);
      for (const named of pathsIn(text)) if (!exists(named)) missing.push(`${doc}: ${named}`);
      // Links outside code spans (an example in backticks is not a link), to a file of the repository.
      const prose = text.replace(/`[^`\n]*`/g, '');
      for (const [, target] of prose.matchAll(/\]\((?!https?:|mailto:|#|\/|…)([^)#\s]+)/g)) {
        if (!fs.existsSync(path.join(root, path.dirname(doc), target!))) missing.push(`${doc}: (${target})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every repository path a code comment names exists', () => {
    const missing: string[] = [];
    // Not migrations/: never edited once landed, they speak of the code as it was then.
    for (const top of ['server', 'scripts', 'shared', 'views', 'client', 'tests']) {
      for (const file of files(top, /\.(tsx?|mjs)$/)) {
        for (const named of pathsIn(commentsOf(read(file)))) if (!exists(named)) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the map of docs/ARCHITECTURE.md', () => {
  it('stays a map: under 160 lines', () => {
    expect(read('docs/ARCHITECTURE.md').trimEnd().split('\n').length).toBeLessThan(160);
  });

  it('its route modules are those of server/routes/', () => {
    const paragraph = /\*\*Route modules\*\*[\s\S]*?\n\n/.exec(read('docs/ARCHITECTURE.md'))?.[0] ?? '';
    const listed = [...paragraph.matchAll(/`([\w-]+)`/g)].map((m) => m[1]!).sort();
    const modules = fs
      .readdirSync(path.join(root, 'server', 'routes'))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'index.ts')
      .map((name) => name.replace(/\.tsx?$/, ''))
      .sort();
    expect(listed).toEqual(modules);
  });
});
