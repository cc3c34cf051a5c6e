/**
 * The market benchmark of a listing on a small known set in Bornholm (municipality 400), where the demo data
 * has no listings: a rental office of the Broker account against office rentals of another account, with
 * status histories and events at fixed dates in 2020, so every quartile below can be counted by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, listings } from '../../server/db/schema';
import { recordStatusChange } from '../../server/services/listingHistory';
import { listingBenchmark } from '../../server/services/statisticsBenchmark';
import { comparablesOf } from '../../server/repositories/benchmark';
import { PERMISSIONS, type ListingStatus } from '../../schemas/enums';
import { ListingBenchmarkSchema, type ListingBenchmark } from '../../schemas/statistics';

let t: TestApp;
let brokerId: number;
let otherId: number;
let subjectId: number;
const comparableIds: number[] = [];
const NOW = new Date('2020-06-30T10:00:00Z');
const OTHER_TITLE = 'Sammenligneligt kontor hos en anden mægler';

interface Row {
  accountId?: number;
  listingType?: number;
  subcategory?: string;
  zipCode?: string;
  floorArea: number;
  price: number | null;
  status?: ListingStatus;
  offMarket?: boolean;
  /** When it became active (its status history: pending, then active). */
  activeSince?: string;
}

async function insertListing(row: Row): Promise<number> {
  const db = t.database.db;
  const status = row.status ?? 2;
  const activeSince = new Date(row.activeSince ?? '2020-05-01T10:00:00Z');
  const [inserted] = await db
    .insert(listings)
    .values({
      accountId: row.accountId ?? otherId,
      listingType: row.listingType ?? 1,
      status,
      offMarket: row.offMarket ?? false,
      title: OTHER_TITLE,
      addressText: `Testvej 1, ${row.zipCode ?? '3700'}`,
      zipCode: row.zipCode ?? '3700',
      floorArea: row.floorArea,
      price: row.price,
      fields: { listingtypeSubcategory: row.subcategory ?? 'kontor' },
      createdAt: new Date(activeSince.getTime() - 86_400_000),
    })
    .returning({ id: listings.id });
  const id = inserted!.id;
  await recordStatusChange(db, id, null, 1, new Date(activeSince.getTime() - 86_400_000));
  await recordStatusChange(db, id, 1, 2, activeSince);
  if (status !== 2) await recordStatusChange(db, id, 2, status, new Date(activeSince.getTime() + 86_400_000));
  return id;
}

const encode = (event: object) => Buffer.from(JSON.stringify(event)).toString('base64');
async function track(listingId: number, action: number, occurredAt: string, times: number) {
  for (let i = 0; i < times; i++) {
    const event = {
      SessionID: 'session-bench-0001',
      SessionAcquisition: 'direct',
      UserToken: '',
      event: 'listing',
      action,
      target_listing_id: listingId,
      occurredAt,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: encode(event) } });
    expect(res.statusCode).toBe(202);
  }
}

const benchmark = async () => ListingBenchmarkSchema.parse(await listingBenchmark(t.database.db, subjectId, { now: NOW }));

