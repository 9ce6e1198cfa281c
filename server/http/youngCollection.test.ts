import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHttpServer } from './server';
import { youngCollection } from './youngCollection';

describe('the young-generation collection between requests', () => {
  it('collects only when the young generation is nearly full', () => {
    let free = 3 * 1024 * 1024;
    let runs = 0;
    const young = youngCollection({ thresholdBytes: 1024 * 1024, available: () => free, collect: () => (runs += 1) });
    young.afterResponse();
    expect(runs).toBe(0);
    free = 512 * 1024;
    young.afterResponse();
    expect(runs).toBe(1);
    expect(young.collections).toBe(1);
  });

  it('runs V8’s own minor collection without making `gc` a global of the process', () => {
    const young = youngCollection({ thresholdBytes: Number.POSITIVE_INFINITY });
    young.afterResponse();
    expect(young.collections).toBe(1);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('is called by the HTTP server once each response is sent', async () => {
    let calls = 0;
    const server = createHttpServer(
      (_req, res) => res.end('ok'),
      {},
      () => (calls += 1),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const get = () =>
        new Promise<string>((resolve, reject) =>
          http
            .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
              let body = '';
              res.on('data', (c) => (body += c));
              res.on('end', () => resolve(body));
            })
            .on('error', reject),
        );
      expect(await get()).toBe('ok');
      expect(await get()).toBe('ok');
      expect(calls).toBe(2);
    } finally {
      server.close();
    }
  });
});
