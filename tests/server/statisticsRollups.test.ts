/**
 * The statistics rollups against the events they count: an account of its own with listings in 2021 (long
 * before the demo data), events posted to the tracking endpoint out of order (a day before days already
 * counted, around midnight in Denmark), and every statistics answer compared with a count of the stored
 * events themselves, for periods that begin and end at those edges and for the periods before them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { accounts, listings } from '../../server/db/schema';
import { MIGRATIONS_FOLDER } from '../../server/db';
import { PERMISSIONS } from '../../schemas/enums';
import { LEAD_ACTIONS } from '../../schemas/tracking';
import { previousPeriodOf, type AccountStatistics, type Granularity, type ListingStatistics } from '../../schemas/statistics';

let t: TestApp;
let accountId: number;
const ids = { a: 0, b: 0, gone: 0, goneQuiet: 0 };

/** [listing, action, occurredAt (UTC)], posted in this order. */
const EVENTS: [keyof typeof ids, number, string][] = [
  ['a', 6, '2021-02-27T12:00:00Z'],
  // 00:30 on 1 March in Denmark.
  ['a', 6, '2021-02-28T23:30:00Z'],
  ['a', 4, '2021-03-01T10:00:00Z'],
  ['a', 6, '2021-03-15T12:00:00Z'],
  ['a', 6, '2021-03-15T13:00:00Z'],
  // 23:59 on 31 March in Denmark (summer time), and 00:30 on 1 April.
  ['a', 7, '2021-03-31T21:59:00Z'],
  ['a', 9, '2021-03-31T22:30:00Z'],
  ['b', 6, '2021-01-20T12:00:00Z'],
  ['b', 6, '2021-03-10T12:00:00Z'],
  ['b', 1, '2021-04-02T12:00:00Z'],
  ['gone', 6, '2021-02-05T12:00:00Z'],
  // Late arrivals, before days already counted.
  ['a', 6, '2021-02-10T12:00:00Z'],
  ['a', 10, '2021-02-10T12:05:00Z'],
  ['b', 2, '2021-01-05T12:00:00Z'],
];

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> => ((await t.database.db.execute(query)) as { rows: Row[] }).rows;

const encode = (event: object) => Buffer.from(JSON.stringify(event)).toString('base64');

beforeAll(async () => {
  t = await createTestApp({ TRACKING_RATE_LIMIT_MAX: '1000' });
  const db = t.database.db;
  const [account] = await db
    .insert(accounts)
    .values({
      accountType: 1,
      name: 'Rollup Test ApS',
      email: 'rollup@statistik.dk',
      streetName: 'Strandgade',
      streetNumber: '1',
      zipCode: '1401',
      city: 'København K',
      permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, true])),
    })
    .returning({ id: accounts.id });
  accountId = account!.id;
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const [row] = await db
      .insert(listings)
      .values({
        accountId,
        listingType: 1,
        status: key.startsWith('gone') ? 7 : 2,
        title: `Rollupannonce ${key} med en titel på over tyve tegn`,
        addressText: 'Testvej 1, 1401',
        zipCode: '1401',
        createdAt: new Date('2020-12-01T09:00:00Z'),
      })
      .returning({ id: listings.id });
    ids[key] = row!.id;
  }
  for (const [key, action, occurredAt] of EVENTS) {
    const event = {
      SessionID: 'session-rollup-01',
      SessionAcquisition: 'direct',
      UserToken: '',
      event: 'listing',
      action,
      target_listing_id: ids[key],
      occurredAt,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: encode(event) } });
    expect(res.statusCode).toBe(202);
  }
}, 60_000);
afterAll(() => t.close());

const get = <T>(url: string) => t.request(PERSONAS.staff, { method: 'GET', url }).then((res) => res.json<T>());

/** What the stored events of these listings count from `from` to `to` (Danish days), straight from tracking_events. */
async function fromEvents(listingIds: number[], from: string, to: string): Promise<Row> {
  const [row] = await rows(sql`
    select count(*) filter (where action = 6)::int as visits,
           count(*) filter (where action in (${sql.join(
             LEAD_ACTIONS.map((a) => sql`${a}`),
             sql`, `,
           )}))::int as leads,
           count(*) filter (where action = 9)::int as "promotedImpressions",
           count(*) filter (where action = 10)::int as "promotedClicks",
           count(*) filter (where action = 7)::int as favorites
    from tracking_events
    where listing_id in (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and (occurred_at at time zone 'Europe/Copenhagen')::date between ${from}::date and ${to}::date`);
  return row ?? {};
}

const countsOf = ({ visits, leads, promotedImpressions, promotedClicks, favorites }: Record<string, unknown>) => ({
  visits,
  leads,
  promotedImpressions,
  promotedClicks,
  favorites,
});

const PERIODS: [string, string, Granularity][] = [
  ['2021-03-01', '2021-03-31', 'month'],
  ['2021-03-01', '2021-03-31', 'week'],
  ['2021-03-02', '2021-04-01', 'day'],
  ['2021-02-28', '2021-03-01', 'day'],
  ['2021-02-10', '2021-04-02', 'month'],
];

