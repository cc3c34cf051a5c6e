/**
 * Input one account can send to hurt others or the server: numbers past any realistic value (two listings
 * at 1e308 overflow a sum over every account's listings) or below it (a price per m² of 5e-324 m² overflows),
 * ids past the database's integers, text that is not well-formed Unicode (a lone surrogate fails in jsonb,
 * and is changed into U+FFFD in text) and bodies that are not UTF-8. Each is refused with a 400 naming the
 * field in Danish and stores nothing; the market statistics stay answerable whatever a row holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { fingerprint } from './fuzzTargets';
import { makePng } from '../fixtures/png';
import { ILL_FORMED_MESSAGE, NOT_UTF8_MESSAGE } from '../../server/plugins/storableText';
import { accountDailyStats, listingDailyStats, listings, marketMonthlyStats } from '../../server/db/schema';
import { CLOSING_REASONS, LISTING_STATUSES, LISTING_TYPES } from '../../schemas/enums';
import { copenhagenDay } from '../../schemas/dates';
import { monthOf, type MarketStatistics } from '../../schemas/statistics';
import { omit } from '../omit';

let t: TestApp;
let broker: number;
let statisticsAccount: number;
const uploadDir = mkdtempSync(join(tmpdir(), 'hostile-uploads-'));
let images: { url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  statisticsAccount = await accountIdByName(t.database, ACCOUNTS.statistics);
  // Signed in before any comparison: a first sign-in starts a session, which is not what a test compares.
  for (const persona of Object.values(PERSONAS)) await t.tokenFor(persona);
  images = [];
  for (let i = 0; i < 3; i++) {
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/images?accountId=${broker}`,
      headers: { 'content-type': 'image/png' },
      payload: makePng(1024, 768, [40 + i * 50, 90, 160]),
    });
    expect(res.statusCode, res.body).toBe(201);
    images.push({ url: res.json().image.url });
  }
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const send = (as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.request(as, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as Json }) });

/** The broker's active listings of a type, oldest first. */
async function activeListings(listingType: number, count: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active), eq(listings.listingType, listingType), eq(listings.offMarket, false)),
    )
    .orderBy(asc(listings.id))
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows.map((r) => r.id);
}

/** A listing as its edit form sends it back, and the version to send with it. */
async function editable(id: number): Promise<{ body: Json; etag: string }> {
  const res = await send(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json().listing as Json, etag: String(res.headers.etag) };
}

/** A valid new listing of the broker: a copy of one of its active listings' fields, with images of its own. */
async function newListing(listingType: number, changes: Json): Promise<Json> {
  const [source] = await activeListings(listingType, 1);
  const { body } = await editable(source!);
  return { ...omit(body, 'id', 'status', 'version'), accountId: broker, listingType, offMarket: false, images, ...changes };
}

/** The largest value of an integer column. */
const INT_MAX = 2_147_483_647;

const currentMonth = (now = new Date()) => monthOf(copenhagenDay(now));

/** The market statistics as every account allowed to see them sees them. */
async function marketAsEveryone(query: string): Promise<MarketStatistics[]> {
  const answers = [];
  for (const [as, account] of [
    [PERSONAS.statistics, statisticsAccount],
    [PERSONAS.brokerAdmin, broker],
    [PERSONAS.staff, statisticsAccount],
  ] as const) {
    const res = await send(as, 'GET', `/api/v2/market-statistics?${query}`, undefined, { 'X-Account-Id': String(account) });
    expect(res.statusCode, `${as}: ${res.body.slice(0, 300)}`).toBe(200);
    answers.push(res.json<MarketStatistics>());
  }
  return answers;
}

const supplyTotals = (body: MarketStatistics) => ({
  listings: body.supply.reduce((n, c) => n + c.listings, 0),
  floorArea: body.supply.reduce((n, c) => n + c.floorArea, 0),
});

