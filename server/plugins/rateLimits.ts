import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Db } from '../db';
import { databaseRateLimitStore } from '../services/rateLimits';

/**
 * The rate limits the routes declare (`config.rateLimit`), counted where every instance sees the same
 * counts: in Redis when REDIS_URL is set, otherwise in the database.
 */
export const rateLimitsPlugin = fp<{ db: Db; redisUrl?: string }>(
  async (app, { db, redisUrl }) => {
    if (!redisUrl) {
      await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
      return;
    }
    const redis = new Redis(redisUrl);
    // Without a listener a lost connection would crash the process; ioredis reconnects by itself.
    redis.on('error', (error: Error) => app.log.warn(`Redis: ${error.message}`));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
    await app.register(rateLimit, { global: false, redis });
  },
  { name: 'rate-limits' },
);