describe('the statistics rollups', () => {
  it.each(PERIODS)("answer an account's %s to %s by %s as its events count, and the period before", async (from, to, granularity) => {
    const body = await get<AccountStatistics>(`/api/v2/accounts/${accountId}/statistics?from=${from}&to=${to}&granularity=${granularity}`);
    const previous = previousPeriodOf(from, to);
    const all = Object.values(ids);
    expect(countsOf(body.totals)).toEqual(await fromEvents(all, from, to));
    expect(countsOf(body.previousTotals)).toEqual(await fromEvents(all, previous.start, previous.end));
    for (const bucket of [...body.series, ...body.previousSeries]) {
      expect({ bucket: bucket.start, ...countsOf(bucket) }).toEqual({ bucket: bucket.start, ...(await fromEvents(all, bucket.start, bucket.end)) });
    }
    for (const row of body.listings) {
      expect({ id: row.id, ...countsOf(row.totals) }).toEqual({ id: row.id, ...(await fromEvents([row.id], from, to)) });
      expect({ id: row.id, ...countsOf(row.previousTotals) }).toEqual({ id: row.id, ...(await fromEvents([row.id], previous.start, previous.end)) });
    }
    // A deleted listing is there only when it did something in one of the periods.
    const goneActive = Object.values(await fromEvents([ids.gone], previous.start, to)).some((n) => Number(n) > 0);
    expect(body.listings.map((l) => l.id)).toEqual([ids.a, ids.b, ...(goneActive ? [ids.gone] : [])]);
  });

  it.each(PERIODS)("answer a listing's %s to %s by %s as its events count, and the period before", async (from, to, granularity) => {
    const body = await get<ListingStatistics>(`/api/v2/listings/${ids.a}/statistics?from=${from}&to=${to}&granularity=${granularity}`);
    const previous = previousPeriodOf(from, to);
    expect(countsOf(body.totals)).toEqual(await fromEvents([ids.a], from, to));
    expect(countsOf(body.previousTotals)).toEqual(await fromEvents([ids.a], previous.start, previous.end));
    for (const bucket of [...body.series, ...body.previousSeries]) {
      expect({ bucket: bucket.start, ...countsOf(bucket) }).toEqual({ bucket: bucket.start, ...(await fromEvents([ids.a], bucket.start, bucket.end)) });
    }
  });

  /** Every day's running totals, and the account days, as they are stored. */
  const stored = async () => ({
    days: await rows(sql`select * from listing_daily_stats order by listing_id, day`),
    accountDays: await rows(sql`select * from account_daily_stats order by account_id, day`),
  });

  it('stay exact when events of one listing arrive at once, later days first', async () => {
    const days = Array.from({ length: 30 }, (_, i) => `2021-05-${String(30 - i).padStart(2, '0')}T12:00:00Z`);
    const results = await Promise.all(
      days.flatMap((occurredAt) =>
        [6, 4].map((action) => {
          const event = {
            SessionID: 'session-rollup-02',
            SessionAcquisition: 'direct',
            UserToken: '',
            event: 'listing',
            action,
            target_listing_id: ids.b,
            occurredAt,
          };
          return t.app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData: encode(event) } });
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 202));
    const body = await get<AccountStatistics>(`/api/v2/accounts/${accountId}/statistics?from=2021-05-01&to=2021-05-31&granularity=week`);
    expect(body.listings.find((l) => l.id === ids.b)?.totals).toMatchObject({ visits: 30, leads: 30 });
    expect(countsOf(body.previousTotals)).toEqual(await fromEvents(Object.values(ids), '2021-03-31', '2021-04-30'));
  });

  it('hold running totals that sum the days before, and account days that sum the listing days (the demo data too)', async () => {
    const [mismatches] = await rows(
      sql`
      select
        (select count(*)::int from (
          select d.visits_to_date, d.leads_to_date, d.promoted_impressions_to_date, d.promoted_clicks_to_date, d.favorites_to_date,
                 sum(visits) over w as v, sum(leads) over w as l, sum(promoted_impressions) over w as i, sum(promoted_clicks) over w as c, sum(favorites) over w as f
          from listing_daily_stats d window w as (partition by listing_id order by day)) s
         where (visits_to_date, leads_to_date, promoted_impressions_to_date, promoted_clicks_to_date, favorites_to_date) <> (v, l, i, c, f)) as running,
        (select count(*)::int from (
          select account_id, day, sum(visits) as v, sum(leads) as l, sum(promoted_impressions) as i, sum(promoted_clicks) as c, sum(favorites) as f
          from listing_daily_stats group by account_id, day) s
         full join account_daily_stats a using (account_id, day)
         where a.account_id is null or s.account_id is null
            or (a.visits, a.leads, a.promoted_impressions, a.promoted_clicks, a.favorites) <> (s.v, s.l, s.i, s.c, s.f)) as accounts,
        (select count(*)::int from listing_daily_stats) as days`,
    );
    expect(mismatches).toMatchObject({ running: 0, accounts: 0 });
    expect(Number(mismatches!['days'])).toBeGreaterThan(1000);
  });

  it('are rebuilt from the days by the migration that made them', async () => {
    const before = await stored();
    const migration = await readFile(`${MIGRATIONS_FOLDER}/0015_statistics_rollups.sql`, 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((s) => /^\s*(--.*\n\s*)?(UPDATE|INSERT)/.test(s));
    expect(backfill).toHaveLength(2);
    await t.database.db.execute(
      sql`update listing_daily_stats set visits_to_date = 0, leads_to_date = 0, promoted_impressions_to_date = 0, promoted_clicks_to_date = 0, favorites_to_date = 0`,
    );
    await t.database.db.execute(sql`delete from account_daily_stats`);
    for (const statement of backfill) await t.database.db.execute(sql.raw(statement));
    expect(await stored()).toEqual(before);
  });
});
