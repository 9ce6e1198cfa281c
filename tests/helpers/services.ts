import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/** CI sets REQUIRE_SERVICES=1: there, a missing Postgres or Redis fails instead of skipping. */
const required = process.env.REQUIRE_SERVICES === '1';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(check: () => Promise<void>, name: string): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (err) {
    if (required) throw new Error(`REQUIRE_SERVICES=1 but ${name} is not reachable: ${(err as Error).message}`);
    return false;
  }
}

export const hasPostgres = await reachable(async () => {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 1_000 });
  await client.connect();
  await client.end();
}, 'Postgres');

export const hasRedis = await reachable(async () => {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  try {
    await client.connect();
    await client.ping();
  } finally {
    client.disconnect();
  }
}, 'Redis');

/** A new, empty database on the Postgres server; `drop()` removes it. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `secretalia_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
