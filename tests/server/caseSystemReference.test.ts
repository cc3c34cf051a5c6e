/**
 * A case system working by its own reference and within limits it can see: a listing read, closed, reopened and
 * deleted by case number, the index filtered by an exact case number, a key that knows its account and reads its
 * own API log, a cursor for every sort of the index, and each key's rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { LISTING_SORT_FIELDS } from '../../schemas/listings/record';

let t: TestApp;
let broker: number;
let light: number;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

async function createKey(as: string, accountId: number, name: string, role: 2 | 3, app: TestApp = t) {
  const res = await app.request(as, { method: 'POST', url: `/api/v2/accounts/${accountId}/api-keys`, payload: { name, role } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ apiKey: { id: number }; key: string }>();
}

const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, app: TestApp = t) =>
  app.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(payload === undefined ? {} : { payload: payload as never }) });

/** The broker's active listings, oldest first, that the tests give case numbers of their own. */
async function activeBrokerListings(count: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(asc(listings.id))
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

const setCaseNumber = (id: number, caseNumber: string | null) =>
  t.database.db.update(listings).set({ caseNumber, shownCaseNumber: null }).where(eq(listings.id, id));

describe('a listing by its case number', () => {
  let first: number;
  let second: number;
  let member: string;
  let reader: string;

  beforeAll(async () => {
    [first, second] = (await activeBrokerListings(2)) as [number, number];
    await setCaseNumber(first, 'REF-2026-001');
    await setCaseNumber(second, 'REF-2026-0010');
    member = (await createKey(PERSONAS.brokerAdmin, broker, 'Sagssystem', 2)).key;
    reader = (await createKey(PERSONAS.brokerAdmin, broker, 'Læser', 3)).key;
  });

  it('is read by case number as by id, by a person with the account named and by a key without it', async () => {
    const byId = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/${first}` });
    const byCase = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/by-case-number/REF-2026-001?accountId=${broker}` });
    expect(byCase.statusCode, byCase.body).toBe(200);
    expect(byCase.json()).toEqual(byId.json());
    expect(byCase.headers.etag).toBe(byId.headers.etag);
    const asKey = await withKey(reader, 'GET', '/api/v2/listings/by-case-number/REF-2026-001');
    expect(asKey.statusCode, asKey.body).toBe(200);
    expect(asKey.json().listing.id).toBe(first);
  });

  it('refuses what the caller may not see before it says whether the case number exists', async () => {
    const foreign = (caseNumber: string) =>
      t.request(PERSONAS.light, { method: 'GET', url: `/api/v2/listings/by-case-number/${caseNumber}?accountId=${broker}` });
    expect((await foreign('REF-2026-001')).statusCode).toBe(403);
    expect((await foreign('FINDES-IKKE')).statusCode).toBe(403);
    const missing = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/by-case-number/FINDES-IKKE?accountId=${broker}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Annoncen med sagsnummeret findes ikke');
    // A person names the account; only a key has one of its own.
    const unnamed = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/listings/by-case-number/REF-2026-001' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ accountId: 'Konto er krævet' });
    // A key of another account reaches only its own account's case numbers.
    const lightKey = (await createKey(PERSONAS.light, light, 'Andet system', 2)).key;
    expect((await withKey(lightKey, 'GET', `/api/v2/listings/by-case-number/REF-2026-001?accountId=${broker}`)).statusCode).toBe(403);
    expect((await withKey(lightKey, 'GET', '/api/v2/listings/by-case-number/REF-2026-001')).statusCode).toBe(404);
  });

  it('is closed with a reason and reopened without If-Match, and with a stale one is refused', async () => {
    const url = '/api/v2/listings/by-case-number/REF-2026-001';
    expect((await withKey(reader, 'POST', `${url}/close`, { closingReasonId: 1 })).statusCode).toBe(403);
    const stale = await t.app.inject({
      method: 'POST',
      url: `${url}/close`,
      headers: { authorization: `Bearer ${member}`, 'if-match': 'W/"0"' },
      payload: { closingReasonId: 1 },
    });
    expect(stale.statusCode).toBe(412);
    const noReason = await withKey(member, 'POST', `${url}/close`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('closingReasonId');

    const closed = await withKey(member, 'POST', `${url}/close`, { closingReasonId: 1, closingReasonText: 'Udlejet via sagssystemet' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().listing).toMatchObject({ id: first, status: LISTING_STATUSES.closed, closingReasonId: 1 });
    expect((await withKey(member, 'POST', `${url}/close`, { closingReasonId: 1 })).statusCode).toBe(409);

    const reopened = await t.app.inject({
      method: 'POST',
      url: `${url}/reopen`,
      headers: { authorization: `Bearer ${member}`, 'if-match': closed.headers.etag! },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().listing).toMatchObject({ id: first, status: LISTING_STATUSES.active, closingReasonId: null });
    // The lifecycle's history says who did it, as for the by-id routes.
    const history = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${first}/history` });
    expect(history.json().total).toBeGreaterThanOrEqual(2);
  });

  it('filters the index by the exact case number, and by part of it where the member area searches', async () => {
    const ids = async (query: string) =>
      (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&${query}` }))
        .json<{ listings: { id: number }[] }>()
        .listings.map((l) => l.id);
    expect(await ids('caseNumber=REF-2026-001')).toEqual([first]);
    expect(await ids('caseNumber=REF-2026-00')).toEqual([]);
    expect((await ids('caseNumberContains=REF-2026-001')).sort()).toEqual([first, second].sort());
    const exported = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/export.csv?accountId=${broker}&caseNumber=REF-2026-0010` });
    expect(exported.body.trim().split('\n')).toHaveLength(2);
  });

  it('answers 409 when several listings share the case number, naming neither', async () => {
    const [third] = (await activeBrokerListings(3)).slice(2) as [number];
    await setCaseNumber(third, 'REF-2026-0010');
    const shared = await withKey(member, 'GET', '/api/v2/listings/by-case-number/REF-2026-0010');
    expect(shared.statusCode).toBe(409);
    expect(shared.json().message).toBe('Sagsnummeret REF-2026-0010 har 2 annoncer i kontoen; brug annoncens id');
    await setCaseNumber(third, null);
  });

  it('is deleted by case number, after which the case number names no listing', async () => {
    const url = '/api/v2/listings/by-case-number/REF-2026-0010';
    expect((await withKey(reader, 'DELETE', url)).statusCode).toBe(403);
    const deleted = await withKey(member, 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().listing).toMatchObject({ id: second, status: LISTING_STATUSES.deleted });
    expect((await withKey(member, 'GET', url)).statusCode).toBe(404);
    expect((await withKey(member, 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('a key that knows its account', () => {
  it('is told its account, role and name, and a signed-in user theirs', async () => {
    const { key, apiKey } = await createKey(PERSONAS.brokerAdmin, broker, 'Sagssystem Nord', 3);
    const me = await withKey(key, 'GET', '/api/v2/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toEqual({
      kind: 'apiKey',
      apiKeyId: apiKey.id,
      name: 'Sagssystem Nord',
      email: null,
      isStaff: false,
      accounts: [{ id: broker, name: ACCOUNTS.broker, accountType: 1, roles: [3] }],
    });
    const user = await t.request(PERSONAS.multi, { method: 'GET', url: '/api/v2/me' });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ kind: 'user', apiKeyId: null, email: PERSONAS.multi, isStaff: false });
    expect(
      user
        .json()
        .accounts.map((a: { name: string; roles: number[] }) => [a.name, a.roles])
        .sort(),
    ).toEqual(
      [
        [ACCOUNTS.broker, [2]],
        [ACCOUNTS.premium, [1]],
      ].sort(),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/me' })).statusCode).toBe(401);
  });

  it('leaves accountId out of bodies and queries; a person may not', async () => {
    const { key } = await createKey(PERSONAS.brokerAdmin, broker, 'Sagssystem', 2);
    // A new listing: the body's other fields are judged, the account is the key's.
    const made = await withKey(key, 'POST', '/api/v2/listings', { listingType: 1, title: 'kort' });
    expect(made.statusCode).toBe(400);
    expect(made.json().fields).toHaveProperty('title');
    expect(made.json().fields).not.toHaveProperty('accountId');
    const byPerson = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: { listingType: 1, title: 'kort' } });
    expect(byPerson.statusCode).toBe(400);
    expect(byPerson.json().fields).toHaveProperty('accountId');

    const imported = await withKey(key, 'POST', '/api/v2/listings/import', ['ingen annonce']);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ refused: 1 });
    const importedByPerson = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings/import', payload: ['ingen annonce'] as never });
    expect(importedByPerson.statusCode).toBe(400);
    expect(importedByPerson.json().fields).toEqual({ accountId: 'Konto er krævet' });

    const fetched = await withKey(key, 'POST', '/api/v2/images/url', { url: 'http://127.0.0.1/billede.png' });
    expect(fetched.statusCode).toBe(400);
    expect(fetched.json().fields).not.toHaveProperty('accountId');
    // Another account named is still another account.
    expect((await withKey(key, 'POST', '/api/v2/listings', { accountId: light, listingType: 1, title: 'kort' })).statusCode).toBe(403);
  });
});

describe("a key's own API log", () => {
  it('reads its own entries only, whatever it asks for; a key of another account reads none', async () => {
    const own = await createKey(PERSONAS.brokerAdmin, broker, 'Sagssystem', 3);
    const other = await createKey(PERSONAS.brokerAdmin, broker, 'Andet', 2);
    expect((await withKey(own.key, 'GET', '/api/v2/listings?perPage=1')).statusCode).toBe(200);
    expect((await withKey(other.key, 'GET', '/api/v2/listings?perPage=1')).statusCode).toBe(200);
    const log = (key: string, query = '') => withKey(key, 'GET', `/api/v2/accounts/${broker}/api-log${query}`);
    await expect.poll(async () => (await log(own.key)).json<{ total: number }>().total).toBeGreaterThanOrEqual(1);
    const entries = (await log(own.key, '?perPage=100')).json<{ entries: { apiKeyId: number; path: string }[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries.map((e) => e.apiKeyId))).toEqual(new Set([own.apiKey.id]));
    expect(entries.map((e) => e.path)).toContain('/api/v2/listings');

    const asked = await log(own.key, `?apiKeyId=${other.apiKey.id}`);
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe('En API-nøgle kan kun læse sin egen log');
    expect((await log(own.key, `?apiKeyId=${own.apiKey.id}`)).statusCode).toBe(200);
    // The administrator reads every key's entries.
    const all = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log?perPage=100` });
    expect(all.json<{ entries: { apiKeyId: number }[] }>().entries.some((e) => e.apiKeyId === other.apiKey.id)).toBe(true);

    const lightKey = (await createKey(PERSONAS.light, light, 'Fremmed', 2)).key;
    expect((await log(lightKey)).statusCode).toBe(403);
  });
});

