import http from 'node:http';
import type { Knex } from 'knex';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { dueLeads } from '../leads/due';
import type { Lead } from '../leads/lead';
import { outboxRepo } from '../mail/outboxRepo';
import { webhookOutboxRepo } from '../webhooks/outboxRepo';

/**
 * The operator's metrics (docs/decisions/059-metrics-on-a-port-of-their-own.md), in Prometheus's text format
 * on a port of their own (METRICS_PORT, 127.0.0.1 unless METRICS_HOST says otherwise), never on
 * the site's. No personal data and only bounded label values: a route's template (never the path
 * asked for), a status code, a lead's kind, a queue's name and state.
 */

/** What the site reads at each scrape, beside what it counts as it goes. */
export interface MetricsSources {
  /** The background pool's handle (the scrape's queries never take a request's connection). */
  db: Knex;
  /** The request pool, whose connections are gauged. */
  pool: Knex;
  pageCache: () => { hits: number; misses: number; bytes: number };
  /** When the last backup was made, if any (DATA_DIR/backups). */
  lastBackup: () => Date | undefined;
}

/** Seconds: a cached page in well under a millisecond, a render in tens, a slow database in seconds. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'secretalia_http_request_duration_seconds',
    help: 'Time to answer a request, by route template and status',
    labelNames: ['route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const leadsCreated = new Counter({
    name: 'secretalia_leads_created_total',
    help: 'Leads stored since the process started, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of ['quote', 'contact', 'callback'] as const) leadsCreated.inc({ kind }, 0);

  new Gauge({
    name: 'secretalia_leads_overdue',
    help: 'Leads still « nouveau » past the reply promised within 24 working hours',
    registers,
    async collect() {
      this.set((await dueLeads(sources.db)).overdue.length);
    },
  });
  new Gauge({
    name: 'secretalia_outbox_items',
    help: 'Items of the mail and webhook outboxes, by queue and state (pending and sending: the depth; dead: given up)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const [mail, webhook] = await Promise.all([
        outboxRepo(sources.db).counts(),
        webhookOutboxRepo(sources.db).counts(),
      ]);
      for (const [queue, counts] of [
        ['mail', mail],
        ['webhook', webhook],
      ] as const)
        for (const state of ['pending', 'sending', 'dead'] as const) this.set({ queue, state }, counts[state]);
    },
  });
  new Gauge({
    name: 'secretalia_backup_last_success_timestamp_seconds',
    help: 'When the last backup in DATA_DIR/backups was made (Unix time); absent when there is none',
    registers,
    collect() {
      const at = sources.lastBackup();
      if (at) this.set(at.getTime() / 1000);
      else this.reset();
    },
  });
  const cacheCounter = (name: string, help: string, read: (stats: ReturnType<MetricsSources['pageCache']>) => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read(sources.pageCache()));
      },
    });
  cacheCounter('secretalia_page_cache_hits_total', 'Pages answered from the page cache', (stats) => stats.hits);
  cacheCounter(
    'secretalia_page_cache_misses_total',
    'Pages rendered to be kept in the page cache',
    (stats) => stats.misses,
  );
  new Gauge({
    name: 'secretalia_page_cache_bytes',
    help: 'What the pages kept weigh, in bytes',
    registers,
    collect() {
      this.set(sources.pageCache().bytes);
    },
  });
  new Gauge({
    name: 'secretalia_db_pool_connections',
    help: 'Connections of the request pool to the database, by state (pending: requests waiting for one)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = (sources.pool.client as { pool?: TarnPool }).pool;
      this.set({ state: 'used' }, pool?.numUsed() ?? 0);
      this.set({ state: 'free' }, pool?.numFree() ?? 0);
      this.set({ state: 'pending' }, pool?.numPendingAcquires() ?? 0);
    },
  });

  return {
    registry,
    requestDuration,
    leadCreated: (kind: Lead['kind']) => leadsCreated.inc({ kind }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The metrics' own server: GET /metrics, nothing else. */
export function metricsServer(metrics: Metrics, onError: (err: unknown) => void): http.Server {
  return http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => {
        onError(err);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
      },
    );
  });
}
