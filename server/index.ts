import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { format } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createApp, requestHandler, type App } from './app';
import { createHttpServer } from './http/server';
import { youngCollection } from './http/youngCollection';
import { DatabaseLockedError, DataFolderError, openDatabase, type Database } from './db/database';
import { migrateLatest } from './db/migrate';
import { databaseUrl, dataPaths, EnvError, loadEnv, redactSecrets, type Env } from './env';
import { createLogger, type Logger } from './logger';
import { loadManifest } from './render/assets';
import { purgeJob } from './jobs/purge';
import { leadsDigestJob } from './jobs/leadsDigest';
import { dailyJobs, fromMidnight, type DailyJob } from './jobs/daily';
import { heartbeat } from './jobs/heartbeat';
import { createOutboxWorker } from './mail/outbox';
import { createWebhookWorker, type WebhookWorker } from './webhooks/worker';
import { secretBytes } from './webhooks/signing';
import { createJobWorker, type JobWorker } from './queue/jobs';
import { callbackReminderJob, CALLBACK_REMINDER } from './leads/callbackReminder';
import { alertOnDeadMail, alertOnDeadWebhook, deadAlertJob, DEAD_ALERT } from './alerts/deadDelivery';
import { DkimError } from './mail/dkim';
import { recordMailSettings } from './mail/recordedSender';
import { mailSenderOf, smtpSettings, type MailSender } from './mail/transport';
import { rateLimitRedis } from './http/rateLimit';
import { CONTENT_CHANGED_CHANNEL, listenForContentChanges } from './db/changes';
import { dataFolderShared, hostProblem, mailFolderProblem, redisProblem, trustProxyProblem } from './http/startChecks';
import { DatabaseSettingError, reachDatabase } from './db/reach';
import { makePrivateFolder, widerThanPrivate } from './db/privateFiles';
import { seedNewEmbeddedDatabase, shippedArticlesDir } from './blog/seed';
import { seedSitePages, shippedPagesDir } from './landing/seed';
import { recordSiteAddress } from './settings/siteAddress';
import { warnIfContactIsExample, warnIfLegalNoticeIncomplete } from './settings/startupWarnings';
import { publicationScheduler } from './blog/scheduler';
import { BACKUP_CHANNEL, backupsIn, exclusiveDump, keepBackups, systemPgDump } from './db/backup';
import { createMetrics, metricsServer, type Metrics } from './metrics/metrics';

/**
 * After SIGTERM: requests in flight get REQUEST_GRACE_MS before their connections
 * are closed, the mail worker MAIL_STOP_MS to finish the mail it is sending, and the
 * process exits by SHUTDOWN_BOUND_MS whatever is left (Docker kills at 10 s).
 */
const REQUEST_GRACE_MS = 6_000;
const MAIL_STOP_MS = 5_000;
const SHUTDOWN_BOUND_MS = 7_500;
/** How long an idle connection may wait for its request during shutdown. */
const DRAIN_IDLE_MS = 500;

// This file is bundled to dist/server/index.js; the build output sits one level up.
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the operator must fix before the site can run: one log line, no stack trace, exit 1. */
function fatal(logger: Logger, message: string): never {
  logger.fatal(message);
  process.exit(1);
}

/**
 * The settings, or one JSON line naming the variable at fault. In French, as preflight and the
 * commands say it: whoever starts the site reads the same line whichever way they meet the mistake.
 */
function settingsOrExit(): Env {
  try {
    return loadEnv(process.env, { language: 'fr' });
  } catch (err) {
    if (err instanceof EnvError) fatal(createLogger('info'), err.message);
    throw err;
  }
}

/**
 * Libraries write to the console (ioredis's "[WARN] … password was supplied"): in the
 * log, every line is JSON, theirs too.
 */
function consoleIntoLog(logger: Logger): void {
  for (const [method, level] of [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ] as const) {
    console[method] = (...args: unknown[]) => logger[level](format(...args));
  }
}

