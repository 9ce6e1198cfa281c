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
  'content',
  'media',
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
  'webhooks',
  'metrics',
  'queue',
  'alerts',
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
  // `content`: the owner's files of content/ a feature reads as data (content/belgique-impulseo.json, bundled).
  feature: ['primitive', 'shared', 'views', 'content'],
  http: ['primitive', 'shared'],
  // The espace's staff: a feature that also guards requests (its sessions' middleware answers with http/'s problems).
  staff: ['http', 'feature', 'primitive', 'shared', 'views'],
  render: ['http', 'feature', 'primitive', 'shared', 'views'],
  routing: ['staff', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  api: ['routing', 'staff', 'http', 'feature', 'primitive', 'shared'],
  routes: ['routing', 'staff', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  app: ['routes', 'api', 'routing', 'staff', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  index: ['app', 'routes', 'api', 'routing', 'staff', 'render', 'http', 'feature', 'primitive', 'shared', 'views'],
  scripts: [
    'app',
    'routes',
    'api',
    'routing',
    'staff',
    'render',
    'http',
    'feature',
    'primitive',
    'shared',
    'views',
    'migrations',
  ],
};

function* sources(dir: string, pattern = /\.tsx?$/): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file, pattern);
    else if (pattern.test(entry.name) && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) yield file;
  }
}

/** TypeScript and the scripts' plain JavaScript (the benches, the build): what may run SQL. */
const CODE = /\.(tsx?|mjs|js)$/;

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

/**
 * Each table belongs to one feature: its SQL is written in that feature's folder
 * only, and the rest of the code calls the feature's functions. A change to a
 * table then has one place to look. Migrations create and alter every table;
 * tests may read any of them to check what the code did.
 */
const OWNERS: Record<string, string> = {
  blog_posts: 'server/blog',
  // Which media each post uses: media/ keeps it, to know which images are still in use.
  blog_post_media: 'server/media',
  blog_stats: 'server/blog',
  media: 'server/media',
  media_variants: 'server/media',
  leads: 'server/leads',
  lead_status_changes: 'server/leads',
  lead_digests: 'server/leads',
  email_outbox: 'server/mail',
  webhook_outbox: 'server/webhooks',
  webhook_endpoints: 'server/webhooks',
  queue_jobs: 'server/queue',
  idempotency_keys: 'server/idempotency',
  newsletter_subscribers: 'server/newsletter',
  newsletter_campaigns: 'server/newsletter',
  newsletter_deliveries: 'server/newsletter',
  page_visits: 'server/visits',
  settings: 'server/settings',
  testimonials: 'server/people',
  team_members: 'server/people',
  site_pages: 'server/landing',
  staff_members: 'server/staff',
  staff_passkeys: 'server/staff',
  staff_invites: 'server/staff',
  staff_sessions: 'server/staff',
  staff_challenges: 'server/staff',
};

/** The text without its comments (a comment may name a table; only code runs SQL). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * Where the text names `table` as SQL: a query builder's first argument
 * (`db('leads')`, `trx('leads as l')`, `.from('leads')`, `.join('leads', …)`), or
 * raw SQL (`from leads`, `insert into leads`, `update leads`, `join leads`).
 */
function namesTableInSql(text: string, table: string): boolean {
  const quoted = new RegExp(
    `(?:\\b\\w*(?:db|trx|knex|Db|Trx)|\\.(?:from|into|table|join|leftJoin|innerJoin|rightJoin|hasTable))\\(\\s*['"\`]${table}(?=['"\`.\\s])`,
  );
  const raw = new RegExp(`\\b(from|into|update|join|table|truncate)\\s+"?${table}\\b`, 'i');
  return quoted.test(text) || raw.test(text);
}

