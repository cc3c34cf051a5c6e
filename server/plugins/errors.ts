import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import { ApiHttpError, TryLaterError } from '../errors';
import { ERROR_CODES, type ApiError } from '../../schemas/errors';

/** The one error handler: every failure leaves as `{ code, message, fields? }` in Danish. */
export const errorsPlugin = fp(
  (app, _options, done) => {
    app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
      const fail = (status: number, body: ApiError) => {
        // The API log says why a call failed.
        request.failure = body.message;
        return reply.status(status).send(body);
      };
      if (error instanceof ApiHttpError) {
        const body: ApiError = { code: error.code, message: error.message };
        if (error.fields) body.fields = error.fields;
        if (error instanceof TryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
        return fail(error.statusCode, body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fields[key] ??= issue.message ?? 'Feltet skal være korrekt';
        }
        return fail(400, { code: ERROR_CODES.badInput, message: 'Der er fejl i de indtastede oplysninger', fields });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return fail(429, { code: ERROR_CODES.tooMany, message: 'For mange forsøg. Prøv igen om lidt.' });
      }
      if (status >= 400 && status < 500) {
        // Malformed JSON, a too large body, a wrong content type: the client's fault, said plainly.
        return fail(status, { code: ERROR_CODES.badInput, message: 'Forespørgslen kunne ikke læses' });
      }
      request.log.error(error);
      return fail(500, { code: ERROR_CODES.internal, message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter' });
    });
    done();
  },
  { name: 'errors' },
);
