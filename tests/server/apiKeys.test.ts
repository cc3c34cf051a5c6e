import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { apiKeys, auditLog, listings } from '../../server/db/schema';
import { makePng } from '../fixtures/png';
import { API_KEY_PREFIX } from '../../schemas/apiKeys';

let t: TestApp;
const uploadDir = mkdtempSync(join(tmpdir(), 'api-key-uploads-'));
let broker: number;
let light: number;

/** The clock the server checks keys by, moved on by `later`. */
let clock = Date.parse('2026-11-25T10:00:00Z');
const later = (ms: number) => {
  clock += ms;
};

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  // The server reads 'now' for keys from its token clock: pin it, so 'last used' can be aged.
  (t.app.tokens as { now: () => number }).now = () => clock;
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A call made with an API key rather than a login. */
const withKey = (key: string, options: InjectOptions) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${key}` } });

async function createKey(account: number, role: 2 | 3, name = 'Sagssystem', as: string = PERSONAS.brokerAdmin) {
  const res = await t.request(as, { method: 'POST', url: `/api/v2/accounts/${account}/api-keys`, payload: { name, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ apiKey: { id: number; name: string; role: number; lastUsedAt: string | null; revokedAt: string | null }; key: string }>();
}

const listKeys = async (account: number, as: string = PERSONAS.brokerAdmin) => {
  const res = await t.request(as, { method: 'GET', url: `/api/v2/accounts/${account}/api-keys` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().apiKeys as { id: number; name: string; revokedAt: string | null; lastUsedAt: string | null }[];
};

let colour = 20;
async function uploadWith(key: string): Promise<string> {
  colour += 9;
  const res = await withKey(key, {
    method: 'POST',
    url: `/api/v2/images?accountId=${broker}`,
    headers: { 'content-type': 'image/png' },
    payload: makePng(1024, 768, [colour % 256, 120, 60]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().image.url;
}

async function rentalBody(key: string) {
  const addresses = await withKey(key, { method: 'GET', url: '/api/v2/addresses?q=Sundkrogsgade%2021&limit=1' });
  expect(addresses.statusCode, addresses.body).toBe(200);
  return {
    accountId: broker,
    listingType: 1,
    title: 'Lyst kontorlejemål på 250 m² i Nordhavn med havudsigt',
    flashline: 'Havudsigt og egen indgang',
    description:
      'Lyse og velindrettede lokaler med udsigt over havnen. Lejemålet har egen indgang, tekøkken, toiletter og adgang til fælles mødelokaler i stueetagen.',
    address: addresses.json().addresses[0],
    listingtypeSubcategory: 'kontor',
    floorArea: 250,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
    yearlyRent: 450_000,
    accountOwnerListingIdentifierID: 'API-1',
    images: [{ url: await uploadWith(key) }, { url: await uploadWith(key) }, { url: await uploadWith(key) }],
  };
}

describe('API keys', () => {
  it('shows a new key once, keeps only its hash, and never lists it', async () => {
    const { apiKey, key } = await createKey(broker, 2);
    expect(key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(apiKey).toMatchObject({ name: 'Sagssystem', role: 2, lastUsedAt: null, revokedAt: null });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    const list = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${broker}/api-keys` });
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain(row!.keyHash);
    expect(list.json().apiKeys.map((k: { id: number }) => k.id)).toContain(apiKey.id);
  });

  it('lets a Bruger key read and write its account listings, and attributes the write to the key', async () => {
    const { apiKey, key } = await createKey(broker, 2, 'Skrivende');
    const list = await withKey(key, { method: 'GET', url: '/api/v2/listings' });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().listings as { accountId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.accountId))).toEqual(new Set([broker]));

    const created = await withKey(key, { method: 'POST', url: '/api/v2/listings', payload: await rentalBody(key) });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().listing.id as number;
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit).toMatchObject({ entity: 'listing', actorApiKeyId: apiKey.id, actorIsStaff: false });
  });

  it('refuses a read-only key every write with 403, and lets it read', async () => {
    const { key } = await createKey(broker, 3, 'Læsende');
    expect((await withKey(key, { method: 'GET', url: `/api/v2/listings?accountId=${broker}` })).statusCode).toBe(200);
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.accountId, broker)).limit(1);
    expect((await withKey(key, { method: 'GET', url: `/api/v2/listings/${listing!.id}` })).statusCode).toBe(200);
    const create = await withKey(key, { method: 'POST', url: '/api/v2/listings', payload: { accountId: broker, listingType: 1, title: 'kort' } });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Din brugerrolle giver ikke adgang til dette');
    const update = await withKey(key, {
      method: 'PUT',
      url: `/api/v2/listings/${listing!.id}`,
      payload: { title: 'kort' },
      headers: { 'if-match': `W/"${listing!.version}"` },
    });
    expect(update.statusCode).toBe(403);
  });

  it('refuses a revoked key with 401 at once', async () => {
    const { apiKey, key } = await createKey(broker, 2, 'Kortlivet');
    expect((await withKey(key, { method: 'GET', url: '/api/v2/listings' })).statusCode).toBe(200);
    const revoked = await t.request(PERSONAS.brokerAdmin, { method: 'DELETE', url: `/api/v2/accounts/${broker}/api-keys/${apiKey.id}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().apiKey.revokedAt).not.toBeNull();
    const refused = await withKey(key, { method: 'GET', url: '/api/v2/listings' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('API-nøglen er ugyldig eller tilbagekaldt');
    // Listed as revoked; revoking again changes nothing.
    expect((await listKeys(broker)).find((k) => k.id === apiKey.id)?.revokedAt).toBe(revoked.json().apiKey.revokedAt);
    const again = await t.request(PERSONAS.brokerAdmin, { method: 'DELETE', url: `/api/v2/accounts/${broker}/api-keys/${apiKey.id}` });
    expect(again.json().apiKey.revokedAt).toBe(revoked.json().apiKey.revokedAt);
  });

  it('refuses an unknown key with 401', async () => {
    const res = await withKey(`${API_KEY_PREFIX}${'x'.repeat(43)}`, { method: 'GET', url: '/api/v2/listings' });
    expect(res.statusCode).toBe(401);
  });

  it('acts for its own account only: another account by X-Account-Id, path or query is a 403', async () => {
    const { key } = await createKey(broker, 2, 'Egen konto');
    const header = await withKey(key, { method: 'GET', url: '/api/v2/listings', headers: { 'X-Account-Id': String(light) } });
    expect(header.statusCode).toBe(403);
    expect(header.json().message).toBe('En API-nøgle gælder kun for sin egen konto');
    expect((await withKey(key, { method: 'GET', url: '/api/v2/listings', headers: { 'X-Account-Id': String(broker) } })).statusCode).toBe(200);
    expect((await withKey(key, { method: 'GET', url: `/api/v2/listings?accountId=${light}` })).statusCode).toBe(403);
    expect((await withKey(key, { method: 'GET', url: `/api/v2/accounts/${light}` })).statusCode).toBe(403);
    const [foreign] = await t.database.db.select().from(listings).where(eq(listings.accountId, light)).limit(1);
    expect((await withKey(key, { method: 'GET', url: `/api/v2/listings/${foreign!.id}` })).statusCode).toBe(403);
    // A key of another account is refused in this one.
    const { key: lightKey } = await createKey(light, 2, 'Lille', PERSONAS.light);
    expect((await withKey(lightKey, { method: 'GET', url: `/api/v2/listings?accountId=${broker}` })).statusCode).toBe(403);
  });

  it('cannot manage keys, users or the account, nor act as a person', async () => {
    const { key } = await createKey(broker, 2, 'Begrænset');
    const mint = await withKey(key, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name: 'Ny', role: 2 } });
    expect(mint.statusCode).toBe(403);
    expect((await withKey(key, { method: 'GET', url: `/api/v2/accounts/${broker}/api-keys` })).statusCode).toBe(403);
    expect((await withKey(key, { method: 'DELETE', url: `/api/v2/accounts/${broker}/api-keys/1` })).statusCode).toBe(403);
    expect((await withKey(key, { method: 'POST', url: `/api/v2/accounts/${broker}/users`, payload: { accountRole: 1, userID: 1 } })).statusCode).toBe(403);
    const accountUpdate = {
      name: 'Nøgle ApS',
      email: 'noegle@firma.dk',
      address: { streetName: 'Vej', streetNumber: '1', zipCode: '1000', city: 'København K' },
    };
    const update = await withKey(key, { method: 'PUT', url: `/api/v2/accounts/${broker}`, payload: accountUpdate, headers: { 'if-match': 'W/"1"' } });
    expect(update.statusCode).toBe(403);
    for (const url of ['/api/v2/users/me', '/api/v2/favorites', '/api/v2/searchagents', '/property/accounts/associations', '/api/v2/accounts']) {
      const res = await withKey(key, { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('En API-nøgle kan ikke bruges til dette');
    }
    expect((await withKey(key, { method: 'DELETE', url: '/api/v2/users/me' })).statusCode).toBe(403);
    // Reference data is open to keys.
    expect((await withKey(key, { method: 'GET', url: '/api/v2/closing-reasons' })).statusCode).toBe(200);
  });

  it('is for account administrators and staff: staff list and revoke any account’s keys; others get 403', async () => {
    const { apiKey, key } = await createKey(light, 3, 'Til staff', PERSONAS.light);
    expect((await listKeys(light, PERSONAS.staff)).map((k) => k.id)).toContain(apiKey.id);
    for (const as of [PERSONAS.brokerMember, PERSONAS.brokerReader]) {
      expect((await t.request(as, { method: 'GET', url: `/api/v2/accounts/${broker}/api-keys` })).statusCode).toBe(403);
      expect((await t.request(as, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name: 'x', role: 2 } })).statusCode).toBe(403);
    }
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${light}/api-keys` })).statusCode).toBe(403);
    const revoked = await t.request(PERSONAS.staff, { method: 'DELETE', url: `/api/v2/accounts/${light}/api-keys/${apiKey.id}` });
    expect(revoked.statusCode).toBe(200);
    expect((await withKey(key, { method: 'GET', url: '/api/v2/listings' })).statusCode).toBe(401);
    // A key of another account is not found through this one.
    expect((await t.request(PERSONAS.brokerAdmin, { method: 'DELETE', url: `/api/v2/accounts/${broker}/api-keys/${apiKey.id}` })).statusCode).toBe(404);
  });

  it('checks what a key is made with: a name and the role Bruger or read-only', async () => {
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name: ' ', role: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Navn er krævet', role: 'Rolle skal være Bruger eller Kun læse' });
  });

  it('sets last use, writing it at most once a minute', async () => {
    const { apiKey, key } = await createKey(broker, 3, 'Sidst brugt');
    const lastUsed = async () => (await listKeys(broker)).find((k) => k.id === apiKey.id)?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withKey(key, { method: 'GET', url: '/api/v2/closing-reasons' });
    const first = await lastUsed();
    expect(first).toBe(new Date(clock).toISOString());
    later(30_000);
    await withKey(key, { method: 'GET', url: '/api/v2/closing-reasons' });
    expect(await lastUsed()).toBe(first);
    later(31_000);
    await withKey(key, { method: 'GET', url: '/api/v2/closing-reasons' });
    expect(await lastUsed()).toBe(new Date(clock).toISOString());
  });

  it('is declared in the OpenAPI document as a security scheme, on the calls a key may make', () => {
    const document = t.app.swagger() as {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v2/listings']!.get!.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(document.paths['/api/v2/accounts/{id}/api-keys']!.post!.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/v2/favorites']!.get!.security).toEqual([{ bearer: [] }]);
  });
});

