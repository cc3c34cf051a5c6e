import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, ne } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, rentalListing, type TestApp } from './harness';
import { listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { makePng } from '../fixtures/png';
import { omit } from '../../server/omit';

let t: TestApp;
let broker: number;
let light: number;
let pictures: Server;
let pictureBase: string;
/** How often the picture server was asked for each path. */
const fetched = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
  // A case system's picture server.
  pictures = createServer((req, res) => {
    const path = req.url ?? '';
    fetched.set(path, (fetched.get(path) ?? 0) + 1);
    // Each path its own picture: the same bytes under two addresses are one picture.
    const [red = 0, green = 0, blue = 0] = createHash('sha256').update(path).digest();
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePng(1200, 800, [red, green, blue]));
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const upsert = (caseNumber: string, payload: Record<string, unknown>, as: string = PERSONAS.brokerAdmin) =>
  t.request(as, { method: 'PUT', url: `/api/v2/listings/by-case-number/${encodeURIComponent(caseNumber)}`, payload });

const rental = (overrides: Record<string, unknown> = {}) => rentalListing(t, overrides);

/** Three pictures of the case system's for a listing to be published with (each listing its own). */
const photos = (listing: string) => ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `${pictureBase}/${listing}/${name}.png` }));

const withCaseNumber = (accountId: number, caseNumber: string) =>
  t.database.db
    .select({ id: listings.id, version: listings.version, status: listings.status })
    .from(listings)
    .where(and(eq(listings.accountId, accountId), eq(listings.caseNumber, caseNumber), ne(listings.status, LISTING_STATUSES.deleted)));

