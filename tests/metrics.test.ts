import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './helpers/server';
import { freePort } from './helpers/smtp';

/**
 * Issue 46, item 4: the operator's metrics, from the built server as a real process. With
 * METRICS_PORT, Prometheus's text format on 127.0.0.1 at that port, with the families the
 * operator alerts on; the site's own port has no /metrics. No personal data, no raw path.
 */
describe('metrics on a port of their own', () => {
  let server: RunningServer;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServer({ METRICS_PORT: String(metricsPort) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('after a quote, GET 127.0.0.1:$METRICS_PORT/metrics answers the families; the public port answers 404 for /metrics', async () => {
    const posted = await fetch(`${server.url}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'quote',
        plan: 'standard',
        name: 'Dr Claire Morel',
        email: 'claire.morel@exemple.fr',
        phone: '06 12 34 56 78',
        practice: 'Cabinet des Tilleuls',
        city: 'Lyon',
        message: 'Une secrétaire pour les après-midi.',
        consent: true,
      }),
    });
    expect(posted.status, await posted.text()).toBe(201);
    // A page twice: rendered, then from the cache; an article by its template; an address no route takes.
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/une-page-qui-n-existe-pas-${Date.now()}`)).status).toBe(404);

    const publicMetrics = await fetch(`${server.url}/metrics`);
    expect(publicMetrics.status).toBe(404);

    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    for (const family of [
      'secretalia_http_request_duration_seconds',
      'secretalia_leads_created_total',
      'secretalia_leads_overdue',
      'secretalia_outbox_items',
      'secretalia_backup_last_success_timestamp_seconds',
      'secretalia_page_cache_hits_total',
      'secretalia_page_cache_misses_total',
      'secretalia_page_cache_bytes',
      'secretalia_db_pool_connections',
      'process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(text).toMatch(/^secretalia_leads_created_total\{kind="quote"\} 1$/m);
    expect(text).toMatch(/^secretalia_outbox_items\{queue="mail",state="(pending|sending)"\} \d+$/m);
    // The home page's hits, by its template, the cached ones included (fast path).
    expect(text).toMatch(/^secretalia_http_request_duration_seconds_count\{route="\/",status="200"\} 3$/m);
    expect(text).toMatch(
      /^secretalia_http_request_duration_seconds_count\{route="\/api\/v1\/contact\/",status="201"\} 1$/m,
    );
    expect(text).toMatch(/^secretalia_page_cache_hits_total \d+$/m);
    expect(Number(/^secretalia_page_cache_hits_total (\d+)$/m.exec(text)![1])).toBeGreaterThanOrEqual(2);
    // Neither the visitor nor the address asked for.
    expect(text).not.toContain('claire');
    expect(text).not.toContain('une-page-qui-n-existe-pas');
    // Elsewhere than /metrics: nothing.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});
