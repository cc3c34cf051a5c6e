/**
 * Every answer is checked against its route's schema before it leaves (server/serializer.ts): what the
 * schema does not name is left out, and an answer that breaks it is a 500, never sent as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestApp } from './harness';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ config: readConfig({}), db: t.database.db, jwtSecret: new TextEncoder().encode('test-secret-'.repeat(4)) });
  const answer = { schema: { response: { 200: z.object({ name: z.string(), updatedAt: z.iso.datetime() }) } } };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secret = { passwordHash: 'scrypt$secret' };
  routes.get('/api/v2-test/extra', answer, () => ({ name: 'Nordhavn', updatedAt: '2026-11-22T10:00:00.000Z', ...secret }));
  // Typed as the schema says; a bug hands it something else.
  routes.get('/api/v2-test/wrong', answer, () => ({ name: 42, updatedAt: new Date(0), ...secret }) as never);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the answer check', () => {
  it('sends what the schema names and nothing more', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2-test/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Nordhavn', updatedAt: '2026-11-22T10:00:00.000Z' });
  });

  it('refuses an answer that breaks the schema: a 500 in Danish, nothing of it sent', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2-test/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter' });
    expect(res.body).not.toContain('secret');
  });
});