describe('updatedSince', () => {
  it('gives the listings changed at or after the time, in the index and the CSV', async () => {
    const all = (
      await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&perPage=100&sort=updatedAt&order=DESC` })
    ).json();
    const times = (all.listings as { id: number; updatedAt: string }[]).map((l) => l.updatedAt);
    const since = times[2]!;
    const expected = (all.listings as { id: number; updatedAt: string }[]).filter((l) => l.updatedAt >= since).map((l) => l.id);
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'GET',
      url: `/api/v2/listings?accountId=${broker}&perPage=100&sort=updatedAt&order=DESC&updatedSince=${encodeURIComponent(since)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listings.map((l: { id: number }) => l.id)).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
    // With an offset too; a time after every change gives none.
    const offset = since.replace('Z', '+00:00');
    expect(
      (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&updatedSince=${encodeURIComponent(offset)}` })).json()
        .total,
    ).toBe(expected.length);
    expect(
      (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&updatedSince=2999-01-01T00:00:00Z` })).json().total,
    ).toBe(0);
    const csv = await t.request(PERSONAS.brokerAdmin, {
      method: 'GET',
      url: `/api/v2/listings/export.csv?accountId=${broker}&updatedSince=${encodeURIComponent(since)}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(expected.length + 1);
  });

  it('answers a time that is not ISO 8601 with a Danish 400 naming the field', async () => {
    for (const bad of ['igår', '2026-13-01T00:00:00Z', '2026-11-25 10:00', '1732528800']) {
      for (const path of ['/api/v2/listings', '/api/v2/listings/export.csv']) {
        const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `${path}?accountId=${broker}&updatedSince=${encodeURIComponent(bad)}` });
        expect(res.statusCode, `${path} ${bad}`).toBe(400);
        expect(res.json().fields).toEqual({ updatedSince: 'Ændret siden skal være et tidspunkt i ISO 8601-format, fx 2026-11-25T08:00:00Z' });
      }
    }
  });
});
