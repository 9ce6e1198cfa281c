/**
 * How long content every page shows (settings, testimonials, team) is kept at most without
 * a change notification: the page cache's default expiry, the same fallback for a change
 * made without the admin commands (a hand-written UPDATE). Every command that changes such
 * content notifies every instance, which drops it at once (server/db/changes.ts).
 */
export const KEPT_FALLBACK_MS = 300_000;

export interface Kept<T> {
  /** The value, read now if it was not kept; concurrent callers share one read. */
  get(): Promise<T>;
  /** Forgets the value: the next get() reads it again. */
  drop(): void;
}

/** A value read once and kept until drop() or `ttlMs`; a failed read is not kept. */
export function kept<T>(read: () => Promise<T>, ttlMs = KEPT_FALLBACK_MS): Kept<T> {
  let entry: { value: Promise<T>; readAt: number } | undefined;
  return {
    get() {
      if (!entry || Date.now() - entry.readAt > ttlMs) {
        const value = read();
        entry = { value, readAt: Date.now() };
        value.catch(() => {
          if (entry?.value === value) entry = undefined;
        });
      }
      return entry.value;
    },
    drop: () => (entry = undefined),
  };
}
