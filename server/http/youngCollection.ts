import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Collects V8's young generation after a response when it is nearly full, between two
 * requests, rather than letting it fill in the middle of the next render.
 *
 * Why (docs/performance.md, "Memory"): when many connections send at once, the event
 * loop serves a burst of ready sockets in one go, so V8's own collection task never runs
 * between them; the young generation then fills mid-render and the collection promotes
 * what that render holds, several times more than between requests. That promoted
 * garbage grew Node 24's old generation, the pages V8 keeps pooled and the ArrayBuffers
 * waiting for a full collection, by about a fifth of the process at the top of the
 * bench's load. Between two requests almost nothing is alive, so the collection is short.
 */
export interface YoungCollection {
  /** Called once a response is sent: collects when less than `thresholdBytes` are left. */
  afterResponse(): void;
  /**
   * Called after a cached page was sent (server/render/cacheHits.ts): looks only every
   * `HITS_PER_LOOK`th time. A hit allocates a few kilobytes, far from the megabyte left,
   * and reading V8's statistics (an array of objects) cost more than the rest of the
   * check on every hit.
   */
  afterHit(): void;
  /** How many collections it made (figures, tests). */
  readonly collections: number;
}

export interface YoungCollectionOptions {
  /** Collect when the young generation has less than this left (default 1 MB; it holds 4 at most). */
  thresholdBytes?: number;
  /** Bytes still free in the young generation; V8's statistics by default. */
  available?: () => number;
  /** Runs a young-generation collection; V8's `gc({ type: 'minor' })` by default. */
  collect?: () => void;
}

/** V8's `gc` function, without exposing it as a global to the rest of the process. */
function minorCollector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  // A new context gets `gc` from the flag; the process's own global does not.
  const gc = vm.runInNewContext('gc') as (options: { type: 'minor' }) => void;
  return () => gc({ type: 'minor' });
}

function youngGenerationAvailable(): number {
  for (const space of v8.getHeapSpaceStatistics())
    if (space.space_name === 'new_space') return space.space_available_size;
  return Number.POSITIVE_INFINITY;
}

/** 16 hits of a few kilobytes each stay well within the margin of `thresholdBytes`. */
export const HITS_PER_LOOK = 16;

export function youngCollection({
  thresholdBytes = 1024 * 1024,
  available = youngGenerationAvailable,
  collect,
}: YoungCollectionOptions = {}): YoungCollection {
  const run = collect ?? minorCollector();
  let collections = 0;
  let hits = 0;
  const afterResponse = () => {
    if (available() >= thresholdBytes) return;
    collections += 1;
    run();
  };
  return {
    afterResponse,
    afterHit() {
      if (++hits < HITS_PER_LOOK) return;
      hits = 0;
      afterResponse();
    },
    get collections() {
      return collections;
    },
  };
}