describe('numbers past any realistic value', () => {
  it('refuses a floor area of 1e308 on create and edit, naming floorArea in Danish; the market statistics stay 200 for every account', async () => {
    const month = currentMonth();
    const before = await fingerprint(t.database.db);

    const created = await send(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', await newListing(LISTING_TYPES.rental, { floorArea: 1e308 }));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fields).toEqual({ floorArea: 'Etageareal må højst være 1.000.000' });

    // The attack: two of the account's active listings at 1e308.
    for (const id of await activeListings(LISTING_TYPES.rental, 2)) {
      const { body, etag } = await editable(id);
      const res = await send(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/${id}`, { ...body, floorArea: 1e308 }, { 'if-match': etag });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ floorArea: 'Etageareal må højst være 1.000.000' });
    }

    expect(await fingerprint(t.database.db)).toEqual(before);
    await marketAsEveryone(`from=${month}&to=${month}`);
  });

  it('refuses prices of 2^63 and 1e308 wherever a price is typed in, naming the field', async () => {
    const before = await fingerprint(t.database.db);
    const cases: [number, Json, Record<string, string>][] = [
      [LISTING_TYPES.sales, { salesPrice: 2 ** 63 }, { salesPrice: 'Salgspris må højst være 100.000.000.000' }],
      [
        LISTING_TYPES.investment,
        { salesPrice: 1e308, yearlyRentalIncome: 2 ** 63 },
        {
          salesPrice: 'Salgspris må højst være 100.000.000.000',
          yearlyRentalIncome: 'Årlig lejeindtægt må højst være 10.000.000.000',
        },
      ],
      [
        LISTING_TYPES.rental,
        { yearlyRent: 2 ** 63, compensation: 1e308, groundArea: 1e308 },
        {
          yearlyRent: 'Årlig leje må højst være 10.000.000.000',
          compensation: 'Afståelsespris må højst være 100.000.000.000',
          groundArea: 'Grundareal må højst være 100.000.000',
        },
      ],
      [
        LISTING_TYPES.officespace,
        { priceMax: 2 ** 63, sqMMax: 1e308 },
        {
          priceMax: 'Pris til må højst være 10.000.000',
          sqMMax: 'Areal til må højst være 1.000.000',
        },
      ],
    ];
    for (const [listingType, changes, fields] of cases) {
      const res = await send(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', await newListing(listingType, changes));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    const agent = await send(PERSONAS.private, 'POST', '/api/v2/searchagents', {
      name: 'Alt i hele landet',
      listingTypes: [LISTING_TYPES.sales],
      interval: 'daily',
      priceMax: 2 ** 63,
      floorAreaMax: 1e308,
    });
    expect(agent.statusCode, agent.body).toBe(400);
    expect(agent.json().fields).toEqual({ priceMax: 'Pris til må højst være 100.000.000.000', floorAreaMax: 'Areal til må højst være 1.000.000' });
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('keeps the market statistics 200 for every account when rows written before the limits hold values past them', async () => {
    // The clock read once: the listing closes in the month asked for, also at the turn of a month.
    const now = new Date();
    const month = currentMonth(now);
    const query = `from=${month}&to=${month}`;
    // A concluded listing, closed this month for the turnover.
    const [concluded] = await t.database.db
      .select({ id: listings.id, floorArea: listings.floorArea })
      .from(listings)
      .where(and(eq(listings.closingReasonId, CLOSING_REASONS.concluded), eq(listings.status, LISTING_STATUSES.closed)))
      .orderBy(asc(listings.id))
      .limit(1);
    await t.database.db.update(listings).set({ closedSince: now }).where(eq(listings.id, concluded!.id));
    const [before] = await marketAsEveryone(query);

    // Three of the broker's listings active this month, with floor areas no form lets through any more.
    const spoiled = await activeListings(LISTING_TYPES.officespace, 3);
    const original = await t.database.db.select({ floorArea: listings.floorArea }).from(listings).where(inArray(listings.id, spoiled));
    await t.database.db
      .update(listings)
      .set({ floorArea: 1e308, price: 1e308 })
      .where(inArray(listings.id, spoiled.slice(0, 2)));
    await t.database.db.execute(sql`update listings set floor_area = 'Infinity' where id = ${spoiled[2]}`);
    await t.database.db.execute(sql`update listings set floor_area = '-1e308' where id = ${concluded!.id}`);
    // Demand counters at the limit of their column, twice in one month and type.
    await t.database.db
      .insert(marketMonthlyStats)
      .values(['9990', '9991'].map((zipCode) => ({ month: `${month}-01`, listingType: LISTING_TYPES.rental, zipCode, visits: INT_MAX, leads: INT_MAX })));

    for (const after of await marketAsEveryone(query)) {
      // Every listing still counts; a floor area past the limit does not.
      expect(supplyTotals(after).listings).toBe(supplyTotals(before!).listings);
      const lost = original.reduce((n, r) => n + (r.floorArea ?? 0), 0);
      expect(supplyTotals(after).floorArea).toBeCloseTo(supplyTotals(before!).floorArea - lost, 3);
      const turnover = (body: MarketStatistics) => body.turnover.reduce((n, c) => [n[0]! + c.listings, n[1]! + c.floorArea], [0, 0]);
      expect(turnover(after)[0]).toBe(turnover(before!)[0]);
      expect(turnover(after)[1]).toBeCloseTo(turnover(before!)[1]! - (concluded!.floorArea ?? 0), 3);
      const rental = after.demand.find((d) => d.listingType === LISTING_TYPES.rental);
      expect(rental!.visits).toBeGreaterThanOrEqual(2 * INT_MAX);
      expect(rental!.leads).toBeGreaterThanOrEqual(2 * INT_MAX);
    }
  });

  it('refuses areas and amounts below 1 m² and 1 kr., down to 5e-324, naming the field', async () => {
    const before = await fingerprint(t.database.db);
    const cases: [number, Json, Record<string, string>][] = [
      [
        LISTING_TYPES.rental,
        { floorArea: 5e-324, yearlyRent: 0.5 },
        { floorArea: 'Etageareal skal være mellem 1 og 1.000.000', yearlyRent: 'Årlig leje skal være mellem 1 og 10.000.000.000' },
      ],
      [LISTING_TYPES.sales, { salesPrice: Number.MIN_VALUE }, { salesPrice: 'Salgspris skal være mellem 1 og 100.000.000.000' }],
      [
        LISTING_TYPES.officespace,
        { floorArea: 300, sqMMin: 1e-300, priceMin: 0.99 },
        { sqMMin: 'Areal fra skal være mellem 1 og 1.000.000', priceMin: 'Pris fra skal være mellem 1 og 10.000.000' },
      ],
    ];
    for (const [listingType, changes, fields] of cases) {
      const res = await send(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', await newListing(listingType, changes));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    const [id] = await activeListings(LISTING_TYPES.rental, 1);
    const { body, etag } = await editable(id!);
    const edit = await send(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/${id}`, { ...body, floorArea: 5e-324 }, { 'if-match': etag });
    expect(edit.statusCode, edit.body).toBe(400);
    expect(edit.json().fields).toEqual({ floorArea: 'Etageareal skal være mellem 1 og 1.000.000' });
    // Exactly 1 m² and 1 kr. are the smallest taken.
    const smallest = await send(PERSONAS.brokerAdmin, 'PUT', `/api/v2/listings/${id}`, { ...body, floorArea: 1, yearlyRent: 1 }, { 'if-match': etag });
    expect(smallest.statusCode, smallest.body).toBe(200);
    const agent = { name: 'Små kontorer', listingTypes: [LISTING_TYPES.rental], interval: 'daily', floorAreaMin: 5e-324 };
    const refused = await send(PERSONAS.private, 'POST', '/api/v2/searchagents', agent);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual({ floorAreaMin: 'Areal fra skal være mellem 1 og 1.000.000' });
    expect((await fingerprint(t.database.db)).get('search_agents')).toBe(before.get('search_agents'));
  });

  it("keeps an account's statistics 200 when its daily counters are at the limit of their column", async () => {
    const [id] = await activeListings(LISTING_TYPES.rental, 1);
    // The rollups as tracking would have left them: the listing's days with their running totals, the account's days.
    const days = ['2020-06-01', '2020-06-02'];
    for (const [i, day] of days.entries()) {
      const toDate = (i + 1) * INT_MAX;
      await t.database.db
        .insert(listingDailyStats)
        .values({ listingId: id!, accountId: broker, day, visits: INT_MAX, leads: INT_MAX, visitsToDate: toDate, leadsToDate: toDate });
      await t.database.db.insert(accountDailyStats).values({ accountId: broker, day, visits: INT_MAX, leads: INT_MAX });
    }
    const res = await send(PERSONAS.brokerAdmin, 'GET', `/api/v2/accounts/${broker}/statistics?from=2020-06-01&to=2020-06-30`, undefined, {
      'X-Account-Id': String(broker),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().totals.visits).toBe(2 * INT_MAX);
    expect(res.json().listings.find((l: { id: number }) => l.id === id).totals.leads).toBe(2 * INT_MAX);
    const listing = await send(PERSONAS.brokerAdmin, 'GET', `/api/v2/listings/${id}/statistics?from=2020-06-01&to=2020-06-30`);
    expect(listing.statusCode, listing.body.slice(0, 300)).toBe(200);
    expect(listing.json().totals.leads).toBe(2 * INT_MAX);
  });
});

describe('ids past the integers of the database', () => {
  it('refuses an accountId of 2^31 and more in a new listing and a pushed one, naming it, where it answered 500', async () => {
    const before = await fingerprint(t.database.db);
    for (const accountId of [2 ** 31, 2 ** 53 - 1, 1e20]) {
      const body = await newListing(LISTING_TYPES.rental, { accountId, accountOwnerListingIdentifierID: 'SAG-STOR-1' });
      const created = await send(PERSONAS.brokerAdmin, 'POST', '/api/v2/listings', body);
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().fields).toEqual({ accountId: 'Konto skal være korrekt' });
      const pushed = await send(PERSONAS.brokerAdmin, 'PUT', '/api/v2/listings/by-case-number/SAG-STOR-1', body);
      expect(pushed.statusCode, pushed.body).toBe(400);
      expect(pushed.json().fields).toEqual({ accountId: 'Konto skal være korrekt' });
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('refuses them in paths and queries, naming the parameter', async () => {
    const bad = [
      ['GET', `/api/v2/accounts/${2 ** 31}`, 'id'],
      ['DELETE', `/api/v2/accounts/${broker}/api-keys/${2 ** 31}`, 'keyId'],
      ['POST', `/api/v2/images?accountId=${2 ** 53}`, 'accountId'],
    ] as const;
    for (const [method, url, field] of bad) {
      const res = await send(PERSONAS.brokerAdmin, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});

describe('bodies that are not UTF-8', () => {
  /** A JSON body with raw bytes where `§` stands in a text. */
  const withBytes = (json: string, bytes: number[]) => {
    const [head = '', tail = ''] = json.split('§');
    return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
  };
  const post = (as: string, url: string, payload: Buffer) => t.request(as, { method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('refuses bytes that are no UTF-8 in a text or a key, naming it, where they were stored as U+FFFD', async () => {
    const before = await fingerprint(t.database.db);
    const agent = JSON.stringify({ name: 'Kontor § i Aarhus', listingTypes: [LISTING_TYPES.rental], interval: 'daily' });
    // A stray byte, a cut-off sequence, an overlong '/', a lone surrogate as WTF-8 writes it.
    for (const bytes of [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      const res = await post(PERSONAS.private, '/api/v2/searchagents', withBytes(agent, bytes));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ name: NOT_UTF8_MESSAGE });
    }
    const listing = JSON.stringify(await newListing(LISTING_TYPES.rental, { title: 'Lyst kontorlejemål i Nordhavn § med havudsigt' }));
    const created = await post(PERSONAS.brokerAdmin, '/api/v2/listings', withBytes(listing, [0xe6]));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fields).toEqual({ title: NOT_UTF8_MESSAGE });
    const key = await post(PERSONAS.private, '/api/v2/searchagents', withBytes('{"x§":1}', [0xfe]));
    expect(key.json().fields).toEqual({ 'x\ufffd': NOT_UTF8_MESSAGE });
    // Outside any text the body cannot be read as JSON at all.
    const outside = await post(PERSONAS.private, '/api/v2/searchagents', withBytes('{"name":1§}', [0xff]));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toEqual({ body: NOT_UTF8_MESSAGE });
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('still takes UTF-8, the replacement character itself included', async () => {
    const res = await post(
      PERSONAS.private,
      '/api/v2/searchagents',
      Buffer.from(JSON.stringify({ name: 'Kontor i Århus \ufffd 🏢', listingTypes: [LISTING_TYPES.rental], interval: 'daily' })),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().searchagent.name).toBe('Kontor i Århus \ufffd 🏢');
  });
});

describe('text that is not well-formed Unicode', () => {
  const refused = (res: { statusCode: number; body: string; json: () => unknown }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { fields: Record<string, string> }).fields).toEqual({ [field]: ILL_FORMED_MESSAGE });
  };

  it('refuses a lone surrogate in a listing title on create and edit, and in a nested field, naming the field', async () => {
    const before = await fingerprint(t.database.db);
    refused(
      await send(
        PERSONAS.brokerAdmin,
        'POST',
        '/api/v2/listings',
        await newListing(LISTING_TYPES.rental, { title: 'Lyst kontorlejemål i Nordhavn \ud800 med havudsigt' }),
      ),
      'title',
    );
    const [id] = await activeListings(LISTING_TYPES.rental, 1);
    const { body, etag } = await editable(id!);
    refused(
      await send(
        PERSONAS.brokerAdmin,
        'PUT',
        `/api/v2/listings/${id}`,
        { ...body, title: '\ud800Lyst kontorlejemål i Nordhavn med havudsigt' },
        { 'if-match': etag },
      ),
      'title',
    );
    const address = body.address as Json;
    refused(
      await send(
        PERSONAS.brokerAdmin,
        'PUT',
        `/api/v2/listings/${id}`,
        { ...body, address: { ...address, city: `${String(address.city)}\udfff` } },
        { 'if-match': etag },
      ),
      'address.city',
    );
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('refuses a lone low surrogate in the closing reason text', async () => {
    const [id] = await activeListings(LISTING_TYPES.rental, 1);
    const before = await fingerprint(t.database.db);
    const { etag } = await editable(id!);
    refused(
      await send(
        PERSONAS.brokerAdmin,
        'POST',
        `/api/v2/listings/${id}/close`,
        { closingReasonId: 1, closingReasonText: 'Udlejet \udc00' },
        { 'if-match': etag },
      ),
      'closingReasonText',
    );
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('refuses it in a search agent name, an account field and an object key', async () => {
    const before = await fingerprint(t.database.db);
    const agent = { name: 'Kontor \ud83d i Aarhus', listingTypes: [LISTING_TYPES.rental], interval: 'daily' };
    refused(await send(PERSONAS.private, 'POST', '/api/v2/searchagents', agent), 'name');
    refused(await send(PERSONAS.private, 'POST', '/api/v2/searchagents', { ...agent, name: 'Kontor i Aarhus', ['x\udc01']: 1 }), 'x\ufffd');

    const account = await send(PERSONAS.brokerAdmin, 'GET', `/api/v2/accounts/${broker}`);
    const update = {
      name: 'Nordhavn Erhvervsmægler \udbff ApS',
      email: 'kontakt@nordhavn-erhverv.dk',
      ccEmail: [],
      phoneNumber: '+45 33 12 34 56',
      address: { streetName: 'Sundkrogsgade', streetNumber: '21', zipCode: '2150', city: 'Nordhavn' },
    };
    refused(await send(PERSONAS.brokerAdmin, 'PUT', `/api/v2/accounts/${broker}`, update, { 'if-match': String(account.headers.etag) }), 'name');
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('refuses a query parameter whose escapes are a lone surrogate (not UTF-8), naming the parameter', async () => {
    refused(await send(PERSONAS.brokerAdmin, 'GET', '/api/v2/listings?caseNumber=%ED%A0%80'), 'caseNumber');
    refused(await send(PERSONAS.brokerAdmin, 'GET', '/api/v2/listings?address=Sundkrogsgade%20%FF'), 'address');
    // Well-formed escapes and a lone percent sign are read as before.
    expect((await send(PERSONAS.brokerAdmin, 'GET', '/api/v2/listings?address=%C3%A6%F0%9F%8F%A2')).statusCode).toBe(200);
    expect((await send(PERSONAS.brokerAdmin, 'GET', '/api/v2/listings?address=50%')).statusCode).toBe(200);
  });

  it('refuses a lone surrogate inside a tracking event, and stores nothing', async () => {
    const [id] = await activeListings(LISTING_TYPES.rental, 1);
    const before = await fingerprint(t.database.db);
    const event = { SessionID: 'session-\ud800-0001', SessionAcquisition: 'direct', UserToken: '', event: 'listing', action: 6, target_listing_id: id };
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: Buffer.from(JSON.stringify(event)).toString('base64') } });
    refused(res, 'SessionID');
    expect(await fingerprint(t.database.db)).toEqual(before);
  });
});
