import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { describe, expect } from 'vitest';
import { it } from '../../../tests/fixtures';
import { startTcpProxy } from '../../../tests/helpers/tcpProxy';
import { createTestApp } from '../../../tests/helpers/testApp';
import { onPostgres } from '../../../tests/helpers/testDatabase';
import { openDatabase, type Database } from '../../db/database';
import { rateLimitRedis } from '../../http/rateLimit';

const valid = { name: 'Dr Anne Roche', email: 'anne.roche@exemple.fr', message: 'Pouvez-vous me rappeler ?' };

// Cutting the connection needs a database on the network: the Postgres leg of CI runs this.
describe.skipIf(!onPostgres)('database outage', () => {
  it('answers 503 while the database is away and 201 again once it is back, without a restart', async ({
    database,
  }) => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    let proxied: Database | undefined;
    try {
      proxied = await openDatabase(viaProxy.toString(), { searchPath: database.schema });
      const app = createTestApp(proxied);
      expect((await request(app).post('/api/v1/contact').send(valid)).status).toBe(201);

      await proxy.down();
      const refused = await request(app).post('/api/v1/contact').send(valid);
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('database_unavailable');
      expect(refused.headers['retry-after']).toBe('5');
      expect((await request(app).get('/readyz')).status).toBe(503);
      expect((await request(app).get('/api/v1/blog')).status).toBe(503);

      await proxy.up();
      let status = 0;
      for (let i = 0; i < 5 && status !== 201; i++)
        status = (await request(app).post('/api/v1/contact').send(valid)).status;
      expect(status).toBe(201);
      expect((await request(app).get('/readyz')).status).toBe(200);
    } finally {
      await proxied?.close();
      await proxy.close();
    }
  });
});

async function redisReachable(): Promise<boolean> {
  const client = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const withRedis = await redisReachable();

describe.skipIf(!withRedis)('rate limits shared through Redis', () => {
  it('counts posts across two instances: the sixth is refused wherever it lands', async ({ database }) => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const clients = [rateLimitRedis(url), rateLimitRedis(url)];
    const redisPrefix = `test:${randomBytes(6).toString('hex')}`;
    try {
      // Connected, as an instance is by the time traffic reaches it (before, it counts in memory).
      await Promise.all(clients.map((client) => new Promise((resolve) => client.once('ready', resolve))));
      const [a, b] = clients.map((redis) => createTestApp(database, { redis, redisPrefix }));
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await request(i % 2 ? b! : a!)
              .post('/api/v1/contact')
              .send(valid)
          ).status,
        );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      const other = createTestApp(database, { redis: clients[0], redisPrefix: `${redisPrefix}-other` });
      expect((await request(other).post('/api/v1/contact').send(valid)).status).toBe(201);
      // No key, nor any value, names the visitor's address (127.0.0.1, ::ffff:127.0.0.1): a keyed hash does.
      const keys = await clients[0]!.keys(`${redisPrefix}*`);
      expect(keys.filter((key) => key.includes(':forms:'))).toHaveLength(2);
      for (const key of keys) {
        expect(key).not.toMatch(/127\.0\.0\.1|::1|ffff/);
        const value = (await clients[0]!.type(key)) === 'string' ? await clients[0]!.get(key) : '';
        expect(value).not.toMatch(/127\.0\.0\.1/);
      }
    } finally {
      const keys = await clients[0]!.keys(`${redisPrefix}*`);
      if (keys.length) await clients[0]!.del(...keys);
      for (const client of clients) client.disconnect();
    }
    // The first test of the file opens its database: more than 30 s on a busy machine.
  }, 120_000);
});

describe.skipIf(!withRedis)('rate limits while Redis is away', () => {
  it('holds the limit in memory when Redis is down from the start, and shares it again once Redis is back', async ({
    database,
  }) => {
    const target = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.down();
    const redisPrefix = `test:${randomBytes(6).toString('hex')}`;
    // The instance starts while Redis is unreachable, with the server's own client settings.
    const away = rateLimitRedis(`redis://127.0.0.1:${proxy.port}`);
    away.on('error', () => {});
    const healthy = rateLimitRedis(target.toString());
    healthy.on('error', () => {});
    try {
      const a = createTestApp(database, { redis: away, redisPrefix });
      const down: number[] = [];
      for (let i = 0; i < 6; i++) down.push((await request(a).post('/api/v1/contact').send(valid)).status);
      expect(down).toEqual([201, 201, 201, 201, 201, 429]);

      await proxy.up();
      for (let i = 0; i < 100 && away.status !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(away.status).toBe('ready');
      // Back on Redis, the hits of the outage still count: the same address stays refused.
      expect((await request(a).post('/api/v1/contact').send(valid)).status).toBe(429);
      // Redis counts only what it saw: a refused post counts for nothing, and the outage's posts
      // stayed in the first instance's memory. A second instance accepts five and refuses the sixth…
      const b = createTestApp(database, { redis: healthy, redisPrefix });
      const shared: number[] = [];
      for (let i = 0; i < 6; i++) shared.push((await request(b).post('/api/v1/contact').send(valid)).status);
      expect(shared).toEqual([201, 201, 201, 201, 201, 429]);
      // …and the count is shared again: a third instance, new to this address, refuses it at once.
      const c = createTestApp(database, { redis: healthy, redisPrefix });
      expect((await request(c).post('/api/v1/contact').send(valid)).status).toBe(429);
    } finally {
      const keys = await healthy.keys(`${redisPrefix}*`);
      if (keys.length) await healthy.del(...keys);
      away.disconnect();
      healthy.disconnect();
      await proxy.close();
    }
  });
});
