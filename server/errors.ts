import type { z } from 'zod';
import { ERROR_CODES, FIELD_ERROR_CODE_MEANINGS, type ErrorCode, type FieldError, type FieldErrorCode } from '../schemas/errors';
import { isObject } from '../schemas/isObject';

/** One bad field as a service names it: a code, the Danish message and the limits the code speaks of. */
export interface FieldProblem {
  code: FieldErrorCode;
  message: string;
  min?: number;
  max?: number;
}

/** Bad fields by path; a bare message is a value that is not valid (`invalid_value`). */
export type FieldErrors = Record<string, string | FieldProblem>;

export const fieldProblem = (code: FieldErrorCode, message: string, limits: { min?: number; max?: number } = {}): FieldProblem => ({
  code,
  message,
  ...limits,
});

/** An error the API answers as `{ code, message, fields?, errors? }` with the given status. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/**
 * Too busy to do it now: 429 when the caller has used their share, 503 when everyone's is used. The answer
 * carries Retry-After.
 */
export class TryLaterError extends ApiHttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, statusCode === 429 ? ERROR_CODES.tooMany : ERROR_CODES.busy, message);
  }
}

export const badInput = (fields: FieldErrors, message = 'Der er fejl i de indtastede oplysninger') =>
  new ApiHttpError(400, ERROR_CODES.badInput, message, fields);
export const unauthorized = (message = 'Du er ikke logget på') => new ApiHttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'Du har ikke adgang til dette') => new ApiHttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (what: string) => new ApiHttpError(404, ERROR_CODES.notFound, `${what} findes ikke`);
export const conflict = (message: string) => new ApiHttpError(409, ERROR_CODES.conflict, message);
export const staleVersion = () =>
  new ApiHttpError(412, ERROR_CODES.stale, 'En anden har ændret oplysningerne, siden du hentede dem. Hent dem igen, og foretag din ændring igen.');
export const idempotencyKeyReused = () =>
  new ApiHttpError(422, ERROR_CODES.idempotencyKeyReused, 'Idempotency-Key er allerede brugt til en anden forespørgsel om en ny annonce');
export const versionRequired = () => new ApiHttpError(428, ERROR_CODES.versionRequired, 'Ændringen mangler versionen (If-Match), den bygger på');

/** What a zod issue carries that its code is read from (a zod issue, or fastify's copy of one). */
export interface IssueFacts {
  code: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** False for a bound the value must pass (`positive()`): then no limit is named. */
  inclusive?: unknown;
  /** A refinement's own code (`ctx.addIssue({ code: 'custom', params: { code: 'duplicate' } })`). */
  params?: unknown;
  /** Whether the input held a value at the issue's path. */
  present: boolean;
}

const ORIGIN_SIZES: Record<string, [FieldErrorCode, FieldErrorCode]> = {
  string: ['too_short', 'too_long'],
  array: ['too_few', 'too_many'],
  set: ['too_few', 'too_many'],
};

const isFieldErrorCode = (value: unknown): value is FieldErrorCode => typeof value === 'string' && value in FIELD_ERROR_CODE_MEANINGS;

/** The one mapping of zod's issues onto our field codes, with the limit the issue names. */
export function problemOfIssue(issue: IssueFacts, message: string): FieldProblem {
  const limit = (value: unknown) => (issue.inclusive !== false && (typeof value === 'number' || typeof value === 'bigint') ? Number(value) : undefined);
  const [small, big] = ORIGIN_SIZES[String(issue.origin)] ?? ['too_small', 'too_big'];
  switch (issue.code) {
    case 'invalid_type':
      return fieldProblem(issue.present ? 'invalid_type' : 'required', message);
    case 'too_small': {
      const min = limit(issue.minimum);
      // An empty text counts as missing, as the forms say ('… er krævet').
      if (small === 'too_short' && min === 1) return fieldProblem('required', message);
      return fieldProblem(small, message, min === undefined ? {} : { min });
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      return fieldProblem(big, message, max === undefined ? {} : { max });
    }
    case 'invalid_format':
      return fieldProblem('invalid_format', message);
    case 'unrecognized_keys':
      return fieldProblem('unknown_field', message);
    case 'custom': {
      const own = isObject(issue.params) ? issue.params['code'] : undefined;
      if (isFieldErrorCode(own)) return fieldProblem(own, message);
      return fieldProblem(issue.present ? 'invalid_value' : 'required', message);
    }
    default:
      // invalid_value, invalid_union, invalid_key, invalid_element, not_multiple_of
      return fieldProblem(issue.present ? 'invalid_value' : 'required', message);
  }
}

/** Whether `input` holds a value at `path`. */
export function presentAt(input: unknown, path: readonly PropertyKey[]): boolean {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value !== undefined && value !== null;
}

/** A zod error's bad fields, the first issue per field, each with its code; `input` is what was parsed. */
export function zodFieldErrors(error: z.ZodError, input: unknown): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= problemOfIssue({ ...issue, present: presentAt(input, issue.path) }, issue.message);
  }
  return out;
}

/** Each field's problem, a bare message read as `invalid_value`. */
export function fieldErrorList(fields: FieldErrors): FieldError[] {
  return Object.entries(fields).map(([field, value]) => ({ field, ...(typeof value === 'string' ? fieldProblem('invalid_value', value) : value) }));
}

/** Each field's Danish message, as the member area shows it. */
export function fieldMessages(fields: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, typeof value === 'string' ? value : value.message]));
}
