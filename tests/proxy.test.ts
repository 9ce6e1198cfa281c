import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { runToEnd, startServer, type RunningServer } from './helpers/server';

/**
 * A reverse proxy as production puts in front of the site: it adds the client's
 * address to X-Forwarded-For and says the scheme, as nginx and Caddy do.
 */
async function reverseProxy(target: URL) {
  const proxy = http.createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { port: (proxy.address() as AddressInfo).port, close: () => new Promise((resolve) => proxy.close(resolve)) };
}

/** A newsletter subscription from a client address of its own (loopback has them all: 127.0.0.2, .3…). */
function subscribeFrom(clientAddress: string, port: number, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: clientAddress,
        path: '/api/v1/newsletter/subscribe',
        method: 'POST',
        headers: {
          host: 'www.secretalia.fr',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const logLines = (server: RunningServer) => server.output().trim().split('\n');

describe('behind a reverse proxy, as the README sets it up', () => {
  it('TRUST_PROXY=1 and the port on loopback: six visitors are six visitors, and the log stays JSON', async () => {
    const server = await startServer({ TRUST_PROXY: '1', HOST: '127.0.0.1', SITE_URL: 'https://www.secretalia.fr' });
    const proxy = await reverseProxy(new URL(server.url));
    try {
      const statuses = [];
      for (let i = 2; i <= 7; i++)
        statuses.push(await subscribeFrom(`127.0.0.${i}`, proxy.port, `visiteur${i}@exemple.fr`));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      // The same visitor a sixth time is the one refused (5 form posts per 10 minutes).
      for (let i = 0; i < 5; i++) await subscribeFrom('127.0.0.9', proxy.port, `meme${i}@exemple.fr`);
      expect(await subscribeFrom('127.0.0.9', proxy.port, 'meme6@exemple.fr')).toBe(429);
    } finally {
      await proxy.close();
      await server.stop();
    }
    for (const line of logLines(server)) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).not.toContain('TRUST_PROXY');
  });

  it('without TRUST_PROXY, one JSON warning names the setting, never a stack trace', async () => {
    const server = await startServer({ SITE_URL: 'https://www.secretalia.fr' });
    const proxy = await reverseProxy(new URL(server.url));
    try {
      for (let i = 2; i <= 4; i++) await subscribeFrom(`127.0.0.${i}`, proxy.port, `visiteur${i}@exemple.fr`);
    } finally {
      await proxy.close();
      await server.stop();
    }
    const lines = logLines(server);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => /TRUST_PROXY/.test(entry.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      msg: expect.stringContaining('set TRUST_PROXY=1 behind one reverse proxy'),
    });
    expect(server.output()).not.toContain('ERR_ERL');
  });

  it('warns at start when a hop count is trusted on every interface', async () => {
    const server = await startServer({ TRUST_PROXY: '1' });
    await server.stop();
    expect(server.output()).toContain(
      'TRUST_PROXY=1 trusts the last hop of X-Forwarded-For from whoever connects, and the site listens on every interface',
    );
  });

  it('a DKIM key that cannot be read stops the start with one line naming the variable', async () => {
    const { code, output } = await runToEnd(['dist/server/index.js'], {
      DKIM_SELECTOR: 's2026',
      DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem',
      DATABASE_URL: 'pglite://memory',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(output).msg).toBe('DKIM_PRIVATE_KEY_FILE: cannot read /nonexistent/dkim.pem (ENOENT)');
  });
});
