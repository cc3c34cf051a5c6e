import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import type { Db } from '../db';
import { countInDatabase, countInRedisOrDatabase, rateLimitStore } from '../services/rateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Why the rate limits are not counted where they should be just now, in Danish (for /readyz); undefined while they are. */
    rateLimitsDegraded(): string | undefined;
  }
}

const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * The rate limits the routes declare (`config.rateLimit`), counted where every instance sees the same
 * counts: in Redis when REDIS_URL is set, otherwise in the database; in the database too while Redis is away.
 */
export const rateLimitsPlugin = fp<{ db: Db; redisUrl?: string }>(
  async (app, { db, redisUrl }) => {
    if (!redisUrl) {
      app.decorate('rateLimitsDegraded', () => undefined);
      await app.register(rateLimit, { global: false, store: rateLimitStore(countInDatabase(db)) });
      return;
    }
    // A command fails at once while the connection is down and within half a second on a Redis that does not
    // answer, instead of waiting in ioredis's queue for a reconnect; ioredis goes on reconnecting by itself.
    const redis = new Redis(redisUrl, { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, commandTimeout: 500, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    // Without a listener a lost connection would crash the process.
    redis.on('error', (error: Error) => app.log.debug(`Redis: ${error.message}`));
    const counting = countInRedisOrDatabase(redis, countInDatabase(db), (degraded) => {
      if (degraded) app.log.warn('Redis does not answer: the rate limits count in the database until it does');
      else app.log.info('Redis answers again: the rate limits count there');
    });
    app.decorate('rateLimitsDegraded', () => counting.degraded());
    // Ready once connected (or past the connect timeout): requests made while the client still connected would
    // count in the database, and a client's requests would then be split between two counts.
    await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_CONNECT_TIMEOUT_MS) }).catch(() => undefined);
    app.addHook('onClose', (_instance, done) => {
      redis.disconnect();
      done();
    });
    await app.register(rateLimit, { global: false, store: rateLimitStore(counting.count) });
  },
  { name: 'rate-limits' },
);