describe('PUT /api/v2/listings/by-case-number/{caseNumber}', () => {
  it('creates the listing, then answers the same request as unchanged without a new version, then updates it', async () => {
    const images = ['facade', 'kontor', 'udsigt'].map((name) => ({ url: `${pictureBase}/sag-1/${name}.png` }));
    const body = await rental({ images });
    const created = await upsert('SAG-1', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      outcome: 'created',
      images: images.map(({ url }) => ({ url, fetched: true })),
      listing: { accountId: broker, listingType: 1, status: LISTING_STATUSES.pending, accountOwnerListingIdentifierID: 'SAG-1', yearlyRent: 450_000 },
    });
    expect(created.headers.etag).toBe('W/"1"');
    const id: number = created.json().listing.id;

    const again = await upsert('SAG-1', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'unchanged', listing: { id, version: 1 } });
    expect(again.json().images.map((image: { fetched: boolean }) => image.fetched)).toEqual([false, false, false]);
    expect(again.json().listing).toEqual(created.json().listing);
    // Each picture was fetched once, however often the listing is pushed.
    expect(fetched.get('/sag-1/facade.png')).toBe(1);
    expect(fetched.get('/sag-1/kontor.png')).toBe(1);

    const changed = await upsert('SAG-1', { ...body, yearlyRent: 480_000, images: [...images.slice(1), { url: `${pictureBase}/sag-1/ny.png` }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ outcome: 'updated', listing: { id, version: 2, yearlyRent: 480_000, price: 480_000 } });
    expect(changed.json().images).toEqual([
      { url: `${pictureBase}/sag-1/kontor.png`, fetched: false },
      { url: `${pictureBase}/sag-1/udsigt.png`, fetched: false },
      { url: `${pictureBase}/sag-1/ny.png`, fetched: true },
    ]);
    expect(changed.json().listing.images.map((image: { url: string }) => image.url)).toEqual(
      ['kontor', 'udsigt', 'ny'].map((name) => `${pictureBase}/sag-1/${name}.png`),
    );
    expect(await withCaseNumber(broker, 'SAG-1')).toHaveLength(1);
  });

  it('activates with the push when asked, and leaves an active listing as it is', async () => {
    const body = await rental({ activate: true, images: photos('sag-aktiv') });
    const first = await upsert('SAG-AKTIV', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().listing.status).toBe(LISTING_STATUSES.active);
    const again = await upsert('SAG-AKTIV', body);
    expect(again.json()).toMatchObject({ outcome: 'unchanged', listing: { status: LISTING_STATUSES.active, version: first.json().listing.version } });
  });

  it('makes one listing when the same new case number is pushed twice at once', async () => {
    const body = await rental();
    const answers = await Promise.all([upsert('SAG-SAMTIDIG', body), upsert('SAG-SAMTIDIG', body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    expect(answers.map((res) => res.json().outcome).sort()).toEqual(['created', 'unchanged']);
    expect(await withCaseNumber(broker, 'SAG-SAMTIDIG')).toHaveLength(1);
  });

  it('refuses bad input with Danish messages naming the fields, and stores nothing', async () => {
    const short = await upsert('SAG-FEJL', await rental({ title: 'Kort', yearlyRent: -5 }));
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().fields)).toEqual(expect.arrayContaining(['title', 'yearlyRent']));
    const other = await upsert('SAG-FEJL', await rental({ accountOwnerListingIdentifierID: 'SAG-ANDET' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ accountOwnerListingIdentifierID: "Sagsnummeret skal være det samme som i URL'en" });
    const picture = await upsert('SAG-FEJL', await rental({ images: [{ url: 'ftp://example.com/a.png' }] }));
    expect(picture.statusCode).toBe(400);
    expect(picture.json().fields).toHaveProperty(['images.0.url']);
    expect(await withCaseNumber(broker, 'SAG-FEJL')).toHaveLength(0);
  });

  it('answers 409 for a case number of another type, of a listing that can no longer change, or of several listings', async () => {
    expect((await upsert('SAG-TYPE', await rental())).statusCode).toBe(201);
    const sale = await upsert('SAG-TYPE', await rental({ listingType: 3, yearlyRent: undefined, salesPrice: 5_000_000 }));
    expect(sale.statusCode, sale.body).toBe(409);
    expect(sale.json().message).toBe('Sagsnummeret SAG-TYPE bruges af en annonce af en anden type');

    const archived = await upsert('SAG-ARKIV', await rental());
    await t.database.db.update(listings).set({ status: LISTING_STATUSES.archived }).where(eq(listings.id, archived.json().listing.id));
    const late = await upsert('SAG-ARKIV', await rental({ yearlyRent: 1 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('En annonce med status Arkiveret kan ikke ændres');

    const body = await rental({ accountOwnerListingIdentifierID: 'SAG-DOBBELT' });
    for (let i = 0; i < 2; i++) {
      expect((await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/listings', payload: body })).statusCode).toBe(201);
    }
    const twice = await upsert('SAG-DOBBELT', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Sagsnummeret SAG-DOBBELT bruges af 2 annoncer i kontoen');
  });

  it('lets only those who may create listings in the account push them', async () => {
    const body = await rental();
    expect((await upsert('SAG-ADGANG', body, PERSONAS.brokerReader)).statusCode).toBe(403);
    expect((await upsert('SAG-ADGANG', body, PERSONAS.light)).statusCode).toBe(403);
    expect((await upsert('SAG-ADGANG', { ...body, accountId: light }, PERSONAS.brokerAdmin)).statusCode).toBe(403);
    expect((await upsert('SAG-ADGANG', body, PERSONAS.brokerMember)).statusCode).toBe(201);
    expect(await withCaseNumber(light, 'SAG-ADGANG')).toHaveLength(0);
  });
});

describe('POST /api/v2/listings/import', () => {
  const importFeed = (accountId: number, rows: unknown[], as: string = PERSONAS.brokerAdmin, mode = 'partial') =>
    t.request(as, { method: 'POST', url: `/api/v2/listings/import?accountId=${accountId}&mode=${mode}`, payload: rows });

  it('upserts each row on its own and answers per row, a refused row naming its fields in Danish', async () => {
    const good = omit(await rental({ accountOwnerListingIdentifierID: 'FEED-1' }), 'accountId');
    const rows = [
      good,
      { ...good, accountOwnerListingIdentifierID: 'FEED-2', title: 'Kort' },
      { ...good, title: 'Samme sagsnummer igen i samme feed, anden titel' },
      { ...good, accountOwnerListingIdentifierID: undefined },
      'ikke en annonce',
      { ...good, accountOwnerListingIdentifierID: 'FEED-3', accountId: light },
    ];
    const res = await importFeed(broker, rows);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ created: 1, updated: 0, unchanged: 0, refused: 5, closed: [] });
    expect(answer.rows.map((r: { row: number; outcome: string; caseNumber: string | null }) => [r.row, r.caseNumber, r.outcome])).toEqual([
      [1, 'FEED-1', 'created'],
      [2, 'FEED-2', 'refused'],
      [3, 'FEED-1', 'refused'],
      [4, null, 'refused'],
      [5, null, 'refused'],
      [6, 'FEED-3', 'refused'],
    ]);
    expect(answer.rows[1].fields).toHaveProperty('title');
    expect(answer.rows[2].fields).toEqual({ accountOwnerListingIdentifierID: 'Sagsnummeret FEED-1 står også i en tidligere række' });
    expect(answer.rows[3].fields).toEqual({ accountOwnerListingIdentifierID: 'Sagsnummer er krævet' });
    expect(answer.rows[4].message).toBe('Rækken skal være en annonce');
    expect(answer.rows[5].fields).toEqual({ accountId: 'Kontoen skal være den samme som importens' });
    expect(await withCaseNumber(broker, 'FEED-2')).toHaveLength(0);
    expect(await withCaseNumber(light, 'FEED-3')).toHaveLength(0);

    const again = await importFeed(broker, [good]);
    expect(again.json()).toMatchObject({ created: 0, unchanged: 1, rows: [{ outcome: 'unchanged', listingId: answer.rows[0].listingId }] });
  });

  it('takes a feed only from those who may create listings in the account, and a feed that is a list', async () => {
    const good = omit(await rental({ accountOwnerListingIdentifierID: 'FEED-ADGANG' }), 'accountId');
    expect((await importFeed(broker, [good], PERSONAS.brokerReader)).statusCode).toBe(403);
    expect((await importFeed(broker, [good], PERSONAS.light)).statusCode).toBe(403);
    const notList = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/listings/import?accountId=${broker}`, payload: { listings: [] } });
    expect(notList.statusCode).toBe(400);
    expect((await importFeed(broker, [])).json().fields).toEqual({ _: 'Importen har ingen annoncer' });
    expect(await withCaseNumber(broker, 'FEED-ADGANG')).toHaveLength(0);
  });

  it('answers a long feed row by row over HTTP as each is settled, uncompressed, so the connection is never idle', async () => {
    const good = omit(await rental(), 'accountId');
    const rows = Array.from({ length: 12 }, (_, i) => ({ ...good, accountOwnerListingIdentifierID: `STRØM-${i}` }));
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/api/v2/listings/import?accountId=${broker}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.tokenFor(PERSONAS.brokerAdmin)}`, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify(rows),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-encoding')).toBeNull();
    const parts: string[] = [];
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(decoder.decode(read.value, { stream: true }));
    // The first rows arrive while the last are still being imported; the counts come last.
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]).not.toContain('"closed"');
    const answer = JSON.parse(parts.join('')) as { created: number; rows: { row: number; outcome: string }[] };
    expect(answer).toMatchObject({ created: 12, updated: 0, unchanged: 0, refused: 0, closed: [] });
    expect(answer.rows.map((row) => [row.row, row.outcome])).toEqual(rows.map((_, i) => [i + 1, 'created']));
  });
});

describe("a case system's API key", () => {
  it('pushes listings by case number and imports a feed in its own account, and a read-only key may not', async () => {
    const key = async (role: 2 | 3) => {
      const res = await t.request(PERSONAS.brokerAdmin, {
        method: 'POST',
        url: `/api/v2/accounts/${broker}/api-keys`,
        payload: { name: `Sagssystem ${role}`, role },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ key: string }>().key;
    };
    const withKey = (apiKey: string, method: 'PUT' | 'POST', url: string, payload: unknown) =>
      t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${apiKey}` } });
    const writer = await key(2);
    const body = await rental();
    const pushed = await withKey(writer, 'PUT', '/api/v2/listings/by-case-number/NØGLE-1', body);
    expect(pushed.statusCode, pushed.body).toBe(201);
    const fed = await withKey(writer, 'POST', `/api/v2/listings/import?accountId=${broker}`, [
      { ...omit(body, 'accountId'), accountOwnerListingIdentifierID: 'NØGLE-1' },
    ]);
    expect(fed.json()).toMatchObject({ unchanged: 1, rows: [{ outcome: 'unchanged', listingId: pushed.json().listing.id }] });
    const reader = await key(3);
    expect((await withKey(reader, 'PUT', '/api/v2/listings/by-case-number/NØGLE-2', body)).statusCode).toBe(403);
    expect((await withKey(reader, 'POST', `/api/v2/listings/import?accountId=${broker}`, [body])).statusCode).toBe(403);
    expect(await withCaseNumber(broker, 'NØGLE-2')).toHaveLength(0);
  });
});

describe('POST /api/v2/listings with an Idempotency-Key', () => {
  const create = (payload: Record<string, unknown>, key: string, as: string = PERSONAS.brokerAdmin) =>
    t.request(as, { method: 'POST', url: '/api/v2/listings', payload, headers: { 'idempotency-key': key } });

  it('makes one listing for a request sent again, however often and at once, and answers it each time', async () => {
    const body = await rental({ accountOwnerListingIdentifierID: 'IDEM-1', images: ['a', 'b', 'c'].map((n) => ({ url: `${pictureBase}/idem/${n}.png` })) });
    const answers = await Promise.all([create(body, 'ordre-1'), create(body, 'ordre-1')]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const counts = () => ['a', 'b', 'c'].map((n) => fetched.get(`/idem/${n}.png`));
    const afterFirst = counts();
    const again = await create(body, 'ordre-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    const ids = [...answers, again].map((res) => res.json().listing.id);
    expect(new Set(ids).size).toBe(1);
    expect(await withCaseNumber(broker, 'IDEM-1')).toHaveLength(1);
    // A request sent again once the first has answered fetches no picture.
    expect(counts()).toEqual(afterFirst);
  });

  it('refuses the key with another body, and leaves a refused request free to be sent again', async () => {
    const body = await rental({ accountOwnerListingIdentifierID: 'IDEM-2' });
    expect((await create(body, 'ordre-2')).statusCode).toBe(201);
    const other = await create({ ...body, title: 'En helt anden annonce med samme nøgle' }, 'ordre-2');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Idempotency-Key er allerede brugt til en anden forespørgsel om en ny annonce');
    const bad = await create({ ...body, title: 'Kort' }, 'ordre-3');
    expect(bad.statusCode).toBe(400);
    expect((await create(body, 'ordre-3')).statusCode).toBe(201);
    // The key belongs to the account: another account may use the same words.
    expect((await create({ ...body, accountId: light }, 'ordre-2', PERSONAS.light)).statusCode).toBe(201);
  });
});
