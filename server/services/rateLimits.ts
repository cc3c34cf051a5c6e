import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { z } from 'zod';
import type { Db } from '../db';
import { countHit, deleteExpiredHits } from '../repositories/rateLimits';

/**
 * What the rate-limit plugin hands a store, as its README documents it: the limit's window in milliseconds
 * and, for a route's own store, the route (its type declarations name other fields).
 */
const StoreOptions = z.object({
  timeWindow: z.number(),
  routeInfo: z.object({ method: z.string(), url: z.string() }).optional(),
});

/** Clears the counters whose window has passed (a job, every minute): a counter is read only within its window. */
export async function sweepRateLimits(db: Db): Promise<void> {
  await deleteExpiredHits(db);
}

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance on it sees the same counts.
 * Each route counts apart, under its method and path as the plugin's Redis store does.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  async function count(key: string, windowMs: number) {
    const { hits, ttlMs } = await countHit(db, key, windowMs);
    return { current: hits, ttl: ttlMs };
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #windowMs: number;
    readonly #prefix: string;

    constructor(options: object) {
      const { timeWindow, routeInfo } = StoreOptions.parse(options);
      this.#windowMs = timeWindow;
      this.#prefix = routeInfo ? `${routeInfo.method}${routeInfo.url}-` : '';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      count(this.#prefix + key, this.#windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
