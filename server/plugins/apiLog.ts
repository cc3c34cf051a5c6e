import fp from 'fastify-plugin';
import { recordApiCall } from '../services/apiLogs';
import type { ApiKeyCaller } from '../services/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every call of this route goes into the account's API log, made with a key or not (the feed import). */
    apiLog?: boolean;
  }
  interface FastifyRequest {
    /** The API key the request came with, once the auth plugin has found it (also when it then refuses it). */
    usedApiKey: Pick<ApiKeyCaller, 'id' | 'name' | 'accountId'> | null;
    /** The Danish message of a failed answer, as the error handler sent it. */
    failure: string | null;
  }
}

/**
 * SPEC 3's API logs: each request made with an API key, and each call of a route marked `apiLog`, is written to
 * its account's log once it has been answered, off the request's own time.
 */
export const apiLogPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('usedApiKey', null);
    app.decorateRequest('failure', null);
    app.addHook('onResponse', async (request, reply) => {
      const key = request.usedApiKey;
      const accountId = key?.accountId ?? (request.routeOptions.config.apiLog ? request.reached?.account.id : undefined);
      if (accountId === undefined) return;
      const mark = request.url.indexOf('?');
      try {
        await recordApiCall(app.db, {
          accountId,
          apiKey: key,
          userId: key ? null : (request.auth?.userId ?? null),
          method: request.method,
          path: mark === -1 ? request.url : request.url.slice(0, mark),
          query: mark === -1 ? null : request.url.slice(mark + 1) || null,
          status: reply.statusCode,
          durationMs: reply.elapsedTime,
          error: request.failure,
          fieldErrors: request.failedFields,
          requestId: request.id,
        });
      } catch (error) {
        request.log.error(error, 'the API log could not be written');
      }
    });
    done();
  },
  { name: 'apiLog', dependencies: ['db'] },
);
