import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ERROR_CODES } from '../../schemas/errors';
import { readiness } from '../services/health';

/** For load balancers and orchestrators: whether the process is up, and whether it can serve. */
export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/healthz',
    {
      config: { access: { caller: 'anyone' } },
      // For the load balancer, not the API's clients: left out of the OpenAPI document.
      schema: {
        hide: true,
        tags: ['health'],
        description: 'The process is up.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: { access: { caller: 'anyone' } },
      schema: {
        hide: true,
        tags: ['health'],
        description:
          'The database answers and has every migration applied; 503 with the reason otherwise. Serving without a ' +
          'dependency it can do without (Redis) is still 200, with status `degraded` and the reason.',
        response: {
          200: z.union([z.object({ status: z.literal('ready') }), z.object({ status: z.literal('degraded'), message: z.string() })]),
          503: ApiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      const state = await readiness(app.db);
      if (!state.ready) return reply.status(503).send({ code: ERROR_CODES.notReady, message: state.reason });
      const degraded = app.rateLimitsDegraded();
      return degraded === undefined ? { status: 'ready' as const } : { status: 'degraded' as const, message: degraded };
    },
  );
  done();
};
