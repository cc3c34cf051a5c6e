/**
 * The security headers on every answer the server gives, whoever gives it: a route, the
 * error handler, a hook that refuses (401, 429), the not-found handler, the SPA fallback, the static
 * files, the API docs, a URL the router cannot read, and what Node's HTTP parser refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { DEMO_IMAGE_DIR } from '../../server/db/seed/listings';

/** index.html's own script, as the build inlines src/early.ts. */
const INLINE_SCRIPT = 'window.early = 1;';
const staticDir = mkdtempSync(join(tmpdir(), 'headers-static-'));
const uploadDir = mkdtempSync(join(tmpdir(), 'headers-uploads-'));
let t: TestApp;
/** The same server with the built SPA, tight rate limits, and a route that fails. */
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), `<!doctype html><title>Medlemsområde</title><script>${INLINE_SCRIPT}</script>`);
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  const config = { ...readConfig({ UPLOAD_DIR: uploadDir, LOGIN_RATE_LIMIT_MAX: '1', TRACKING_RATE_LIMIT_MAX: '1' }), staticDir };
  app = await buildApp({ config, db: t.database.db, jwtSecret: new TextEncoder().encode('test-secret-'.repeat(4)) });
  app.get('/api/v2-test/fails', () => Promise.reject(new Error('a bug')));
  await app.ready();
  token = await t.tokenFor(PERSONAS.brokerAdmin);
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(uploadDir, { recursive: true, force: true });
});

const event = (listingId: number) =>
  Buffer.from(
    JSON.stringify({ event: 'listing', action: 6, target_listing_id: listingId, SessionID: 'headers-1', SessionAcquisition: '', UserToken: '' }),
  ).toString('base64');

/** What to call and the status it answers: every kind of answer, not every endpoint. */
const CALLS: [status: number, call: () => InjectOptions & { url: string }][] = [
  [200, () => ({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}` } })],
  [401, () => ({ url: '/api/v2/users/me' })],
  [401, () => ({ url: '/api/v2/users/me', headers: { authorization: 'Bearer ikke.et.token' } })],
  [400, () => ({ url: '/api/v2/listings/abc', headers: { authorization: `Bearer ${token}` } })],
  [400, () => ({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}`, 'x-account-id': 'abc' } })],
  [403, () => ({ url: '/api/v2/accounts/5', headers: { authorization: `Bearer ${token}` } })],
  [404, () => ({ url: '/api/v2/listings/999999', headers: { authorization: `Bearer ${token}` } })],
  [404, () => ({ url: '/api/v2/findes-ikke' })],
  [404, () => ({ method: 'DELETE', url: '/auth/login' })],
  [
    400,
    () => ({ method: 'POST', url: '/api/v2/favorites', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{"a":' }),
  ],
  [
    415,
    () => ({ method: 'POST', url: '/api/v2/favorites', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' }, payload: '<a/>' }),
  ],
  [
    413,
    () => ({
      method: 'POST',
      url: '/api/v2/favorites',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
    }),
  ],
  [400, () => ({ url: '/api/v2/listings/%E0%A4%A' })],
  [400, () => ({ method: 'POST', url: `/api/v2/listings/${'1'.repeat(600)}/activate`, headers: { authorization: `Bearer ${token}` } })],
  [500, () => ({ url: '/api/v2-test/fails' })],
  [200, () => ({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.light, password: 'demo1234' } })],
  [429, () => ({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.light, password: 'demo1234' } })],
  [400, () => ({ method: 'POST', url: '/auth/login', payload: {} })],
  [200, () => ({ url: '/property/accounts/associations', headers: { authorization: `Bearer ${token}` } })],
  [401, () => ({ url: '/property/accounts/associations' })],
  [202, () => ({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: event(5) } })],
  [429, () => ({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: event(5) } })],
  [200, () => ({ url: '/' })],
  [200, () => ({ url: '/listings/5/show', headers: { accept: 'text/html' } })],
  // The SPA is served to GET only.
  [404, () => ({ method: 'HEAD', url: '/' })],
  [200, () => ({ url: '/assets/app.js' })],
  // A missing file gets the SPA, as any other path would.
  [200, () => ({ url: '/assets/findes-ikke.js' })],
  [200, () => ({ url: `/demo-images/${readdirSync(DEMO_IMAGE_DIR)[0]}` })],
  [404, () => ({ url: '/uploads/findes-ikke.png' })],
  [200, () => ({ url: '/api/docs/json' })],
  [200, () => ({ url: '/api/docs' })],
  [302, () => ({ url: '/api/docs/static/index.html' })],
];

