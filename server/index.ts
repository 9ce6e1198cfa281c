import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { DatabaseLockedError, openDatabase, type Database } from './db/database';
import { migrateLatest } from './db/migrate';
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { loadManifest } from './render/assets';
import { schedulePurge } from './jobs/purge';
import { createOutboxWorker } from './mail/outbox';
import { createMailSender } from './mail/transport';
import { Redis } from 'ioredis';
import { listenForContentChanges } from './db/changes';
import { seedNewEmbeddedDatabase } from './blog/seed';

/** Time allowed to finish requests in flight after SIGTERM before forcing the exit. */
const SHUTDOWN_GRACE_MS = 8_000;
/** How long an idle connection may wait for its request during shutdown. */
const DRAIN_IDLE_MS = 500;

// This file is bundled to dist/server/index.js; the build output sits one level up.
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);

  let database: Database;
  try {
    database = await openDatabase(env.DATABASE_URL, {
      onLockCompromised: (err) => logger.error({ err }, 'lost the lock on the embedded database'),
      warn: (message) => logger.warn({ source: 'knex' }, message),
    });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      logger.fatal(err.message);
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const applied = await migrateLatest(database.db);
  logger.info({ database: database.label, applied }, applied.length ? 'migrations applied' : 'database schema up to date');
  await seedNewEmbeddedDatabase(database, applied, logger);

  const sender = createMailSender(env.SMTP_URL, path.resolve('data', 'mail'));
  const outbox = createOutboxWorker({ db: database.db, sender, from: env.MAIL_FROM, logger });
  outbox.start();
  logger.info({ mail: sender.label }, 'outbox worker started');
  const stopPurge = schedulePurge(database.db, logger);
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }) : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis unavailable: rate limits counted per instance until it is back'));

  const app = createApp({
    env,
    database,
    logger,
    manifest: loadManifest(distDir),
    publicDir: path.join(distDir, 'public'),
    onMailQueued: outbox.kick,
    builtAt: fs.statSync(path.join(distDir, 'manifest.json')).mtime,
    redis,
    redisPrefix: `${env.REDIS_KEY_PREFIX}:rl`,
  });
  const blogChanges = listenForContentChanges({ kind: database.kind, url: env.DATABASE_URL, onChange: () => app.pageCache.clear(), logger });
  const server = http.createServer(app);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port, siteUrl: env.SITE_URL, nodeEnv: process.env.NODE_ENV }, `listening on http://localhost:${port}`);
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    app.set('draining', true);
    const force = setTimeout(() => {
      logger.warn('requests still running after the grace period, closing them');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop listening without http.Server#close's immediate closeIdleConnections():
    // a connection accepted a moment ago may still be sending its request.
    net.Server.prototype.close.call(server, async () => {
      clearInterval(sweep);
      try {
        stopPurge();
        await outbox.stop();
        sender.close();
        redis?.disconnect();
        await blogChanges.stop();
        await database.close();
        logger.info('stopped');
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'error while closing the database');
        process.exit(1);
      }
    });
    // Responses now carry `Connection: close`; keep-alive sockets left idle are
    // closed after they had time to deliver a request already on its way.
    const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_IDLE_MS);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err);
  process.exit(1);
});
