import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrackingPostSchema } from '../../schemas/tracking';
import { ApiErrorSchema } from '../../schemas/errors';
import { decodeTrackingPayload, trackEvent } from '../services/tracking';
import { notFound } from '../errors';

/** The tracking endpoint: no login, since the public site posts to it as well; small and rate-limited. */
export const trackingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // sendBeacon posts text/plain unless given a Blob with a type; accept both as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Forespørgslen kunne ikke læses'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/tracking',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['tracking'],
        description: 'One event as {rawData: base64 of the event JSON}.',
        body: TrackingPostSchema,
        response: { 202: z.object({}), 400: ApiErrorSchema, 404: ApiErrorSchema, 413: ApiErrorSchema, 429: ApiErrorSchema },
      },
      config: { access: { caller: 'anyone' }, rateLimit: { max: app.config.trackingRateLimitMax, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const event = decodeTrackingPayload(request.body.rawData);
      const stored = await trackEvent(app.db, event, new Date(app.tokens.now()));
      if (!stored) throw notFound('Annoncen');
      return reply.status(202).send({});
    },
  );
  done();
};
