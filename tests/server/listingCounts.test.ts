import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { omit } from '../omit';

/**
 * listing_counts, kept by triggers on listings, gives the listing index an exact total at any size. Whatever writes
 * listings (the API, several rows at once, a row moved between accounts, a delete), the counts stay what counting
 * the rows says, and the index's total follows them.
 */
const LIMIT = 5;
let t: TestApp;
let broker: number;
let light: number;

beforeAll(async () => {
  t = await createTestApp({ LISTING_EXACT_COUNT_LIMIT: String(LIMIT) });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

type Rows = { rows: Record<string, unknown>[] };
type CountRow = { account_id: number; status: number; listing_type: number; off_market: boolean; n: number };
const key = (r: CountRow) => `${r.account_id}/${r.status}/${r.listing_type}/${r.off_market}`;

/** listing_counts and a count of the rows, as `account/status/type/offMarket -> n` (empty counts left out). */
async function allCounts() {
  const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as { rows: CountRow[] }).rows;
  const asMap = (rows: CountRow[]) => Object.fromEntries(rows.map((r) => [key(r), r.n]).sort());
  return {
    kept: asMap(await rows(sql`select account_id, status, listing_type, off_market, n from listing_counts where n <> 0`)),
    counted: asMap(await rows(sql`select account_id, status, listing_type, off_market, count(*)::int as n from listings group by 1, 2, 3, 4`)),
  };
}

async function expectCountsRight() {
  const { kept, counted } = await allCounts();
  expect(Object.keys(counted).length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

const index = async (query: string) => {
  const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings?accountId=${broker}&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number; totalEstimated: boolean }>();
};

const rowsOf = async (where: ReturnType<typeof sql>) =>
  Number(((await t.database.db.execute(sql`select count(*)::int as n from listings where ${where}`)) as Rows).rows[0]?.['n']);

describe('listing_counts', () => {
  it('holds the seeded listings', async () => {
    await expectCountsRight();
  });

  it('follows the API: copy, activate, close, delete', async () => {
    const [source] = await t.database.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.accountId, broker), eq(listings.status, LISTING_STATUSES.active)))
      .limit(1);
    const copy = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/listings/${source!.id}/copy`, payload: { keepCaseNumber: false } });
    expect(copy.statusCode, copy.body).toBe(201);
    const id = copy.json().listing.id as number;
    await expectCountsRight();
    for (const [action, version] of [
      ['activate', 1],
      ['close', 2],
    ] as const) {
      const res = await t.request(PERSONAS.brokerAdmin, {
        method: 'POST',
        url: `/api/v2/listings/${id}/${action}`,
        headers: { 'if-match': `W/"${version}"` },
        ...(action === 'close' ? { payload: { closingReasonId: 1 } } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      await expectCountsRight();
    }
    const deleted = await t.request(PERSONAS.brokerAdmin, { method: 'DELETE', url: `/api/v2/listings/${id}`, headers: { 'if-match': 'W/"3"' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectCountsRight();
  });

  it('follows writes of many rows at once, a row moved to another account, and deleted rows', async () => {
    const db = t.database.db;
    await db
      .update(listings)
      .set({ status: LISTING_STATUSES.inactive })
      .where(and(eq(listings.accountId, broker), eq(listings.listingType, 2)));
    await expectCountsRight();
    await db
      .update(listings)
      .set({ offMarket: sql`not ${listings.offMarket}` })
      .where(eq(listings.accountId, broker));
    await expectCountsRight();
    const [moved] = await db.select({ id: listings.id }).from(listings).where(eq(listings.accountId, broker)).limit(1);
    await db.update(listings).set({ accountId: light, listingType: 1 }).where(eq(listings.id, moved!.id));
    await expectCountsRight();
    // An update that moves no row between counts writes none.
    await db
      .update(listings)
      .set({ visits: sql`${listings.visits} + 1` })
      .where(eq(listings.accountId, broker));
    await expectCountsRight();
    await db.delete(listings).where(and(eq(listings.accountId, broker), eq(listings.listingType, 3)));
    await expectCountsRight();
    // Deleting an account deletes its listings, and their counts go to zero with them.
    const [template] = await db.select().from(accounts).where(eq(accounts.id, light));
    const [gone] = await db
      .insert(accounts)
      .values({ ...omit(template!, 'id'), name: 'Kortlivet ApS' })
      .returning();
    await db.insert(listings).values({ accountId: gone!.id, listingType: 1, status: 2, title: 'Kortlivet', addressText: 'Vej 1' });
    await expectCountsRight();
    await db.delete(accounts).where(eq(accounts.id, gone!.id));
    await expectCountsRight();
  });

  it("gives the index an account's exact total past the limit, and an estimate only where it must count rows", async () => {
    const all = await index('page=1&perPage=25');
    const exact = await rowsOf(sql`account_id = ${broker} and status <> ${LISTING_STATUSES.deleted}`);
    expect(exact).toBeGreaterThan(LIMIT);
    expect(all).toMatchObject({ total: exact, totalEstimated: false });
    for (const query of ['status=2&listingType=1', 'status=2&status=3', 'listingType=4&offMarket=true', 'status=7']) {
      const params = new URLSearchParams(query);
      const statuses = params.getAll('status').map(Number);
      const types = params.getAll('listingType').map(Number);
      const where = sql.join(
        [
          sql`account_id = ${broker}`,
          statuses.length ? sql`status in ${statuses}` : sql`status <> ${LISTING_STATUSES.deleted}`,
          types.length ? sql`listing_type in ${types}` : sql`true`,
          params.has('offMarket') ? sql`off_market = ${params.get('offMarket') === 'true'}` : sql`true`,
        ],
        sql` and `,
      );
      expect(await index(`${query}&page=1&perPage=25`), query).toEqual(expect.objectContaining({ total: await rowsOf(where), totalEstimated: false }));
    }
    // A text filter counts rows: exact up to the limit, the planner's estimate past it.
    expect((await index('address=a&page=1&perPage=25')).totalEstimated).toBe(true);
  });
});