describe('the index pages on by cursor in every sort', () => {
  it('reads the same rows page by page as in one page, each page but the last with a cursor, empty columns last', async () => {
    // Some listings without a case number, price, floor area or quality, so that every nullable sort has empty rows.
    const ids = await activeBrokerListings(4);
    await t.database.db
      .update(listings)
      .set({ caseNumber: null, price: null, floorArea: null, qualityScore: null })
      .where(inArray(listings.id, ids.slice(0, 3)));
    const total = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&status=2&perPage=1` })).json()
      .total as number;
    expect(total).toBeGreaterThan(14);
    expect(total).toBeLessThanOrEqual(100);
    for (const sort of LISTING_SORT_FIELDS) {
      for (const order of ['ASC', 'DESC']) {
        const base = `/api/v2/listings?accountId=${broker}&status=2&sort=${sort}&order=${order}`;
        const whole = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `${base}&perPage=100` })).json<{ listings: { id: number }[] }>();
        const paged: number[] = [];
        let after: string | null = null;
        let pages = 0;
        do {
          const url: string = `${base}&perPage=7${after === null ? '' : `&after=${after}`}`;
          const page = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url });
          expect(page.statusCode, `${sort} ${order}: ${page.body}`).toBe(200);
          const body = page.json<{ listings: { id: number }[]; nextCursor: string | null }>();
          paged.push(...body.listings.map((l) => l.id));
          // No cursor only on the last page: one with fewer rows than asked for.
          if (body.nextCursor === null) expect(body.listings.length, `${sort} ${order}`).toBeLessThan(7);
          after = body.nextCursor;
          pages += 1;
        } while (after !== null && pages < 50);
        expect(paged, `${sort} ${order}`).toEqual(whole.listings.map((l) => l.id));
      }
    }
  });

  it('refuses a cursor with an empty key for a sort by a column that is never empty', async () => {
    const cursor = Buffer.from(JSON.stringify(['title', 'ASC', null, 5])).toString('base64url');
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&sort=title&order=ASC&after=${cursor}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('after');
    const price = Buffer.from(JSON.stringify(['price', 'ASC', 'dyr', 5])).toString('base64url');
    expect(
      (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&sort=price&order=ASC&after=${price}` })).statusCode,
    ).toBe(400);
  });
});

