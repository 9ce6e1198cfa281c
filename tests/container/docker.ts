import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * The engine the tests talk to: DOCKER_HOST, or the private engine that
 * .ci/tools/docker-engine.sh starts (in /shared/tools/ on the CI machine).
 */
const PRIVATE_ENGINE_SOCKET = '/tmp/dk/docker.sock';
export const dockerEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DOCKER_HOST:
    process.env.DOCKER_HOST ?? (fs.existsSync(PRIVATE_ENGINE_SOCKET) ? `unix://${PRIVATE_ENGINE_SOCKET}` : undefined),
  // The legacy builder: no BuildKit frontend to pull, as on machines without registries.
  DOCKER_BUILDKIT: process.env.DOCKER_BUILDKIT ?? '0',
};

/** Whether a Docker engine answers (the client is installed and its server replies). */
export function engineAnswers(): boolean {
  const version = spawnSync('docker', ['version', '--format', '{{.Server.Version}}'], {
    env: dockerEnv,
    encoding: 'utf8',
    timeout: 10_000,
  });
  return version.status === 0 && version.stdout.trim() !== '';
}

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a docker command to its end. */
export function docker(
  args: string[],
  { input, timeoutMs = 300_000 }: { input?: string; timeoutMs?: number } = {},
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', args, { env: dockerEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on('error', () => {}); // a command that reads nothing may exit first
    child.stdin.end(input ?? '');
  });
}

/** Same, failing with docker's own message when the command fails. */
export async function dockerOk(args: string[], options?: { input?: string; timeoutMs?: number }): Promise<string> {
  const result = await docker(args, options);
  if (result.code !== 0)
    throw new Error(`docker ${args.join(' ')} exited with ${result.code}:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/** A name no other test run uses, for containers, volumes and Redis prefixes. */
export const uniqueName = (what: string) => `secretalia-test-${what}-${randomBytes(3).toString('hex')}`;

export interface Container {
  name: string;
  port: number;
  url: string;
  /** docker exec as the image's user. */
  exec(...command: string[]): Promise<Result>;
  logs(): Promise<string>;
  inspect(format: string): Promise<string>;
}

/**
 * Starts the image on the host's network (this engine has no bridge), detached, on
 * its own port. `args` come before the image: mounts, --read-only, --cap-drop…
 */
export async function runContainer(
  image: string,
  {
    name = uniqueName('site'),
    port,
    env = {},
    args = [],
    command = [],
  }: { name?: string; port: number; env?: Record<string, string>; args?: string[]; command?: string[] },
): Promise<Container> {
  const envArgs = Object.entries({ PORT: String(port), ...env }).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
  await dockerOk(['run', '-d', '--name', name, '--network', 'host', ...envArgs, ...args, image, ...command]);
  // A server bound to one IPv4 address is reached there; a wildcard one on loopback.
  const host = env.HOST && /^\d+\.\d+\.\d+\.\d+$/.test(env.HOST) && env.HOST !== '0.0.0.0' ? env.HOST : '127.0.0.1';
  return containerHandle(name, port, host);
}

export function containerHandle(name: string, port: number, host = '127.0.0.1'): Container {
  return {
    name,
    port,
    url: `http://${host}:${port}`,
    exec: (...command) => docker(['exec', name, ...command]),
    logs: async () => {
      const result = await docker(['logs', name]);
      return result.stdout + result.stderr;
    },
    inspect: async (format) => (await dockerOk(['inspect', '--format', format, name])).trim(),
  };
}

/** Resolves once GET /healthz answers 200, with the milliseconds it took; fails if the container stops first. */
export async function waitUntilServing(container: Container, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${container.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if ((await container.inspect('{{.State.Running}}')) !== 'true') {
      throw new Error(`container ${container.name} stopped before serving:\n${await container.logs()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`container ${container.name} did not serve within ${timeoutMs} ms:\n${await container.logs()}`);
}

export async function removeContainers(...names: string[]): Promise<void> {
  if (names.length) await docker(['rm', '-f', '-v', ...names]);
}

/** Polls until `check` returns a value other than undefined, or fails after the timeout. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
