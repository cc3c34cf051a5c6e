/**
 * Listing, account and market statistics on a small known data set: an account of its own with
 * five listings in 2019-2020 (long before the demo data begins), a status history written through
 * recordStatusChange and events posted to the tracking endpoint, so every number below can be counted
 * by hand. The permissions of the endpoints are in authz-matrix.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, listings } from '../../server/db/schema';
import { recordStatusChange } from '../../server/services/listingHistory';
import { marketStatistics } from '../../server/services/statisticsMarket';
import { PERMISSIONS, type ListingStatus } from '../../schemas/enums';
import {
  AccountListingStatisticsSchema,
  AccountStatisticsSchema,
  BucketSchema,
  type AccountStatistics,
  type Bucket,
  type ListingStatistics,
  type MarketStatistics,
  type Metrics,
} from '../../schemas/statistics';

let t: TestApp;
let accountId: number;
const ids = { l1: 0, l2: 0, l3: 0, l4: 0, l5: 0 };

interface TestListing {
  key: keyof typeof ids;
  listingType: number;
  zipCode: string;
  floorArea: number;
  /** Status changes in order; the first is from nothing. */
  changes: [ListingStatus, string][];
  closingReasonId?: number;
}

/*
 * L1 rental, København K (Hovedstaden, 101), 200 m²: pending 20 Dec, active 10 Jan, closed as concluded 15 Mar.
 * L2 sales, Aarhus C (Midtjylland, 751), 1000 m²: active 5 Nov, inactive 1 Feb 00:30 Danish time (31 Jan 23:30
 *    UTC, so still active in February in Denmark), active again 10 Mar.
 * L3 rental, Aarhus C, 300 m²: active 10 Feb, closed 20 Feb for another reason (2): no turnover.
 * L4 office space, København K, 50 m²: active 5 Jan, inactive 10 Jan, active 20 Jan (counted once in
 *    January), closed as concluded 2 Apr.
 * L5 rental, deleted without ever being active, and without events.
 */
const LISTINGS: TestListing[] = [
  {
    key: 'l1',
    listingType: 1,
    zipCode: '1401',
    floorArea: 200,
    changes: [
      [1, '2019-12-20T09:00:00Z'],
      [2, '2020-01-10T09:00:00Z'],
      [5, '2020-03-15T09:00:00Z'],
    ],
    closingReasonId: 1,
  },
  {
    key: 'l2',
    listingType: 3,
    zipCode: '8000',
    floorArea: 1000,
    changes: [
      [2, '2019-11-05T09:00:00Z'],
      [3, '2020-01-31T23:30:00Z'],
      [2, '2020-03-10T09:00:00Z'],
    ],
  },
  {
    key: 'l3',
    listingType: 1,
    zipCode: '8000',
    floorArea: 300,
    changes: [
      [2, '2020-02-10T09:00:00Z'],
      [5, '2020-02-20T09:00:00Z'],
    ],
    closingReasonId: 2,
  },
  {
    key: 'l4',
    listingType: 4,
    zipCode: '1401',
    floorArea: 50,
    changes: [
      [2, '2020-01-05T09:00:00Z'],
      [3, '2020-01-10T09:00:00Z'],
      [2, '2020-01-20T09:00:00Z'],
      [5, '2020-04-02T09:00:00Z'],
    ],
    closingReasonId: 1,
  },
  {
    key: 'l5',
    listingType: 1,
    zipCode: '1401',
    floorArea: 80,
    changes: [
      [1, '2020-01-02T09:00:00Z'],
      [7, '2020-01-03T09:00:00Z'],
    ],
  },
];

const encode = (event: object) => Buffer.from(JSON.stringify(event)).toString('base64');
async function track(listing: keyof typeof ids, action: number, occurredAt: string, times = 1) {
  for (let i = 0; i < times; i++) {
    const event = {
      SessionID: 'session-test-0001',
      SessionAcquisition: 'direct',
      UserToken: '',
      event: 'listing',
      action,
      target_listing_id: ids[listing],
      occurredAt,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: encode(event) } });
    expect(res.statusCode).toBe(202);
  }
}