describe('security headers', () => {
  it.each(CALLS.map(([status, call], index) => [index, status, call] as const))('call %i answers %i with the headers', async (_index, status, call) => {
    const request = call();
    const res = await app.inject({ method: 'GET', ...request });
    const headers = {
      status: res.statusCode,
      nosniff: res.headers['x-content-type-options'],
      frames: res.headers['x-frame-options'],
      frameAncestors: (res.headers['content-security-policy'] ?? '').match(/frame-ancestors [^;]+/)?.[0],
      defaultSrc: (res.headers['content-security-policy'] ?? '').match(/default-src [^;]+/)?.[0],
    };
    expect({ url: `${request.method ?? 'GET'} ${request.url}`, ...headers }).toEqual({
      url: `${request.method ?? 'GET'} ${request.url}`,
      status,
      nosniff: 'nosniff',
      frames: 'DENY',
      frameAncestors: "frame-ancestors 'none'",
      defaultSrc: "default-src 'self'",
    });
  });
});

describe("the SPA's scripts", () => {
  it("are the server's files and index.html's own inline script, by its hash: no other inline script runs", async () => {
    const res = await app.inject({ method: 'GET', url: '/listings', headers: { accept: 'text/html' } });
    expect(res.body).toContain(INLINE_SCRIPT);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`(^|;)script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
  });
});

describe('Cache-Control', () => {
  const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } });

  it('is no-store on the login, the signed-in user, the account users and the CSV export', async () => {
    const broker = await accountIdByName(t.database, ACCOUNTS.broker);
    const answers = {
      login: await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.brokerAdmin, password: 'demo1234' } }),
      wrongPassword: await t.app.inject({ method: 'POST', url: '/auth/login', payload: { username: PERSONAS.brokerAdmin, password: 'forkert' } }),
      me: await get('/api/v2/users/me'),
      accountUsers: await get(`/api/v2/accounts/${broker}/users`),
      export: await get(`/api/v2/listings/export.csv?accountId=${broker}`),
      associations: await get('/property/accounts/associations'),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, [res.statusCode, res.headers['cache-control']]]));
    expect(seen).toEqual({
      login: [200, 'no-store'],
      wrongPassword: [401, 'no-store'],
      me: [200, 'no-store'],
      accountUsers: [200, 'no-store'],
      export: [200, 'no-store'],
      associations: [200, 'no-store'],
    });
  });

  it("is no-store, or private where the route says so, on every GET in the API's document", async () => {
    const staff = await t.tokenFor(PERSONAS.staff);
    const paths = Object.entries((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, Record<string, unknown>>)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    expect(paths.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const path of paths) {
      const res = await get(path, staff);
      answers.push(`${path} ${res.statusCode} ${res.headers['cache-control']}`);
    }
    expect(answers.filter((answer) => !/ (no-store|private, max-age=\d+)$/.test(answer))).toEqual([]);
    // Most of them are real answers, not refusals.
    expect(answers.filter((answer) => / 200 /.test(answer)).length).toBeGreaterThan(paths.length / 2);
  });

  it('leaves the uploads, the demo pictures and the SPA their own', async () => {
    const cacheControl = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];
    for (const url of ['/', '/listings', `/demo-images/${readdirSync(DEMO_IMAGE_DIR)[0]}`, '/assets/app.js']) {
      expect(await cacheControl(url), url).toMatch(/^public|^no-cache$/);
    }
  });
});

describe('a URL the router cannot read', () => {
  it('reads an absolute-form URL by its path, as a proxy may send it', async () => {
    const res = await app.inject({ method: 'GET', url: 'http://member.example.dk/api/v2/config', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is a Danish 400 like any other bad input', async () => {
    for (const url of ['/api/v2/listings/%E0%A4%A', `/api/v2/listings/${'1'.repeat(600)}`]) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.json()).toEqual({
        code: 'bad_input',
        message: 'Adressen kan ikke læses',
        fields: { url: 'Adressen kan ikke læses' },
        errors: [{ field: 'url', code: 'invalid_value', message: 'Adressen kan ikke læses' }],
      });
    }
  });
});

describe('what the HTTP parser refuses before there is a request', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  /** Raw bytes to the listening server, and the answer as it arrives until the server closes. */
  async function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const text = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = connect(port, '127.0.0.1', () => socket.end(request));
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  it.each([
    [431, `GET /api/v2/config HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 'Forespørgslens headere er for store'],
    [400, 'DETTE ER IKKE HTTP\r\n\r\n', 'Forespørgslen kan ikke læses'],
    [400, 'GET /api/v2/config HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n', 'Forespørgslen kan ikke læses'],
  ])('answers %i in Danish with the security headers', async (status, request, message) => {
    const answer = await raw(request);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ code: 'bad_input', message });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  // What the parser lets through and the router cannot read: a malformed %-escape, absolute URLs without a readable host.
  it.each(['/api/v2/listings/%E0%A4%A', 'https://', 'http://[::1/api/v2/config'])('answers %s in Danish with the security headers', async (target) => {
    const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'bad_input', message: 'Adressen kan ikke læses', fields: { url: 'Adressen kan ikke læses' } });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
