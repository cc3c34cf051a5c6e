import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { auditLog, listingStatusHistory, listingViews, listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { LISTING_VIEWS_MAX } from '../../schemas/listingViews';
import { findUserByEmail } from '../../server/repositories/users';

let t: TestApp;
let broker: number;
let premium: number;
/** A seeded active rental listing of the Broker account: its record is a valid form body. */
let seeded: Record<string, unknown> & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  premium = await accountIdByName(t.database, ACCOUNTS.premium);
  const [row] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.listingType, 1), eq(listings.offMarket, false), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(listings.id)
    .limit(1);
  seeded = (await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${row!.id}`)).json().listing;
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
function call(as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, ifMatch?: string) {
  return t.request(as, { method, url, ...(payload === undefined ? {} : { payload: payload as Json }), headers: ifMatch ? { 'if-match': ifMatch } : {} });
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(listings).where(eq(listings.id, id));
  return found!;
}

async function countListings(): Promise<number> {
  const [found] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(listings);
  return found!.n;
}

const auditActions = async (id: number) =>
  (
    await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, String(id))))
  ).map((a) => a.action);

/** The seeded listing's form as a new listing's body. */
const newListing = (extra: Json = {}) => ({
  ...seeded,
  accountId: broker,
  listingType: 1,
  offMarket: false,
  accountOwnerListingIdentifierID: undefined,
  ...extra,
});

/** A pending listing of the Broker account, put in `status` directly. */
async function listingIn(status: number): Promise<number> {
  const res = await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', newListing());
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().listing.id as number;
  if (status !== LISTING_STATUSES.pending) await t.database.db.update(listings).set({ status }).where(eq(listings.id, id));
  return id;
}

describe("'Gem og aktivér' on create: POST /listings with activate", () => {
  it('creates the listing and activates it in one step, with the history of both', async () => {
    const res = await call(PERSONAS.brokerMember, 'POST', '/api/v2/listings', newListing({ title: 'Gem og aktivér: lyst kontor i Nordhavn', activate: true }));
    expect(res.statusCode, res.body).toBe(201);
    const { listing } = res.json();
    expect(listing).toMatchObject({ status: LISTING_STATUSES.active, title: 'Gem og aktivér: lyst kontor i Nordhavn', version: 2 });
    expect(res.headers.etag).toBe('W/"2"');
    expect(await row(listing.id)).toMatchObject({ status: LISTING_STATUSES.active });
    expect((await auditActions(listing.id)).sort()).toEqual(['activate', 'create']);
    const history = await t.database.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.listingId, listing.id));
    expect(history.map((h) => [h.status, h.endedAt === null])).toEqual(
      expect.arrayContaining([
        [LISTING_STATUSES.pending, false],
        [LISTING_STATUSES.active, true],
      ]),
    );
  });

  it('without activate the listing stays pending, as before', async () => {
    const res = await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', newListing());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing).toMatchObject({ status: LISTING_STATUSES.pending, version: 1 });
  });

  it('stores nothing on bad input, for a reader or a foreign account, and names a bad activate', async () => {
    const before = await countListings();
    const bad = await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', newListing({ title: 'kort', activate: true }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ title: 'Titel skal være mellem 20 og 128 tegn' });
    const flag = await call(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', newListing({ activate: 'ja' }));
    expect(flag.statusCode).toBe(400);
    expect(flag.json().fields).toMatchObject({ activate: 'Aktivér skal være sand eller falsk' });
    expect((await call(PERSONAS.brokerReader, 'POST', '/api/v2/listings', newListing({ activate: true }))).statusCode).toBe(403);
    expect((await call(PERSONAS.premium, 'POST', '/api/v2/listings', newListing({ activate: true }))).statusCode).toBe(403);
    expect(await countListings()).toBe(before);
  });
});

describe("'Gem og aktivér' on edit: PUT /listings/{id} with activate", () => {
  for (const status of [LISTING_STATUSES.pending, LISTING_STATUSES.inactive]) {
    it(`saves the fields and activates a listing in status ${status} in one step`, async () => {
      const id = await listingIn(status);
      const { version } = await row(id);
      const res = await call(
        PERSONAS.brokerMember,
        'PUT',
        `/api/v2/listings/${id}`,
        { ...seeded, title: 'Rettet og aktiveret kontor i Nordhavn', activate: true },
        `W/"${version}"`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().listing).toMatchObject({ status: LISTING_STATUSES.active, title: 'Rettet og aktiveret kontor i Nordhavn', version: version + 2 });
      expect(await auditActions(id)).toEqual(expect.arrayContaining(['update', 'activate']));
    });
  }

  for (const status of [LISTING_STATUSES.active, LISTING_STATUSES.quarantine, LISTING_STATUSES.closed]) {
    it(`refuses status ${status} with 409 as the status machine says, and keeps the fields as they were`, async () => {
      const id = await listingIn(status);
      const before = await row(id);
      const res = await call(
        PERSONAS.brokerAdmin,
        'PUT',
        `/api/v2/listings/${id}`,
        { ...seeded, title: 'Denne titel må ikke blive gemt nogen steder', activate: true },
        `W/"${before.version}"`,
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/^En annonce med status .+ kan ikke aktiveres$/);
      expect(await row(id)).toEqual(before);
    });
  }

  it('names a bad activate and keeps the listing as it was', async () => {
    const id = await listingIn(LISTING_STATUSES.pending);
    const before = await row(id);
    const res = await call(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/${id}`, { ...seeded, activate: 'ja' }, `W/"${before.version}"`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ activate: 'Aktivér skal være sand eller falsk' });
    expect(await row(id)).toEqual(before);
  });

  it('refuses a reader, and keeps the listing pending', async () => {
    const id = await listingIn(LISTING_STATUSES.pending);
    const before = await row(id);
    const res = await call(PERSONAS.brokerReader, 'PUT', `/api/v2/listings/${id}`, { ...seeded, activate: true }, `W/"${before.version}"`);
    expect(res.statusCode).toBe(403);
    expect(await row(id)).toEqual(before);
  });
});

