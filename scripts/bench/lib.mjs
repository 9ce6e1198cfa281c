// Shared by the bench scripts: start a Node process on a free port and wait for it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts `node args` with PORT set and resolves once `probe` answers 200. `output: 'ignore'`
 * sends its standard output to /dev/null (a request log measured, not printed); `startSeconds`
 * is how long it may take (two minutes by default: a first start on a busy machine migrates a new
 * database for a minute).
 */
export async function startProcess(
  args,
  env = {},
  probe = '/healthz',
  { output = 'inherit', startSeconds = 120 } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: 'pglite://memory',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', output, 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; i < startSeconds * 10 && !exited; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) return { child, port };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not start`);
}

/** argv value of --name=value as a number. */
export function numberArg(name, fallback) {
  return Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
}

/**
 * How production runs the server, so that a bench measures that: Node's flags as
 * `npm start` gives them (package.json), the allocator's environment as the image sets it
 * (Dockerfile; tests/container/image.test.ts checks the image's CMD has the same flags).
 */
export function productionNode() {
  const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const flags = packageJson.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
  const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const allocator = Object.fromEntries(
    [...dockerfile.matchAll(/\b(MALLOC_[A-Z_]+)=(\d+)/g)].map(([, name, value]) => [name, value]),
  );
  return { flags, env: allocator };
}

/**
 * scripts/bench/seeds.ts bundled with the server's build settings and loaded: what a bench
 * puts in a database or counts there goes through the tables' owners, never SQL of its own.
 * `const seeds = await benchSeeds(); const db = await seeds.benchDatabase(url);`
 */
export async function benchSeeds() {
  const esbuild = await import('esbuild');
  const { serverBuildOptions } = await import('../build/build.mjs');
  const outdir = path.join(root, 'node_modules', '.cache', 'secretalia-bench', 'seeds');
  await esbuild.build({
    ...serverBuildOptions(),
    entryPoints: [path.join(root, 'scripts', 'bench', 'seeds.ts')],
    outdir,
    outbase: path.join(root, 'scripts', 'bench'),
  });
  return import(path.join(outdir, 'seeds.js'));
}
