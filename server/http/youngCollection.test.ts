import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestHandler, type App } from '../app';
import { createHttpServer } from './server';
import { HITS_PER_LOOK, youngCollection } from './youngCollection';

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

  it('looks after a cached hit only every sixteenth time, after each other response every time', () => {
    let looks = 0;
    const young = youngCollection({ available: () => (looks += 1) && Number.POSITIVE_INFINITY, collect: () => {} });
    for (let i = 0; i < HITS_PER_LOOK * 3; i++) young.afterHit();
    expect(looks).toBe(3);
    young.afterResponse();
    expect(looks).toBe(4);
  });

  it('is called by the server’s request handler after Express’s responses and after cached hits', async () => {
    const calls: string[] = [];
    let hit = false;
    const app = Object.assign((_req: http.IncomingMessage, res: http.ServerResponse) => res.end('express'), {
      cacheHits: (_req: http.IncomingMessage, res: http.ServerResponse) => hit && Boolean(res.end('hit')),
    }) as unknown as App;
    const server = createHttpServer(
      requestHandler(app, {
        young: { afterResponse: () => void calls.push('response'), afterHit: () => void calls.push('hit') },
      }),
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
      expect(await get()).toBe('express');
      hit = true;
      expect(await get()).toBe('hit');
      expect(calls).toEqual(['response', 'hit']);
    } finally {
      server.close();
    }
  });
});
