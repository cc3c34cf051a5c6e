import { ERROR_CODES } from '../schemas/errors';

/** An error the API answers as `{ code, message, fields? }` with the given status. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
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

export const badInput = (fields: Record<string, string>, message = 'Der er fejl i de indtastede oplysninger') =>
  new ApiHttpError(400, ERROR_CODES.badInput, message, fields);
export const unauthorized = (message = 'Du er ikke logget på') => new ApiHttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'Du har ikke adgang til dette') => new ApiHttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (what: string) => new ApiHttpError(404, ERROR_CODES.notFound, `${what} findes ikke`);
export const conflict = (message: string) => new ApiHttpError(409, ERROR_CODES.conflict, message);
export const staleVersion = () =>
  new ApiHttpError(412, ERROR_CODES.stale, 'En anden har ændret oplysningerne, siden du hentede dem. Hent dem igen, og foretag din ændring igen.');
export const idempotencyKeyReused = () =>
  new ApiHttpError(422, 'idempotency_key_reused', 'Idempotency-Key er allerede brugt til en anden forespørgsel om en ny annonce');
export const versionRequired = () => new ApiHttpError(428, 'version_required', 'Ændringen mangler versionen (If-Match), den bygger på');
