#!/usr/bin/env node
// `npm run bench:hit`: what a cached `GET /` costs the site, side by side in one run with
// bare node:http sending the same bytes and headers (the floor) and express.static serving
// the same bytes. Each server runs in its own process (the site as production runs it:
// the flags of `npm start`, the image's MALLOC_*, its request log at info written to
// /dev/null, so that the log is paid for, not the terminal); their loads alternate round by
// round (autocannon, a fixed number of requests, `Accept-Encoding: br`), so that a
// neighbour's burst on a shared machine weighs on all three. CPU per request is the
// process's user + system time from /proc/<pid>/stat over the round, divided by the
// answers. Prints the medians and the ratios, and how busy the machine was; asserts nothing.
//
//   npm run bench:hit -- [--rounds=5] [--requests=20000] [--connections=50] [--path=/]
//     [--log-level=info] [--client=autocannon|wrk] [--seconds=5]
//
// autocannon runs in Node on the same two cores and tops out near 10,000 requests a second:
// past that it, not the server, sets the throughput, and the site and node:http tie. wrk
// (Debian's package, C) does not, so `--client=wrk` (a fixed time a round, `--seconds`)
// gives the throughputs to compare; the CPU per request is read the same way with either.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberArg, productionNode, startProcess } from './lib.mjs';

const rounds = numberArg('rounds', 5);
const requests = numberArg('requests', 20000);
const connections = numberArg('connections', 50);
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pathname = option('path') ?? '/';
/** The site's LOG_LEVEL: info as production logs; warn shows what the request log costs. */
const logLevel = option('log-level') ?? 'info';
const client = option('client') ?? 'autocannon';
const seconds = numberArg('seconds', 5);
if (!['autocannon', 'wrk'].includes(client)) throw new Error(`--client: autocannon or wrk, not ${client}`);

/** A round through wrk: its answers and their rate (wrk prints « N requests in Ts » and « Non-2xx »). */
function wrkRound(url, duration) {
  const out = execFileSync('wrk', ['-t1', `-c${connections}`, `-d${duration}s`, '-H', 'Accept-Encoding: br', url], {
    encoding: 'utf8',
  });
  const [, total, time, unit] = /(\d+) requests in ([\d.]+)(ms|s|m)/.exec(out) ?? [];
  if (!total) throw new Error(`wrk said nothing readable:\n${out}`);
  const duration_s = Number(time) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);
  const wrong = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { total: Number(total), duration: duration_s, wrong };
}

/** User + system CPU time of a process so far, in microseconds (Linux /proc, 100 ticks a second). */
function cpuMicros(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 1e4;
}

/** A GET without decoding: the bytes and headers as sent. */
function rawGet(port, headers) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.rawHeaders, etag: res.headers.etag, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`${os.cpus().length} cores, load average at the start ${loadAverage()} (1, 5, 15 min)`);

const production = productionNode();
const site = await startProcess(
  [...production.flags, 'dist/server/index.js'],
  { ...production.env, LOG_LEVEL: logLevel },
  '/healthz',
  { output: 'ignore' },
);
// Twice: the first answer goes through Express and fills the cache, the second is a hit.
await rawGet(site.port, { 'accept-encoding': 'br' });
const sent = await rawGet(site.port, { 'accept-encoding': 'br' });
const headerPairs = [];
for (let i = 0; i < sent.headers.length; i += 2)
  if (!/^(date|connection|keep-alive)$/i.test(sent.headers[i])) headerPairs.push(sent.headers[i], sent.headers[i + 1]);

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-hit-'));
const bodyFile = path.join(folder, 'index.html');
fs.writeFileSync(bodyFile, sent.body);

// Bare node:http: the same bytes and the same headers, one writeHead and one end.
const bare = await startProcess(
  [
    '--input-type=module',
    '-e',
    `import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
     import http from 'node:http';
     const body = fs.readFileSync(${JSON.stringify(bodyFile)});
     const headers = ${JSON.stringify(headerPairs)};
     http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(Number(process.env.PORT));`,
  ],
  {},
  '/',
);

