/**
 * The demo data's history and events: the same on every run, consistent with the listings and
 * with each other, and enough for every statistics chart to show data on a fresh start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';
import { generateListings } from '../../server/db/seed/listings';
import { generateActivity } from '../../server/db/seed/activity';
import { marketStatistics } from '../../server/services/statisticsMarket';
import { monthsInPeriod } from '../../schemas/statistics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await t.database.db.execute(query)) as { rows: Row[] };
  return result.rows;
};
const one = async (query: ReturnType<typeof sql>) => (await rows(query))[0] ?? {};

describe('the demo activity', () => {
  it('is the same on every run', () => {
    const listings = generateListings().listings;
    const a = generateActivity(listings);
    const b = generateActivity(listings);
    expect(b.events.length).toBe(a.events.length);
    expect(b.events).toEqual(a.events);
    expect(b.history).toEqual(a.history);
    expect(a.events.length).toBeGreaterThan(20_000);
  });

  it('gives every listing a history that ends in its present status, and one open interval', async () => {
    const mismatched = await rows(sql`
      select l.id from listings l
      left join listing_status_history h on h.listing_id = l.id and h.ended_at is null
      group by l.id, l.status
      having count(h.id) <> 1 or min(h.status) <> l.status`);
    expect(mismatched).toEqual([]);
    const backwards = await one(sql`select count(*)::int as n from listing_status_history where ended_at < changed_at`);
    expect(backwards.n).toBe(0);
  });

  it('puts events only on days the listing was active, and sums the rollups and totals from them', async () => {
    const outside = await one(sql`
      select count(*)::int as n from tracking_events e
      where e.session_id like 'seed-%' and not exists (
        select 1 from listing_status_history h
        where h.listing_id = e.listing_id and h.status = 2 and h.changed_at <= e.occurred_at
          and (h.ended_at is null or h.ended_at > e.occurred_at - interval '1 day'))`);
    expect(outside.n).toBe(0);
    const events = await one(sql`
      select count(*) filter (where action = 6)::int as visits, count(*) filter (where action in (1, 2, 3, 4))::int as leads,
             count(*) filter (where action = 9)::int as impressions
      from tracking_events where session_id like 'seed-%'`);
    const daily = await one(
      sql`select sum(visits)::int as visits, sum(leads)::int as leads, sum(promoted_impressions)::int as impressions from listing_daily_stats`,
    );
    const market = await one(sql`select sum(visits)::int as visits, sum(leads)::int as leads from market_monthly_stats`);
    const totals = await one(sql`select sum(visits)::int as visits, sum(leads)::int as leads from listings`);
    expect(daily).toEqual(events);
    expect(market).toEqual({ visits: events.visits, leads: events.leads });
    expect(totals).toEqual({ visits: events.visits, leads: events.leads });
    const perListing = await rows(sql`
      select l.id from listings l
      left join (select listing_id, count(*) filter (where action = 6) as v from tracking_events group by listing_id) e on e.listing_id = l.id
      where l.visits <> coalesce(e.v, 0)`);
    expect(perListing).toEqual([]);
  });

  it('gives every month of the seeded year supply and demand, and the year turnover', async () => {
    const stats = await marketStatistics(t.database.db, { from: '2025-11', to: '2026-10' }, { now: new Date('2026-11-01T10:00:00Z') });
    for (const month of monthsInPeriod('2025-11', '2026-10')) {
      expect({ month, supply: stats.supply.some((c) => c.month === month && c.listings > 0) }).toEqual({ month, supply: true });
      expect({ month, demand: stats.demand.some((c) => c.month === month && c.visits > 0) }).toEqual({ month, demand: true });
    }
    expect(stats.turnover.reduce((n, c) => n + c.listings, 0)).toBeGreaterThan(10);
  });
});
