/** How long to wait before try n+1 after n failed tries (n ≥ 1), in milliseconds, before jitter. */
export type Backoff = (attempts: number) => number;

/** From `firstMs`, doubling at each failed try, at most `maxMs`. */
export const doubling =
  (firstMs: number, maxMs: number): Backoff =>
  (attempts) =>
    Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);

/** A fixed list of delays, the last one repeated (Standard Webhooks' schedule). */
export const steps =
  (delaysMs: readonly number[]): Backoff =>
  (attempts) =>
    delaysMs[Math.min(Math.max(attempts, 1), delaysMs.length) - 1]!;

/**
 * The delay lengthened by up to 25 % (never shortened: a receiver's Retry-After stays a floor),
 * so that rows that failed together (a receiver down for an hour)
 * do not all come back in the same second.
 */
export function jittered(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs * (1 + 0.25 * random()));
}
