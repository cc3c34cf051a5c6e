import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyRequest } from 'fastify';
import { ApiHttpError, fieldErrorList, fieldMessages, presentAt, problemOfIssue, TryLaterError, type FieldErrors } from '../errors';
import { ERROR_CODE_MEANINGS, ERROR_CODES, type ApiError, type ErrorCode, type FieldError, type FieldErrorCode } from '../../schemas/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bad fields of a failed answer (Danish), for the API log. */
    failedFields: FieldError[] | null;
  }
}

/**
 * The one error handler: every failure leaves as `{ code, message, fields?, errors? }`, in Danish unless the
 * client asks for English (`Accept-Language: en`).
 */
export const errorsPlugin = fp(
  (app, _options, done) => {
    app.decorateRequest('failedFields', null);
    app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
      const fail = (status: number, code: ErrorCode, message: string, fields?: FieldErrors) => {
        const errors = fields ? fieldErrorList(fields) : undefined;
        // The API log says why a call failed, in Danish as the member area shows it.
        request.failure = message;
        request.failedFields = errors ?? null;
        const body: ApiError = { code, message, ...(fields ? { fields: fieldMessages(fields), errors } : {}) };
        reply.header('Vary', 'Accept-Language');
        if (answerLanguage(request.headers['accept-language']) === 'en') {
          reply.header('Content-Language', 'en');
          return reply.status(status).send(inEnglish(code, body));
        }
        return reply.status(status).send(body);
      };
      if (error instanceof ApiHttpError) {
        if (error instanceof TryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
        return fail(error.statusCode, error.code, error.message, error.fields);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const input = validatedInput(request, error.validationContext);
        const fields: FieldErrors = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.split('/').filter(Boolean);
          const facts = { ...issue.params, code: issue.keyword, present: presentAt(input, path) };
          fields[path.join('.') || '_'] ??= problemOfIssue(facts, issue.message ?? 'Feltet skal være korrekt');
        }
        return fail(400, ERROR_CODES.badInput, 'Der er fejl i de indtastede oplysninger', fields);
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return fail(429, ERROR_CODES.tooMany, 'For mange forsøg. Prøv igen om lidt.');
      if (status >= 400 && status < 500) {
        // Malformed JSON, a too large body, a wrong content type: the client's fault, said plainly.
        return fail(status, ERROR_CODES.badInput, 'Forespørgslen kunne ikke læses');
      }
      request.log.error(error);
      return fail(500, ERROR_CODES.internal, 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter');
    });
    done();
  },
  { name: 'errors' },
);

function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/**
 * English when Accept-Language prefers it to Danish; Danish otherwise, and without the header. The member
 * area asks for Danish itself, whatever its browser's language.
 */
export function answerLanguage(header: string | undefined): 'da' | 'en' {
  let best: { language: 'da' | 'en'; q: number } | null = null;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = part.split(';').map((s) => s.trim().toLowerCase());
    const language = tag.split('-')[0];
    if (language !== 'da' && language !== 'en') continue;
    const weight = parameters.find((p) => p.startsWith('q='));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'da';
}

/** '20 and 128 characters', 'at least 3 items', 'at most 1.000.000': the limits an error names. */
function limits({ min, max }: FieldError, unit: string): string | null {
  if (min !== undefined && max !== undefined) return `between ${min} and ${max}${unit}`;
  if (min !== undefined) return `at least ${min}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  return null;
}

const must = (verb: string, error: FieldError, unit: string, otherwise: string) => {
  const range = limits(error, unit);
  return range ? `must ${verb} ${range}` : otherwise;
};

/** A field's message in English, from its code and limits: the services write theirs in Danish only. */
const ENGLISH: Record<FieldErrorCode, (error: FieldError) => string> = {
  required: () => 'is required',
  too_short: (e) => must('be', e, ' characters', 'is too short'),
  too_long: (e) => must('be', e, ' characters', 'is too long'),
  too_small: (e) => must('be', e, '', 'is too small'),
  too_big: (e) => must('be', e, '', 'is too large'),
  too_few: (e) => must('have', e, ' items', 'has too few items'),
  too_many: (e) => must('have', e, ' items', 'has too many items'),
  invalid_type: () => 'has the wrong type',
  invalid_format: () => 'is not in the right format',
  invalid_value: () => 'is not valid',
  unknown_field: () => 'is not part of the input',
  not_allowed: () => 'may not be set by you',
  duplicate: () => 'is already used',
  cover_content: () => 'may not be a floor plan or show text as the cover of an active listing',
};

function inEnglish(code: ErrorCode, body: ApiError): ApiError {
  const errors = body.errors?.map((e) => ({ ...e, message: `${e.field === '_' ? 'The input' : e.field} ${ENGLISH[e.code](e)}` }));
  return {
    code,
    message: ERROR_CODE_MEANINGS[code],
    ...(errors ? { fields: Object.fromEntries(errors.map((e) => [e.field, e.message])), errors } : {}),
  };
}
