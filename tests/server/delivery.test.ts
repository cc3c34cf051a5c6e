/**
 * How the server delivers what the browser loads: the built files compressed as the browser accepts them,
 * hashed assets cached for good and index.html checked on every load, large API answers compressed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { DEMO_IMAGE_DIR } from '../../server/db/seed/listings';

const staticDir = mkdtempSync(join(tmpdir(), 'delivery-static-'));
const script = `export const greeting = ${JSON.stringify('Velkommen '.repeat(400))};\n`;
let t: TestApp;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Medlemsområde</title>');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = join(staticDir, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  app = await buildApp({ config: { ...readConfig({}), staticDir }, db: t.database.db, jwtSecret: new TextEncoder().encode('test-secret-'.repeat(4)) });
  await app.ready();
  token = await t.tokenFor(PERSONAS.brokerAdmin);
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the built files', () => {
  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('with Accept-Encoding %s a hashed asset comes as %s, cached for a year', async (accepted, encoding, decode) => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': accepted } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(res.rawPayload).toString()).toBe(script);
  });

  it('a browser that accepts no compression gets the file as it is', async () => {
    const res = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it.each(['/', '/listings', '/favicon.svg'])('%s is checked with the server on every load', async (url) => {
    const res = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('listing pictures', () => {
  it('are cached for good: their names never change', async () => {
    const res = await app.inject({ url: `/demo-images/${readdirSync(DEMO_IMAGE_DIR)[0] ?? ''}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('API answers', () => {
  const listings = (encoding?: string) =>
    app.inject({ url: '/api/v2/listings?perPage=25', headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('a large answer is compressed for a client that accepts it, and reads the same', async () => {
    const plain = await listings();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await listings('br, gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer goes as it is', async () => {
    const res = await app.inject({ url: '/api/v2/users/me', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('a compressed request body is not inflated: it is refused as unreadable', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: PERSONAS.light, password: 'demo1234' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
