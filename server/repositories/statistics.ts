import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
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
  const bucket = sql<number>`width_bucket(${table.day}, ${sql.placeholder('starts')}::date[])`.mapWith(Number);
  return db
    .select({
      bucket,
      visits: sql<number>`sum(${table.visits})::float8`,
      leads: sql<number>`sum(${table.leads})::float8`,
      promotedImpressions: sql<number>`sum(${table.promotedImpressions})::float8`,
      promotedClicks: sql<number>`sum(${table.promotedClicks})::float8`,
      favorites: sql<number>`sum(${table.favorites})::float8`,
    })
    .from(table)
    .where(and(scope, gte(table.day, sql`${sql.placeholder('from')}::date`), lte(table.day, sql`${sql.placeholder('to')}::date`)))
    .groupBy(sql`1`);
}

const listingBuckets = preparedPer((db) =>
  bucketSums(db, listingDailyStats, eq(listingDailyStats.listingId, sql.placeholder('id'))).prepare('listing_bucket_sums'),
);
const accountBuckets = preparedPer((db) =>
  bucketSums(db, accountDailyStats, eq(accountDailyStats.accountId, sql.placeholder('id'))).prepare('account_bucket_sums'),
);

/** A listing's counts per bucket (see bucketSums). */
export function listingBucketSums(db: DbOrTx, listingId: number, starts: string[], to: string) {
  return listingBuckets(db).execute({ id: listingId, starts, from: starts[0] ?? to, to });
}

/** An account's counts per bucket (see bucketSums). */
export function accountBucketSums(db: DbOrTx, accountId: number, starts: string[], to: string) {
  return accountBuckets(db).execute({ id: accountId, starts, from: starts[0] ?? to, to });
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

/** The listing's running totals at the end of its last day with events before the day `before` (none: nothing). */
function totalsBefore(db: DbOrTx, before: string, alias: string) {
  return db
    .select(TO_DATE)
    .from(listingDailyStats)
    .where(and(eq(listingDailyStats.listingId, listings.id), lt(listingDailyStats.day, sql`${sql.placeholder(before)}::date`)))
    .orderBy(desc(listingDailyStats.day))
    .limit(1)
    .as(alias);
}
type TotalsBefore = ReturnType<typeof totalsBefore>;

/** The counts from one running total to a later one, in COUNTERS order. */
const countsBetween = (earlier: TotalsBefore, later: TotalsBefore) =>
  sql.join(
    COUNTERS.map((c) => sql`coalesce(${later[c]}, 0) - coalesce(${earlier[c]}, 0)`),
    sql`, `,
  );

/** A listing as accountListingTotals reads it: its identity, then its counts in the period and in the one before. */
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
const listingTotals = preparedPer((db) => {
  const beforePrevious = totalsBefore(db, 'previousFrom', 'before_previous_from');
  const beforeFrom = totalsBefore(db, 'from', 'before_from');
  const afterTo = totalsBefore(db, 'dayAfterTo', 'before_day_after_to');
  return db
    .select({
      rows: sql<ListingTotalsTuple[]>`coalesce(json_agg(json_build_array(
        ${listings.id}, ${listings.title}, ${listings.listingType}, ${listings.status}, ${listingIdentity.caseNumber},
        ${countsBetween(beforeFrom, afterTo)}, ${countsBetween(beforePrevious, beforeFrom)}
      ) order by ${listings.id}), '[]')`,
    })
    .from(listings)
    .leftJoinLateral(beforePrevious, sql`true`)
    .leftJoinLateral(beforeFrom, sql`true`)
    .leftJoinLateral(afterTo, sql`true`)
    .where(eq(listings.accountId, sql.placeholder('accountId')))
    .prepare('account_listing_totals');
});

export async function accountListingTotals(
  db: DbOrTx,
  accountId: number,
  days: { previousFrom: string; from: string; dayAfterTo: string },
): Promise<ListingTotalsRow[]> {
  const [row] = await listingTotals(db).execute({ accountId, ...days });
  return (row?.rows ?? []).map(([id, title, listingType, status, caseNumber, ...counts]) => ({
    id,
    title,
    listingType,
    status,
    caseNumber,
    totals: countsAt(counts, 0),
    previousTotals: countsAt(counts, COUNTERS.length),
  }));
}

/** The average quality score of an account's listings in these statuses, and its `weakest` lowest-scored ones. */
export async function accountQuality(
  db: DbOrTx,
  accountId: number,
  statuses: number[],
  weakest: number,
): Promise<{ average: number | null; listings: number; weakest: { id: number; title: string; listingType: number; status: number; qualityScore: number }[] }> {
  // The average and count over every such listing come with the weakest of them: a window is computed before
  // the limit.
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      listingType: listings.listingType,
      status: listings.status,
      qualityScore: listings.qualityScore,
      average: sql<number | null>`round(avg(${listings.qualityScore}) over ())::int`,
      listings: sql<number>`(count(*) over ())::int`,
    })
    .from(listings)
    .where(and(eq(listings.accountId, accountId), inArray(listings.status, statuses), isNotNull(listings.qualityScore)))
    .orderBy(asc(listings.qualityScore), asc(listings.id))
    .limit(weakest);
  const [first] = rows;
  return {
    average: first?.average ?? null,
    listings: first?.listings ?? 0,
    weakest: rows.map(({ id, title, listingType, status, qualityScore }) => ({ id, title, listingType, status, qualityScore: qualityScore ?? 0 })),
  };
}
