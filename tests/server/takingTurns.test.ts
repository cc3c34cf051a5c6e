/**
 * Requests share the database evenly: one that arrives while another goes from query to query has its
 * query run in turn, rather than after every query of the other. On PostgreSQL each query waits on the
 * network, so the event loop turns between them; on PGlite the database makes it turn.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("runs a newcomer's query in turn while another caller goes from query to query", async () => {
  const { db } = t.database;
  // Connections open before the race, spare ones too since the app's background work may hold one: on
  // PostgreSQL a newcomer that had to open one would wait on the connection, not on its turn.
  await Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select 1`)));
  const finished: string[] = [];
  const busy = (async () => {
    for (let i = 0; i < 100; i++) await db.execute(sql`select ${i}::int`);
    finished.push('busy caller');
  })();
  // A new request is read from the event loop, once the busy caller has begun.
  const newcomer = new Promise((resolve) => setImmediate(resolve)).then(() => db.execute(sql`select 1`)).then(() => finished.push('newcomer'));
  await Promise.all([busy, newcomer]);
  expect(finished).toEqual(['newcomer', 'busy caller']);
});
