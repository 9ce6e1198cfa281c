// Bundled and run by scripts/bench/render.mjs (not part of the build): the server's own app,
// in this process, answering uncached pages over loopback as production runs it (page cache
// off, the embedded database in a folder, in this process, the young-generation collection
// between responses). Two modes:
//   prepare <folder>: a new embedded database with the shipped articles and pages and the example
//     testimonial and team member of docs/examples/ (a site as its owner fills it);
//   measure <folder> <rounds> <pages> <warm-up> <path>…: prints one JSON line per path.
//
// What a page costs is said in reference renders: a fixed page (below) rendered by React and
// compressed as an uncached page is, timed in the same process in alternation with the
// route's pages, round after round. The machine's speed and its neighbours' load weigh on
// both alike; their ratio is what the budget holds.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import pino from 'pino';
import { renderToString } from 'react-dom/server';
import { createApp, requestHandler } from '../../server/app';
import { seedNewEmbeddedDatabase } from '../../server/blog/seed';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrate';
import { loadEnv } from '../../server/env';
import { createHttpServer } from '../../server/http/server';
import { youngCollection } from '../../server/http/youngCollection';
import { importPeople } from '../../server/people/import';
import { seedSitePages } from '../../server/landing/seed';
import { loadManifest } from '../../server/render/assets';

const root = process.cwd();
const [mode, folder, ...rest] = process.argv.slice(2);

async function prepare(): Promise<void> {
  const database = await openDatabase(`pglite://${folder}`);
  const applied = await migrateLatest(database.db);
  await seedNewEmbeddedDatabase(
    database,
    applied,
    pino({ level: 'warn' }),
    path.join(root, 'content', 'blog'),
    path.join(root, 'node_modules', '.cache', 'secretalia-bench', 'media'),
  );
  await seedSitePages(database, applied, pino({ level: 'warn' }), path.join(root, 'content', 'pages'));
  for (const [kind, dir] of [
    ['testimonials', 'temoignage'],
    ['team', 'equipe'],
  ] as const) {
    const report = await importPeople(database, kind, [path.join(root, 'docs', 'examples', dir)]);
    if (report.errors.length) throw new Error(JSON.stringify(report.errors));
  }
  await database.close();
}

/** The fixed page the routes are measured against: never change it, or every budget moves. */
function referencePage(): Buffer {
  const html = renderToString(
    <html lang="fr">
      <body>
        {Array.from({ length: 120 }, (_, i) => (
          <section key={i} className="card">
            <h2>Carte {i}</h2>
            <p>
              Un paragraphe de référence, numéro {i}, avec <a href={`/reference/${i}`}>un lien</a> et du texte.
            </p>
            <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
              <path d="M20 6 9 17l-5-5" />
            </svg>
          </section>
        ))}
      </body>
    </html>,
  );
  return zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } });
}

/** One GET on a kept-alive connection. */
function get(agent: http.Agent, port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, agent, headers: { 'accept-encoding': 'br' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${pathname}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

/** CPU time of this process (every thread: the collector's, the compiler's) spent in `work`, µs. */
async function cpu(work: () => Promise<unknown> | unknown): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const spent = process.cpuUsage(before);
  return spent.user + spent.system;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function measure(): Promise<void> {
  const [rounds, pages, warmup] = rest.slice(0, 3).map(Number) as [number, number, number];
  const paths = rest.slice(3);
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE_TTL_SECONDS: '0' });
  const database = await openDatabase(`pglite://${folder}`);
  const app = createApp({
    env,
    database,
    logger: pino({ level: 'silent' }),
    manifest: loadManifest(path.join(root, 'dist')),
    publicDir: path.join(root, 'dist', 'public'),
  });
  let queries = 0;
  database.db.on('query', () => (queries += 1));
  const server = createHttpServer(requestHandler(app), {}, youngCollection().afterResponse);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let serial = 0;
  for (let i = 0; i < warmup; i++) referencePage();
  for (const pathname of paths) {
    for (let i = 0; i < warmup; i++) await get(agent, port, `${pathname}?w=${serial++}`);
    const ratios: number[] = [];
    const perPage: number[] = [];
    let bytes = 0;
    queries = 0;
    for (let round = 0; round < rounds; round++) {
      // One and one, so that a neighbour's burst or a collection falls on both alike.
      let reference = 0;
      let route = 0;
      for (let i = 0; i < pages; i++) {
        reference += await cpu(referencePage);
        route += await cpu(async () => (bytes += await get(agent, port, `${pathname}?p=${serial++}`)));
      }
      ratios.push(route / reference);
      perPage.push(route / pages);
    }
    process.stdout.write(
      `${JSON.stringify({
        path: pathname,
        references: median(ratios),
        spread: [Math.min(...ratios), Math.max(...ratios)],
        cpuMicros: median(perPage),
        queries: queries / (rounds * pages),
        bytes: Math.round(bytes / (rounds * pages)),
      })}\n`,
    );
  }
  agent.destroy();
  server.close();
  await database.close();
}

if (mode === 'prepare') await prepare();
else await measure();