/** A DKIM key that cannot sign stops the start: mails would otherwise leave unsigned without a word. */
function mailSenderOrExit(env: Env, logger: Logger): MailSender {
  try {
    const sender = mailSenderOf(env, logger);
    for (const weakness of env.SMTP_URL ? smtpSettings(env.SMTP_URL).weakened : []) logger.warn(weakness);
    return sender;
  } catch (err) {
    if (err instanceof DkimError) fatal(logger, err.message);
    throw err;
  }
}

/** The database opened in a private folder, and the mail folder writable when mails go to files. */
async function openDatabaseOrExit(env: Env, logger: Logger): Promise<Database> {
  let database: Database;
  try {
    makePrivateFolder(env.DATA_DIR);
    database = await openDatabase(databaseUrl(env), { warn: (message) => logger.warn({ source: 'knex' }, message) });
  } catch (err) {
    if (err instanceof DatabaseLockedError || err instanceof DataFolderError) fatal(logger, err.message);
    throw err;
  }
  try {
    await reachDatabase(database, databaseUrl(env));
  } catch (err) {
    if (!(err instanceof DatabaseSettingError)) throw err;
    await database.close();
    fatal(logger, err.message);
  }
  const shared = widerThanPrivate(env.DATA_DIR);
  if (shared.count) logger.warn(dataFolderShared(env.DATA_DIR, shared));
  const mailProblem = env.SMTP_URL ? undefined : await mailFolderProblem(dataPaths(env).mail);
  if (mailProblem) {
    await database.close();
    fatal(logger, mailProblem);
  }
  return database;
}

/** Migrations, the shipped content of a new database, the site's address and mail settings, the owner's warnings. */
async function prepareDatabase(database: Database, env: Env, logger: Logger): Promise<void> {
  const applied = await migrateLatest(database.db);
  logger.info(
    { database: database.label, applied },
    applied.length ? 'migrations applied' : 'database schema up to date',
  );
  await seedNewEmbeddedDatabase(database, applied, logger, shippedArticlesDir(), dataPaths(env).mediaCache);
  await seedSitePages(database, applied, logger, shippedPagesDir());
  await recordSiteAddress(database.db, env);
  // The sender was built before (mailSenderOrExit): the DKIM key is known to load.
  await recordMailSettings(database.db, env);
  await warnIfLegalNoticeIncomplete(database.db, logger, env.NODE_ENV);
  await warnIfContactIsExample(database.db, logger, env.NODE_ENV);
}

/** Redis for the shared rate-limit counts, its outages said once each, not at each reconnection. */
function redisFor(env: Env, logger: Logger, { awayAtStart }: { awayAtStart: boolean }) {
  if (!env.REDIS_URL) return undefined;
  const redis = rateLimitRedis(env.REDIS_URL);
  // An outage found at start was said then (redisProblem's line).
  let away = awayAtStart;
  redis.on('error', (err) => {
    if (away) return;
    away = true;
    logger.warn(
      { err: err.message },
      'redis unavailable: rate limits counted in this instance’s memory until it answers again',
    );
  });
  redis.on('ready', () => {
    if (away) logger.info('redis answers again: rate limits shared between instances again');
    away = false;
  });
  return redis;
}

/**
 * Pages follow content: scheduled articles come out by themselves (the timer is set now,
 * and again at each change), and one « content changed » per change, whichever way the news comes
 * (another process on the Postgres server, or an admin command on this process's embedded
 * folder through its socket).
 */
async function followContent(app: App, database: Database, env: Env, logger: Logger) {
  const scheduler = publicationScheduler({ db: database.db, logger, onPublish: app.contentChanged.emit });
  void scheduler.arm();
  const onContentChange = () => {
    app.contentChanged.emit();
    void scheduler.arm();
  };
  const changes = listenForContentChanges({
    kind: database.kind,
    url: databaseUrl(env),
    onChange: onContentChange,
    logger,
  });
  await database.listen?.(CONTENT_CHANGED_CHANNEL, onContentChange);
  return { stop: () => scheduler.stop(), close: () => changes.stop() };
}

