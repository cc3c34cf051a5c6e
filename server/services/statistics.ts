import { and, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { accounts, listingDailyStats, listings } from '../db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import {
  addDays,
  bucketsOf,
  conversionRate,
  daysInPeriod,
  previousPeriodOf,
  type AccountListingStatistics,
  type AccountStatistics,
  type Bucket,
  type DayRange,
  type ListingStatistics,
  type Metrics,
  type StatisticsQuery,
} from '../../schemas/statistics';

/*
 * Listing and account statistics read the daily rollup (listing_daily_stats), which the
 * tracking endpoint keeps up to date with every listing event: a year of one listing is at most 365
 * rows, a year of an account with 500 listings about 180,000, summed by the database in one pass.
 */

type Counts = Omit<Metrics, 'conversionRate'>;
const COUNT_KEYS = ['visits', 'leads', 'promotedImpressions', 'promotedClicks', 'favorites'] as const satisfies readonly (keyof Counts)[];

const zero = (): Counts => ({ visits: 0, leads: 0, promotedImpressions: 0, promotedClicks: 0, favorites: 0 });

function withRate(counts: Counts): Metrics {
  return { ...counts, conversionRate: conversionRate(counts.visits, counts.leads) };
}

function add(into: Counts, more: Counts): void {
  for (const key of COUNT_KEYS) into[key] += more[key];
}

/**
 * Sums of the counters as float8: a number in both drivers (pg answers bigint as a string), exact far past
 * what an int holds, which a busy account's sums may pass.
 */
const sums = (filter?: SQL) => {
  const sum = (column: AnyColumn) =>
    filter ? sql<number>`coalesce(sum(${column}) filter (where ${filter}), 0)::float8` : sql<number>`coalesce(sum(${column}), 0)::float8`;
  return {
    visits: sum(listingDailyStats.visits),
    leads: sum(listingDailyStats.leads),
    promotedImpressions: sum(listingDailyStats.promotedImpressions),
    promotedClicks: sum(listingDailyStats.promotedClicks),
    favorites: sum(listingDailyStats.favorites),
  };
};

/** The counters per day, for the rows `scope` picks, from `from` to `to`. */
async function countsByDay(db: DbOrTx, scope: SQL, from: string, to: string): Promise<Map<string, Counts>> {
  const rows = await db
    .select({ day: sql<string>`to_char(${listingDailyStats.day}, 'YYYY-MM-DD')`, ...sums() })
    .from(listingDailyStats)
    .where(and(scope, gte(listingDailyStats.day, from), lte(listingDailyStats.day, to)))
    .groupBy(listingDailyStats.day);
  return new Map(rows.map(({ day, ...counts }) => [day, counts]));
}

function bucketed(byDay: Map<string, Counts>, ranges: DayRange[]): Bucket[] {
  return ranges.map(({ start, end }) => {
    const counts = zero();
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const found = byDay.get(day);
      if (found) add(counts, found);
    }
    return { start, end, ...withRate(counts) };
  });
}

function totalOf(series: Bucket[]): Metrics {
  const counts = zero();
  for (const bucket of series) add(counts, bucket);
  return withRate(counts);
}

type Series = Omit<ListingStatistics, 'listing'>;

/**
 * The period's buckets and those of the period of the same length before it, shifted by that length,
 * so bucket i of each covers the same days of its own period and the two can be drawn on one axis.
 */
function seriesFor(byDay: Map<string, Counts>, query: StatisticsQuery): Series {
  const { from, to, granularity } = query;
  const previous = previousPeriodOf(from, to);
  const shift = -daysInPeriod(from, to);
  const ranges = bucketsOf(from, to, granularity);
  const series = bucketed(byDay, ranges);
  const previousSeries = bucketed(
    byDay,
    ranges.map((r) => ({ start: addDays(r.start, shift), end: addDays(r.end, shift) })),
  );
  return {
    granularity,
    period: { from, to },
    previousPeriod: { from: previous.start, to: previous.end },
    totals: totalOf(series),
    previousTotals: totalOf(previousSeries),
    series,
    previousSeries,
  };
}

const isPromoted = (...metrics: Metrics[]) => metrics.some((m) => m.promotedImpressions + m.promotedClicks > 0);

const listingIdentity = {
  id: listings.id,
  title: listings.title,
  listingType: listings.listingType,
  status: listings.status,
  // The case number the account shows, else its own.
  caseNumber: sql<string | null>`coalesce(${listings.shownCaseNumber}, ${listings.caseNumber})`,
};

/** One listing's statistics; undefined when the listing does not exist. */
export async function listingStatistics(db: DbOrTx, listingId: number, query: StatisticsQuery): Promise<ListingStatistics | undefined> {
  const [listing] = await db.select(listingIdentity).from(listings).where(eq(listings.id, listingId));
  if (!listing) return undefined;
  const previous = previousPeriodOf(query.from, query.to);
  const series = seriesFor(await countsByDay(db, eq(listingDailyStats.listingId, listingId), previous.start, query.to), query);
  return { ...series, listing: { ...listing, promoted: isPromoted(series.totals, series.previousTotals) } };
}

/** An account's statistics over all its listings, and per listing; undefined when the account does not exist. */
export async function accountStatistics(db: DbOrTx, accountId: number, query: StatisticsQuery): Promise<AccountStatistics | undefined> {
  const [account] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const previous = previousPeriodOf(query.from, query.to);
  // One pass over the account's days gives both the sums per day and the sums per listing in each period.
  const grouped = await db
    .select({
      day: sql<string | null>`to_char(${listingDailyStats.day}, 'YYYY-MM-DD')`,
      listingId: listingDailyStats.listingId,
      perDay: sql<number>`grouping(${listingDailyStats.day})`,
      all: sums(),
      current: sums(gte(listingDailyStats.day, query.from)),
      previous: sums(lte(listingDailyStats.day, previous.end)),
    })
    .from(listingDailyStats)
    .where(and(eq(listingDailyStats.accountId, accountId), gte(listingDailyStats.day, previous.start), lte(listingDailyStats.day, query.to)))
    .groupBy(sql`grouping sets ((${listingDailyStats.day}), (${listingDailyStats.listingId}))`);
  const byDay = new Map<string, Counts>();
  const counted = new Map<number, { current: Counts; previous: Counts }>();
  for (const row of grouped) {
    // grouping(day) is 0 in the rows grouped by day, 1 in those grouped by listing.
    if (row.perDay === 0 && row.day !== null) byDay.set(row.day, row.all);
    else counted.set(row.listingId, { current: row.current, previous: row.previous });
  }
  const series = seriesFor(byDay, query);

  const rows = await db.select(listingIdentity).from(listings).where(eq(listings.accountId, accountId)).orderBy(listings.id);
  const table: AccountListingStatistics[] = [];
  for (const row of rows) {
    const found = counted.get(row.id);
    // A deleted listing is listed only for what it did in the periods.
    if (!found && row.status === LISTING_STATUSES.deleted) continue;
    const totals = withRate(found?.current ?? zero());
    const previousTotals = withRate(found?.previous ?? zero());
    table.push({ ...row, promoted: isPromoted(totals, previousTotals), totals, previousTotals });
  }
  return { ...series, account, promoted: table.some((l) => l.promoted), listings: table };
}
