import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { sendApiError } from '../api/errors';

/**
 * Rate-limit tiers, per client address:
 * - `forms` (contact, quote, newsletter, unsubscribe): 5 per 10 minutes. A person
 *   sends one or two; more is a script or a stuck button, and each costs a mail.
 * - `visits`: 120 per minute. One per page view; generous for fast readers and
 *   shared addresses (a hospital's network), still a ceiling against floods.
 */
export const defaultTiers = {
  forms: { limit: 5, windowMs: 10 * 60_000 },
  visits: { limit: 120, windowMs: 60_000 },
} satisfies Record<string, { limit: number; windowMs: number }>;

export type RateLimitTiers = typeof defaultTiers;

export interface Limiters {
  forms: RequestHandler;
  visits: RequestHandler;
}

function store(redis: Redis | undefined, prefix: string): Store | undefined {
  if (!redis) return undefined;
  return new RedisStore({
    prefix,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
  });
}

/** With a Redis client, every instance shares the counts; without, each counts alone. */
export function createLimiters(tiers: RateLimitTiers = defaultTiers, redis?: Redis, redisPrefix = 'secretalia:rl'): Limiters {
  const make = (name: keyof RateLimitTiers): RequestHandler => {
    const options: Partial<Options> = {
      ...tiers[name],
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      store: store(redis, `${redisPrefix}:${name}:`),
      // When Redis is down, let people through rather than refuse every form.
      passOnStoreError: true,
      handler: (req, res, _next, opts) => {
        if (req.accepts(['json', 'html']) === 'html' && !req.path.startsWith('/api/')) {
          res.status(opts.statusCode).type('text/plain; charset=utf-8').send('Trop de tentatives. Veuillez réessayer dans quelques minutes.');
          return;
        }
        sendApiError(res, opts.statusCode, 'rate_limited', 'Trop de tentatives. Veuillez réessayer dans quelques minutes.');
      },
    };
    return rateLimit(options);
  };
  return { forms: make('forms'), visits: make('visits') };
}
