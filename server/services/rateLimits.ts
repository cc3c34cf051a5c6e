import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Redis } from 'ioredis';
import type { Db } from '../db';
import { countHit, deleteExpiredHits } from '../repositories/rateLimits';

/**
 * What the rate-limit plugin hands a store, as its README documents it: the limit's window in milliseconds
 * and, for a route's own store, the route (its type declarations name other fields). A limit made with
 * `createRateLimit` has no route: its keys name what they count.
 */
const StoreOptions = z.object({
  timeWindow: z.number(),
  routeInfo: z.object({ method: z.string().optional(), url: z.string().optional() }).optional(),
});

/** Clears the counters whose window has passed (a job, every minute): a counter is read only within its window. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await deleteExpiredHits(db);
}

/** Counts one hit of a key in a window of `windowMs`: the count so far and the milliseconds left of the window. */
export type CountHit = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

export function countInDatabase(db: Db): CountHit {
  return async (key, windowMs) => {
    const { hits, ttlMs } = await countHit(db, key, windowMs);
    return { current: hits, ttl: ttlMs };
  };
}

/** One hit in Redis, in one step: the first hit of a window starts its expiry. */
const COUNT_IN_REDIS = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const RedisCount = z.tuple([z.number(), z.number()]);

export interface RedisCounting {
  count: CountHit;
  /** Why the limits are not counted in Redis just now, in Danish; undefined while they are. */
  degraded(): string | undefined;
}

/**
 * Counts in Redis while it answers and in the database meanwhile, so a Redis that is away costs a request no
 * more than the client's command timeout, and the limits still hold across instances. Redis is used again
 * as soon as the client has reconnected.
 */
export function countInRedisOrDatabase(redis: Redis, database: CountHit, onChange: (degraded: boolean) => void): RedisCounting {
  let failing = false;
  const failed = (value: boolean) => {
    if (failing !== value) onChange(value);
    failing = value;
  };
  return {
    async count(key, windowMs) {
      if (redis.status === 'ready') {
        try {
          const [current, ttl] = RedisCount.parse(await redis.eval(COUNT_IN_REDIS, 1, `rate-limit:${key}`, windowMs));
          failed(false);
          return { current, ttl };
        } catch {
          failed(true);
        }
      } else {
        failed(true);
      }
      return database(key, windowMs);
    },
    degraded: () => (failing || redis.status !== 'ready' ? 'Redis kan ikke nås: grænserne tælles i databasen' : undefined),
  };
}

/**
 * A store for @fastify/rate-limit that counts with `count` (in the database, or in Redis), so every instance
 * sees the same counts. Each route counts apart, under its method and path as the plugin's Redis store does.
 */
export function rateLimitStore(count: CountHit): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #windowMs: number;
    readonly #prefix: string;

    constructor(options: object) {
      const { timeWindow, routeInfo } = StoreOptions.parse(options);
      this.#windowMs = timeWindow;
      this.#prefix = routeInfo?.method && routeInfo.url ? `${routeInfo.method}${routeInfo.url}-` : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      count(this.#prefix + key, this.#windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}
