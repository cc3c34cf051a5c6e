import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient, { type Client } from 'openapi-fetch';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { makePng } from '../fixtures/png';
import type { components, paths } from './generated/memberApi';

/*
 * A case system's integrator, with nothing but the OpenAPI document: a client generated from it
 * (tests/server/generated/memberApi.d.ts) against the server listening on a port.
 */

let t: TestApp;
let broker: number;
let baseUrl: string;
let admin: Client<paths>;
let pictures: Server;
let pictureBase: string;
/** How often the picture server was asked for each path. */
const fetched = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${await t.tokenFor(PERSONAS.brokerAdmin)}` } });
  // The case system's picture server.
  pictures = createServer((req, res) => {
    const path = req.url ?? '';
    fetched.set(path, (fetched.get(path) ?? 0) + 1);
    // A picture of its own for each path: a listing refuses the same picture twice.
    const colour = createHash('sha256').update(path).digest();
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePng(1200, 800, [colour.readUInt8(0), colour.readUInt8(1), colour.readUInt8(2)]));
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const DESCRIPTION = 'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.';

describe("an integrator's journey through the generated client", () => {
  it('makes a key, upserts listings with pictures, repeats them unchanged, imports a CSV, reads the API log, and is refused once the key is revoked', async () => {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Sagssystem', role: 2 } });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    if (!made.data) throw new Error('no key');
    const { key, apiKey } = made.data;
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });

    const found = await client.GET('/api/v2/addresses', { params: { query: { q: 'Sundkrogsgade 21', limit: 1 } } });
    const found0 = found.data?.addresses[0];
    if (!found0) throw new Error('no address');
    // The register says null where a listing's address leaves the floor and door out.
    const { floor, door, ...address } = found0;
    const listingAddress = { ...address, ...(floor === null ? {} : { floor }), ...(door === null ? {} : { door }) };

    const listing = (caseNumber: string): components['schemas']['NewRentalListingInput'] => ({
      accountId: broker,
      listingType: 1,
      title: `Kontorlejemål i Nordhavn, sag ${caseNumber}`,
      flashline: 'Havudsigt og egen indgang',
      description: DESCRIPTION,
      address: listingAddress,
      listingtypeSubcategory: 'kontor',
      floorArea: 250,
      yearlyRent: 450_000,
      contactName: 'Mette Nordahl',
      contactPhone: '+45 33 12 34 56',
      contactEmail: 'mette@nordhavn-erhverv.dk',
      images: ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `${pictureBase}/${caseNumber}/${name}.png` })),
    });
    const caseNumbers = ['JOURNEY-1', 'JOURNEY-2', 'JOURNEY-3'];
    const upsert = (caseNumber: string) =>
      client.PUT('/api/v2/listings/by-case-number/{caseNumber}', { params: { path: { caseNumber } }, body: listing(caseNumber) });

    for (const caseNumber of caseNumbers) {
      const { data, response } = await upsert(caseNumber);
      expect(response.status).toBe(201);
      expect(data?.outcome).toBe('created');
      expect(data?.images.map((image) => image.fetched)).toEqual([true, true, true]);
      expect(data?.listing).toMatchObject({ accountOwnerListingIdentifierID: caseNumber, status: 1, listingType: 1 });
    }
    const fetchesAfterFirst = [...fetched.values()].reduce((a, b) => a + b, 0);
    expect(fetchesAfterFirst).toBe(9);

    for (const caseNumber of caseNumbers) {
      const { data, response } = await upsert(caseNumber);
      expect(response.status).toBe(200);
      expect(data?.outcome).toBe('unchanged');
      expect(data?.images.map((image) => image.fetched)).toEqual([false, false, false]);
    }
    expect([...fetched.values()].reduce((a, b) => a + b, 0)).toBe(fetchesAfterFirst);

    const header = ['accountOwnerListingIdentifierID', 'listingType', 'title', 'flashline', 'description', 'address.id', 'listingtypeSubcategory'];
    const columns = [...header, 'floorArea', 'yearlyRent', 'contactName', 'contactPhone', 'contactEmail'];
    const row = (caseNumber: string, floorArea: string) =>
      [
        caseNumber,
        '1',
        `Lager i Nordhavn, sag ${caseNumber}`,
        'Kort vej til motorvejen',
        DESCRIPTION,
        address.id,
        'lager',
        floorArea,
        '120000',
        'Mette Nordahl',
        '+4533123456',
        'mette@nordhavn-erhverv.dk',
      ].join(';');
    const csv = [columns.join(';'), row('CSV-A', '800'), row('CSV-B', 'stort'), row('CSV-C', '1.200')].join('\n');
    const imported = await client.POST('/api/v2/listings/import', {
      params: { query: { accountId: broker } },
      body: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      bodySerializer: (text) => text,
    });
    expect(imported.response.status, JSON.stringify(imported.error)).toBe(200);
    expect(imported.data).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(imported.data?.rows.map((r) => [r.caseNumber, r.outcome])).toEqual([
      ['CSV-A', 'created'],
      ['CSV-B', 'refused'],
      ['CSV-C', 'created'],
    ]);
    expect(imported.data?.rows[1]?.fields).toEqual({ floorArea: 'Etageareal skal være korrekt' });

    // The log is written once each call is answered.
    const logged = async () => {
      const { data } = await admin.GET('/api/v2/accounts/{id}/api-log', { params: { path: { id: broker }, query: { apiKeyId: apiKey.id, perPage: 100 } } });
      return (data?.entries ?? []).map((entry) => `${entry.status} ${entry.method} ${entry.path}`).sort();
    };
    await expect
      .poll(logged)
      .toEqual(
        [
          '200 GET /api/v2/addresses',
          ...caseNumbers.flatMap((c) => [`201 PUT /api/v2/listings/by-case-number/${c}`, `200 PUT /api/v2/listings/by-case-number/${c}`]),
          '200 POST /api/v2/listings/import',
        ].sort(),
      );

    const revoked = await admin.DELETE('/api/v2/accounts/{id}/api-keys/{keyId}', { params: { path: { id: broker, keyId: apiKey.id } } });
    expect(revoked.response.status).toBe(200);
    const refused = await client.GET('/api/v2/listings', { params: { query: { caseNumber: 'JOURNEY' } } });
    expect(refused.response.status).toBe(401);
    expect(refused.error?.message).toBe('API-nøglen er ugyldig eller tilbagekaldt');
  });

  it('finds a listing by its exact case number, reads, closes, reopens and deletes it by that number', async () => {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Sagssystem ref', role: 2 } });
    if (!made.data) throw new Error('no key');
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data.key}` } });
    // An active listing of the account with a case number no other listing has.
    const active = await client.GET('/api/v2/listings', { params: { query: { status: [2], sort: 'id', order: 'ASC', perPage: 50 } } });
    let caseNumber: string | undefined;
    for (const row of active.data?.listings ?? []) {
      const number = row.accountOwnerListingIdentifierID;
      if (!number) continue;
      const exact = await client.GET('/api/v2/listings', { params: { query: { caseNumber: number } } });
      if (exact.data?.listings.length === 1) {
        caseNumber = number;
        break;
      }
    }
    if (!caseNumber) throw new Error('no listing with a case number of its own');
    const path = { caseNumber };
    const read = await client.GET('/api/v2/listings/by-case-number/{caseNumber}', { params: { path } });
    expect(read.response.status).toBe(200);
    expect(read.data?.listing).toMatchObject({ accountOwnerListingIdentifierID: caseNumber, status: 2 });
    const closed = await client.POST('/api/v2/listings/by-case-number/{caseNumber}/close', { params: { path }, body: { closingReasonId: 1 } });
    expect(closed.response.status, JSON.stringify(closed.error)).toBe(200);
    expect(closed.data?.listing.status).toBe(5);
    const reopened = await client.POST('/api/v2/listings/by-case-number/{caseNumber}/reopen', { params: { path } });
    expect(reopened.response.status, JSON.stringify(reopened.error)).toBe(200);
    expect(reopened.data?.listing.status).toBe(2);
    const deleted = await client.DELETE('/api/v2/listings/by-case-number/{caseNumber}', { params: { path } });
    expect(deleted.data?.listing.status).toBe(7);
    const gone = await client.GET('/api/v2/listings/by-case-number/{caseNumber}', { params: { path } });
    expect(gone.response.status).toBe(404);
  });

  it('asks who its key is, and pushes a listing without naming the account', async () => {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Sagssystem uden konto', role: 2 } });
    if (!made.data) throw new Error('no key');
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data.key}` } });
    const me = await client.GET('/api/v2/me');
    expect(me.data).toMatchObject({ kind: 'apiKey', apiKeyId: made.data.apiKey.id, name: 'Sagssystem uden konto', accounts: [{ id: broker, roles: [2] }] });

    const found = await client.GET('/api/v2/addresses', { params: { query: { q: 'Sundkrogsgade 21', limit: 1 } } });
    const found0 = found.data?.addresses[0];
    if (!found0) throw new Error('no address');
    const { floor, door, ...address } = found0;
    const body: components['schemas']['NewRentalListingInput'] = {
      listingType: 1,
      title: 'Kontorlejemål i Nordhavn uden kontonummer',
      flashline: 'Havudsigt og egen indgang',
      description: DESCRIPTION,
      address: { ...address, ...(floor === null ? {} : { floor }), ...(door === null ? {} : { door }) },
      listingtypeSubcategory: 'kontor',
      floorArea: 180,
      yearlyRent: 320_000,
      contactName: 'Mette Nordahl',
      contactPhone: '+45 33 12 34 56',
      contactEmail: 'mette@nordhavn-erhverv.dk',
      images: ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `${pictureBase}/UDEN-KONTO/${name}.png` })),
    };
    const pushed = await client.PUT('/api/v2/listings/by-case-number/{caseNumber}', { params: { path: { caseNumber: 'UDEN-KONTO-1' } }, body });
    expect(pushed.response.status, JSON.stringify(pushed.error)).toBe(201);
    expect(pushed.data?.listing.accountId).toBe(broker);
  });

  it('reads its own API log with its key', async () => {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Sagssystem log', role: 3 } });
    if (!made.data) throw new Error('no key');
    const { apiKey, key } = made.data;
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${key}` } });
    expect((await client.GET('/api/v2/me')).response.status).toBe(200);
    const own = async () =>
      (await client.GET('/api/v2/accounts/{id}/api-log', { params: { path: { id: broker }, query: { perPage: 100 } } })).data?.entries ?? [];
    await expect.poll(async () => (await own()).map((entry) => `${entry.status} ${entry.method} ${entry.path}`)).toContain('200 GET /api/v2/me');
    expect(new Set((await own()).map((entry) => entry.apiKeyId))).toEqual(new Set([apiKey.id]));
  });

  it('pages through the index by cursor in a sort by a column that may be empty, to the last page', async () => {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Sagssystem sync', role: 3 } });
    if (!made.data) throw new Error('no key');
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data.key}` } });
    const ids: number[] = [];
    let after: string | undefined;
    let total = 0;
    for (let pages = 0; pages < 100; pages++) {
      const { data } = await client.GET('/api/v2/listings', { params: { query: { sort: 'price', order: 'ASC', perPage: 20, ...(after ? { after } : {}) } } });
      if (!data) throw new Error('no page');
      total = data.total;
      ids.push(...data.listings.map((listing) => listing.id));
      if (data.nextCursor === null) break;
      after = data.nextCursor;
    }
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it("is told its key's rate limit on every answer, and past it gets 429 with Retry-After", async () => {
    const limited = await createTestApp({ API_KEY_RATE_LIMIT_MAX: '2' });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const limitedUrl = `http://127.0.0.1:${(limited.app.server.address() as AddressInfo).port}`;
      const limitedAdmin = createClient<paths>({ baseUrl: limitedUrl, headers: { authorization: `Bearer ${await limited.tokenFor(PERSONAS.brokerAdmin)}` } });
      const made = await limitedAdmin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Travlt system', role: 3 } });
      if (!made.data) throw new Error('no key');
      const client = createClient<paths>({ baseUrl: limitedUrl, headers: { authorization: `Bearer ${made.data.key}` } });
      const answers = [await client.GET('/api/v2/me'), await client.GET('/api/v2/me'), await client.GET('/api/v2/me')];
      expect(answers.map((a) => a.response.status)).toEqual([200, 200, 429]);
      for (const { response } of answers) expect(response.headers.get('ratelimit-policy')).toBe('"api-key";q=2;w=60');
      expect(answers.map(({ response }) => response.headers.get('ratelimit')?.replace(/;t=\d+$/, ''))).toEqual([
        '"api-key";r=1',
        '"api-key";r=0',
        '"api-key";r=0',
      ]);
      const refused = answers[2]!;
      expect(refused.error?.code).toBe('too_many_requests');
      expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
    // A second server of its own, on a fresh database.
  }, 120_000);
});

