import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { apiLogs } from '../../server/db/schema';

let t: TestApp;
let broker: number;
let light: number;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

interface Entry {
  keyName: string | null;
  userEmail: string | null;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  error: string | null;
}

async function createKey(name: string, role: 2 | 3) {
  const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ apiKey: { id: number }; key: string }>();
}

const withKey = (key: string, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as never }) });

const readLog = async (query = '', as: string = PERSONAS.brokerAdmin) => {
  const res = await t.request(as, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ entries: Entry[]; total: number }>();
};

/** The log is written once the answer has gone: wait for it. */
async function logOf(count: number, query = ''): Promise<Entry[]> {
  for (let i = 0; i < 50; i++) {
    const { entries } = await readLog(query);
    if (entries.length >= count) return entries;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the log did not reach ${count} entries`);
}

describe('the API log', () => {
  it("keeps each call made with the account's keys, with the key, the status and the Danish error, and no person's own calls", async () => {
    const writer = await createKey('Sagssystem', 2);
    const reader = await createKey('Statistikværktøj', 3);
    // Each entry is written after its answer has gone, so wait for it before the next call to keep their order.
    expect((await withKey(writer.key, 'GET', `/api/v2/listings?accountId=${broker}&perPage=5`)).statusCode).toBe(200);
    await logOf(1);
    expect((await withKey(reader.key, 'POST', '/api/v2/listings', {}, { accountId: broker, listingType: 1 })).statusCode).toBe(403);
    await logOf(2);
    expect((await withKey(writer.key, 'GET', '/api/v2/listings', { 'x-account-id': String(light) })).statusCode).toBe(403);
    // A person's own call is no API call.
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}` })).statusCode).toBe(200);

    const entries = await logOf(3);
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => [e.keyName, e.method, e.path, e.status])).toEqual([
      ['Sagssystem', 'GET', '/api/v2/listings', 403],
      ['Statistikværktøj', 'POST', '/api/v2/listings', 403],
      ['Sagssystem', 'GET', '/api/v2/listings', 200],
    ]);
    expect(entries[0]?.error).toBe('En API-nøgle gælder kun for sin egen konto');
    expect(entries[1]?.error).toEqual(expect.any(String));
    expect(entries[2]).toMatchObject({ error: null, userEmail: null });
    expect(entries.every((e) => e.durationMs >= 0)).toBe(true);

    // A revoked key's call is refused, and logged.
    const revoked = await createKey('Gammelt system', 2);
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'DELETE', url: `/api/v2/accounts/${broker}/api-keys/${revoked.apiKey.id}` })).statusCode).toBe(200);
    expect((await withKey(revoked.key, 'GET', '/api/v2/listings')).statusCode).toBe(401);
    const [refused] = await logOf(4);
    expect(refused).toMatchObject({ keyName: 'Gammelt system', status: 401, error: 'API-nøglen er ugyldig eller tilbagekaldt' });

    expect((await readLog('?status=4')).entries.map((e) => e.status)).toEqual([401, 403, 403]);
    expect((await readLog(`?apiKeyId=${reader.apiKey.id}`)).entries.map((e) => e.keyName)).toEqual(['Statistikværktøj']);
  });

  it("keeps a person's feed import with who made it", async () => {
    const before = (await readLog()).total;
    const res = await t.request(PERSONAS.brokerMember, {
      method: 'POST',
      url: `/api/v2/listings/import?accountId=${broker}`,
      payload: ['ingen annonce'] as never,
    });
    expect(res.statusCode).toBe(200);
    const [latest] = await logOf(before + 1);
    expect(latest).toMatchObject({ keyName: null, userEmail: PERSONAS.brokerMember, method: 'POST', path: '/api/v2/listings/import', status: 200 });
  });

  it('shows the log to the account administrators and staff only, for 90 days', async () => {
    expect((await t.request(PERSONAS.brokerMember, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log` })).statusCode).toBe(403);
    expect((await t.request(PERSONAS.light, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log` })).statusCode).toBe(403);
    const staff = await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log` });
    expect(staff.statusCode).toBe(200);
    await t.database.db.insert(apiLogs).values({
      accountId: broker,
      keyName: 'Gammel',
      method: 'GET',
      path: '/api/v2/listings',
      status: 200,
      durationMs: 3,
      createdAt: sql`now() - interval '91 days'`,
    });
    expect((await readLog()).entries.map((e) => e.keyName)).not.toContain('Gammel');
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log?status=3` })).json().fields).toEqual({
      status: 'Status skal være 2, 4 eller 5',
    });
  });
});
