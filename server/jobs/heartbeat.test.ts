import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepBackups } from '../db/backup';
import { heartbeat, heartbeatAddress } from './heartbeat';

/**
 * Issue 46, item 5: the daily backup pings HEARTBEAT_URL as Healthchecks expects, on a
 * local receiver: `/start`, then the address on success or `/fail` on failure.
 */
describe('heartbeats of the daily backup', () => {
  const received: string[] = [];
  let answer = true;
  const receiver = http.createServer((req, res) => {
    received.push(req.url ?? '');
    // A monitor that does not answer: the request is left hanging.
    if (answer) res.end('OK');
  });
  let base = '';
  const warnings: object[] = [];
  const logger = { info() {}, warn: (object: object) => void warnings.push(object) };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartbeat-'));

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const backupWith = (dump: () => Promise<string>, url: string) => {
    const beat = heartbeat(url, 'backup', logger, { timeoutMs: 500 });
    const backups = keepBackups({
      dump,
      dir: fs.mkdtempSync(path.join(dir, 'b-')),
      keepDays: 7,
      logger,
      heartbeat: beat,
    });
    return { backups, beat };
  };

  it('a backup run pings /start then the address', async () => {
    received.length = 0;
    const { backups, beat } = backupWith(async () => 'select 1;', `${base}/ping/3f1c`);
    await backups.daily();
    await beat.settled();
    expect(received).toEqual(['/ping/3f1c/start', '/ping/3f1c']);
  });

  it('a failing one pings /start then /fail, and still fails as before', async () => {
    received.length = 0;
    const { backups, beat } = backupWith(() => Promise.reject(new Error('disque plein')), `${base}/ping/3f1c`);
    await expect(backups.daily()).rejects.toThrow('disque plein');
    await beat.settled();
    expect(received).toEqual(['/ping/3f1c/start', '/ping/3f1c/fail']);
  });

  it('a monitor that does not answer holds nothing up; its address’s secret is not logged', async () => {
    received.length = 0;
    warnings.length = 0;
    answer = false;
    try {
      const { backups, beat } = backupWith(async () => 'select 1;', `${base}/ping/secret-uuid`);
      // The backup is done while the pings still wait for their answer.
      await backups.daily();
      expect(fs.readdirSync(dir).length).toBeGreaterThan(0);
      await beat.settled();
      expect(warnings.length).toBeGreaterThan(0);
      expect(JSON.stringify(warnings)).not.toContain('secret-uuid');
    } finally {
      answer = true;
    }
  });

  it('a query string stays last; {job} names the job', () => {
    expect(heartbeatAddress('https://kuma.exemple.fr/api/push/abc?status=up&msg=OK', 'backup', 'fail')).toBe(
      'https://kuma.exemple.fr/api/push/abc/fail?status=up&msg=OK',
    );
    expect(heartbeatAddress('https://hc-ping.com/key/secretalia-{job}', 'purge', 'start')).toBe(
      'https://hc-ping.com/key/secretalia-purge/start',
    );
    expect(heartbeatAddress('https://hc-ping.com/uuid/', 'digest', 'success')).toBe('https://hc-ping.com/uuid/');
  });
});
