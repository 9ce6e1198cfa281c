import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runToEnd, startServer } from './helpers/server';
import { sharedMediaCache } from './helpers/dataDir';

describe('the production server process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secretalia-process-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses to start with a wrong setting and says which', async () => {
    const { code, output } = await runToEnd(['dist/server/index.js'], { PORT: 'quatre', NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(JSON.parse(output.trim()).msg).toMatch(/^PORT : /);
    expect(output).not.toMatch(/at \w+.*\(.*:\d+:\d+\)/);
  });

  it('lets only one process use an embedded database folder', async () => {
    const env = { DATABASE_URL: `pglite://${path.join(dir, 'db')}` };
    // `npm start` is `node scripts/build/start.mjs`: the same thing a newcomer runs.
    const first = await startServer(env, { command: ['scripts/build/start.mjs'] });
    try {
      const second = await runToEnd(['scripts/build/start.mjs'], { ...env, PORT: '0' });
      expect(second.code).toBe(1);
      expect(second.output).toContain('is already in use by another process');
      const res = await fetch(`${first.url}/readyz`);
      expect(res.status).toBe(200);
      expect(await (await fetch(`${first.url}/`)).text()).toContain('Gérez moins, soignez mieux');
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(first.output()).toContain('stopped');
  });

  it('finishes every accepted request when stopped under load', async () => {
    const server = await startServer();
    const results: { ok: boolean; complete: boolean }[] = [];
    const refused: string[] = [];
    let running = true;

    // One connection per request (no keep-alive), so "accepted" is unambiguous.
    const get = (pathname: string) =>
      new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port: server.port, path: pathname, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            // /readyz says 503 "draining" once the stop began: that is its full, intended answer.
            const ok =
              res.statusCode === 200 ||
              (pathname === '/readyz' && res.statusCode === 503 && body.includes('"draining"'));
            results.push({ ok, complete: body.trimEnd().endsWith('</html>') || body.includes('"status"') });
            resolve();
          });
          res.on('error', () => {
            results.push({ ok: false, complete: false });
            resolve();
          });
        });
        req.on('error', (err: NodeJS.ErrnoException) => {
          refused.push(err.code ?? err.message);
          running = false;
          resolve();
        });
      });
    const worker = async () => {
      let i = 0;
      while (running) await get(i++ % 3 === 0 ? '/readyz' : `/?n=${i}`);
    };
    const workers = Array.from({ length: 20 }, worker);
    await new Promise((r) => setTimeout(r, 700));
    const code = server.stop('SIGTERM');
    await Promise.all(workers);
    expect(await code).toBe(0);

    expect(results.length).toBeGreaterThan(20);
    expect(results.filter((r) => !r.ok || !r.complete)).toEqual([]);
    // The server logs every request it accepted: each one reached the client whole.
    // Connections still in the kernel's queue when the socket closed are reset
    // before the server ever reads them; those are not requests it accepted.
    const logged = server
      .output()
      .split('\n')
      .filter((line) => /"msg":"GET \S+ \d{3}"/.test(line));
    expect(logged.filter((line) => !line.includes('"statusCode":200') && !line.includes('/readyz'))).toEqual([]);
    expect(logged.length).toBe(results.length);
    expect(server.output()).not.toMatch(/aborted|ECONNRESET/);
    expect(refused.filter((c) => c !== 'ECONNREFUSED' && c !== 'ECONNRESET')).toEqual([]);
  });

  it("logs one line per request with the same fields, from Express and from the cached pages' fast path", async () => {
    const server = await startServer({ LOG_LEVEL: 'info' });
    try {
      // The first GET goes through Express (and fills the cache); the second is a cache hit.
      for (let i = 0; i < 2; i++)
        await (await fetch(`${server.url}/nos-tarifs`, { headers: { 'x-request-id': `essai-${i}-abcdef` } })).text();
      await (
        await fetch(`${server.url}/api/v1/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).text();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.includes('"req":'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.map((line) => line.msg)).toEqual([
        'GET /nos-tarifs 200',
        'GET /nos-tarifs 200',
        'POST /api/v1/contact 400',
      ]);
      for (const line of lines) {
        expect(Object.keys(line).sort()).toEqual(['level', 'msg', 'req', 'res', 'responseTime', 'service', 'time']);
        expect(Object.keys(line.req as object).sort()).toEqual(['id', 'method', 'url']);
      }
      expect(lines.map((line) => (line.req as { id: string }).id).slice(0, 2)).toEqual([
        'essai-0-abcdef',
        'essai-1-abcdef',
      ]);
      expect(lines.map((line) => line.level)).toEqual([30, 30, 40]);
    } finally {
      await server.stop();
    }
  });

  it('remembers an Idempotency-Key across a crash (SIGKILL) and a restart', async () => {
    const env = { DATABASE_URL: `pglite://${path.join(dir, 'idempotency')}` };
    const lead = { name: 'Dr Anne Roche', email: 'anne.roche@exemple.fr', message: 'Pouvez-vous me rappeler ?' };
    const post = (url: string, body: object) =>
      fetch(`${url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'retry-after-crash' },
        body: JSON.stringify(body),
      });
    const first = await startServer(env);
    let id: unknown;
    try {
      const res = await post(first.url, lead);
      expect(res.status).toBe(201);
      ({ id } = (await res.json()) as { id: unknown });
    } finally {
      await first.stop('SIGKILL');
    }
    const second = await startServer(env);
    try {
      const retry = await post(second.url, lead);
      expect(retry.status).toBe(201);
      expect(await retry.json()).toEqual({ id });
      expect((await post(second.url, { ...lead, message: 'Autre chose.' })).status).toBe(422);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('runs in production mode when started bare, with no NODE_ENV', async () => {
    const server = await startServer({ NODE_ENV: '' });
    try {
      expect(server.output()).toContain('"nodeEnv":"production"');
    } finally {
      await server.stop();
    }
  });
});

describe('the processes and the log ops meet', () => {
  it('npm start builds in a process that ends, leaves the server alone, and a signal to npm stops it and frees the folder', async () => {
    const { spawn, execFileSync } = await import('node:child_process');
    const { repoRoot } = await import('./helpers/server');
    // A checkout as a newcomer has it after npm ci: sources, no build yet.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
    let npm: import('node:child_process').ChildProcess | undefined;
    try {
      for (const entry of [
        'server',
        'client',
        'views',
        'shared',
        'migrations',
        'scripts',
        'content',
        'package.json',
        'package-lock.json',
        'tsconfig.json',
      ]) {
        fs.cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true });
      }
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
      // The shipped covers' images from the run's cache: their encoding is another test's subject.
      fs.mkdirSync(path.join(copy, 'data'), { mode: 0o700 });
      fs.symlinkSync(path.dirname(sharedMediaCache), path.join(copy, 'data', 'cache'));
      const env = { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: path.join(copy, 'data'), LOG_LEVEL: 'info' };
      // A process group of its own: whatever fails below, the finally ends every process of it.
      npm = spawn('npm', ['start'], { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let output = '';
      npm.stdout!.on('data', (chunk) => (output += chunk));
      npm.stderr!.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => npm!.once('exit', resolve));
      for (let i = 0; i < 600 && !/"msg":"listening/.test(output); i++) await new Promise((r) => setTimeout(r, 100));
      expect(output).toMatch(/"msg":"listening/);
      // Every process under npm: the server alone, no build left behind.
      const descendants = (pid: number): string[] => {
        let children: string[];
        try {
          children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
            .trim()
            .split('\n')
            .filter(Boolean);
        } catch {
          return []; // ps exits 1 when there is none
        }
        return children.flatMap((line) => [line.trim(), ...descendants(Number(line.trim().split(' ')[0]))]);
      };
      const running = descendants(npm.pid!);
      expect(running, running.join('\n')).toHaveLength(1);
      expect(running[0]).toMatch(/node .*scripts\/build\/start\.mjs$/);
      npm.kill('SIGTERM');
      await exited;
      expect(output).toContain('"msg":"stopped"');
      expect(() => process.kill(Number(running[0]!.split(' ')[0]), 0)).toThrow();
      // The embedded folder is free: another server takes it at once.
      const again = await startServer({
        DATA_DIR: path.join(copy, 'data'),
        DATABASE_URL: `pglite://${path.join(copy, 'data', 'pglite')}`,
      });
      await again.stop();
      for (const line of output.split('\n').filter((l) => l.startsWith('{')))
        expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      try {
        if (npm?.pid) process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // The group has ended already, as it should have.
      }
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 240_000);

  it('every line of the log is JSON, what libraries write to the console included', async () => {
    // An older Redis without a password, given one: ioredis says so on the console.
    const redis = await fakeOldRedis();
    const server = await startServer({ REDIS_URL: `redis://:pas-de-mot-de-passe@127.0.0.1:${redis.port}` });
    for (let i = 0; i < 50 && !server.output().includes('password'); i++) await new Promise((r) => setTimeout(r, 100));
    await server.stop();
    redis.close();
    const lines = server.output().trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).toContain('does not require a password');
    const env = await runToEnd(['dist/server/index.js'], { PORT: 'quatre' });
    expect(JSON.parse(env.output.trim())).toMatchObject({ level: 60, msg: expect.stringContaining('PORT') });
  });
});

