import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The direction of imports (docs/ARCHITECTURE.md, "Where things go"), checked on
 * every source file: each room imports only the rooms below it. A newcomer runs
 * `npx vitest run server/layers.test.ts` to check a change; a failure names the
 * file, the import and the rule it breaks.
 */
const root = path.resolve(import.meta.dirname, '..');

const FEATURES = [
  'blog',
  'leads',
  'mail',
  'newsletter',
  'settings',
  'visits',
  'privacy',
  'idempotency',
  'jobs',
  'people',
  'landing',
];
const PRIMITIVES = ['db', 'env', 'logger', 'signedLinks'];

/** The room of a file: `shared`, `views`, `client`, `migrations`, `scripts`, or under server/ its folder or role. */
function roomOf(file: string): string {
  const [top, second] = path.relative(root, file).split(path.sep);
  if (top !== 'server') return top!;
  const name = second!.replace(/\.tsx?$/, '');
  if (PRIMITIVES.includes(name)) return 'primitive';
  if (FEATURES.includes(name)) return 'feature';
  return name;
}

/** What each room may import, besides itself. */
const MAY_IMPORT: Record<string, string[]> = {
  shared: [],
  views: ['shared'],
  client: ['views', 'shared'],
  migrations: [],
  primitive: ['shared', 'migrations'],
  feature: ['primitive', 'shared', 'views'],
  http: ['primitive', 'shared'],
  render: ['http', 'feature', 'primitive', 'shared', 'views'],
  routing: ['render', 'http', 'feature', 'primitive', 'shared', 'views'],
  api: ['routing', 'http', 'feature', 'primitive', 'shared'],
  routes: ['routing', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  app: ['routes', 'api', 'routing', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  index: ['app', 'routes', 'api', 'routing', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  scripts: [
    'app',
    'routes',
    'api',
    'routing',
    'render',
    'http',
    'feature',
    'primitive',
    'shared',
    'views',
    'migrations',
  ],
};

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)].map(
    (m) => m[1] ?? m[2]!,
  );
}

describe('the direction of imports', () => {
  it('each room imports only the rooms below it', () => {
    const broken: string[] = [];
    for (const top of ['shared', 'views', 'client', 'migrations', 'server', path.join('scripts', 'admin')]) {
      for (const file of sources(path.join(root, top))) {
        const from = roomOf(file);
        for (const spec of importsOf(file)) {
          const target = path.resolve(path.dirname(file), spec);
          if (!target.startsWith(root + path.sep) || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
          const to = roomOf(target);
          if (to !== from && !MAY_IMPORT[from]!.includes(to))
            broken.push(`${path.relative(root, file)} imports ${spec} (${from} may not import ${to})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('thin admin commands', () => {
  // A command parses, calls the server's code, prints (docs/ARCHITECTURE.md): the work lives in server/.
  it('each command of scripts/admin/ is 50 lines at most; its helpers live in scripts/admin/lib/', () => {
    const dir = path.join(root, 'scripts', 'admin');
    const long = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => ({ name, lines: fs.readFileSync(path.join(dir, name), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 50);
    expect(long, long.map(({ name, lines }) => `scripts/admin/${name}: ${lines} lines`).join('\n')).toEqual([]);
  });

  it('scripts/ keeps its rooms: six plain files at most at its top level', () => {
    const files = fs.readdirSync(path.join(root, 'scripts'), { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length, files.map((entry) => entry.name).join(', ')).toBeLessThanOrEqual(6);
  });
});

describe('one name per concept', () => {
  // The table was renamed to `leads` by a migration; only migrations may still name the old table.
  it('no source outside migrations/ names contact_messages', () => {
    const naming: string[] = [];
    for (const top of ['server', 'scripts', 'shared', 'views', 'client']) {
      for (const file of sources(path.join(root, top))) {
        if (fs.readFileSync(file, 'utf8').includes('contact_messages')) naming.push(path.relative(root, file));
      }
    }
    expect(naming).toEqual([]);
  });
});