describe("an integrator's errors, request ids and conditional requests, through the generated client", () => {
  /** A fresh key's client, and a rental listing body for a case number with pictures of its own. */
  async function keyClient(name: string) {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name, role: 2 } });
    if (!made.data) throw new Error(JSON.stringify(made.error));
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data.key}` } });
    const found = await client.GET('/api/v2/addresses', { params: { query: { q: 'Sundkrogsgade 21', limit: 1 } } });
    const first = found.data?.addresses[0];
    if (!first) throw new Error('no address');
    const { floor, door, ...address } = first;
    const body = (caseNumber: string, title = `Kontorlejemål i Nordhavn, sag ${caseNumber}`): components['schemas']['NewRentalListingInput'] => ({
      accountId: broker,
      listingType: 1,
      title,
      flashline: 'Havudsigt og egen indgang',
      description: DESCRIPTION,
      address: { ...address, ...(floor ? { floor } : {}), ...(door ? { door } : {}) },
      listingtypeSubcategory: 'kontor',
      floorArea: 250,
      yearlyRent: 450_000,
      contactName: 'Mette Nordahl',
      contactPhone: '+45 33 12 34 56',
      contactEmail: 'mette@nordhavn-erhverv.dk',
      images: ['facade', 'kontor', 'udsigt'].map((picture) => ({ url: `${pictureBase}/${caseNumber}/${picture}.png` })),
    });
    return { client, keyId: made.data.apiKey.id, body };
  }

  it('reads each bad field of a refused push by its code and limits, beside the Danish message the member area shows', async () => {
    const { client, body } = await keyClient('Fejlkoder');
    const refused = await client.PUT('/api/v2/listings/by-case-number/{caseNumber}', {
      params: { path: { caseNumber: 'CODES-1' } },
      body: body('CODES-1', 'For kort'),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.code).toBe('bad_input');
    expect(refused.error?.errors).toEqual([{ field: 'title', code: 'too_short', min: 20, message: 'Titel skal være mellem 20 og 128 tegn' }]);
    expect(refused.error?.fields).toEqual({ title: 'Titel skal være mellem 20 og 128 tegn' });
  });

  it('reads the same refusal in English with Accept-Language: en', async () => {
    const { client, body } = await keyClient('Engelsk');
    const refused = await client.PUT('/api/v2/listings/by-case-number/{caseNumber}', {
      params: { path: { caseNumber: 'CODES-2' }, header: { 'accept-language': 'en' } },
      body: body('CODES-2', 'For kort'),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.response.headers.get('content-language')).toBe('en');
    expect(refused.error?.errors).toEqual([{ field: 'title', code: 'too_short', min: 20, message: 'title must be at least 20 characters' }]);
  });

  it('names its request by X-Request-Id and finds it in the API log with the query string and the field errors', async () => {
    const { client, keyId } = await keyClient('Sporbar');
    const refused = await client.GET('/api/v2/listings', {
      params: { query: { caseNumber: 'CODES-3', perPage: 0 }, header: { 'x-request-id': 'sag-CODES-3-push-1' } },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.errors).toEqual([{ field: 'perPage', code: 'too_small', min: 1, message: refused.error?.fields?.['perPage'] }]);
    expect(refused.response.headers.get('x-request-id')).toBe('sag-CODES-3-push-1');
    const unnamed = await client.GET('/api/v2/listings', { params: { query: { perPage: 1 } } });
    expect(unnamed.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const logged = async () =>
      (await admin.GET('/api/v2/accounts/{id}/api-log', { params: { path: { id: broker }, query: { apiKeyId: keyId, requestId: 'sag-CODES-3-push-1' } } })).data
        ?.entries ?? [];
    await expect.poll(async () => (await logged()).length).toBe(1);
    const [entry] = await logged();
    expect(entry).toMatchObject({
      status: 400,
      method: 'GET',
      path: '/api/v2/listings',
      query: 'caseNumber=CODES-3&perPage=0',
      requestId: 'sag-CODES-3-push-1',
    });
    expect(entry?.fieldErrors).toEqual(refused.error?.errors);
  });

  it('polls a listing with If-None-Match (304 while unchanged) and changes it with If-Match: * or a list of tags', async () => {
    const { client, body } = await keyClient('Betinget');
    const pushed = await client.PUT('/api/v2/listings/by-case-number/{caseNumber}', { params: { path: { caseNumber: 'CODES-4' } }, body: body('CODES-4') });
    expect(pushed.response.status, JSON.stringify(pushed.error)).toBe(201);
    const id = pushed.data?.listing.id ?? 0;
    const read = await client.GET('/api/v2/listings/{id}', { params: { path: { id } } });
    const tag = read.response.headers.get('etag') ?? '';
    const unchanged = await client.GET('/api/v2/listings/{id}', { params: { path: { id }, header: { 'if-none-match': tag } } });
    expect(unchanged.response.status).toBe(304);

    const activated = await client.POST('/api/v2/listings/{id}/activate', { params: { path: { id }, header: { 'if-match': '*' } } });
    expect(activated.response.status, JSON.stringify(activated.error)).toBe(200);
    const newTag = activated.response.headers.get('etag') ?? '';
    expect(newTag).not.toBe(tag);
    const changed = await client.GET('/api/v2/listings/{id}', { params: { path: { id }, header: { 'if-none-match': tag } } });
    expect(changed.response.status).toBe(200);
    const stale = await client.POST('/api/v2/listings/{id}/deactivate', { params: { path: { id }, header: { 'if-match': tag } } });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.code).toBe('stale_version');
    const listed = await client.POST('/api/v2/listings/{id}/deactivate', { params: { path: { id }, header: { 'if-match': `${tag}, ${newTag}` } } });
    expect(listed.response.status, JSON.stringify(listed.error)).toBe(200);
  });
});

describe("an integrator's journey: a feed that cannot hurt what the broker does by hand", () => {
  let client: Client<paths>;
  let listingAddress: components['schemas']['NewRentalListingInput']['address'];
  beforeAll(async () => {
    const made = await admin.POST('/api/v2/accounts/{id}/api-keys', { params: { path: { id: broker } }, body: { name: 'Sagssystem, feed', role: 2 } });
    if (!made.data) throw new Error('no key');
    client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data.key}` } });
    const found = (await client.GET('/api/v2/addresses', { params: { query: { q: 'Sundkrogsgade 21', limit: 1 } } })).data?.addresses[0];
    if (!found) throw new Error('no address');
    const { floor, door, ...address } = found;
    listingAddress = { ...address, ...(floor === null ? {} : { floor }), ...(door === null ? {} : { door }) };
  });

  const photos = (caseNumber: string) => ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `${pictureBase}/${caseNumber}/${name}.png` }));
  const listing = (
    caseNumber: string,
    extra: Partial<components['schemas']['PushedRentalListingInput']> = {},
  ): components['schemas']['PushedRentalListingInput'] => ({
    accountId: broker,
    listingType: 1,
    title: `Kontorlejemål i Nordhavn, sag ${caseNumber}`,
    flashline: 'Havudsigt og egen indgang',
    description: DESCRIPTION,
    address: listingAddress,
    listingtypeSubcategory: 'kontor',
    floorArea: 250,
    yearlyRent: 450_000,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
    ...extra,
  });
  const push = (caseNumber: string, body: components['schemas']['PushedRentalListingInput'], ifMatch?: string) =>
    client.PUT('/api/v2/listings/by-case-number/{caseNumber}', {
      params: { path: { caseNumber }, header: ifMatch === undefined ? {} : { 'if-match': ifMatch } },
      body,
    });

  it('refuses a push without images for a listing to activate, as too few would be, and keeps it as a draft without activate', async () => {
    const refused = await push('FLOW-UDEN', listing('FLOW-UDEN', { activate: true }));
    expect(refused.response.status).toBe(409);
    expect(refused.error?.fields).toEqual({ images: 'Antal billeder skal være mellem 3 og 10' });
    const draft = await push('FLOW-UDEN', listing('FLOW-UDEN'));
    expect(draft.response.status).toBe(201);
    expect(draft.data?.listing).toMatchObject({ status: 1, images: [] });
  });

  it('runs a full feed as a dry run, is refused past the share without confirm, and closes only what the dry run said, never a listing made by hand', async () => {
    const rows = ['FLOW-1', 'FLOW-2', 'FLOW-3', 'FLOW-4', 'FLOW-5'].map((caseNumber) => ({
      ...listing(caseNumber, { activate: true, images: photos(caseNumber) }),
      accountOwnerListingIdentifierID: caseNumber,
    }));
    const imported = await client.POST('/api/v2/listings/import', { params: { query: { accountId: broker } }, body: rows });
    expect(imported.data).toMatchObject({ dryRun: false, created: 5, refused: 0 });
    const byHand = await admin.POST('/api/v2/listings', {
      body: { ...listing('FLOW-HÅND', { activate: true, images: photos('FLOW-HAAND') }), accountOwnerListingIdentifierID: 'FLOW-HÅND' },
    });
    expect(byHand.response.status).toBe(201);

    const kept = rows.slice(0, 3);
    const full = (query: { confirm?: 'true'; dryRun?: 'true' }) =>
      client.POST('/api/v2/listings/import', { params: { query: { accountId: broker, mode: 'full', ...query } }, body: kept });
    const refused = await full({});
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'too_many_to_close' });
    const counts = refused.error && 'wouldClose' in refused.error ? refused.error : null;
    // At most a fifth of the account's listings from a case system closes without confirm.
    expect(counts?.maxWithoutConfirm).toBe(Math.floor((counts?.caseSystemListings ?? 0) / 5));
    const wouldClose = counts?.wouldClose ?? 0;
    expect(wouldClose).toBeGreaterThanOrEqual(2);

    const dry = await full({ confirm: 'true', dryRun: 'true' });
    expect(dry.data).toMatchObject({ dryRun: true, unchanged: 3, created: 0 });
    const closing = dry.data?.closed.map((c) => c.caseNumber) ?? [];
    expect(closing).toHaveLength(wouldClose);
    expect(closing).toEqual(expect.arrayContaining(['FLOW-4', 'FLOW-5']));
    expect(closing).not.toContain('FLOW-HÅND');
    const stillOpen = await client.GET('/api/v2/listings', { params: { query: { caseNumber: 'FLOW-4' } } });
    expect(stillOpen.data?.listings[0]?.status).toBe(2);

    const run = await full({ confirm: 'true' });
    expect(run.data?.closed).toEqual(dry.data?.closed);
    expect(run.data?.rows).toEqual(dry.data?.rows);
    const hand = await client.GET('/api/v2/listings', { params: { query: { caseNumber: 'FLOW-HÅND' } } });
    expect(hand.data?.listings[0]?.status).toBe(2);
  });

  it("says which of the broker's edits a push overwrote, and honours If-Match when sent", async () => {
    const made = await push('FLOW-RET', listing('FLOW-RET'));
    const id = made.data?.listing.id ?? 0;
    const edited = await admin.PUT('/api/v2/listings/{id}', {
      params: { path: { id }, header: { 'if-match': 'W/"1"' } },
      body: { ...listing('FLOW-RET'), accountOwnerListingIdentifierID: 'FLOW-RET', title: 'Mæglerens titel, rettet i medlemsområdet' },
    });
    expect(edited.response.status).toBe(200);
    const stale = await push('FLOW-RET', listing('FLOW-RET'), 'W/"1"');
    expect(stale.response.status).toBe(412);
    const pushed = await push('FLOW-RET', listing('FLOW-RET'), 'W/"2"');
    expect(pushed.data?.outcome).toBe('updated');
    expect(pushed.data?.overwrote).toEqual([
      { field: 'title', label: 'Titel', from: 'Mæglerens titel, rettet i medlemsområdet', to: 'Kontorlejemål i Nordhavn, sag FLOW-RET' },
    ]);
  });

  it('refuses a typo in a property by name, in Danish', async () => {
    const typo = { ...listing('FLOW-TYPO'), farve: 'blå' };
    const refused = await push('FLOW-TYPO', typo);
    expect(refused.response.status).toBe(400);
    expect(refused.error?.fields).toEqual({ farve: 'Ukendt felt: farve' });
  });

  it('fetches no picture for a push it refuses', async () => {
    const before = [...fetched.keys()].filter((path) => path.startsWith('/FLOW-AFVIST/')).length;
    const refused = await push('FLOW-AFVIST', listing('FLOW-AFVIST', { title: 'Kort', images: photos('FLOW-AFVIST') }));
    expect(refused.response.status).toBe(400);
    expect(before).toBe(0);
    expect([...fetched.keys()].filter((path) => path.startsWith('/FLOW-AFVIST/'))).toEqual([]);
  });

  it('leaves a listing the broker closed by hand closed when a push activates it, says so, and reopens it when the push says reopen', async () => {
    const made = await push('FLOW-LUKKET', listing('FLOW-LUKKET', { activate: true, images: photos('FLOW-LUKKET') }));
    const { id, version } = made.data?.listing ?? { id: 0, version: 0 };
    const closed = await admin.POST('/api/v2/listings/{id}/close', {
      params: { path: { id }, header: { 'if-match': `W/"${version}"` } },
      body: { closingReasonId: 1 },
    });
    expect(closed.response.status).toBe(200);
    const left = await push('FLOW-LUKKET', listing('FLOW-LUKKET', { activate: true, images: photos('FLOW-LUKKET') }));
    expect(left.response.status).toBe(200);
    expect(left.data).toMatchObject({ outcome: 'left_closed', listing: { status: 5, closingReasonId: 1 } });
    const reopened = await push('FLOW-LUKKET', listing('FLOW-LUKKET', { activate: true, reopen: true, images: photos('FLOW-LUKKET') }));
    expect(reopened.data).toMatchObject({ outcome: 'reopened', listing: { status: 2, closingReasonId: null } });
  });
});
