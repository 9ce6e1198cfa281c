import type { Knex } from 'knex';
import { blogRepo } from './repo';
import type { Logger } from '../logger';

/** setTimeout's longest delay (about 24.8 days): a later date is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** After a database error, when to look again. */
const RETRY_MS = 30_000;

export interface PublicationScheduler {
  /** Looks up the next scheduled article and sets the timer for it (at start, and whenever content changes). */
  arm(): Promise<void>;
  stop(): void;
}

/**
 * Makes scheduled articles appear by themselves: each server sets a timer for
 * the next article whose date is still to come, and when it goes off, clears its
 * page cache (`onPublish`), so that /blog, the article, the feed and every other
 * cached page are rendered again with it. The sitemap and the API read the
 * database on each request and need nothing. Every instance runs its own timer
 * from the shared database: no admin command, no restart, nothing to coordinate.
 */
export function publicationScheduler({
  db,
  onPublish,
  logger,
  now = () => new Date(),
}: {
  db: Knex;
  onPublish: () => void;
  logger: Logger;
  now?: () => Date;
}): PublicationScheduler {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // Only the latest arm() may set the timer: an older lookup may answer last.
  let generation = 0;

  const setTimer = (delay: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, Math.min(Math.max(delay, 0), MAX_DELAY_MS));
    timer.unref();
  };

  async function arm(): Promise<void> {
    const mine = ++generation;
    let next: Date | undefined;
    try {
      next = await blogRepo(db).nextPublicationAfter(now());
    } catch (err) {
      if (stopped || mine !== generation) return;
      logger.warn({ err }, 'could not look up the next scheduled article, trying again in 30 s');
      setTimer(RETRY_MS, () => void arm());
      return;
    }
    if (stopped || mine !== generation) return;
    if (!next) {
      clearTimeout(timer);
      timer = undefined;
      return;
    }
    const due = next;
    setTimer(due.getTime() - now().getTime(), () => {
      // A date beyond the longest delay is reached in steps; the clock decides, not the timer.
      if (now() >= due) {
        logger.info({ at: due.toISOString() }, 'scheduled article published: page cache cleared');
        onPublish();
      }
      void arm();
    });
  }

  return {
    arm,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
