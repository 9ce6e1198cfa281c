import { createHmac, randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import {
  ipKeyGenerator,
  MemoryStore,
  rateLimit,
  type ClientRateLimitInfo,
  type IncrementResponse,
  type Options,
  type Store,
} from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { Redis } from 'ioredis';
import { ProblemError, problems } from './problems';

/**
 * Rate-limit tiers, per client address:
 * - `forms` (contact, quote, newsletter, unsubscribe): 5 per 10 minutes. A person
 *   sends one or two; more is a script or a stuck button, and each costs a mail.
 * - `visits`: 120 per minute. One per page view; generous for fast readers and
 *   shared addresses (a hospital's network), still a ceiling against floods.
 * - `staffSignIn` (the espace's passkey sign-in and enrolment): 30 per 10 minutes,
 *   failures counted. A ceremony is two requests (its options, its answer), and the
 *   sign-in page asks for options once more for the browser's autofill: a member
 *   signing in a few times, or trying again, stays far below; a script guessing does not.
 */
export const defaultTiers = {
  forms: { limit: 5, windowMs: 10 * 60_000 },
  visits: { limit: 120, windowMs: 60_000 },
  staffSignIn: { limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitTiers = typeof defaultTiers;

export interface Limiters {
  forms: RequestHandler;
  visits: RequestHandler;
  staffSignIn: RequestHandler;
}

/** Longest a request waits on Redis before it is counted in memory instead. */
export const REDIS_WAIT_MS = 250;

/**
 * The Redis client of the rate limits: a command fails at once when Redis is
 * not connected (no offline queue) and after REDIS_WAIT_MS when it does not answer,
 * so a request never waits on Redis; the client keeps reconnecting by itself.
 */
export function rateLimitRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_WAIT_MS,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
  });
}

function withinWait<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('redis did not answer in time')), REDIS_WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Counts in Redis when it answers, shared by every instance; in this instance's
 * memory when it does not (the limit then holds per instance), and back to Redis
 * by itself when it answers again. The hits counted in memory during an outage
 * still count, added to Redis's, until their window ends: an outage is not a
 * way past the limit.
 *
 * rate-limit-redis loads its scripts once, in init(): a Redis down at start
 * would leave it failing for good, so it is initialised again at each reconnection.
 */
export class FailoverStore implements Store {
  private readonly memory = new MemoryStore();
  private readonly shared: RedisStore;
  private ready: Promise<void> | undefined;
  private options: Options | undefined;
  readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.prefix = prefix;
    this.shared = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
    });
    redis.on('ready', () => this.connect());
  }

  private connect(): void {
    if (!this.options || this.redis.status !== 'ready') return;
    const ready = withinWait(this.shared.init(this.options));
    this.ready = ready;
    ready.catch(() => {
      if (this.ready === ready) this.ready = undefined;
    });
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    this.connect();
  }

  /** Redis's answer, or undefined when it has none in time. */
  private async viaRedis<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (this.redis.status !== 'ready' || !this.ready) return undefined;
    try {
      await this.ready;
      return await withinWait(call());
    } catch {
      return undefined;
    }
  }

  async increment(key: string): Promise<IncrementResponse> {
    const shared = await this.viaRedis(() => this.shared.increment(key));
    if (!shared) return this.memory.increment(key);
    const duringOutage = await this.memory.get(key);
    return duringOutage ? { ...shared, totalHits: shared.totalHits + duringOutage.totalHits } : shared;
  }

  async decrement(key: string): Promise<void> {
    if ((await this.viaRedis(() => this.shared.decrement(key).then(() => true))) !== true)
      await this.memory.decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    await this.viaRedis(() => this.shared.resetKey(key));
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return (await this.viaRedis(() => this.shared.get(key))) ?? this.memory.get(key);
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}

/**
 * The key a visitor is counted under: a keyed hash (HMAC-SHA256) of their
 * address, never the address, so that neither Redis, nor its files, nor a
 * memory dump names who posted. The key is random; with Redis, the first
 * instance to reach it stores its own (`<prefix>:key`, set only if absent) and
 * every instance uses the one stored, so that they count a visitor under the
 * same name; a Redis restarted empty gets it back from the first instance that
 * reconnects. Redis keeps it in memory only, like the counts (compose.yaml).
 */
export class AddressHasher {
  private secret = randomBytes(32).toString('base64');
  private sharing: Promise<void> | undefined;

  constructor(
    private readonly redis?: Redis,
    private readonly key = 'secretalia:rl:key',
  ) {
    if (!redis) return;
    redis.on('ready', () => this.share());
    if (redis.status === 'ready') this.share();
  }

  private share(): void {
    const redis = this.redis!;
    const sharing = (async () => {
      try {
        await withinWait(redis.set(this.key, this.secret, 'NX'));
        const stored = await withinWait(redis.get(this.key));
        if (stored) this.secret = stored;
      } catch {
        // Redis away: this instance's own key until it answers (its counts are its own meanwhile).
      }
    })();
    this.sharing = sharing;
    void sharing.finally(() => {
      if (this.sharing === sharing) this.sharing = undefined;
    });
  }

  /** The name an address is counted under: 22 characters of its keyed hash. */
  async nameOf(address: string): Promise<string> {
    if (this.sharing) await this.sharing;
    return createHmac('sha256', this.secret).update(address).digest('base64url').slice(0, 22);
  }
}

function store(redis: Redis | undefined, prefix: string): Store | undefined {
  return redis ? new FailoverStore(redis, prefix) : undefined;
}

/** With a Redis client, every instance shares the counts; without, each counts alone. */
export function createLimiters(
  tiers: RateLimitTiers = defaultTiers,
  redis?: Redis,
  redisPrefix = 'secretalia:rl',
): Limiters {
  const hasher = new AddressHasher(redis, `${redisPrefix}:key`);
  // express-rate-limit's own key (an IPv6 address counts with its /56 network), hashed.
  const keyGenerator = (req: Request) => hasher.nameOf(ipKeyGenerator(req.ip ?? ''));
  const make = (name: keyof RateLimitTiers): RequestHandler => {
    const options: Partial<Options> = {
      ...tiers[name],
      keyGenerator,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      store: store(redis, `${redisPrefix}:${name}:`),
      // The store counts in memory when Redis is away; should it ever fail
      // anyway, people get through rather than every form being refused.
      passOnStoreError: true,
      // Its own checks throw multi-line errors into the log (an X-Forwarded-For while TRUST_PROXY
      // is off, say); the app says that once, in one line (server/http/startChecks.ts).
      validate: false,
      // Only what the site took counts: a post refused (a field to correct, 4xx) uses up nothing;
      // except at the espace's door, where a refused passkey is what the limit is for.
      skipFailedRequests: name !== 'staffSignIn',
      // Told as the address it was posted to tells it: JSON, or its page with the values kept
      // (server/routing/router.ts). express-rate-limit has set the RateLimit headers.
      handler: (req, _res, next) => {
        const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        next(
          new ProblemError(
            problems.rateLimited(reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : undefined),
          ),
        );
      },
    };
    return rateLimit(options);
  };
  return { forms: make('forms'), visits: make('visits'), staffSignIn: make('staffSignIn') };
}
