import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createHttpServer } from './server';

describe('the HTTP server’s timeouts', () => {
  it('tells a proxy it keeps an idle connection longer than the usual 60 s of proxies', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        http
          .get(
            {
              port: (server.address() as net.AddressInfo).port,
              host: '127.0.0.1',
              agent: new http.Agent({ keepAlive: true }),
            },
            (res) => {
              res.resume();
              resolve(String(res.headers['keep-alive'] ?? ''));
            },
          )
          .on('error', reject);
      });
      expect(Number(/timeout=(\d+)/.exec(keepAlive ?? '')?.[1])).toBeGreaterThan(60);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('closes a connection whose request head never ends (slowloris) with a 408', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'), {
      headersTimeout: 300,
      requestTimeout: 600,
      connectionsCheckingInterval: 100,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const socket = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      // One more header line now and then, never the blank line that ends the head.
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 50);
      await new Promise((resolve) => socket.on('close', resolve));
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      server.close();
    }
  });
});