beforeAll(async () => {
  t = await createTestApp({ TRACKING_RATE_LIMIT_MAX: '1000' });
  const db = t.database.db;
  const demo = await db.execute(
    sql`select count(*)::int as n from listings l join postal_areas pa on pa.zip_code = l.zip_code where pa.municipality_code = 400`,
  );
  expect((demo as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  brokerId = await accountIdByName(t.database, ACCOUNTS.broker);
  const [other] = await db
    .insert(accounts)
    .values({
      accountType: 1,
      name: 'Anden Mægler ApS',
      email: 'anden@maegler.dk',
      streetName: 'Store Torv',
      streetNumber: '1',
      zipCode: '3700',
      city: 'Rønne',
      permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, true])),
    })
    .returning({ id: accounts.id });
  otherId = other!.id;

  // The listing: 200 m² at 276,000 a year (1,380 a m²), active 28 days; 16 visits and 4 leads in the four
  // weeks, and 2 visits on its first day, before the window's start.
  subjectId = await insertListing({ accountId: brokerId, floorArea: 200, price: 276_000, activeSince: '2020-06-02T10:00:00Z' });
  await track(subjectId, 6, '2020-06-02T12:00:00Z', 2);
  await track(subjectId, 6, '2020-06-15T12:00:00Z', 16);
  await track(subjectId, 4, '2020-06-16T12:00:00Z', 4);

  // Four comparables in 3700: 1,000 to 1,300 a m²; 100 and 400 m² are the range's very ends.
  const comparables: (Row & { visits: number; leads: number })[] = [
    { floorArea: 100, price: 100_000, activeSince: '2020-05-11T10:00:00Z', visits: 8, leads: 4 },
    { floorArea: 400, price: 440_000, activeSince: '2020-05-21T10:00:00Z', visits: 12, leads: 0 },
    { floorArea: 250, price: 300_000, activeSince: '2020-05-31T10:00:00Z', visits: 16, leads: 4 },
    { floorArea: 150, price: 195_000, activeSince: '2020-06-10T10:00:00Z', visits: 15, leads: 3 },
  ];
  for (const c of comparables) {
    const id = await insertListing(c);
    comparableIds.push(id);
    await track(id, 6, '2020-06-25T12:00:00Z', c.visits);
    await track(id, 1, '2020-06-26T12:00:00Z', c.leads);
  }
  // Not comparable: another subcategory, too large, too small, inactive, off-market, another type, no price,
  // another municipality.
  await insertListing({ subcategory: 'butik', floorArea: 200, price: 200_000 });
  await insertListing({ floorArea: 410, price: 400_000 });
  await insertListing({ floorArea: 90, price: 90_000 });
  await insertListing({ floorArea: 200, price: 200_000, status: 3 });
  await insertListing({ floorArea: 200, price: 200_000, offMarket: true });
  await insertListing({ listingType: 3, floorArea: 200, price: 2_000_000 });
  await insertListing({ floorArea: 200, price: null });
  await insertListing({ zipCode: '2100', floorArea: 200, price: 200_000 });
}, 120_000);
afterAll(() => t.close());

