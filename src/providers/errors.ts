import { da } from 'i18n/da';
import { isObject } from 'schemas/isObject';

/** What is known about a failed request; `status` is absent when no response came. */
export interface ErrorInput {
  status?: number;
  /** The response body: parsed JSON when it was JSON, otherwise the raw text. */
  body?: unknown;
  /** The request path, named in the "endpoint not found" message. */
  endpoint?: string;
  /** What fetch threw, if it threw. */
  cause?: unknown;
}

export interface NormalisedError {
  /** 0 when there was no response. */
  status: number;
  message: string;
  code?: string;
  /** Per-field messages of a 400 answer, keyed by the field's path ('address.zipCode'). */
  fields?: Record<string, string>;
}

/*
 * The messages are Danish whatever the UI locale: the API answers in Danish too, and a toast
 * mixing the two languages reads worse than one in Danish.
 */
const text = da.app.error;

/** SPEC 8's normalisation, in its order. */
export function normaliseError(input: ErrorInput): NormalisedError {
  if (isAbort(input.cause)) return { status: 0, message: text.cancelled };
  if (input.status === undefined) return { status: 0, message: text.no_response };

  const { status, body } = input;
  const apiError = asApiError(body);
  if (apiError) return { status, ...apiError };
  if (status === 401) return { status, message: text.unauthorized };
  if (status === 404 && typeof body === 'string' && body.trim() === '404 page not found') {
    return { status, message: text.endpoint_not_found.replace('%{endpoint}', input.endpoint ?? '') };
  }
  return { status, message: text.generic };
}

function isAbort(cause: unknown): boolean {
  return isObject(cause) && cause.name === 'AbortError';
}

function asApiError(body: unknown): Omit<NormalisedError, 'status'> | null {
  if (!isObject(body) || typeof body.code !== 'string') return null;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : text.generic;
  const fields = asFields(body.fields);
  return { code: body.code, message, ...(fields ? { fields } : {}) };
}

function asFields(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}
