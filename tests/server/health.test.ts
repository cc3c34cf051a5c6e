import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { openDatabase } from '../../server/db';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz while the process is up, without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz when the database answers with every migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers /readyz with 503 and the reason when a migration is missing', async () => {
    const newestRows = await t.database.db.execute(sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const [newest] = (newestRows as { rows: { id: number }[] }).rows;
    await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest!.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'not_ready', message: 'Databasen mangler migreringer' });
    } finally {
      await t.database.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where id = ${newest!.id}`);
    }
  });

  it('answers /readyz with 503 when the database cannot be reached', async () => {
    // Nothing listens on port 1.
    const gone = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/gone' });
    const app = await buildApp({
      config: { ...readConfig({}), staticDir: undefined },
      db: gone.db,
      jwtSecret: new TextEncoder().encode('test-secret-'.repeat(4)),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'not_ready', message: 'Databasen kan ikke nås' });
    } finally {
      await app.close();
      await gone.close();
    }
  });
});
