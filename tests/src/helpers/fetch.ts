import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Route = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const text = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'text/plain' } });

/**
 * Replaces global fetch with a router over `METHOD path` keys (path without origin or query);
 * unknown requests answer 404 '404 page not found' as the real server would.
 */
export function stubFetch(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    let body: unknown = rawBody;
    try {
      body = rawBody === undefined ? undefined : (JSON.parse(rawBody) as unknown);
    } catch {
      // not JSON: keep the text
    }
    const call: Call = { url, method, headers: new Headers(init.headers), body };
    calls.push(call);
    const route = routes[`${method} ${new URL(url, window.location.href).pathname}`];
    return route ? route(call) : text('404 page not found', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
