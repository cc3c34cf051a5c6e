import { and, asc, eq, gt, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { preparedPer, type DbOrTx } from '../db';
import { accountDailyStats, listingDailyStats, listings } from '../db/schema';

/** What the rollups count per day. */
export const COUNTERS = ['visits', 'leads', 'promotedImpressions', 'promotedClicks', 'favorites'] as const;
export type Counter = (typeof COUNTERS)[number];
export type Counts = Record<Counter, number>;

const TO_DATE = {
  visits: listingDailyStats.visitsToDate,
  leads: listingDailyStats.leadsToDate,
  promotedImpressions: listingDailyStats.promotedImpressionsToDate,
  promotedClicks: listingDailyStats.promotedClicksToDate,
  favorites: listingDailyStats.favoritesToDate,
};

const column = (name: string) => sql.identifier(name);
const list = (parts: Parameters<typeof sql.join>[0]) => sql.join(parts, sql`, `);

/**
 * Counts one event of a listing on a day: the day's row (made from the running totals of the listing's
 * day before when it is the day's first event), and the running totals of the listing's later days.
 */
export async function countListingEvent(db: DbOrTx, listingId: number, accountId: number, day: string, counter: Counter): Promise<void> {
  const one = (c: Counter) => sql`${c === counter ? 1 : 0}::int`;
  const own = COUNTERS.map((c) => column(listingDailyStats[c].name));
  const toDate = COUNTERS.map((c) => column(TO_DATE[c].name));
  await db.execute(sql`
    insert into ${listingDailyStats} (listing_id, account_id, day, ${list(own)}, ${list(toDate)})
    select ${listingId}::int, ${accountId}::int, ${day}::date, ${list(COUNTERS.map(one))},
           ${list(COUNTERS.map((c) => sql`coalesce(before.${column(TO_DATE[c].name)}, 0) + ${one(c)}`))}
    from (select 1) as here
    left join lateral (
      select * from ${listingDailyStats} where listing_id = ${listingId} and day < ${day}::date order by day desc limit 1
    ) as before on true
    on conflict (listing_id, day) do update set
      ${column(listingDailyStats[counter].name)} = ${listingDailyStats[counter]} + 1,
      ${column(TO_DATE[counter].name)} = ${TO_DATE[counter]} + 1`);
  await db
    .update(listingDailyStats)
    .set({ [`${counter}ToDate`]: sql`${TO_DATE[counter]} + 1` })
    .where(and(eq(listingDailyStats.listingId, listingId), gt(listingDailyStats.day, day)));
}

/** Counts one event of an account's listing on a day. */
export async function countAccountEvent(db: DbOrTx, accountId: number, day: string, counter: Counter): Promise<void> {
  await db
    .insert(accountDailyStats)
    .values({ accountId, day, [counter]: 1 })
    .onConflictDoUpdate({ target: [accountDailyStats.accountId, accountDailyStats.day], set: { [counter]: sql`${accountDailyStats[counter]} + 1` } });
}

/**
 * The counts summed per bucket from `starts[0]` to `to`: bucket i (from 1) holds the days from starts[i - 1] up
 * to the next start. The sums are float8: a number in both drivers (pg answers bigint as a string), exact far
 * past what an int holds.
 */
function bucketSums(db: DbOrTx, table: typeof listingDailyStats | typeof accountDailyStats, scope: SQL) {
  // Named, so that a query may read them as a subquery's columns.
  const sum = (name: Counter) => sql<number>`sum(${table[name]})::float8`.as(name);
  return db
    .select({
      bucket: sql<number>`width_bucket(${table.day}, ${sql.placeholder('starts')}::date[])`.mapWith(Number).as('bucket'),
      visits: sum('visits'),
      leads: sum('leads'),
      promotedImpressions: sum('promotedImpressions'),
      promotedClicks: sum('promotedClicks'),
      favorites: sum('favorites'),
    })
    .from(table)
    .where(and(scope, gte(table.day, sql`${sql.placeholder('sumsFrom')}::date`), lte(table.day, sql`${sql.placeholder('to')}::date`)))
    .groupBy(sql`1`);
}

const listingBuckets = preparedPer((db) =>
  bucketSums(db, listingDailyStats, eq(listingDailyStats.listingId, sql.placeholder('id'))).prepare('listing_bucket_sums'),
);

/** A listing's counts per bucket (see bucketSums). */
export function listingBucketSums(db: DbOrTx, listingId: number, starts: string[], to: string) {
  return listingBuckets(db).execute({ id: listingId, starts, sumsFrom: starts[0] ?? to, to });
}

const listingIdentity = {
  id: listings.id,
  title: listings.title,
  listingType: listings.listingType,
  status: listings.status,
  // The case number the account shows, else its own.
  caseNumber: sql<string | null>`coalesce(${listings.shownCaseNumber}, ${listings.caseNumber})`,
};

export async function findListingIdentity(db: DbOrTx, listingId: number) {
  const [row] = await db.select(listingIdentity).from(listings).where(eq(listings.id, listingId));
  return row;
}

export interface ListingTotalsRow {
  id: number;
  title: string;
  listingType: number;
  status: number;
  caseNumber: string | null;
  totals: Counts;
  previousTotals: Counts;
}

/**
 * The listing's running totals at the end of its last day with events before the day `before` (none: nulls),
 * joined as `alias`. Its `limit 1` is written out: as a parameter, PostgreSQL's generic plan of the prepared
 * statement would expect several rows from each probe, cost more than a plan made for the values, and the
 * statement would be planned anew on every call.
 */
const totalsBefore = (before: string, alias: string) => sql`left join lateral (
    select ${list(COUNTERS.map((c) => TO_DATE[c]))} from ${listingDailyStats}
    where ${listingDailyStats.listingId} = ${listings.id} and ${listingDailyStats.day} < ${sql.placeholder(before)}::date
    order by ${listingDailyStats.day} desc limit 1
  ) as ${sql.identifier(alias)} on true`;

const totalAt = (alias: string, c: Counter) => sql`${sql.identifier(alias)}.${sql.identifier(TO_DATE[c].name)}`;

/** The counts from one running total to a later one, in COUNTERS order. */
const countsBetween = (earlier: string, later: string) =>
  list(COUNTERS.map((c) => sql`coalesce(${totalAt(later, c)}, 0) - coalesce(${totalAt(earlier, c)}, 0)`));

/** A listing as accountReads reads it: its identity, then its counts in the period and in the one before. */
type ListingTotalsTuple = [number, string, number, number, string | null, ...number[]];

const countsAt = (values: number[], at: number): Counts => ({
  visits: values[at] ?? 0,
  leads: values[at + 1] ?? 0,
  promotedImpressions: values[at + 2] ?? 0,
  promotedClicks: values[at + 3] ?? 0,
  favorites: values[at + 4] ?? 0,
});

/**
 * Each listing of the account, by id, with its counts in a period and in the one before, from its running
 * totals before the previous period, before the period and after it: three rows of the listing, whatever the
 * period's length. One JSON document of arrays rather than a row per listing: PGlite hands every value of
 * every row through its protocol parser, where one document costs a fraction.
 */
const listingTotalsDocument = sql<ListingTotalsTuple[]>`(
  select coalesce(json_agg(json_build_array(
      ${listings.id}, ${listings.title}, ${listings.listingType}, ${listings.status}, ${listingIdentity.caseNumber},
      ${countsBetween('before_from', 'before_day_after_to')}, ${countsBetween('before_previous_from', 'before_from')}
    ) order by ${listings.id}), '[]')
  from ${listings}
    ${totalsBefore('previousFrom', 'before_previous_from')}
    ${totalsBefore('from', 'before_from')}
    ${totalsBefore('dayAfterTo', 'before_day_after_to')}
  where ${listings.accountId} = ${sql.placeholder('accountId')}
)`;

export interface QualityRow {
  id: number;
  title: string;
  listingType: number;
  status: number;
  qualityScore: number;
}

/**
 * The `weakest` lowest-scored of the account's listings in `statuses`, with the average score and the count
 * of all of them: a window is computed before the limit.
 */
function weakestDocument(db: DbOrTx) {
  // Its columns are named as the answer's fields: json_agg of its rows makes the objects.
  const weakest = db
    .select({
      id: listings.id,
      title: listings.title,
      listingType: sql<number>`${listings.listingType}`.as('listingType'),
      status: listings.status,
      qualityScore: sql<number>`${listings.qualityScore}`.as('qualityScore'),
      average: sql<number | null>`round(avg(${listings.qualityScore}) over ())::int`.as('average'),
      listings: sql<number>`(count(*) over ())::int`.as('listings'),
    })
    .from(listings)
    .where(
      and(
        eq(listings.accountId, sql.placeholder('accountId')),
        sql`${listings.status} = any(${sql.placeholder('statuses')}::int[])`,
        isNotNull(listings.qualityScore),
      ),
    )
    .orderBy(asc(listings.qualityScore), asc(listings.id))
    .limit(sql.placeholder('weakest'))
    .as('weakest');
  const row = sql.identifier('weakest');
  return sql<
    (QualityRow & { average: number | null; listings: number })[]
  >`(select coalesce(json_agg(${row} order by ${weakest.qualityScore}, ${weakest.id}), '[]') from ${weakest})`;
}

/** What an account's statistics read, in one statement: one round trip, one snapshot. */
export interface AccountReads {
  /** The account's counts per bucket (see bucketSums). */
  buckets: (Counts & { bucket: number })[];
  /** Each listing with its counts in the period and in the one before (see listingTotalsDocument). */
  listings: ListingTotalsRow[];
  quality: { average: number | null; listings: number; weakest: QualityRow[] };
}

const accountReadsQuery = preparedPer((db) => {
  const sums = bucketSums(db, accountDailyStats, eq(accountDailyStats.accountId, sql.placeholder('accountId'))).as('sums');
  return db
    .select({
      buckets: sql<(Counts & { bucket: number })[]>`(select coalesce(json_agg(${sql.identifier('sums')}), '[]') from ${sums})`,
      listings: listingTotalsDocument,
      quality: weakestDocument(db),
    })
    .from(sql`(select 1) as one`)
    .prepare('account_statistics_reads');
});

/**
 * The account's counts per bucket from `starts[0]` to `to` (see bucketSums), each of its listings with its
 * counts from `from` to the day before `dayAfterTo` and from `previousFrom` to the day before `from`, and the
 * quality of its listings in `statuses` with the `weakest` lowest-scored ones.
 */
export async function accountReads(
  db: DbOrTx,
  accountId: number,
  days: { starts: string[]; to: string; previousFrom: string; from: string; dayAfterTo: string },
  quality: { statuses: number[]; weakest: number },
): Promise<AccountReads> {
  const { starts, to, previousFrom, from, dayAfterTo } = days;
  const [row] = await accountReadsQuery(db).execute({
    accountId,
    starts,
    sumsFrom: starts[0] ?? to,
    to,
    previousFrom,
    from,
    dayAfterTo,
    statuses: quality.statuses,
    weakest: quality.weakest,
  });
  const weakest = row?.quality ?? [];
  const [first] = weakest;
  return {
    buckets: row?.buckets ?? [],
    listings: (row?.listings ?? []).map(([id, title, listingType, status, caseNumber, ...counts]) => ({
      id,
      title,
      listingType,
      status,
      caseNumber,
      totals: countsAt(counts, 0),
      previousTotals: countsAt(counts, COUNTERS.length),
    })),
    quality: {
      average: first?.average ?? null,
      listings: first?.listings ?? 0,
      weakest: weakest.map(({ id, title, listingType, status, qualityScore }) => ({ id, title, listingType, status, qualityScore })),
    },
  };
}