// express.static: the same bytes from the file, with the site's headers but those it makes itself.
const ownHeaders = /^(content-length|etag|last-modified|cache-control|accept-ranges)$/i;
const staticHeaders = headerPairs.filter((_, i) => i % 2 === 0 && !ownHeaders.test(headerPairs[i]));
const staticServer = await startProcess(
  [
    '--input-type=module',
    '-e',
    `import express from 'express';
     const pairs = ${JSON.stringify(headerPairs)};
     const names = new Set(${JSON.stringify(staticHeaders)});
     const app = express();
     app.use(express.static(${JSON.stringify(folder)}, { setHeaders: (res) => {
       for (let i = 0; i < pairs.length; i += 2) if (names.has(pairs[i])) res.setHeader(pairs[i], pairs[i + 1]);
     } }));
     app.listen(Number(process.env.PORT));`,
  ],
  {},
  '/',
);

const servers = [
  { label: `site (cached hit, log at ${logLevel})`, target: site, cpu: [], rate: [] },
  { label: 'bare node:http, same bytes+headers', target: bare, cpu: [], rate: [] },
  { label: 'express.static, same bytes', target: staticServer, cpu: [], rate: [] },
];

/** `amount` requests; the server's CPU per answer in µs and its answers a second. */
async function load({ target }, amount) {
  const before = cpuMicros(target.child.pid);
  if (client === 'wrk') {
    const round = wrkRound(`http://127.0.0.1:${target.port}${pathname}`, amount === requests ? seconds : 1);
    const cpu = cpuMicros(target.child.pid) - before;
    if (round.wrong) console.log(`(${round.wrong} of ${round.total} requests were not 200)`);
    return { cpu: cpu / Math.max(1, round.total), rate: round.total / round.duration };
  }
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${pathname}`,
    connections,
    amount,
    timeout: 60,
    headers: { 'accept-encoding': 'br' },
  });
  const cpu = cpuMicros(target.child.pid) - before;
  const wrong = result.errors + result.timeouts + result.non2xx;
  if (wrong) console.log(`(${wrong} of ${amount} requests failed or were not 200)`);
  return { cpu: cpu / Math.max(1, result.requests.total), rate: result.requests.total / (result.duration || 1) };
}

try {
  console.log(
    `GET ${pathname}, ${sent.body.length} bytes brotli, ${connections} connections, ${client === 'wrk' ? `wrk, ${seconds} s` : `autocannon, ${requests} requests`} a round, ${rounds} rounds alternating (after one to warm up)`,
  );
  for (const server of servers) await load(server, Math.min(requests, 5000));
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another server, so that none always follows the same one.
    const order = servers.map((_, i) => servers[(i + round) % servers.length]);
    for (const server of order) {
      const measured = await load(server, requests);
      server.cpu.push(measured.cpu);
      server.rate.push(measured.rate);
    }
  }
  for (const { label, cpu, rate } of servers)
    console.log(
      `${label.padEnd(36)} ${median(cpu).toFixed(1).padStart(6)} µs CPU/request (${Math.min(...cpu).toFixed(1)}-${Math.max(...cpu).toFixed(1)})   ${String(Math.round(median(rate))).padStart(6)} requests/s`,
    );
  const [own, floor, express] = servers;
  const ratios = own.cpu.map((cpu, round) => cpu / floor.cpu[round]);
  console.log(
    `site / bare node:http, CPU per request: ${median(ratios).toFixed(2)}x, rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} (aim: at most 1.7x)`,
  );
  console.log(
    `site / express.static, CPU per request: ${(median(own.cpu) / median(express.cpu)).toFixed(2)}x; requests/s: ${(median(own.rate) / median(express.rate)).toFixed(2)}x (aim: at least 4x)`,
  );
  console.log(`load average at the end ${loadAverage()}`);
} finally {
  for (const { target } of servers) target.child.kill();
  fs.rmSync(folder, { recursive: true, force: true });
}