describe('CSV of the selected rows: GET /listings/export.csv with ids', () => {
  const idsOf = (csv: string) =>
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(';')[0]));

  it('gives only the selected listings, within the filters and the caller’s reach', async () => {
    const mine = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active)))
      .orderBy(listings.id)
      .limit(3);
    const [foreign] = await t.database.db.select({ id: listings.id }).from(listings).where(eq(listings.accountId, premium)).limit(1);
    const selected = mine.map((m) => m.id);
    const query = [...selected, foreign!.id].map((id) => `ids=${id}`).join('&');
    const res = await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.body).sort((a, b) => a - b)).toEqual(selected);
    // The index's filters still apply: a selected row the filter leaves out is not in the file.
    const inactive = await call(PERSONAS.brokerReader, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&status=3&${query}`);
    expect(idsOf(inactive.body)).toEqual([]);
  });

  it('refuses bad ids and more than 500 with a Danish 400 naming ids', async () => {
    const bad = await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&ids=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'ids.0': 'Annonce skal være korrekt' });
    const many = Array.from({ length: 501 }, (_, i) => `ids=${i + 1}`).join('&');
    const tooMany = await call(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/export.csv?accountId=${broker}&${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ ids: 'Højst 500 annoncer ad gangen' });
  });
});

describe('saved views of the listing index: /listing-views', () => {
  const view = (name: string, extra: Json = {}) => ({
    name,
    filter: { status: 2, listingType: 1, address: 'Nordhavn' },
    sort: 'price',
    order: 'DESC',
    columns: ['title', 'price', 'floorArea', 'visits', 'leads'],
    ...extra,
  });

  it('saves, lists by name and removes a user’s own views; others never see them', async () => {
    const saved = await call(
      PERSONAS.brokerMember,
      'POST',
      '/api/v2/listing-views',
      view('Store lejemål', { filter: { status: 2, listingType: 1, accountId: 99 } }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { listingView } = saved.json();
    // The account is no part of a view: it applies to the active account.
    expect(listingView).toMatchObject({
      name: 'Store lejemål',
      filter: { status: 2, listingType: 1 },
      sort: 'price',
      order: 'DESC',
      columns: ['title', 'price', 'floorArea', 'visits', 'leads'],
    });
    expect(listingView.filter).not.toHaveProperty('accountId');
    expect((await call(PERSONAS.brokerMember, 'POST', '/api/v2/listing-views', view('Aktive salg'))).statusCode).toBe(201);

    const listed = await call(PERSONAS.brokerMember, 'GET', '/api/v2/listing-views');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().listingViews.map((v: { name: string }) => v.name)).toEqual(['Aktive salg', 'Store lejemål']);
    expect(listed.json().total).toBe(2);
    expect((await call(PERSONAS.brokerAdmin, 'GET', '/api/v2/listing-views')).json().listingViews).toEqual([]);

    // Another user's view is as missing as one that never was.
    expect((await call(PERSONAS.brokerAdmin, 'DELETE', `/api/v2/listing-views/${listingView.id}`)).statusCode).toBe(404);
    const removed = await call(PERSONAS.brokerMember, 'DELETE', `/api/v2/listing-views/${listingView.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().listingView.name).toBe('Store lejemål');
    expect((await call(PERSONAS.brokerMember, 'GET', '/api/v2/listing-views')).json().listingViews.map((v: { name: string }) => v.name)).toEqual([
      'Aktive salg',
    ]);
    expect((await call(PERSONAS.brokerMember, 'DELETE', `/api/v2/listing-views/${listingView.id}`)).statusCode).toBe(404);
  });

  it('refuses a name the user already has, in any case, with 409 naming the name', async () => {
    expect((await call(PERSONAS.light, 'POST', '/api/v2/listing-views', view('Mine lejemål'))).statusCode).toBe(201);
    const again = await call(PERSONAS.light, 'POST', '/api/v2/listing-views', view('MINE LEJEMÅL'));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ name: 'Du har allerede en visning med navnet "MINE LEJEMÅL"' });
    // Another user may use the same name.
    expect((await call(PERSONAS.premium, 'POST', '/api/v2/listing-views', view('Mine lejemål'))).statusCode).toBe(201);
  });

  it('names every bad field in Danish and stores nothing', async () => {
    const before = await t.database.db.select().from(listingViews);
    const res = await call(PERSONAS.municipality, 'POST', '/api/v2/listing-views', {
      name: '  ',
      filter: { status: 9 },
      sort: 'fields',
      order: 'UP',
      columns: ['title', 'title', 'secret'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: 'Navn er krævet',
      'filter.status': 'Status skal være korrekt',
      sort: 'Sortering skal være korrekt',
      order: 'Rækkefølge skal være ASC eller DESC',
      'columns.2': 'Kolonne skal være korrekt',
    });
    const noColumns = await call(PERSONAS.municipality, 'POST', '/api/v2/listing-views', view('Ingen kolonner', { columns: [] }));
    expect(noColumns.json().fields).toEqual({ columns: 'Vælg mindst én kolonne' });
    const twice = await call(PERSONAS.municipality, 'POST', '/api/v2/listing-views', view('To gange', { columns: ['title', 'title'] }));
    expect(twice.json().fields).toEqual({ columns: 'En kolonne må kun vælges én gang' });
    expect(await t.database.db.select().from(listingViews)).toEqual(before);
  });

  it(`keeps at most ${LISTING_VIEWS_MAX} views a user`, async () => {
    const user = (await findUserByEmail(t.database.db, PERSONAS.statistics))!;
    await t.database.db.insert(listingViews).values(
      Array.from({ length: LISTING_VIEWS_MAX }, (_, i) => ({
        userId: user.id,
        name: `Visning ${i}`,
        filter: {},
        sort: 'updatedAt',
        order: 'DESC',
        columns: ['title'],
      })),
    );
    const res = await call(PERSONAS.statistics, 'POST', '/api/v2/listing-views', view('En for meget'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Du kan højst gemme ${LISTING_VIEWS_MAX} visninger. Slet en, før du gemmer en ny.`);
  });

  it('asks for a token', async () => {
    expect((await t.request(null, { method: 'GET', url: '/api/v2/listing-views' })).statusCode).toBe(401);
  });
});
