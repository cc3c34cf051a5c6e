import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { isApiKey } from '../../schemas/apiKeys';
import { TryLaterError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The how-manieth call of its API key's window this request is; null for a request without a key. */
    apiKeyCallInWindow: number | null;
  }
}

/** The policy's name in the RateLimit headers. */
const POLICY = 'api-key';

/** The API key a request is made with, as sent; undefined for a login token or none. */
function apiKeyOf(request: FastifyRequest): string | undefined {
  const credential = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return credential !== undefined && isApiKey(credential) ? credential : undefined;
}

/**
 * Each API key's calls are counted per window (API_KEY_RATE_LIMIT_MAX per API_KEY_RATE_LIMIT_WINDOW_MS) where
 * every instance sees the same counts (the rate-limit plugin's store), before the key is looked up: a call past
 * the limit is a 429 with Retry-After that costs no lookup and no API-log row, whether the key is valid,
 * revoked or unknown. Every answer to a key says the policy and what is left of it, as the IETF draft
 * 'RateLimit header fields for HTTP' writes them: `RateLimit-Policy: "api-key";q=600;w=60` and
 * `RateLimit: "api-key";r=599;t=60` (calls left, seconds until the window ends).
 */
export const apiKeyRateLimitPlugin = fp<{ max: number; timeWindowMs: number }>(
  (app, { max, timeWindowMs }, done) => {
    // The key's hash names its counter: the key itself is kept nowhere.
    const count = app.createRateLimit({
      max,
      timeWindow: timeWindowMs,
      keyGenerator: (request) =>
        `${POLICY}:${createHash('sha256')
          .update(apiKeyOf(request) ?? '')
          .digest('base64url')}`,
    });
    const policy = `"${POLICY}";q=${max};w=${Math.ceil(timeWindowMs / 1000)}`;
    app.decorateRequest('apiKeyCallInWindow', null);
    app.addHook('onRequest', async (request, reply) => {
      if (apiKeyOf(request) === undefined) return;
      const counted = await count(request);
      if (counted.isAllowed) return;
      reply.header('RateLimit-Policy', policy);
      reply.header('RateLimit', `"${POLICY}";r=${counted.remaining};t=${counted.ttlInSeconds}`);
      if (counted.isExceeded) {
        throw new TryLaterError(
          429,
          `API-nøglen har brugt sine ${max} kald pr. ${Math.ceil(timeWindowMs / 1000)} sekunder. Prøv igen om ${counted.ttlInSeconds} sekunder.`,
          counted.ttlInSeconds,
        );
      }
      request.apiKeyCallInWindow = max - counted.remaining;
    });
    done();
  },
  { name: 'api-key-rate-limit', dependencies: ['rate-limits'] },
);