/**
 * Daily backups in DATA_DIR/backups. The embedded database is dumped by this process, which
 * holds it, daily and when `npm run backup` asks on the socket. A Postgres server is dumped by
 * the pg_dump installed here (the image has the server's own), by one instance at a time.
 * Undefined: no daily backup from this process.
 */
async function backupsFor(database: Database, env: Env, logger: Logger) {
  if (!database.dump || databaseUrl(env) === 'pglite://memory') return undefined;
  const options = {
    dir: dataPaths(env).backups,
    keepDays: env.BACKUP_KEEP_DAYS,
    logger,
    heartbeat: heartbeat(env.HEARTBEAT_URL, 'backup', logger),
  };
  if (database.kind === 'postgres') {
    if (env.BACKUP_KEEP_DAYS === 0) return undefined;
    if (!(await systemPgDump())) {
      logger.warn(
        'no pg_dump here: no daily backup of the Postgres database (BACKUP_KEEP_DAYS=0 if it is backed up elsewhere)',
      );
      return undefined;
    }
    return keepBackups({ ...options, dump: exclusiveDump(database.db, database.dump) });
  }
  if (!database.listen) return undefined;
  const backups = keepBackups({ ...options, dump: database.dump });
  await database.listen(BACKUP_CHANNEL, (payload) => void backups.onRequest(payload));
  return env.BACKUP_KEEP_DAYS > 0 ? backups : undefined;
}

/**
 * The daily jobs this process can run (server/jobs/daily.ts): the purge, the digest unless
 * LEADS_DIGEST=off, the backup where this process can make it.
 */
function dailyJobsFor(env: Env, database: Database, logger: Logger, backups: { daily(): Promise<void> } | undefined) {
  const db = database.background();
  const jobs: DailyJob[] = [
    purgeJob(db, logger, { mailDir: dataPaths(env).mail, heartbeat: heartbeat(env.HEARTBEAT_URL, 'purge', logger) }),
  ];
  if (env.LEADS_DIGEST === 'on')
    jobs.push(
      leadsDigestJob(db, logger, {
        to: env.MAIL_TO,
        siteUrl: env.SITE_URL,
        heartbeat: heartbeat(env.HEARTBEAT_URL, 'digest', logger),
      }),
    );
  if (backups) jobs.push({ kind: 'backup', runAt: fromMidnight, run: () => backups.daily() });
  return dailyJobs(db, jobs);
}

interface Running {
  app: App;
  server: ReturnType<typeof createHttpServer>;
  outbox: ReturnType<typeof createOutboxWorker>;
  /** The lead webhooks' worker, when LEAD_WEBHOOK_SECRET is set. */
  webhooks: WebhookWorker | undefined;
  /** The queue's jobs: reminders, alerts, the daily jobs. */
  jobs: JobWorker;
  sender: MailSender;
  database: Database;
  redis: ReturnType<typeof redisFor>;
  /** Timers that stop at once: publication, metrics. */
  timers: (() => void)[];
  /** What closes last, before the database. */
  content: { close: () => Promise<void> };
}

/**
 * After SIGTERM or SIGINT: no new connections, requests in flight and the mail being
 * sent finished within their bounds, then everything closed and the process gone.
 */
