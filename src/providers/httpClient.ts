import { HttpError } from 'react-admin';
import { readToken } from './authCookie';
import { normaliseError, type ErrorInput } from './errors';
import { actingHeaders } from '../access/activeAccount';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a file (Blob) is sent as it is, with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to the token cookie; `null` sends no Authorization header. */
  token?: string | null;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  /** The raw body, for the endpoints that answer text. */
  body: string;
  /** The parsed body, or undefined when it was not JSON. */
  json: unknown;
}

/** The shape react-admin reads from HttpError.body; `errors` makes forms show server-side field errors. */
export interface HttpErrorBody {
  code?: string;
  message: string;
  errors?: Record<string, string | { serverError: string }>;
}

/**
 * fetch with the bearer token and SPEC 8's error messages. react-admin's fetchJson would do
 * most of this, but it drops a non-JSON error body, and SPEC 8 needs the text of a 404.
 */
export async function httpClient(url: string, options: HttpOptions = {}): Promise<HttpResponse> {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined) headers.set('Content-Type', file ? file.type || 'application/octet-stream' : 'application/json');
  const token = options.token === undefined ? readToken() : options.token;
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    // The active account (and a staff user's acting roles) go with every signed-in call.
    for (const [name, value] of Object.entries(actingHeaders(token))) if (!headers.has(name)) headers.set(name, value);
  }
  const endpoint = pathOf(url);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body !== undefined ? { body: file ?? JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
    text = await response.text();
  } catch (cause) {
    throw toHttpError({ cause, endpoint });
  }
  const json = parseJson(text);
  if (!response.ok) throw toHttpError({ status: response.status, body: json ?? text, endpoint });
  return { status: response.status, headers: response.headers, body: text, json };
}

/** The version a change builds on, as the server's ETag writes it. */
export function ifMatch(version: number | null | undefined): Record<string, string> {
  return version === undefined || version === null ? {} : { 'If-Match': `W/"${String(version)}"` };
}

export function toHttpError(input: ErrorInput): HttpError {
  const { status, message, code, fields } = normaliseError(input);
  const errorBody: HttpErrorBody = { message, ...(code ? { code } : {}) };
  if (fields) {
    // '_' is zod's key for a form-level message; react-admin shows root.serverError as the form's toast.
    const { _: formMessage, ...byField } = fields;
    errorBody.errors = { ...byField, root: { serverError: formMessage ?? message } };
  }
  return new HttpError(message, status, errorBody);
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return url;
  }
}
