import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createHttpServer, SERVER_TIMEOUTS } from './server';

describe('the HTTP server’s timeouts', () => {
  it('are the documented ones, not Node’s defaults', () => {
    const server = createHttpServer(() => {});
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThan(60_000);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThan(300_000);
  });

  it('closes a connection whose request head never ends (slowloris) with a 408', async () => {
    const server = createHttpServer((_req, res) => res.end('ok'), { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 100 });
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
