#!/usr/bin/env node
// `npm run bench:api`: API figures on the Postgres server, printed, never asserted.
// 1. Visits ingested per second at 50 connections for 10 s, and the row count
//    afterwards beside the number of 204 answers.
// 2. GET /api/v1/blog?page=N p99 latency with 10 posts and with 10,000 posts.
// Needs a Postgres server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// it works in a database of its own, secretalia_bench, made anew each run.
import autocannon from 'autocannon';
import pg from 'pg';
import { benchSeeds, numberArg as arg, startProcess } from './lib.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = arg('duration', 10);
const connections = arg('connections', 50);

const dbUrl = new URL(adminUrl);
dbUrl.pathname = '/secretalia_bench';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('drop database if exists secretalia_bench');
await admin.query('create database secretalia_bench');
await admin.end();

// Visitors arrive through a proxy with their own addresses (X-Forwarded-For below),
// as they would in production, so the per-address limit applies per visitor.
const server = await startProcess(['dist/server/index.js'], { DATABASE_URL: dbUrl.toString(), TRUST_PROXY: '1' });
const base = `http://127.0.0.1:${server.port}`;
const db = await (await benchSeeds()).benchDatabase(dbUrl.toString());

// 1. Visits.
let n = 0;
const visit = await autocannon({
  url: `${base}/api/v1/analytics/visit`,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        n += 1;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            url: `https://www.secretalia.fr/blog?page=${n % 7}`,
            referrer: 'https://www.google.fr/',
            page_title: 'Blog | Secretalia',
            screen_width: 390,
            screen_height: 844,
            timezone: 'Europe/Paris',
            language: 'fr-FR',
          }),
        };
      },
    },
  ],
});
const rows = await db.countVisits();
console.log(
  `visits: ${Math.round(visit.requests.average)} per second (aim: 2,000), p50 ${visit.latency.p50} ms, p99 ${visit.latency.p99} ms`,
);
// Requests still in flight when the clock stopped are stored but not counted as answered:
// rows may exceed the 204s by up to the number of connections, never fall short.
console.log(
  `visits: ${visit['2xx']} answered 204, ${rows} rows stored (${rows - visit['2xx']} in flight at the end, at most ${connections}), ${visit.non2xx} non-2xx, ${visit.errors} errors`,
);

// 2. Blog list latency against the number of posts.
for (const [count, pages] of [
  [10, [1, 2, 3]],
  // Deep pages still walk the index up to their offset (OFFSET pagination); the first pages do not.
  [10_000, [1, 2, 3, 1_250, 2_500]],
]) {
  await db.replacePostsWithGenerated(count);
  for (const page of pages) {
    const result = await autocannon({
      url: `${base}/api/v1/blog?page=${page}`,
      connections: 10,
      duration: Math.max(3, duration / 2),
    });
    console.log(
      `blog list, ${String(count).padStart(6)} posts, page ${String(page).padStart(5)}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s`,
    );
  }
}

await db.close();
server.child.kill('SIGTERM');
