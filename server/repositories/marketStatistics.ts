import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { CLOSING_REASONS, LISTING_STATUSES } from '../../schemas/enums';
import { COPENHAGEN_TIME_ZONE } from '../../schemas/dates';
import { addMonths } from '../../schemas/statistics';
import { NUMBER_LIMITS } from '../../schemas/listings/limits';

/*
 * The market statistics' reads, over every account's listings (services/statisticsMarket.ts explains them).
 * One account's data must not break or skew the market for everyone: a floor area outside what the form
 * allows (a row written before the limit, or NaN or ±Infinity written by hand) counts as unknown, and
 * counts and sums are float8, which no sum of allowed values can overflow.
 */

/** Rows of raw SQL come back as plain records; pg answers numerics as strings, PGlite as numbers. */
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []));
const int = (v: unknown): number => Number(v ?? 0);
const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The instant a Danish calendar month begins. */
const monthStart = (month: string): SQL => sql`(${`${month}-01`}::timestamp at time zone ${COPENHAGEN_TIME_ZONE})`;
/** The sum of the listings' floor areas, those outside the form's limits left out. */
const floorAreaSum = sql`coalesce(sum(l.floor_area) filter (where l.floor_area > 0 and l.floor_area <= ${NUMBER_LIMITS.area}::float8), 0)::float8`;

/** The months from..to ('YYYY-MM', both included) and the listing type and region asked for (null: all). */
export interface MarketSelection {
  from: string;
  to: string;
  listingType: number | null;
  regionCode: number | null;
}

const filtersOf = ({ listingType, regionCode }: MarketSelection, alias: 'l' | 's') => sql`
    ${listingType === null ? sql`` : sql`and ${sql.raw(alias)}.listing_type = ${listingType}`}
    ${regionCode === null ? sql`` : sql`and pa.region_code = ${regionCode}`}`;

export async function listRegions(db: DbOrTx): Promise<{ code: number; name: string }[]> {
  return rowsOf(await db.execute(sql`select distinct region_code as code, region_name as name from postal_areas order by region_code`)).map((r) => ({
    code: int(r.code),
    name: String(r.name),
  }));
}

/** Every municipality with its region, by name. */
export async function listMunicipalitiesWithRegion(db: DbOrTx): Promise<{ code: number; name: string; regionCode: number }[]> {
  return rowsOf(
    await db.execute(sql`
      select distinct municipality_code as code, municipality_name as name, region_code
      from postal_areas order by municipality_name, municipality_code`),
  ).map((r) => ({ code: int(r.code), name: String(r.name), regionCode: int(r.region_code) }));
}

/** Listings active in the months firstMonth..lastMonth (indexes into the period), with their floor area. */
export interface SupplyRange {
  firstMonth: number;
  lastMonth: number;
  listingType: number;
  regionCode: number | null;
  municipalityCode: number | null;
  listings: number;
  floorArea: number;
}

/**
 * The listings active at some moment of each month of the period, as ranges of months by type, region and
 * municipality: each active interval becomes the range of the period's months it touches (none past
 * `lastIndex`, the month `now` falls in), and a listing's later interval starts after the months its earlier
 * ones already counted.
 */
export async function supplyRanges(db: DbOrTx, selection: MarketSelection, lastIndex: number, now: Date): Promise<SupplyRange[]> {
  const start = monthStart(selection.from);
  const end = monthStart(addMonths(selection.to, 1));
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  // Month i of the period runs from bounds[i] to bounds[i + 1]; width_bucket finds an instant's month
  // by binary search, so no row needs a time zone conversion.
  const rows = rowsOf(
    await db.execute(sql`
      with bounds as (
        select array(
          select m at time zone ${COPENHAGEN_TIME_ZONE}
          from generate_series(${`${selection.from}-01`}::timestamp, ${`${addMonths(selection.to, 1)}-01`}::timestamp, interval '1 month') as m
        ) as t
      ),
      intervals as (
        select h.listing_id, h.changed_at,
               greatest(width_bucket(h.changed_at, b.t) - 1, 0) as first_month,
               least(width_bucket(coalesce(h.ended_at - interval '1 microsecond', ${nowAt}), b.t) - 1, ${lastIndex}::int) as last_month
        from listing_status_history h, bounds b
        where h.status = ${LISTING_STATUSES.active}
          and h.changed_at < ${end} and h.changed_at <= ${nowAt}
          and (h.ended_at is null or (h.ended_at > ${start} and h.ended_at > h.changed_at))
      ),
      counted as (
        -- A listing active twice in one month counts once: a later interval starts after the months the
        -- listing's earlier ones already counted.
        select listing_id, last_month,
               greatest(first_month, coalesce(max(last_month) over (
                 partition by listing_id order by changed_at rows between unbounded preceding and 1 preceding) + 1, first_month)) as first_month
        from intervals
      )
      select c.first_month, c.last_month, l.listing_type, pa.region_code, pa.municipality_code,
             count(*)::float8 as listings, ${floorAreaSum} as floor_area
      from counted c
      join listings l on l.id = c.listing_id
      left join postal_areas pa on pa.zip_code = l.zip_code
      where c.first_month <= c.last_month ${filtersOf(selection, 'l')}
      group by 1, 2, 3, 4, 5`),
  );
  return rows.map((r) => ({
    firstMonth: int(r.first_month),
    lastMonth: int(r.last_month),
    listingType: int(r.listing_type),
    regionCode: intOrNull(r.region_code),
    municipalityCode: intOrNull(r.municipality_code),
    listings: int(r.listings),
    floorArea: Number(r.floor_area ?? 0),
  }));
}

/** The listings closed as concluded in each month of the period (and not reopened since), by type. */
export async function concludedByMonth(db: DbOrTx, selection: MarketSelection) {
  const start = monthStart(selection.from);
  const end = monthStart(addMonths(selection.to, 1));
  return rowsOf(
    await db.execute(sql`
      select to_char(l.closed_since at time zone ${COPENHAGEN_TIME_ZONE}, 'YYYY-MM') as month, l.listing_type,
             count(*)::float8 as listings, ${floorAreaSum} as floor_area
      from listings l
      left join postal_areas pa on pa.zip_code = l.zip_code
      where l.closing_reason_id = ${CLOSING_REASONS.concluded}
        and l.status in (${LISTING_STATUSES.closed}, ${LISTING_STATUSES.archived}, ${LISTING_STATUSES.deleted})
        and l.closed_since >= ${start} and l.closed_since < ${end}
        ${filtersOf(selection, 'l')}
      group by 1, 2
      order by 1, 2`),
  ).map((r) => ({ month: String(r.month), listingType: int(r.listing_type), listings: int(r.listings), floorArea: Number(r.floor_area ?? 0) }));
}

/** The visits and leads listings got in each month of the period, by type (months with neither left out). */
export async function demandByMonth(db: DbOrTx, selection: MarketSelection) {
  return rowsOf(
    await db.execute(sql`
      select to_char(s.month, 'YYYY-MM') as month, s.listing_type, sum(s.visits)::float8 as visits, sum(s.leads)::float8 as leads
      from market_monthly_stats s
      left join postal_areas pa on pa.zip_code = s.zip_code
      where s.month >= ${`${selection.from}-01`}::date and s.month <= ${`${selection.to}-01`}::date
        ${filtersOf(selection, 's')}
      group by 1, 2
      having sum(s.visits) + sum(s.leads) > 0
      order by 1, 2`),
  ).map((r) => ({ month: String(r.month), listingType: int(r.listing_type), visits: int(r.visits), leads: int(r.leads) }));
}
