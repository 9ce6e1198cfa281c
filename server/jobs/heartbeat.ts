/**
 * Dead man's switch pings for the daily jobs (backup, digest, purge), in the style of
 * Healthchecks: `<HEARTBEAT_URL>/start` when a run starts, `<HEARTBEAT_URL>` when it
 * succeeds, `<HEARTBEAT_URL>/fail` when it fails; the monitor notices a job that stopped
 * running. `{job}` in the address is replaced by the job's name (one check per job).
 * A ping never holds up nor fails its job: it is sent in the background, in order, with
 * a short timeout, and a failed ping is one log line naming the host only (the path of
 * a push address is its secret).
 */

export type HeartbeatJob = 'backup' | 'digest' | 'purge';
type Signal = 'start' | 'success' | 'fail';

export interface Heartbeat {
  start(): void;
  success(): void;
  fail(): void;
  /** Resolves once every ping asked for so far has been answered or given up (tests, shutdown). */
  settled(): Promise<void>;
}

interface PingLogger {
  warn(object: object, message: string): void;
}

/** How long a ping may take: a monitor that does not answer is not the job's problem. */
export const HEARTBEAT_TIMEOUT_MS = 5_000;

/** The address of a signal: `/start` or `/fail` added to the path, before any query string. */
export function heartbeatAddress(url: string, job: HeartbeatJob, signal: Signal): string {
  const address = new URL(url.replaceAll('{job}', job));
  if (signal !== 'success') address.pathname = `${address.pathname.replace(/\/+$/, '')}/${signal}`;
  return address.toString();
}

const NONE: Heartbeat = { start() {}, success() {}, fail() {}, settled: () => Promise.resolve() };

export function heartbeat(
  url: string | undefined,
  job: HeartbeatJob,
  logger: PingLogger,
  { timeoutMs = HEARTBEAT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Heartbeat {
  if (!url) return NONE;
  let host = '';
  try {
    host = new URL(url.replaceAll('{job}', job)).host;
  } catch {
    // server/env.ts checked it is an http(s) address.
  }
  let queue: Promise<void> = Promise.resolve();
  const send = (signal: Signal) => {
    queue = queue.then(async () => {
      try {
        const res = await fetch(heartbeatAddress(url, job, signal), {
          method: 'GET',
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'follow',
        });
        await res.body?.cancel();
        if (!res.ok) logger.warn({ job, signal, host, status: res.status }, 'heartbeat ping refused');
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
        logger.warn({ job, signal, host, err: cause }, 'heartbeat ping failed');
      }
    });
  };
  return {
    start: () => send('start'),
    success: () => send('success'),
    fail: () => send('fail'),
    settled: () => queue,
  };
}
