#!/usr/bin/env node
// `npm run bench:container`: figures of the Docker image, printed (never asserted):
// build time cold (no layer cache) and warm after a one-line code change, image size,
// container start to the first 200, RSS of Node idle and under load (autocannon,
// GET / for 10 s, 50 connections), on the embedded database and, with
// BENCH_DATABASE_URL, on Postgres. Needs a Docker engine (DOCKER_HOST) and the base
// image (README, "Containers"). Builds in a copy of the committed tree.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = {
  ...process.env,
  DOCKER_BUILDKIT: '0',
  DOCKER_HOST: process.env.DOCKER_HOST ?? 'unix:///tmp/dk/docker.sock',
};
const docker = (...args) => execFileSync('docker', args, { env, encoding: 'utf8', maxBuffer: 64 << 20 }).trim();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const image = 'secretalia-site:bench';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-bench-image-'));
try {
  execFileSync('bash', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${work}"`]);
  const build = (...extra) => {
    const started = Date.now();
    const result = spawnSync('docker', ['build', '--network', 'host', '-q', ...extra, '-t', image, work], {
      env,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    return Date.now() - started;
  };
  // BENCH_SKIP_BUILD=1: measure the image built last time.
  if (!process.env.BENCH_SKIP_BUILD) {
    const cold = build('--no-cache');
    fs.appendFileSync(path.join(work, 'server', 'app.ts'), '\n// one-line change for the warm build figure\n');
    const warm = build();
    console.log(
      `build: cold (no layer cache, base image present) ${seconds(cold)}; warm after a one-line code change ${seconds(warm)}`,
    );
  }
  console.log(`image: ${(Number(docker('image', 'inspect', '--format', '{{.Size}}', image)) / 1e6).toFixed(1)} MB`);

  const measure = async (label, runArgs) => {
    const port = 40000 + Math.floor(Math.random() * 5000);
    const volume = `secretalia-bench-${process.pid}-${port}`;
    const url = `http://127.0.0.1:${port}`;
    const runStarted = Date.now();
    const name = docker(
      'run',
      '-d',
      '--network',
      'host',
      '-e',
      `PORT=${port}`,
      '-e',
      'LOG_LEVEL=warn',
      '-v',
      `${volume}:/app/data`,
      ...runArgs,
      image,
    );
    const firstOk = async (since) => {
      for (;;) {
        try {
          if ((await fetch(`${url}/`)).status === 200) return Date.now() - since;
        } catch {}
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const memory = () => {
      // Node is tini's (PID 1's) only child.
      const pid = docker('exec', name, 'cat', '/proc/1/task/1/children').trim().split(' ')[0];
      const status = docker('exec', name, 'cat', `/proc/${pid}/status`);
      const field = (key) => Math.round(Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))[1]) / 1024);
      return `RSS ${field('VmRSS')} MB (peak so far ${field('VmHWM')} MB)`;
    };
    try {
      console.log(`${label}: first 200 on / ${seconds(await firstOk(runStarted))} after docker run (new volume)`);
      docker('restart', name);
      const restarted = Date.now();
      console.log(`${label}: first 200 on / ${seconds(await firstOk(restarted))} after docker restart`);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      console.log(`${label}: idle, ${memory()}`);
      const result = await autocannon({
        url: `${url}/`,
        connections: 50,
        duration: 10,
        headers: { 'accept-encoding': 'br' },
      });
      console.log(
        `${label}: under load (GET /, br, 50 connections, 10 s: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms), ${memory()}`,
      );
    } finally {
      docker('rm', '-f', '-v', name);
      docker('volume', 'rm', '-f', volume);
    }
  };
  await measure('embedded database', []);
  // BENCH_DATABASE_URL: an empty Postgres database reachable from the host network.
  if (process.env.BENCH_DATABASE_URL)
    await measure('Postgres', ['-e', `DATABASE_URL=${process.env.BENCH_DATABASE_URL}`]);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
