#!/usr/bin/env node
// `npm run dev`: builds in development mode, runs the server, and on every
// source change rebuilds and restarts it. Uses the same build as production,
// so what you see in development is what ships.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WATCHED = ['server', 'client', 'views', 'shared', 'migrations', 'scripts'];
let child;
let timer;
let building = Promise.resolve();

function startServer() {
  child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

async function stopServer() {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function rebuild() {
  try {
    await build({ dev: true });
    await stopServer();
    startServer();
  } catch (err) {
    console.error('dev: build failed, keeping the previous server running\n', err.message);
  }
}

await rebuild();
for (const dir of WATCHED) {
  fs.watch(path.join(root, dir), { recursive: true }, (_event, file) => {
    if (!file || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      building = building.then(rebuild);
    }, 150);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopServer();
    process.exit(0);
  });
}