beforeAll(async () => {
  t = await createTestApp({ TRACKING_RATE_LIMIT_MAX: '1000' });
  const db = t.database.db;
  const [account] = await db
    .insert(accounts)
    .values({
      accountType: 1,
      name: 'Statistik Test ApS',
      email: 'test@statistik.dk',
      streetName: 'Strandgade',
      streetNumber: '1',
      zipCode: '1401',
      city: 'København K',
      permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, true])),
    })
    .returning({ id: accounts.id });
  accountId = account!.id;
  for (const l of LISTINGS) {
    const [first] = l.changes;
    const [last] = l.changes.slice(-1);
    const [row] = await db
      .insert(listings)
      .values({
        accountId,
        listingType: l.listingType,
        status: last![0],
        title: `Testannonce ${l.key} med en titel på over tyve tegn`,
        addressText: `Testvej 1, ${l.zipCode}`,
        zipCode: l.zipCode,
        floorArea: l.floorArea,
        closedSince: l.closingReasonId ? new Date(last![1]) : null,
        closingReasonId: l.closingReasonId ?? null,
        createdAt: new Date(first![1]),
      })
      .returning({ id: listings.id });
    ids[l.key] = row!.id;
    let from: ListingStatus | null = null;
    for (const [status, at] of l.changes) {
      await recordStatusChange(db, row!.id, from, status, new Date(at));
      from = status;
    }
  }
  // L1: a visit on Friday 10 Jan, three visits and a contact on Wednesday 15 Jan, two visits on 3 Feb.
  await track('l1', 6, '2020-01-10T12:00:00Z');
  await track('l1', 6, '2020-01-15T12:00:00Z', 3);
  await track('l1', 4, '2020-01-15T12:05:00Z');
  await track('l1', 6, '2020-02-03T12:00:00Z', 2);
  // L2: a visit on 20 Nov, and one at 00:30 Danish time on 1 April (31 March 22:30 UTC): an April visit.
  await track('l2', 6, '2019-11-20T12:00:00Z');
  await track('l2', 6, '2020-03-31T22:30:00Z');
  // L4: promoted: an impression and a click on 5 Feb.
  await track('l4', 9, '2020-02-05T12:00:00Z');
  await track('l4', 10, '2020-02-05T12:01:00Z');
}, 60_000);
afterAll(() => t.close());

const get = (url: string, as: string = PERSONAS.staff, headers: Record<string, string> = {}) => t.request(as, { method: 'GET', url, headers });
const metrics = (m: Partial<Metrics>): Metrics => ({
  visits: 0,
  leads: 0,
  promotedImpressions: 0,
  promotedClicks: 0,
  favorites: 0,
  ...m,
  conversionRate: m.conversionRate === undefined ? ((m.visits ?? 0) > 0 ? 0 : null) : m.conversionRate,
});
const bucket = (start: string, end: string, m: Partial<Metrics> = {}): Bucket => ({ start, end, ...metrics(m) });

