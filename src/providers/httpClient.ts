import { HttpError } from 'ra-core';
import { readToken } from './authCookie';
import { normaliseError, type ErrorInput } from './errors';
import { actingHeaders } from '../access/activeAccount';

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  const headers = requestHeaders(options);
  if (method !== 'GET') return send(url, { method, headers, body, signal });
  const key = prefetchKey(url, headers);
  const early = prefetched.get(key);
  prefetched.delete(key);
  if (early && Date.now() - early.at <= PREFETCH_KEPT_MS) return early.answer;
  const answer = send(url, { method, headers, signal });
  if (prefetching) {
    // If no call takes it, its failure is no one's to report.
    answer.catch(() => undefined);
    prefetched.set(key, { at: Date.now(), answer });
  }
  return answer;
}

/** How long an answer fetched ahead waits for the call it was fetched for. */
const PREFETCH_KEPT_MS = 10_000;
const prefetched = new Map<string, { at: number; answer: Promise<HttpResponse> }>();
let prefetching = false;

/**
 * Makes `calls` now, before the code that will make them again has loaded (src/preload.ts): each GET they
 * send is kept, and the first call for the same URL with the same headers within a few seconds gets its
 * answer instead of asking again. The calls must reach httpClient before their first await.
 */
export function prefetch(calls: () => void): void {
  prefetching = true;
  try {
    calls();
  } finally {
    prefetching = false;
  }
}

function prefetchKey(url: string, headers: Headers): string {
  const lines = [url];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines.join('\n');
}

function requestHeaders(options: HttpOptions): Headers {
  // The API's messages in Danish whatever the browser's language: the member area shows them as they come.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'da', ...options.headers });
  if (options.body !== undefined) {
    headers.set('Content-Type', options.body instanceof Blob ? options.body.type || 'application/octet-stream' : 'application/json');
  }
  const token = options.token === undefined ? readToken() : options.token;
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    // The active account (and a staff user's acting roles) go with every signed-in call.
    for (const [name, value] of Object.entries(actingHeaders(token))) if (!headers.has(name)) headers.set(name, value);
  }
  return headers;
}

async function send(url: string, { method, headers, body, signal }: { method: string; headers: Headers; body?: unknown; signal?: AbortSignal | undefined }) {
  const endpoint = pathOf(url);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body !== undefined ? { body: body instanceof Blob ? body : JSON.stringify(body) } : {}),
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