function stopOnSignals(running: Running, logger: Logger): void {
  const { app, server, outbox, webhooks, sender, database, redis } = running;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const startedAt = Date.now();
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight and the mail being sent');
    app.set('draining', true);
    // Whatever is still running at the bound, the process ends: Docker's grace is 10 s.
    setTimeout(() => {
      logger.warn(
        { ms: Date.now() - startedAt },
        'shutdown bound reached: exiting now; mails not sent stay queued for the next start',
      );
      process.exit(0);
    }, SHUTDOWN_BOUND_MS).unref();
    setTimeout(() => {
      logger.warn('requests still running after the grace period, closing them');
      server.closeAllConnections();
    }, REQUEST_GRACE_MS).unref();
    // Responses now carry `Connection: close`; keep-alive sockets left idle are
    // closed after they had time to deliver a request already on its way.
    const sweep = setInterval(() => server.closeIdleConnections(), DRAIN_IDLE_MS);
    for (const stop of running.timers) stop();
    // Stop listening without http.Server#close's immediate closeIdleConnections():
    // a connection accepted a moment ago may still be sending its request.
    const requestsDone = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // The mail worker stops at once, beside the requests: the one it is sending is
    // finished and recorded, the others it claimed go back to the queue.
    await Promise.all([
      requestsDone,
      outbox.stop(MAIL_STOP_MS),
      webhooks?.stop(MAIL_STOP_MS),
      running.jobs.stop(MAIL_STOP_MS),
    ]);
    clearInterval(sweep);
    try {
      sender.close();
      redis?.disconnect();
      await running.content.close();
      await database.close();
      logger.info({ ms: Date.now() - startedAt }, 'stopped');
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error while closing the database');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

/**
 * The lead webhooks' worker, when LEAD_WEBHOOK_SECRET is set: also without LEAD_WEBHOOK_URL,
 * so that webhooks queued before the address was removed still go out.
 */
function startWebhooks(env: Env, database: Database, logger: Logger): WebhookWorker | undefined {
  // The secret's shape was checked at start (server/env.ts): null only when unset.
  const key = env.LEAD_WEBHOOK_SECRET ? secretBytes(env.LEAD_WEBHOOK_SECRET) : null;
  if (!key) return undefined;
  const webhooks = createWebhookWorker({ db: database.background(), key, logger, onDead: alertOnDeadWebhook });
  webhooks.start();
  logger.info({ addresses: env.LEAD_WEBHOOK_URL.length }, 'webhook worker started');
  return webhooks;
}

/** METRICS_PORT: Prometheus's text format on a port of its own, 127.0.0.1 unless METRICS_HOST names another address. */
function serveMetrics(metrics: Metrics, env: Env, logger: Logger): () => void {
  const server = metricsServer(metrics, (err) => logger.warn({ err }, 'metrics scrape failed'));
  server.once('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE' && err.code !== 'EADDRNOTAVAIL') throw err;
    fatal(
      logger,
      `METRICS_PORT : le port ${env.METRICS_PORT} n’est pas libre sur ${env.METRICS_HOST} (${err.code}) : choisissez-en un autre, ou une adresse de cette machine pour METRICS_HOST`,
    );
  });
  server.listen(env.METRICS_PORT, env.METRICS_HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.METRICS_PORT;
    logger.info({ metricsPort: port, metricsHost: env.METRICS_HOST }, 'metrics served');
  });
  return () => {
    server.close();
    server.closeAllConnections();
  };
}

/**
 * The queue's jobs (server/queue/jobs.ts): the callback reminders and the dead-delivery
 * alerts (docs/decisions/055-callback-reminders-and-dead-delivery-alerts.md), and the daily
 * jobs, whose next rows are queued first; what they queue wakes the mail and webhook workers.
 */
async function startJobs(
  env: Env,
  database: Database,
  logger: Logger,
  daily: ReturnType<typeof dailyJobs>,
  onRan: () => void,
): Promise<JobWorker> {
  const webhooks = { urls: env.LEAD_WEBHOOK_URL, format: env.LEAD_WEBHOOK_FORMAT, siteUrl: env.SITE_URL };
  const jobs = createJobWorker({
    db: database.background(),
    logger,
    onRan,
    // The process's clock, as the daily jobs' hours (8:30 Paris) are computed with it.
    now: () => new Date(),
    handlers: {
      [CALLBACK_REMINDER]: callbackReminderJob({ to: env.MAIL_TO, webhooks }),
      [DEAD_ALERT]: deadAlertJob({ to: env.MAIL_TO, webhooks }),
      ...daily.handlers,
    },
  });
  // A database that blinks now does not stop the start: the next start queues them.
  await daily
    .schedule()
    .then(() => logger.info({ kinds: Object.keys(daily.handlers) }, 'daily jobs scheduled'))
    .catch((err: unknown) => logger.warn({ err }, 'daily jobs not scheduled'));
  jobs.start();
  return jobs;
}

