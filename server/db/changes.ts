import type { Knex } from 'knex';
import pg from 'pg';
import type { DatabaseKind } from './database';
import type { Logger } from '../logger';

/**
 * Content changes (articles, social links) made by another process (the admin scripts) reach the running
 * servers through Postgres's LISTEN/NOTIFY, so that their page caches are
 * cleared at once rather than when the pages expire (PAGE_CACHE_TTL_SECONDS,
 * which stays as the fallback). On the embedded database, admin commands go through
 * the running server's socket and their NOTIFY reaches it there (pgliteSocket.ts).
 */
export const CONTENT_CHANGED_CHANNEL = 'secretalia_content_changed';

/**
 * Tells the servers that content shown on pages changed. Called inside the transaction that
 * made the change: Postgres delivers the notification when, and only if, it commits.
 */
export async function notifyContentChanged(db: Knex, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') await db.raw(`notify ${CONTENT_CHANGED_CHANNEL}`);
}

export interface ContentChangeListener {
  /** Resolves once the first LISTEN is in place (tests wait for it; the server need not). */
  listening: Promise<void>;
  stop(): Promise<void>;
}

export interface ListenOptions {
  kind: DatabaseKind;
  /** The Postgres server's URL (DATABASE_URL). */
  url: string | undefined;
  /** Called on every notification, and after a reconnection (notifications may have been missed). */
  onChange: () => void;
  logger: Logger;
  /** First and longest wait before reconnecting, in ms. */
  backoff?: { initialMs: number; maxMs: number };
}

/**
 * Listens for content changes on a dedicated connection (outside Knex's pool: a
 * LISTEN lives as long as its connection), and reconnects with an exponential
 * backoff when that connection drops. A no-op on the embedded database.
 */
export function listenForContentChanges({
  kind,
  url,
  onChange,
  logger,
  backoff = { initialMs: 500, maxMs: 30_000 },
}: ListenOptions): ContentChangeListener {
  if (kind !== 'postgres' || !url) return { listening: Promise.resolve(), stop: async () => {} };

  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = backoff.initialMs;
  let everConnected = false;
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const scheduleReconnect = (reason: string) => {
    if (stopped || timer) return;
    logger.warn({ retryInMs: delay, reason }, 'content change listener disconnected, reconnecting');
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, backoff.maxMs);
  };

  const connect = async () => {
    const current = new pg.Client({ connectionString: url, application_name: 'secretalia-blog-listener' });
    client = current;
    // Errors after connecting (server restart, network cut) arrive here, then 'end'.
    // Only the live client may ask for a reconnection: a dead one can still speak late.
    current.on('error', (err) => {
      if (client === current) scheduleReconnect(err.message);
    });
    current.on('end', () => {
      if (client === current) scheduleReconnect('connection ended');
    });
    current.on('notification', (message) => {
      if (message.channel === CONTENT_CHANGED_CHANNEL) onChange();
    });
    try {
      await current.connect();
      await current.query(`listen ${CONTENT_CHANGED_CHANNEL}`);
    } catch (err) {
      scheduleReconnect(err instanceof Error ? err.message : String(err));
      client = undefined;
      void current.end().catch(() => {});
      return;
    }
    if (stopped) {
      await current.end().catch(() => {});
      return;
    }
    delay = backoff.initialMs;
    // Anything may have changed while no one was listening.
    if (everConnected) {
      logger.info('content change listener reconnected');
      onChange();
    }
    everConnected = true;
    markListening();
  };

  void connect();

  return {
    listening,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const current = client;
      client = undefined;
      if (current) await current.end().catch(() => {});
    },
  };
}
