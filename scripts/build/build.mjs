#!/usr/bin/env node
// Builds the site into dist/: the browser bundle (hashed, split, pre-compressed),
// its manifest, the public files, and the server and admin scripts as plain
// JavaScript for Node. Usage: node scripts/build/build.mjs [--if-stale] [--dev]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const STAMP = '.build-stamp';
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

/**
 * Optional drivers some bundled packages name in a require() they never reach here
 * (Knex's other databases, pg's native binding): left as imports that never run.
 */
const NEVER_INSTALLED = [
  'pg-native',
  'sqlite3',
  'better-sqlite3',
  'mysql',
  'mysql2',
  'mariadb',
  'mariadb/callback',
  'oracledb',
  'tedious',
  'pg-query-stream',
];

/** Everything the build reads: when none of it changed, the build is current. */
const INPUTS = [
  'server',
  'client',
  'views',
  'shared',
  'migrations',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  // Bundled into the server (server/landing/impulseo.ts): a change of its figures is a change of the build.
  'content/belgique-impulseo.json',
];

function* walk(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield target;
    return;
  }
  for (const entry of fs.readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* walk(path.join(target, entry));
  }
}

export function sourceHash(dev = false) {
  const hash = createHash('sha256').update(dev ? 'dev' : 'prod');
  for (const input of INPUTS) {
    for (const file of walk(path.join(root, input))) {
      hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent(dev = false) {
  const stamp = path.join(dist, STAMP);
  // A production image carries dist/ without the sources: what it has is what it runs.
  if (!fs.existsSync(path.join(root, 'server')) && fs.existsSync(stamp)) return true;
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(dev);
}

function buildManifest(metafile, outDir) {
  const url = (file) => `/assets/${path.relative(outDir, path.join(root, file)).split(path.sep).join('/')}`;
  const manifest = { css: '', fonts: [], entry: '', espace: '' };
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    if (output.entryPoint === 'client/entry.ts') manifest.entry = url(file);
    else if (output.entryPoint === 'client/espace.ts') manifest.espace = url(file);
    else if (output.entryPoint === 'client/styles/main.css') manifest.css = url(file);
    else if (file.endsWith('.woff2')) manifest.fonts.push(url(file));
  }
  if (!manifest.css || !manifest.entry || !manifest.espace)
    throw new Error('build: the manifest is missing the stylesheet, the entry or the espace’s script');
  return manifest;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

/** Writes `.br` and `.gz` beside each text asset, when they are smaller. */
async function precompress(dir) {
  const files = [...walk(dir)].filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(body, { level: 9 }),
      ]);
      if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
}

export async function build(options = {}) {
  const out = `${dist}.tmp-${process.pid}`;
  try {
    return await buildInto(out, options);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/**
 * esbuild's settings for server-side code (the server and the admin commands; the
 * bench's own modules too): entry points and output are the caller's.
 */
export function serverBuildOptions(dev = false) {
  return {
    absWorkingDir: root,
    outbase: root,
    bundle: true,
    // Code shared by the server and the commands is written once, in dist/chunks/: one
    // level below dist/ like server/ and scripts/, so paths from import.meta.url hold.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Every package is bundled (only the code used ships: a few icons, not all of
    // lucide-react), except the runtime `dependencies` of package.json: those that
    // cannot be bundled (native code, WebAssembly and data files loaded from their folder).
    external: [...Object.keys(packageJson.dependencies), ...NEVER_INSTALLED],
    // Bundled CommonJS packages call require() for Node's modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    jsx: 'automatic',
    // The build decides the mode, not the environment: `node dist/server/index.js` with no
    // NODE_ENV runs React's production build (twice as fast); `npm run dev` builds the other.
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    // Node reads no source map unless started with --enable-source-maps: kept for development.
    sourcemap: dev ? 'linked' : false,
    minifyWhitespace: !dev,
    minifySyntax: !dev,
    legalComments: 'none',
    logLevel: 'warning',
  };
}

async function buildInto(out, { dev = false, log = console.log }) {
  const started = Date.now();
  const hash = sourceHash(dev);
  // Build beside dist and swap at the end, so a running server never sees half a build.
  fs.rmSync(out, { recursive: true, force: true });
  const assetsDir = path.join(out, 'public', 'assets');

  const client = await esbuild.build({
    absWorkingDir: root,
    // The espace's script (passkeys) is an entry of its own, loaded by its pages only: the
    // public pages' JavaScript stays what it was.
    entryPoints: ['client/entry.ts', 'client/espace.ts', 'client/styles/main.css'],
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome105', 'safari15.4', 'firefox110'],
    minify: !dev,
    // Production keeps its maps in dist/ for debugging, unlinked and never served
    // (server/http/static.ts); development links and serves them.
    sourcemap: dev ? 'linked' : 'external',
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.woff2': 'file' },
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'warning',
  });
  const manifest = buildManifest(client.metafile, assetsDir);
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // For scripts/quality/js-weight.mjs, which reports what each island's chunks weigh.
  fs.writeFileSync(path.join(out, 'client-metafile.json'), JSON.stringify(client.metafile));

  fs.cpSync(path.join(root, 'client', 'public'), path.join(out, 'public'), { recursive: true });
  await precompress(assetsDir);

  // Every admin command of scripts/admin/ becomes dist/scripts/<name>.js, the path
  // `npm run` and the image use: a module exporting the command, and a line that
  // runs it with the process's arguments (tests import the modules and run them in-process).
  const commands = fs
    .readdirSync(path.join(root, 'scripts', 'admin'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.replace(/\.ts$/, ''));
  const runCommands = {
    name: 'run-admin-commands',
    setup(build) {
      build.onResolve({ filter: /^admin-command:/ }, (args) => ({
        path: args.path.slice('admin-command:'.length),
        namespace: 'admin-command',
      }));
      build.onLoad({ filter: /.*/, namespace: 'admin-command' }, (args) => ({
        contents: `import command from './scripts/admin/${args.path}.ts';\n// What a command writes (backups, exports, keys) is for the site's user only.\nprocess.umask(0o077);\nprocess.exitCode = await command.run(process.argv.slice(2));\n`,
        resolveDir: root,
        loader: 'ts',
      }));
    },
  };
  await esbuild.build({
    ...serverBuildOptions(dev),
    entryPoints: {
      'server/index': 'server/index.ts',
      ...Object.fromEntries(commands.map((name) => [`scripts/${name}`, `admin-command:${name}`])),
    },
    plugins: [runCommands],
    outdir: out,
  });

  fs.writeFileSync(path.join(out, STAMP), hash);
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(out, dist);
  log(`build: done in ${Date.now() - started} ms (${dev ? 'development' : 'production'})`);
  return manifest;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dev = process.argv.includes('--dev');
  if (process.argv.includes('--if-stale') && isBuildCurrent(dev)) {
    console.log('build: up to date');
  } else {
    await build({ dev });
  }
}
