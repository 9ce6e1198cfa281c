/**
 * « Content changed »: the one signal that what pages show (articles, settings, people,
 * landing pages) changed in the database. It is emitted where a change is learnt
 * (server/index.ts: the NOTIFY of an admin command or of another process, server/db/changes.ts;
 * a scheduled article coming out, server/blog/scheduler.ts), and whatever keeps content
 * subscribes to it: the page cache (server/render/pageCache.ts) and the kept settings,
 * people and landing pages (server/routing/keptContent.ts). Neither side knows the other.
 */
export interface ContentChanges {
  /** Tells every subscriber, once each, in the order they subscribed. */
  emit(): void;
  /** Calls `listener` on every change from now on (once, however often it subscribes); returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function contentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  return {
    emit() {
      let failure: { error: unknown } | undefined;
      // Every subscriber drops what it kept, even after one failed: the first failure is thrown after.
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          failure ??= { error };
        }
      }
      if (failure) throw failure.error;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
