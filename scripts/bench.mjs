#!/usr/bin/env node
// `npm run bench`: figures for the foundation, printed, never asserted.
// 1. GET / with Accept-Encoding: br, 50 connections for 10 s, against the real
//    server (page cache warm), beside the same bytes served by express.static.
// 2. JavaScript run on first load of / (gzip bytes) and CSS bytes, in Chromium.
// Options: --duration=10 --connections=50
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { numberArg as arg, root, startProcess } from './lib-bench.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);

function load(url, headers) {
  return autocannon({ url, connections, duration, headers });
}

function line(label, result) {
  return `${label.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`;
}

// LOG_LEVEL=warn: the request log would otherwise measure the terminal, not the server.
const site = await startProcess(['dist/server/index.js']);

// express.static serving the very same compressed bytes, in its own process.
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-bench-'));
const rawBr = await new Promise((resolve, reject) => {
  // Raw bytes as sent (fetch would decode them); this request also warms the cache.
  http.get({ host: '127.0.0.1', port: site.port, path: '/', headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
});
fs.writeFileSync(path.join(staticDir, 'index.html'), rawBr);
const staticServer = await startProcess([
  '--input-type=module',
  '-e',
  `import express from 'express';
   const app = express();
   app.use(express.static(${JSON.stringify(staticDir)}, { setHeaders: (res) => { res.setHeader('Content-Encoding', 'br'); res.setHeader('Content-Type', 'text/html; charset=utf-8'); } }));
   app.get('/healthz', (req, res) => res.send('ok'));
   app.listen(Number(process.env.PORT));`,
], {}, '/healthz');

console.log(`GET / with Accept-Encoding: br, ${connections} connections, ${duration} s each (${rawBr.length} bytes per response)`);
const siteResult = await load(`http://127.0.0.1:${site.port}/`, { 'accept-encoding': 'br' });
console.log(line('site (renderer + cache)', siteResult));
const staticResult = await load(`http://127.0.0.1:${staticServer.port}/`, { 'accept-encoding': 'br' });
console.log(line('express.static, same bytes', staticResult));
console.log(`ratio site / static: ${(siteResult.requests.average / staticResult.requests.average).toFixed(2)}x (aim: at least 1.0x)`);
staticServer.child.kill();

// First-load weight, as a browser sees it.
const assetsDir = path.join(root, 'dist', 'public', 'assets');
const gzSize = (pathname) => {
  const file = path.join(assetsDir, path.basename(pathname));
  return fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : fs.statSync(file).size;
};
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromiumPath)) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    const scripts = [];
    const styles = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(pathname);
      if (request.resourceType() === 'stylesheet') styles.push(pathname);
    });
    await page.goto(`http://127.0.0.1:${site.port}/`, { waitUntil: 'networkidle' });
    const js = scripts.reduce((sum, p) => sum + gzSize(p), 0);
    const css = styles.reduce((sum, p) => sum + gzSize(p), 0);
    console.log(`first load of / at ${width} px: JavaScript ${js} bytes gzip in ${scripts.length} file(s); CSS ${css} bytes gzip`);
    await page.close();
  }
  await browser.close();
} else {
  console.log(`(no Chromium at ${chromiumPath}: JavaScript weight not measured)`);
}
site.child.kill('SIGTERM');
fs.rmSync(staticDir, { recursive: true, force: true });
