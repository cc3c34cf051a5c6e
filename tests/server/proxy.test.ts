/**
 * X-Forwarded-For, -Host and -Proto come from whoever sends the request: they are believed only from the
 * proxies TRUST_PROXY names, so neither the rate limits nor the CSP and CORS answers follow a client's header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, mailsTo, PERSONAS, type TestApp } from './harness';
import { readTrustProxy } from '../../server/config';

const PROXY = '10.0.0.5';
/** One try a window, as LOGIN_RATE_LIMIT_MAX (a login spends a password hash); the second is refused. */
const LIMIT = '1';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ LOGIN_RATE_LIMIT_MAX: LIMIT });
  proxied = await createTestApp({ LOGIN_RATE_LIMIT_MAX: LIMIT, TRUST_PROXY: `${PROXY}, 10.9.0.0/16` });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

let client = 0;
/** A different made-up client address on every call. */
const freshAddress = () => `203.0.113.${++client}`;

const login = (t: TestApp, username: string, from: { remoteAddress?: string; forwardedFor?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: from.remoteAddress,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { username, password: 'forkert-adgangskode' },
  });

const cspConnect = async (t: TestApp, headers: Record<string, string>, remoteAddress?: string) =>
  String((await t.app.inject({ method: 'GET', url: '/api/v2/config', headers, remoteAddress })).headers['content-security-policy']).match(
    /connect-src [^;]+/,
  )?.[0];

describe('without TRUST_PROXY', () => {
  it('counts logins by the connection, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await login(direct, PERSONAS.light, { forwardedFor: freshAddress() })).statusCode);
    expect(statuses).toEqual([401, 429, 429]);
  });

  it('sends a reset mail only as often as the limit allows, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await direct.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        headers: { 'x-forwarded-for': freshAddress() },
        payload: { email: PERSONAS.premium },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 429, 429]);
    // The mail is queued after the answer.
    await expect.poll(async () => (await mailsTo(direct, PERSONAS.premium)).length).toBe(1);
  });

  it('takes the host from the Host header, not X-Forwarded-Host, for the CSP and for CORS', async () => {
    expect(await cspConnect(direct, { host: 'localhost:8000', 'x-forwarded-host': 'member.evil.dk' })).toBe("connect-src 'self'");
    const cors = await direct.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/accounts',
      headers: { host: 'localhost:8000', 'x-forwarded-host': 'evil.dk', origin: 'https://www.evil.dk', 'access-control-request-method': 'GET' },
    });
    expect(cors.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('counts each client behind the proxy by its forwarded address', async () => {
    const first = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await login(proxied, PERSONAS.brokerMember, { remoteAddress: PROXY, forwardedFor: first })).statusCode);
    expect(statuses).toEqual([401, 429]);
    // Another client behind the same proxy has its own count; so does one behind a proxy in the named range.
    expect((await login(proxied, PERSONAS.brokerMember, { remoteAddress: PROXY, forwardedFor: freshAddress() })).statusCode).toBe(401);
    expect((await login(proxied, PERSONAS.brokerMember, { remoteAddress: '10.9.3.4', forwardedFor: `${freshAddress()}, 10.9.1.1` })).statusCode).toBe(401);
  });

  it('does not believe a client that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await login(proxied, PERSONAS.brokerReader, { remoteAddress: '198.51.100.7', forwardedFor: freshAddress() })).statusCode);
    expect(statuses).toEqual([401, 429, 429]);
  });

  it("believes the proxy's X-Forwarded-Host for the CSP, and no one else's", async () => {
    const headers = { host: 'localhost:8000', 'x-forwarded-host': 'member.ejendomsportal.dk' };
    expect(await cspConnect(proxied, headers, PROXY)).toBe("connect-src 'self' https://ejendomsportal.dk");
    expect(await cspConnect(proxied, headers, '198.51.100.7')).toBe("connect-src 'self'");
  });
});

describe('the TRUST_PROXY setting', () => {
  it('is off when unset or false, and otherwise names addresses, ranges or proxy-addr names', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy(' 10.0.0.5 , 172.16.0.0/12, fd00::/8, ::1, loopback ')).toEqual(['10.0.0.5', '172.16.0.0/12', 'fd00::/8', '::1', 'loopback']);
  });

  it('refuses a hop count, true and anything else at start-up, naming the setting', () => {
    for (const value of ['1', 'true', 'proxy.example.dk', '10.0.0.5,*']) expect(() => readTrustProxy(value), value).toThrow(/^TRUST_PROXY: /);
  });
});