describe('the market benchmark of a listing', () => {
  it('gives no figure from fewer than five comparables, and says so', async () => {
    expect(await benchmark()).toEqual<ListingBenchmark>({
      listingType: 1,
      subcategory: 'Kontor',
      area: { kind: 'municipality', code: '400', name: 'Bornholm' },
      comparables: null,
      missing: 'fewComparables',
      figures: null,
      standsOut: null,
    });
  });

  it('takes the municipality when the postal area has fewer than five', async () => {
    comparableIds.push(await insertListing({ zipCode: '3730', floorArea: 300, price: 600_000 }));
    const body = await benchmark();
    expect(body.area).toEqual({ kind: 'municipality', code: '400', name: 'Bornholm' });
    expect(body.comparables).toBe(5);
    // 1,000, 1,100, 1,200, 1,300 and 2,000 a m².
    expect(body.figures?.price.market).toEqual({ p25: 1100, median: 1200, p75: 1300 });
  });

  it("compares price per m², visits and leads per week and days on market with the postal area's quartiles", async () => {
    // A fifth comparable in 3700, active 13 days (two weeks of the window, counting today): 12 visits.
    const fifth = await insertListing({ floorArea: 220, price: 308_000, activeSince: '2020-06-17T10:00:00Z' });
    comparableIds.push(fifth);
    await track(fifth, 6, '2020-06-25T12:00:00Z', 12);
    const body = await benchmark();
    expect(body).toEqual<ListingBenchmark>({
      listingType: 1,
      subcategory: 'Kontor',
      area: { kind: 'postalArea', code: '3700', name: '3700 Rønne' },
      comparables: 5,
      missing: null,
      figures: {
        // 1,000, 1,100, 1,200, 1,300, 1,400 a m² a year.
        price: { listing: 1380, market: { p25: 1100, median: 1200, p75: 1300 } },
        // 8/4, 12/4, 16/4, 15/3, 12/2 weeks; the listing 16 in four weeks (its first day's 2 are before them).
        visitsPerWeek: { listing: 4, market: { p25: 3, median: 4, p75: 5 } },
        // 4/4, 0, 4/4, 3/3, 0.
        leadsPerWeek: { listing: 1, market: { p25: 0, median: 1, p75: 1 } },
        // 50, 40, 30, 20 and 13 days.
        daysOnMarket: { listing: 28, market: { p25: 20, median: 30, p75: 40 } },
      },
      standsOut: { metric: 'price', percent: 15 },
    });
  });

  it('takes the ones closest in floor area when there are more than the maximum', async () => {
    const found = await comparablesOf(
      t.database.db,
      {
        listingId: subjectId,
        listingType: 1,
        subcategoryKey: 'kontor',
        area: { municipalityCode: 400 },
        maximum: 3,
        floorArea: { own: 200, min: 100, max: 400 },
        perArea: true,
      },
      { now: NOW, today: '2020-06-30', windowDays: 28 },
    );
    // 220 m² at 1,400, 250 at 1,200 and 150 at 1,300 a m²: not 100 and 400, twice and half the listing's.
    expect(found).toMatchObject({ count: 3, price: [1250, 1300, 1350] });
  });

  it("answers over the API to whoever may read the listing's statistics, never naming another account's listings", async () => {
    const res = await t.request(PERSONAS.brokerReader, { method: 'GET', url: `/api/v2/listings/${subjectId}/benchmark` });
    expect(res.statusCode).toBe(200);
    const body = ListingBenchmarkSchema.strict().parse(res.json());
    expect(body.comparables).toBe(5);
    expect(res.body).not.toContain(OTHER_TITLE);
    expect(res.body).not.toContain('Anden Mægler');
    for (const id of comparableIds) expect(res.body).not.toMatch(new RegExp(`[^0-9.]${id}[^0-9.]`));
  });

  it("refuses another account's listing", async () => {
    const res = await t.request(PERSONAS.premium, { method: 'GET', url: `/api/v2/listings/${subjectId}/benchmark` });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('figures');
    const own = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${comparableIds[0] ?? 0}/benchmark` });
    expect([403, 404]).toContain(own.statusCode);
  });

  it('stays answerable whatever tiny or huge areas and prices rows written before the limits hold', async () => {
    const before = await benchmark();
    // Five comparables of one another at 5e-324 m² (a price per m² of them overflows), and a price no form takes.
    const tiny: number[] = [];
    for (const price of [1, 2, 3, 4, 5]) tiny.push(await insertListing({ floorArea: 5e-324, price }));
    await insertListing({ floorArea: 200, price: 1e308 });
    await insertListing({ floorArea: 210, price: 5e-324 });
    // The listing's own figures are left out, and the market's are those of the plausible rows.
    expect(await benchmark()).toEqual(before);
    const own = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${subjectId}/benchmark` });
    expect(own.statusCode, own.body).toBe(200);
    // A listing at 5e-324 m² gets no benchmark, and no error.
    const res = await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/listings/${tiny[0]}/benchmark` });
    expect(res.statusCode, res.body).toBe(200);
    expect(ListingBenchmarkSchema.parse(res.json())).toMatchObject({ missing: 'incomplete', figures: null });
    await t.database.db.update(listings).set({ price: 1e308 }).where(eq(listings.id, subjectId));
    expect((await benchmark()).figures?.price).toEqual({ listing: null, market: before.figures?.price.market });
  });

  it('is a 404 for a listing that does not exist', async () => {
    const res = await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/listings/999999/benchmark' });
    expect(res.statusCode).toBe(404);
  });
});