describe('each table is owned by one feature', () => {
  it('no table is named in SQL outside its owner’s folder (migrations and tests aside)', () => {
    const outside: string[] = [];
    for (const top of ['server', 'scripts', 'shared', 'views', 'client']) {
      for (const file of sources(path.join(root, top), CODE)) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        const text = withoutComments(fs.readFileSync(file, 'utf8'));
        for (const [table, owner] of Object.entries(OWNERS)) {
          if (relative.startsWith(`${owner}/`)) continue;
          if (namesTableInSql(text, table)) outside.push(`${relative} names ${table} (owned by ${owner}/)`);
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('every table the migrations create has an owner here', () => {
    const created = new Set<string>();
    for (const name of fs.readdirSync(path.join(root, 'migrations'))) {
      const text = fs.readFileSync(path.join(root, 'migrations', name), 'utf8');
      for (const m of text.matchAll(/createTable\(\s*'(\w+)'|create table (\w+)/g)) created.add(m[1] ?? m[2]!);
    }
    // Renamed by a migration to `leads`.
    created.delete('contact_messages');
    expect([...created].filter((table) => !(table in OWNERS))).toEqual([]);
  });

  it('no two features import each other, however indirectly (a cycle of folders)', () => {
    const features = fs
      .readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const featureOf = (file: string) => {
      const [top, second] = path.relative(root, file).split(path.sep);
      return top === 'server' && second && features.includes(second) ? second : undefined;
    };
    const edges = new Map<string, Map<string, string>>();
    for (const file of sources(path.join(root, 'server'))) {
      const from = featureOf(file);
      if (!from) continue;
      for (const spec of importsOf(file)) {
        const to = featureOf(path.resolve(path.dirname(file), spec));
        if (!to || to === from) continue;
        if (!edges.has(from)) edges.set(from, new Map());
        edges.get(from)!.set(to, `${path.relative(root, file)} imports ${spec}`);
      }
    }
    const cycles: string[] = [];
    const walk = (start: string, at: string, trail: string[]) => {
      for (const [next, why] of edges.get(at) ?? []) {
        if (next === start) cycles.push([...trail, why].join('; '));
        else if (!trail.some((step) => step.startsWith(`server/${next}/`)) && trail.length < features.length)
          walk(start, next, [...trail, why]);
      }
    };
    for (const start of edges.keys()) walk(start, start, []);
    expect(cycles).toEqual([]);
  });
});

describe('owners answer with results', () => {
  /**
   * What a feature exports gives rows, counts or booleans, never a query builder or an SQL
   * fragment another feature would finish (a delete decided outside the table's owner): an
   * exported function is not declared to return `Knex.QueryBuilder` or `Knex.Raw`, and one
   * whose body is a query (`=> db('…')…`) is async or declares the Promise it resolves with.
   */
  it('no exported function of a feature returns a query builder', () => {
    const handing: string[] = [];
    const declared = /export\s+(?:async\s+)?function\s+(\w+)[^{]*?\)\s*:\s*Knex\.(?:QueryBuilder|Raw)\b/g;
    const bareQuery = /export\s+const\s+(\w+)\s*=\s*\(([^()]|\([^()]*\))*\)\s*=>\s*(?:db|trx|knex)\(/g;
    for (const feature of [...FEATURES, 'staff']) {
      for (const file of sources(path.join(root, 'server', feature))) {
        const text = withoutComments(fs.readFileSync(file, 'utf8'));
        for (const m of [...text.matchAll(declared), ...text.matchAll(bareQuery)])
          handing.push(`${path.relative(root, file)}: ${m[1]}`);
      }
    }
    expect(handing).toEqual([]);
  });
});

describe('shared content code lives in rooms of its own', () => {
  // Markdown, sanitising, front matter (content/) and images (media/) serve the blog, the
  // team and testimonials, and the newsletter alike: a change to the blog must not break the others.
  it('server/people/ and server/newsletter/ import nothing from server/blog/', () => {
    const reaching: string[] = [];
    for (const folder of ['people', 'newsletter']) {
      for (const file of sources(path.join(root, 'server', folder))) {
        for (const spec of importsOf(file)) {
          const target = path
            .relative(root, path.resolve(path.dirname(file), spec))
            .split(path.sep)
            .join('/');
          if (target.startsWith('server/blog/')) reaching.push(`${path.relative(root, file)} imports ${spec}`);
        }
      }
    }
    expect(reaching).toEqual([]);
  });
});
