import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import { ApiHttpError, TryLaterError } from '../errors';
import { ERROR_CODES, type ApiError } from '../../schemas/errors';

/** The one error handler: every failure leaves as `{ code, message, fields? }` in Danish. */
export const errorsPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
      if (error instanceof ApiHttpError) {
        const body: ApiError = { code: error.code, message: error.message };
        if (error.fields) body.fields = error.fields;
        if (error instanceof TryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send(body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fields[key] ??= issue.message ?? 'Feltet skal være korrekt';
        }
        return reply.status(400).send({
          code: ERROR_CODES.badInput,
          message: 'Der er fejl i de indtastede oplysninger',
          fields,
        } satisfies ApiError);
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({
          code: ERROR_CODES.tooMany,
          message: 'For mange forsøg. Prøv igen om lidt.',
        } satisfies ApiError);
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, a too large body, a wrong content type: the client's fault, said plainly.
        return reply.status(status).send({
          code: ERROR_CODES.badInput,
          message: 'Forespørgslen kunne ikke læses',
        } satisfies ApiError);
      }
      request.log.error(error);
      return reply.status(500).send({
        code: ERROR_CODES.internal,
        message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter',
      } satisfies ApiError);
    });
    done();
  },
  { name: 'errors' },
);
