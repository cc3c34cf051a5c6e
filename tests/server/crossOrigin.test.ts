import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PERSONAS, type TestApp } from './harness';

// SPEC 7: away from localhost the member area (member.ejendomsportal.dk) calls the API on the public
// site's host (ejendomsportal.dk).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example.com' });
});
afterAll(() => t.close());

const API_HOST = 'ejendomsportal.dk';
const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/v2/accounts',
    headers: { host: API_HOST, origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,if-match,x-account-id' },
  });

describe('calls from the member area on a sibling host', () => {
  it('answers the preflight of the member and admin sites with the methods and headers the SPA sends', async () => {
    for (const origin of ['https://member.ejendomsportal.dk', 'https://admin.ejendomsportal.dk', 'https://www.ejendomsportal.dk']) {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-methods']).toContain('PUT');
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-account-id');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets the member site read an answer, and exposes the version and file name headers', async () => {
    const token = await t.tokenFor(PERSONAS.brokerAdmin);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { host: API_HOST, origin: 'https://member.ejendomsportal.dk', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://member.ejendomsportal.dk');
    expect(res.headers['access-control-expose-headers']).toContain('ETag');
    expect(res.headers['vary']).toContain('Origin');
  });

  it('gives no CORS headers to other sites, to plain HTTP, or to look-alike hosts', async () => {
    for (const origin of [
      'https://evil.dk',
      'http://member.ejendomsportal.dk',
      'https://ejendomsportal.dk.evil.dk',
      'https://member-ejendomsportal.dk',
      'null',
    ]) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('lets the origins in CORS_ORIGINS call too', async () => {
    const res = await preflight('https://partner.example.com');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example.com');
  });

  it("lets the SPA's pages connect to the public site's host, and only to it besides their own origin", async () => {
    const csp = async (host: string) =>
      String((await t.app.inject({ method: 'GET', url: '/api/v2/config', headers: { host } })).headers['content-security-policy']);
    expect(await csp('member.ejendomsportal.dk')).toMatch(/connect-src 'self' https:\/\/ejendomsportal\.dk(;|$)/);
    expect(await csp('localhost:8000')).toMatch(/connect-src 'self'(;|$)/);
    // A host that is not a DNS name adds nothing to the policy.
    expect(await csp('member.ejendomsportal.dk;x')).toMatch(/connect-src 'self'(;|$)/);
    // Each host's own, asked again in turn and past the number of hosts the server keeps headers for.
    for (let i = 0; i < 40; i++) expect(await csp(`member.site${i}.dk`)).toMatch(new RegExp(`connect-src 'self' https://site${i}\\.dk(;|$)`));
    expect(await csp('member.ejendomsportal.dk')).toMatch(/connect-src 'self' https:\/\/ejendomsportal\.dk(;|$)/);
    expect(await csp('localhost:8000')).toMatch(/connect-src 'self'(;|$)/);
  });
});
