import { HttpError } from 'ra-core';
import { readToken } from './authCookie';
import { normaliseError, type ErrorInput } from './errors';
import { actingHeaders } from '../access/activeAccount';
import { callKey, fetchRaw, keepEarlyAnswer, takeEarlyAnswer, type RawAnswer, type SentCall } from './firstCalls';

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
  if (method !== 'GET') return answerOf(url, fetchRaw(url, { method, headers, ...requestBody(body), ...(signal ? { signal } : {}) }));
  const key = callKey(url, headers);
  const answer = takeEarlyAnswer(key) ?? fetchRaw(url, { headers, ...(signal ? { signal } : {}) });
  if (keeping) keepEarlyAnswer(key, answer);
  recorded?.push({ url, headers });
  return answerOf(url, answer);
}

let keeping = false;
let recorded: SentCall[] | undefined;

/**
 * Makes `calls` now, before the code that will make them again has loaded (src/preload.ts): each GET they
 * send is kept, and the first call for the same URL with the same headers within a few seconds gets its
 * answer instead of asking again. The calls must reach httpClient before their first await.
 */
export function prefetch(calls: () => void): void {
  keeping = true;
  try {
    calls();
  } finally {
    keeping = false;
  }
}

/** Makes `calls` now and answers the GETs they sent before their first await, as they were sent. */
export function recordCalls(calls: () => void): SentCall[] {
  const sent: SentCall[] = [];
  recorded = sent;
  try {
    calls();
  } finally {
    recorded = undefined;
  }
  return sent;
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

function requestBody(body: unknown): { body?: BodyInit } {
  if (body === undefined) return {};
  return { body: body instanceof Blob ? body : JSON.stringify(body) };
}

/** An answer read: its JSON, or SPEC 8's error for a failure or an error status. */
async function answerOf(url: string, raw: Promise<RawAnswer>): Promise<HttpResponse> {
  const endpoint = pathOf(url);
  let answer: RawAnswer;
  try {
    answer = await raw;
  } catch (cause) {
    throw toHttpError({ cause, endpoint });
  }
  const json = parseJson(answer.body);
  if (!answer.ok) throw toHttpError({ status: answer.status, body: json ?? answer.body, endpoint });
  return { status: answer.status, headers: answer.headers, body: answer.body, json };
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