describe('GET /api/v2/listings/{id}/statistics', () => {
  it('counts visits and leads per day, with the period before it lined up day by day', async () => {
    const res = await get(`/api/v2/listings/${ids.l1}/statistics?from=2020-01-13&to=2020-01-19&granularity=day`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ListingStatistics>();
    expect(body.period).toEqual({ from: '2020-01-13', to: '2020-01-19' });
    expect(body.totals).toEqual(metrics({ visits: 3, leads: 1, conversionRate: 33.33 }));
    expect(body.previousTotals).toEqual(metrics({ visits: 1 }));
    expect(body.series).toEqual([
      bucket('2020-01-13', '2020-01-13'),
      bucket('2020-01-14', '2020-01-14'),
      bucket('2020-01-15', '2020-01-15', { visits: 3, leads: 1, conversionRate: 33.33 }),
      bucket('2020-01-16', '2020-01-16'),
      bucket('2020-01-17', '2020-01-17'),
      bucket('2020-01-18', '2020-01-18'),
      bucket('2020-01-19', '2020-01-19'),
    ]);
    expect(body.previousSeries.map((b) => [b.start, b.visits])).toEqual([
      ['2020-01-06', 0],
      ['2020-01-07', 0],
      ['2020-01-08', 0],
      ['2020-01-09', 0],
      ['2020-01-10', 1],
      ['2020-01-11', 0],
      ['2020-01-12', 0],
    ]);
    expect(body.listing).toMatchObject({ id: ids.l1, listingType: 1, status: 5, promoted: false });
  });

  it('cuts ISO weeks and calendar months to the period, and shifts the previous buckets by its length', async () => {
    const weeks = (await get(`/api/v2/listings/${ids.l1}/statistics?from=2020-01-08&to=2020-01-21&granularity=week`)).json<ListingStatistics>();
    expect(weeks.series.map((b) => [b.start, b.end, b.visits, b.leads])).toEqual([
      ['2020-01-08', '2020-01-12', 1, 0],
      ['2020-01-13', '2020-01-19', 3, 1],
      ['2020-01-20', '2020-01-21', 0, 0],
    ]);
    const months = (await get(`/api/v2/listings/${ids.l1}/statistics?from=2020-01-15&to=2020-02-10&granularity=month`)).json<ListingStatistics>();
    expect(months.series.map((b) => [b.start, b.end, b.visits, b.leads])).toEqual([
      ['2020-01-15', '2020-01-31', 3, 1],
      ['2020-02-01', '2020-02-10', 2, 0],
    ]);
    // 27 days before: 19 Dec - 14 Jan, in buckets as long as the period's.
    expect(months.previousSeries.map((b) => [b.start, b.end, b.visits])).toEqual([
      ['2019-12-19', '2020-01-04', 0],
      ['2020-01-05', '2020-01-14', 1],
    ]);
  });

  it('counts on the Danish calendar day, and shows promoted impressions and clicks', async () => {
    const april = (await get(`/api/v2/listings/${ids.l2}/statistics?from=2020-03-31&to=2020-04-01`)).json<ListingStatistics>();
    expect(april.series.map((b) => [b.start, b.visits])).toEqual([
      ['2020-03-31', 0],
      ['2020-04-01', 1],
    ]);
    const promoted = (await get(`/api/v2/listings/${ids.l4}/statistics?from=2020-02-01&to=2020-02-29&granularity=month`)).json<ListingStatistics>();
    expect(promoted.totals).toEqual(metrics({ promotedImpressions: 1, promotedClicks: 1 }));
    expect(promoted.listing.promoted).toBe(true);
  });

  it('answers 400 naming the field in Danish, and 404 for a listing that does not exist', async () => {
    const cases: [string, Record<string, string>][] = [
      ['to=2020-01-01', { from: 'Fra-dato er krævet' }],
      ['from=2020-01-01&to=2020-02-30', { to: 'Til-dato skal være en dato (ÅÅÅÅ-MM-DD)' }],
      ['from=2020-02-01&to=2020-01-01', { to: 'Til-dato skal være samme dag som eller efter fra-dato' }],
      ['from=2017-01-01&to=2020-01-01', { from: 'Fra-dato må højst ligge to år før til-dato' }],
      ['from=2020-01-01&to=2020-01-02&granularity=year', { granularity: 'Opdeling skal være dag, uge eller måned' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/v2/listings/${ids.l1}/statistics?${query}`);
      expect({ query, status: res.statusCode, fields: res.json<{ fields: Record<string, string> }>().fields }).toEqual({ query, status: 400, fields });
    }
    expect((await get(`/api/v2/listings/999999/statistics?from=2020-01-01&to=2020-01-02`)).statusCode).toBe(404);
  });
});

describe('GET /api/v2/accounts/{id}/statistics', () => {
  it('sums every listing of the account, lists each with the period before, and leaves out deleted ones without activity', async () => {
    const res = await get(`/api/v2/accounts/${accountId}/statistics?from=2020-01-01&to=2020-02-29&granularity=month`);
    expect(res.statusCode).toBe(200);
    const body = res.json<AccountStatistics>();
    // Written unchecked (builtAnswer): the schema's fields, each of its type, and nothing more.
    expect(AccountStatisticsSchema.strict().parse(body)).toEqual(body);
    for (const listing of body.listings) expect(AccountListingStatisticsSchema.strict().parse(listing)).toEqual(listing);
    for (const b of [...body.series, ...body.previousSeries]) expect(BucketSchema.strict().parse(b)).toEqual(b);
    expect(body.totals).toEqual(metrics({ visits: 6, leads: 1, conversionRate: 16.67, promotedImpressions: 1, promotedClicks: 1 }));
    expect(body.previousTotals).toEqual(metrics({ visits: 1 }));
    expect(body.series).toEqual([
      bucket('2020-01-01', '2020-01-31', { visits: 4, leads: 1, conversionRate: 25 }),
      bucket('2020-02-01', '2020-02-29', { visits: 2, promotedImpressions: 1, promotedClicks: 1 }),
    ]);
    expect(body.promoted).toBe(true);
    expect(body.listings.map((l) => [l.id, l.totals.visits, l.totals.leads, l.previousTotals.visits, l.promoted])).toEqual([
      [ids.l1, 6, 1, 0, false],
      [ids.l2, 0, 0, 1, false],
      [ids.l3, 0, 0, 0, false],
      [ids.l4, 0, 0, 0, true],
    ]);
  });

  it('is not there for an account that does not exist', async () => {
    expect((await get(`/api/v2/accounts/999999/statistics?from=2020-01-01&to=2020-01-02`)).statusCode).toBe(404);
  });
});

describe('GET /api/v2/market-statistics', () => {
  let statisticsAccount: number;
  beforeAll(async () => {
    const [row] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Markedsdata ApS'));
    statisticsAccount = row!.id;
  });
  const ask = async (query: string) => {
    const res = await get(`/api/v2/market-statistics?${query}`, PERSONAS.statistics, { 'X-Account-Id': String(statisticsAccount) });
    return { status: res.statusCode, body: res.json<MarketStatistics>() };
  };
  const byMonth = (body: MarketStatistics) =>
    body.months.map((month) => {
      const cells = body.supply.filter((c) => c.month === month);
      return [month, cells.reduce((n, c) => n + c.listings, 0), cells.reduce((n, c) => n + c.floorArea, 0)];
    });

  it('counts the listings active at some moment of each Danish month, and their floor area', async () => {
    const { status, body } = await ask('from=2019-11&to=2020-04');
    expect(status).toBe(200);
    expect(body.months).toEqual(['2019-11', '2019-12', '2020-01', '2020-02', '2020-03', '2020-04']);
    expect(byMonth(body)).toEqual([
      ['2019-11', 1, 1000],
      ['2019-12', 1, 1000],
      ['2020-01', 3, 1250],
      ['2020-02', 4, 1550],
      ['2020-03', 3, 1250],
      ['2020-04', 2, 1050],
    ]);
    expect(body.supply.filter((c) => c.month === '2020-02')).toEqual([
      { month: '2020-02', listingType: 1, regionCode: 1082, listings: 1, floorArea: 300 },
      { month: '2020-02', listingType: 1, regionCode: 1084, listings: 1, floorArea: 200 },
      { month: '2020-02', listingType: 3, regionCode: 1082, listings: 1, floorArea: 1000 },
      { month: '2020-02', listingType: 4, regionCode: 1084, listings: 1, floorArea: 50 },
    ]);
    // By municipality for the period's last month unless another is asked for.
    expect(body.areaMonth).toBe('2020-04');
    expect(body.supplyByMunicipality).toEqual([
      { listingType: 3, regionCode: 1082, municipalityCode: 751, listings: 1, floorArea: 1000 },
      { listingType: 4, regionCode: 1084, municipalityCode: 101, listings: 1, floorArea: 50 },
    ]);
    const february = await ask('from=2019-11&to=2020-04&areaMonth=2020-02');
    expect(february.body.supplyByMunicipality.map((c) => [c.listingType, c.municipalityCode, c.listings])).toEqual([
      [1, 101, 1],
      [1, 751, 1],
      [3, 751, 1],
      [4, 101, 1],
    ]);
    expect(body.turnover).toEqual([
      { month: '2020-03', listingType: 1, listings: 1, floorArea: 200 },
      { month: '2020-04', listingType: 4, listings: 1, floorArea: 50 },
    ]);
    expect(body.demand).toEqual([
      { month: '2019-11', listingType: 3, visits: 1, leads: 0 },
      { month: '2020-01', listingType: 1, visits: 4, leads: 1 },
      { month: '2020-02', listingType: 1, visits: 2, leads: 0 },
      { month: '2020-04', listingType: 3, visits: 1, leads: 0 },
    ]);
    expect(body.regions.map((r) => r.name)).toContain('Region Midtjylland');
    // Named: the municipalities of the area month's table, no others.
    expect(body.municipalities.map((m) => [m.code, m.name, m.regionCode])).toEqual([
      [751, 'Aarhus', 1082],
      [101, 'København', 1084],
    ]);
  });

  it('filters by listing type and by region', async () => {
    const rental = await ask('from=2019-11&to=2020-04&listingType=1');
    expect(byMonth(rental.body)).toEqual([
      ['2019-11', 0, 0],
      ['2019-12', 0, 0],
      ['2020-01', 1, 200],
      ['2020-02', 2, 500],
      ['2020-03', 1, 200],
      ['2020-04', 0, 0],
    ]);
    expect(rental.body.turnover).toEqual([{ month: '2020-03', listingType: 1, listings: 1, floorArea: 200 }]);
    const midtjylland = await ask('from=2019-11&to=2020-04&regionCode=1082');
    expect(byMonth(midtjylland.body).map(([, n]) => n)).toEqual([1, 1, 1, 2, 1, 1]);
    expect(midtjylland.body.turnover).toEqual([]);
    expect(midtjylland.body.regionCode).toBe(1082);
  });

  it('has no supply in months that have not begun', async () => {
    const body = await marketStatistics(t.database.db, { from: '2020-03', to: '2020-05' }, { now: new Date('2020-04-15T12:00:00Z') });
    expect(byMonth(body)).toEqual([
      ['2020-03', 3, 1250],
      ['2020-04', 2, 1050],
      ['2020-05', 0, 0],
    ]);
  });

  it('answers 400 naming the field in Danish', async () => {
    const cases: [string, Record<string, string>][] = [
      ['to=2020-01', { from: 'Fra-måned er krævet' }],
      ['from=2020-13&to=2020-01', { from: 'Fra-måned skal være en måned (ÅÅÅÅ-MM)' }],
      ['from=2020-05&to=2020-01', { to: 'Til-måned skal være samme måned som eller efter fra-måned' }],
      ['from=2016-01&to=2020-01', { from: 'Perioden må højst være 36 måneder' }],
      ['from=2020-01&to=2020-02&listingType=9', { listingType: 'Annoncetype skal være korrekt' }],
      ['from=2020-01&to=2020-02&regionCode=9999', { regionCode: 'Region skal være korrekt' }],
      ['from=2020-01&to=2020-02&areaMonth=2020-03', { areaMonth: 'Områdemåned skal ligge i perioden' }],
    ];
    for (const [query, fields] of cases) {
      const res = await ask(query);
      expect({ query, status: res.status, fields: (res.body as unknown as { fields: Record<string, string> }).fields }).toEqual({ query, status: 400, fields });
    }
  });
});