function rateLimitsPerKey(env: NodeJS.ProcessEnv) {
  let limited: TestApp;
  let limitedBroker: number;
  beforeAll(async () => {
    limited = await createTestApp({ ...env, API_KEY_RATE_LIMIT_MAX: '3', API_KEY_RATE_LIMIT_WINDOW_MS: '60000' });
    limitedBroker = await accountIdByName(limited.database, ACCOUNTS.broker);
  });
  afterAll(() => limited.close());

  const logOf = async (apiKeyId: number) =>
    (await limited.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${limitedBroker}/api-log?apiKeyId=${apiKeyId}&perPage=100` })).json<{
      entries: { status: number }[];
    }>().entries;

  it('says the policy on every answer to a key, and past it answers 429 with Retry-After, logging nothing', async () => {
    const { key, apiKey } = await createKey(PERSONAS.brokerAdmin, limitedBroker, 'Travlt system', 3, limited);
    const answers = [];
    for (const url of ['/api/v2/me', '/api/v2/listings/999999', '/api/v2/me', '/api/v2/me', '/api/v2/me'])
      answers.push(await withKey(key, 'GET', url, undefined, limited));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 200, 429, 429]);
    for (const answer of answers) expect(answer.headers['ratelimit-policy']).toBe('"api-key";q=3;w=60');
    expect(answers.map((a) => String(a.headers.ratelimit).replace(/t=\d+/, 't'))).toEqual([
      '"api-key";r=2;t',
      '"api-key";r=1;t',
      '"api-key";r=0;t',
      '"api-key";r=0;t',
      '"api-key";r=0;t',
    ]);
    const refused = answers[3]!;
    expect(refused.json()).toEqual({
      code: 'too_many_requests',
      message: expect.stringMatching(/^API-nøglen har brugt sine 3 kald pr. 60 sekunder\. Prøv igen om \d+ sekunder\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Only the calls let through are in the log.
    await expect.poll(async () => (await logOf(apiKey.id)).map((e) => e.status).sort()).toEqual([200, 200, 404]);
    // Another key has its own count; a signed-in person has none.
    const other = await createKey(PERSONAS.brokerAdmin, limitedBroker, 'Andet system', 3, limited);
    expect((await withKey(other.key, 'GET', '/api/v2/me', undefined, limited)).statusCode).toBe(200);
    const person = await limited.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/me' });
    expect(person.statusCode).toBe(200);
    expect(person.headers).not.toHaveProperty('ratelimit');
  });

  it("refuses a revoked key's calls, logging them once per window, and past the limit without looking the key up", async () => {
    const { key, apiKey } = await createKey(PERSONAS.brokerAdmin, limitedBroker, 'Gammelt system', 2, limited);
    const revoke = await limited.request(PERSONAS.brokerAdmin, { method: 'DELETE', url: `/api/v2/accounts/${limitedBroker}/api-keys/${apiKey.id}` });
    expect(revoke.statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await withKey(key, 'GET', '/api/v2/listings', undefined, limited)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    await expect.poll(async () => (await logOf(apiKey.id)).map((e) => e.status)).toEqual([401]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await logOf(apiKey.id)).map((e) => e.status)).toEqual([401]);
  });
}

describe('rate limits per key, counted in the database', () => rateLimitsPerKey({}));

describe.skipIf(!process.env.TEST_REDIS_URL)('rate limits per key, counted in Redis', () => rateLimitsPerKey({ REDIS_URL: process.env.TEST_REDIS_URL }));

describe('the OpenAPI document', () => {
  it('declares 429 with Retry-After and the RateLimit headers on every call an API key may make', () => {
    type Operation = { security?: Record<string, unknown>[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const swagger: unknown = t.app.swagger();
    const document = swagger as { paths: Record<string, Record<string, Operation>> };
    const forKeys = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.security?.some((scheme) => 'apiKey' in scheme));
    expect(forKeys.length).toBeGreaterThan(20);
    for (const operation of forKeys) {
      expect(operation.responses['429']?.headers).toHaveProperty('retry-after');
      for (const answer of Object.values(operation.responses))
        expect(Object.keys(answer.headers ?? {})).toEqual(expect.arrayContaining(['RateLimit-Policy', 'RateLimit']));
    }
    const login = document.paths['/auth/login']?.['post'];
    expect(login?.responses['200']?.headers).not.toHaveProperty('RateLimit');
  });
});
