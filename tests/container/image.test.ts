import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { docker, dockerOk, removeContainers, repoRoot, runContainer, uniqueName, waitUntilServing } from './docker';
import { freePort } from '../helpers/smtp';

const image = inject('containerImage');

/** The image as ops receive it: what it carries, who it runs as, what starts first. */
describe.skipIf(!image)('the image', () => {
  const names: string[] = [];
  afterAll(() => removeContainers(...names));
  const inImage = (script: string) =>
    docker(['run', '--rm', '--network', 'host', '--entrypoint', 'bash', image, '-c', script]);
  const packageJson = JSON.parse(execFileSync('cat', ['package.json'], { cwd: repoRoot, encoding: 'utf8' })) as {
    version: string;
    scripts: { start: string };
  };
  /** Node's flags under `npm start`: the image's command has the same (docs/performance.md, "Memory"). */
  const startFlags = packageJson.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
  const nodeCommand = ['node', ...startFlags, 'dist/server/index.js'].join(' ');

  it('weighs no more than docs/performance.md says (printed, with its largest layers)', async () => {
    const size = Number(await dockerOk(['image', 'inspect', '--format', '{{.Size}}', image]));
    const layers = (await dockerOk(['history', '--no-trunc', '--format', '{{.Size}}\t{{.CreatedBy}}', image]))
      .trim()
      .split('\n')
      .map((line) => line.split('\t') as [string, string])
      .filter(([layerSize]) => layerSize !== '0B')
      .map(
        ([layerSize, createdBy = '(base image)']) =>
          `  ${layerSize.padStart(8)}  ${createdBy.replace(/^\/bin\/sh -c (#\(nop\) )?/, '').slice(0, 90)}`,
      );
    console.log(`image ${image}: ${(size / 1e6).toFixed(1)} MB\n${layers.join('\n')}`);
    const ceiling = Number(
      /^Image size: at most (\d+) MB$/m.exec(
        fs.readFileSync(path.join(repoRoot, 'docs', 'performance.md'), 'utf8'),
      )?.[1],
    );
    expect(ceiling, 'docs/performance.md states the ceiling').toBeGreaterThan(0);
    expect(size / 1e6).toBeLessThanOrEqual(ceiling);
  });

  it('carries no npm, yarn, corepack, sources or tests; runs as uid 1000 behind tini', async () => {
    const tools = await inImage(
      'for t in npm npx yarn yarnpkg corepack; do command -v $t; done; ls -A /usr/local/lib /opt',
    );
    // /usr/local/lib holds only the libpq of the Postgres image, for its pg_dump (decision 043).
    expect(tools.stdout).toBe('/opt:\n\n/usr/local/lib:\nlibpq.so.5\n');
    expect((await inImage('pg_dump --version')).stdout).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
    expect((await inImage('ls -A /app')).stdout.split('\n')).toEqual([
      'content',
      'data',
      'dist',
      'node_modules',
      'package.json',
      '',
    ]);
    // Bundled into dist/: not shipped whole. What cannot be bundled is there.
    const modules = (await inImage('ls -A /app/node_modules /app/node_modules/@electric-sql')).stdout;
    for (const bundled of ['lucide-react', 'react', 'react-dom', 'express', 'knex', 'pg', 'zod', 'nodemailer'])
      expect(modules).not.toMatch(new RegExp(`^${bundled}$`, 'm'));
    for (const runtime of ['sharp', '@img', 'pglite']) expect(modules).toMatch(new RegExp(`^${runtime}$`, 'm'));
    expect(
      await dockerOk([
        'image',
        'inspect',
        '--format',
        '{{.Config.User}} {{json .Config.Entrypoint}} {{json .Config.Volumes}}',
        image,
      ]),
    ).toBe('node ["/usr/bin/tini","--"] {"/app/data":{}}\n');
    expect((await inImage('id -u; stat -c %u /app/data')).stdout).toBe('1000\n1000\n');
  });

  it("runs Node as `npm start` does: the same memory flags, and the allocator's settings", async () => {
    // V8 reads these flags when it starts, so they are in the command (the running process's: below).
    expect(startFlags).toContain('--heap-growing-percent=30');
    expect(JSON.parse(await dockerOk(['image', 'inspect', '--format', '{{json .Config.Cmd}}', image]))).toEqual(
      nodeCommand.split(' '),
    );
    const env = JSON.parse(await dockerOk(['image', 'inspect', '--format', '{{json .Config.Env}}', image]));
    expect(env).toContain('MALLOC_ARENA_MAX=2');
    expect(env).toContain('MALLOC_MMAP_THRESHOLD_=32768');
  });

  it("has sharp's native library working in the slim image", async () => {
    const sharp = await inImage(
      `node -e "require('sharp')({create:{width:64,height:48,channels:3,background:'#0d6e6e'}}).avif().toBuffer({resolveWithObject:true}).then(({info})=>console.log(info.format, info.width, info.height))"`,
    );
    expect(sharp.stderr).toBe('');
    expect(sharp.stdout).toBe('heif 64 48\n');
  });

  it('says where it comes from (OCI labels)', async () => {
    const labels = JSON.parse(
      await dockerOk(['image', 'inspect', '--format', '{{json .Config.Labels}}', image]),
    ) as Record<string, string>;
    expect(labels['org.opencontainers.image.version']).toBe(packageJson.version);
    expect(labels['org.opencontainers.image.revision']).toMatch(/^[0-9a-f]{40}$/);
    expect(new Date(labels['org.opencontainers.image.created']!).getTime()).toBeGreaterThan(Date.parse('2026-01-01'));
    expect(labels['org.opencontainers.image.source']).not.toMatch(/^(unknown)?$/);
  });

  it('passes SIGTERM to Node through tini, which exits 0', async () => {
    const port = await freePort();
    const container = await runContainer(image, { port, env: { DATABASE_URL: 'pglite://memory' } });
    names.push(container.name);
    await waitUntilServing(container);
    const processes = (
      await container.exec(
        'bash',
        '-c',
        'for p in /proc/[0-9]*; do echo "$(basename $p) $(tr "\\0" " " < $p/cmdline)"; done',
      )
    ).stdout;
    expect(processes.split('\n')).toContain(`1 /usr/bin/tini -- ${nodeCommand} `);
    expect(
      processes.split('\n').filter((line) => line.endsWith(` ${nodeCommand} `) && !line.startsWith('1 ')),
    ).toHaveLength(1);
    await dockerOk(['stop', container.name]);
    expect(await container.inspect('{{.State.ExitCode}}')).toBe('0');
    expect(await container.logs()).toContain('"msg":"stopped"');
  });

  // Three containers start at once, each on a new in-memory database that makes the shipped
  // covers' images: on two cores that can take longer than one container's 90 s.
  it('answers its health check whatever HOST is (turning "healthy")', async () => {
    // This machine's own address too: a server listening only there is not on loopback.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    await Promise.all(
      ['', '0.0.0.0', ...(external ? [external] : ['127.0.0.1'])].map(async (host) => {
        const container = await runContainer(image, {
          name: uniqueName('health'),
          port: await freePort(),
          env: { DATABASE_URL: 'pglite://memory', ...(host ? { HOST: host } : {}) },
          // The image's own check, run every second instead of every 30 s.
          args: ['--health-interval', '1s'],
        });
        names.push(container.name);
        await waitUntilServing(container, 240_000);
        let status = '';
        for (let i = 0; i < 60 && status !== 'healthy'; i++) {
          status = await container.inspect('{{.State.Health.Status}}');
          if (status !== 'healthy') await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(status, `HOST=${host || '(unset)'}`).toBe('healthy');
      }),
    );
  }, 300_000);
});
