#!/usr/bin/env node
// `npm start`: builds when the build is missing or stale, then runs the compiled
// server in production mode (migrations run before it listens).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, isBuildCurrent } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!isBuildCurrent()) await build();
process.env.NODE_ENV ||= 'production';
await import(pathToFileURL(path.join(root, 'dist', 'server', 'index.js')).href);
