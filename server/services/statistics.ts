import type { DbOrTx } from '../db';
import { LISTING_STATUSES } from '../../schemas/enums';
import { accountReads, COUNTERS, findListingIdentity, listingBucketSums, type Counts } from '../repositories/statistics';
import {
  bucketsOf,
  conversionRate,
  daysInPeriod,
  previousPeriodOf,
  type AccountListingStatistics,
  type AccountStatistics,
  type Bucket,
  type ListingStatistics,
  type Metrics,
  type StatisticsQuery,
} from '../../schemas/statistics';
import { addDays } from '../../schemas/dates';

/*
 * Listing and account statistics read the rollups the tracking endpoint keeps with every listing event:
 * the series summed per bucket from the listing's or the account's rows per day (one a day, whatever the
 * number of listings), and the account's table per listing from each listing's running totals at the edges
 * of the two periods (three rows per listing, whatever the period's length).
 */

const zero = (): Counts => ({ visits: 0, leads: 0, promotedImpressions: 0, promotedClicks: 0, favorites: 0 });

// Field by field rather than a spread: it runs twice for every listing of the account.
function withRate(counts: Counts): Metrics {
  return {
    visits: counts.visits,
    leads: counts.leads,
    conversionRate: conversionRate(counts.visits, counts.leads),
    promotedImpressions: counts.promotedImpressions,
    promotedClicks: counts.promotedClicks,
    favorites: counts.favorites,
  };
}

function totalOf(series: Bucket[]): Metrics {
  const counts = zero();
  for (const bucket of series) for (const key of COUNTERS) counts[key] += bucket[key];
  return withRate(counts);
}

type Series = Omit<ListingStatistics, 'listing'>;
type BucketSum = Counts & { bucket: number };

/**
 * The period's buckets and those of the period of the same length before it, shifted by that length,
 * so bucket i of each covers the same days of its own period and the two can be drawn on one axis.
 * The previous buckets end the day before the period's first begins, so the two lists are one run of buckets.
 */
function bucketRanges(query: StatisticsQuery) {
  const { from, to, granularity } = query;
  const shift = -daysInPeriod(from, to);
  const ranges = bucketsOf(from, to, granularity);
  const previousRanges = ranges.map((r) => ({ start: addDays(r.start, shift), end: addDays(r.end, shift) }));
  return { all: [...previousRanges, ...ranges], length: ranges.length };
}

const startsOf = (ranges: ReturnType<typeof bucketRanges>) => ranges.all.map((r) => r.start);

/** The days a period's statistics read and the ranges its series are drawn on, for one query. */
interface PeriodDays {
  ranges: ReturnType<typeof bucketRanges>;
  starts: string[];
  previousFrom: string;
  dayAfterTo: string;
}

const PERIODS_KEPT = 256;
const periods = new Map<string, PeriodDays>();

/**
 * The days of a query, kept by its from, to and granularity: the string date arithmetic behind them is a good
 * part of what a request costs the server, and every account asks for the same few periods (the screen's
 * default ends today). Read only: nothing that takes them writes into them.
 */
function periodDays(query: StatisticsQuery): PeriodDays {
  const key = `${query.from} ${query.to} ${query.granularity}`;
  let days = periods.get(key);
  if (!days) {
    const ranges = bucketRanges(query);
    days = { ranges, starts: startsOf(ranges), previousFrom: previousPeriodOf(query.from, query.to).start, dayAfterTo: addDays(query.to, 1) };
    // Dropped all at once when full: a day's queries fill it again at once.
    if (periods.size >= PERIODS_KEPT) periods.clear();
    periods.set(key, days);
  }
  return days;
}

/** The series of the ranges from their sums (bucket numbers count from 1; a bucket without a sum is zero). */
function seriesOf(query: StatisticsQuery, { all, length }: ReturnType<typeof bucketRanges>, sums: BucketSum[]): Series {
  const { from, to, granularity } = query;
  const found = new Map(sums.map(({ bucket, ...counts }) => [bucket - 1, counts]));
  const buckets = all.map(({ start, end }, i): Bucket => ({ start, end, ...withRate(found.get(i) ?? zero()) }));
  const previousSeries = buckets.slice(0, length);
  const series = buckets.slice(length);
  return { granularity, period: { from, to }, totals: totalOf(series), previousTotals: totalOf(previousSeries), series, previousSeries };
}

const isPromoted = (...metrics: Metrics[]) => metrics.some((m) => m.promotedImpressions + m.promotedClicks > 0);

/** One listing's statistics; undefined when the listing does not exist. */
export async function listingStatistics(db: DbOrTx, listingId: number, query: StatisticsQuery): Promise<ListingStatistics | undefined> {
  const listing = await findListingIdentity(db, listingId);
  if (!listing) return undefined;
  const { ranges, starts } = periodDays(query);
  const sums = await listingBucketSums(db, listingId, starts, query.to);
  const series = seriesOf(query, ranges, sums);
  return { ...series, listing: { ...listing, promoted: isPromoted(series.totals, series.previousTotals) } };
}

/** An account's statistics over all its listings, and per listing. */
export async function accountStatistics(db: DbOrTx, accountId: number, query: StatisticsQuery): Promise<AccountStatistics> {
  const { ranges, starts, previousFrom, dayAfterTo } = periodDays(query);
  const reads = await accountReads(
    db,
    accountId,
    { starts, to: query.to, previousFrom, from: query.from, dayAfterTo },
    { statuses: QUALITY_STATUSES, weakest: WEAKEST_SHOWN },
  );
  const series = seriesOf(query, ranges, reads.buckets);
  const table: AccountListingStatistics[] = [];
  for (const row of reads.listings) {
    // A deleted listing is listed only for what it did in the periods.
    if (row.status === LISTING_STATUSES.deleted && COUNTERS.every((key) => row.totals[key] === 0 && row.previousTotals[key] === 0)) continue;
    const totals = withRate(row.totals);
    const previousTotals = withRate(row.previousTotals);
    // Field by field: the answer is written as built (builtAnswer), so nothing else of the row may go with it.
    const { id, title, listingType, status, caseNumber } = row;
    table.push({ id, title, listingType, status, caseNumber, promoted: isPromoted(totals, previousTotals), totals, previousTotals });
  }
  return { ...series, promoted: table.some((l) => l.promoted), listings: table, quality: reads.quality };
}

/** The listings an account works on: the quality statistics leave closed, archived and deleted ones out. */
const QUALITY_STATUSES: number[] = [LISTING_STATUSES.pending, LISTING_STATUSES.active, LISTING_STATUSES.inactive, LISTING_STATUSES.quarantine];
const WEAKEST_SHOWN = 5;
