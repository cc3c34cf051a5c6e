import { describe, expect, it } from 'vitest';
import { resolveApiBase } from 'src/providers/apiBase';
import { siteHost } from 'schemas/siteHost';

const base = (origin: string) => ({ api: `${origin}/api/v2`, auth: `${origin}/auth`, property: `${origin}/property` });

describe('resolveApiBase (SPEC 7)', () => {
  it('uses the page origin on localhost:8000, where the API server serves the SPA', () => {
    expect(resolveApiBase({ hostname: 'localhost', protocol: 'http:', port: '8000' })).toEqual(base('http://localhost:8000'));
  });

  it('uses the page origin on 127.0.0.1 on any port (test servers)', () => {
    expect(resolveApiBase({ hostname: '127.0.0.1', protocol: 'http:', port: '4321' })).toEqual(base('http://127.0.0.1:4321'));
  });

  it('uses the page origin on localhost without a port', () => {
    expect(resolveApiBase({ hostname: 'localhost', protocol: 'https:', port: '' })).toEqual(base('https://localhost'));
  });

  it("uses the page origin on vite's dev port, which proxies to :8000", () => {
    expect(resolveApiBase({ hostname: 'localhost', protocol: 'http:', port: '5173' })).toEqual(base('http://localhost:5173'));
    expect(resolveApiBase({ hostname: '192.168.1.20', protocol: 'http:', port: '5173' })).toEqual(base('http://192.168.1.20:5173'));
  });

  it.each([
    ['member.example.dk', 'example.dk'],
    ['admin.example.dk', 'example.dk'],
    ['www.example.dk', 'example.dk'],
    ['www.member.example.dk', 'example.dk'],
    ['Member.Example.dk', 'example.dk'],
    ['example.dk', 'example.dk'],
    ['medlem.example.dk', 'medlem.example.dk'],
  ])('on %s uses https://%s', (hostname, host) => {
    expect(resolveApiBase({ hostname, protocol: 'http:', port: '' })).toEqual(base(`https://${host}`));
  });

  it("ignores the page's port off localhost", () => {
    expect(resolveApiBase({ hostname: 'member.example.dk', protocol: 'https:', port: '8443' })).toEqual(base('https://example.dk'));
  });
});

describe('siteHost', () => {
  it('keeps a prefix when only a top-level domain would remain', () => {
    expect(siteHost('member.dk')).toBe('member.dk');
    expect(siteHost('www.member.dk')).toBe('member.dk');
  });
});
