#!/usr/bin/env node
// `npm run bench:spellings`: what 20,000 requests for other spellings of the same pages do
// to the server's memory. Each request is a spelling never sent before: an article and a
// speciality page with letters percent-encoded at random (`%65` for `e`, hex in upper or
// lower case), or their own address with a query string never seen (`?utm_source=…`),
// or both. The server runs as production runs it (`npm start`'s flags, the image's MALLOC_*,
// its log at info to /dev/null, the page cache on). Prints its RSS after the first 200
// requests, after 2,000 and after all, and how the answers were spread; asserts nothing.
//
//   npm run bench:spellings -- [--requests=20000] [--connections=20]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { numberArg, productionNode, root, startProcess } from './lib.mjs';

const total = numberArg('requests', 20000);
const connections = numberArg('connections', 20);

const article = `/blog/${fs
  .readdirSync(path.join(root, 'content', 'blog'))
  .filter((file) => file.endsWith('.md'))
  .sort()[0]
  .replace(/\.md$/, '')}`;
const addresses = [article, '/nos-services/pediatrie'];

/** `address` with each letter of its last segment percent-encoded or not at random, in either case of hex. */
function spelling(address) {
  const cut = address.lastIndexOf('/') + 1;
  let out = address.slice(0, cut);
  for (const char of address.slice(cut)) {
    const hex = char.charCodeAt(0).toString(16);
    out += Math.random() < 0.3 ? `%${Math.random() < 0.5 ? hex : hex.toUpperCase()}` : char;
  }
  return out;
}

/** The i-th request's path: a new spelling, a new query string, or both. */
function pathOf(i) {
  const address = addresses[i % addresses.length];
  const query = `?utm_source=lettre-${i}&ref=${i.toString(36)}`;
  switch (Math.floor(i / addresses.length) % 3) {
    case 0:
      return spelling(address);
    case 1:
      return `${address}${query}`;
    default:
      return `${spelling(address)}${query}`;
  }
}

const rssMegabytes = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const production = productionNode();
const site = await startProcess(
  [...production.flags, 'dist/server/index.js'],
  { ...production.env, LOG_LEVEL: 'info' },
  '/healthz',
  { output: 'ignore' },
);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const statuses = new Map();

function get(pathname) {
  return new Promise((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port: site.port, path: pathname, agent, headers: { 'accept-encoding': 'br' } },
        (res) => {
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          res.resume();
          res.on('end', resolve);
        },
      )
      .on('error', reject);
  });
}

/** Requests `from` to `to` (excluded), `connections` at a time. */
async function send(from, to) {
  let next = from;
  const worker = async () => {
    while (next < to) await get(pathOf(next++));
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

try {
  console.log(
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  console.log(`${total} requests for spellings of ${addresses.join(' and ')}, ${connections} at a time`);
  for (const address of addresses) await get(address);
  const started = performance.now();
  const marks = [200, 2000, total].filter((mark) => mark <= total);
  const rss = [];
  let done = 0;
  for (const mark of marks) {
    await send(done, mark);
    done = mark;
    rss.push(rssMegabytes(site.child.pid));
    console.log(`after ${String(mark).padStart(6)} requests: RSS ${rss.at(-1).toFixed(0)} MB`);
  }
  console.log(
    `RSS after ${total} - after 200: ${(rss.at(-1) - rss[0]).toFixed(1)} MB (aim: within 30 MB); ${Math.round((performance.now() - started) / 1000)} s`,
  );
  console.log(`answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
} finally {
  agent.destroy();
  site.child.kill();
}
