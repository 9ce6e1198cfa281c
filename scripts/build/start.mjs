#!/usr/bin/env node
// `npm start`: builds when the build is missing or stale, then runs the compiled
// server in production mode (migrations run before it listens). The build runs in a
// process of its own, which ends with it: esbuild's service process would otherwise
// live on beside the server (some 300 MB). package.json starts this file with `exec`,
// so that the signals npm forwards (Ctrl-C, SIGTERM) reach the server itself.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isBuildCurrent } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!isBuildCurrent()) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build', 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
process.env.NODE_ENV ||= 'production';
await import(pathToFileURL(path.join(root, 'dist', 'server', 'index.js')).href);