/** A Redis 5 as far as a client's handshake goes: no RESP3, no password set (RESP, hand-made: the test needs three answers). */
async function fakeOldRedis(): Promise<{ port: number; close: () => void }> {
  const net = await import('node:net');
  const answer = (command: string) => {
    if (command === 'HELLO') return "-ERR unknown command 'HELLO'\r\n";
    if (command === 'AUTH') return '-ERR Client sent AUTH, but no password is set\r\n';
    if (command === 'INFO') {
      const info = 'redis_version:5.0.14\r\nloading:0\r\n';
      return `$${info.length}\r\n${info}\r\n`;
    }
    return '+OK\r\n';
  };
  const server = net.createServer((socket) => {
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      for (;;) {
        const match = /^\*(\d+)\r\n/.exec(pending);
        if (!match) return;
        const parts: string[] = [];
        let at = match[0].length;
        for (let i = 0; i < Number(match[1]); i++) {
          const size = /^\$(\d+)\r\n/.exec(pending.slice(at));
          if (!size || pending.length < at + size[0].length + Number(size[1]) + 2) return;
          parts.push(pending.slice(at + size[0].length, at + size[0].length + Number(size[1])));
          at += size[0].length + Number(size[1]) + 2;
        }
        pending = pending.slice(at);
        socket.write(answer(parts[0]!.toUpperCase()));
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as import('node:net').AddressInfo).port, close: () => server.close() };
}