async function main(): Promise<void> {
  // What the site writes (its database, the leads' mails, backups, keys) is for its own user only.
  process.umask(0o077);
  const env = settingsOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  consoleIntoLog(logger);
  const proxyProblem = trustProxyProblem(env.TRUST_PROXY, env.HOST);
  if (proxyProblem) logger.warn(proxyProblem);
  // The launch mistakes preflight names too, with the same functions, before anything is opened.
  const host = await hostProblem(env.HOST);
  if (host) fatal(logger, host);
  const redisAtStart = await redisProblem(env.REDIS_URL);
  if (redisAtStart && !redisAtStart.outage) fatal(logger, redisAtStart.line);
  if (redisAtStart) logger.warn(redisAtStart.line);
  const sender = mailSenderOrExit(env, logger);
  const database = await openDatabaseOrExit(env, logger);
  await prepareDatabase(database, env, logger);

  const outbox = createOutboxWorker({
    db: database.background(),
    sender,
    from: env.MAIL_FROM,
    logger,
    onDead: alertOnDeadMail,
  });
  outbox.start();
  logger.info({ mail: sender.label }, 'outbox worker started');
  const webhooks = startWebhooks(env, database, logger);
  const backups = await backupsFor(database, env, logger);
  const jobs = await startJobs(env, database, logger, dailyJobsFor(env, database, logger, backups), () => {
    outbox.kick();
    webhooks?.kick();
  });
  const redis = redisFor(env, logger, { awayAtStart: Boolean(redisAtStart) });
  const metrics = env.METRICS_PORT
    ? createMetrics({
        db: database.background(),
        pool: database.db,
        // Read at each scrape, once the app below exists.
        pageCache: () => ({
          hits: app.cacheHits.hits + app.pageCache.hits,
          misses: app.pageCache.misses,
          bytes: app.pageCache.bytes,
        }),
        lastBackup: () => backupsIn(dataPaths(env).backups)[0]?.at,
      })
    : undefined;
  const app = createApp({
    env,
    database,
    logger,
    manifest: loadManifest(distDir),
    publicDir: path.join(distDir, 'public'),
    onMailQueued: () => {
      outbox.kick();
      webhooks?.kick();
    },
    builtAt: fs.statSync(path.join(distDir, 'manifest.json')).mtime,
    redis,
    redisPrefix: `${env.REDIS_KEY_PREFIX}:rl`,
    metrics,
  });
  const content = await followContent(app, database, env, logger);
  // Between two requests, not mid-render: server/http/youngCollection.ts.
  const server = createHttpServer(requestHandler(app, { young: youngCollection() }));
  server.once('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EADDRINUSE') throw err;
    fatal(
      logger,
      `PORT : le port ${env.PORT} est déjà pris sur ${env.HOST ?? 'cette machine'} (EADDRINUSE) : arrêtez le programme qui l’occupe ou choisissez un autre PORT`,
    );
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ port, siteUrl: env.SITE_URL, nodeEnv: env.NODE_ENV }, `listening on http://localhost:${port}`);
  });
  const stopMetrics = metrics ? serveMetrics(metrics, env, logger) : () => {};
  const timers = [content.stop, stopMetrics];
  stopOnSignals({ app, server, outbox, webhooks, jobs, sender, database, redis, timers, content }, logger);
}

main().catch((err: unknown) => {
  process.stderr.write(`${redactSecrets(format('The server could not start:', err))}\n`);
  process.exit(1);
});
