import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { LISTING_STATUSES } from '../../schemas/enums';
import { COPENHAGEN_TIME_ZONE } from '../../schemas/dates';
import { MIN_AMOUNT } from '../../schemas/fields';
import { NUMBER_LIMITS } from '../../schemas/listings/limits';

/*
 * The SQL of the market benchmark: the listing it is for, and the quartiles of its comparables' figures.
 * Only aggregates of comparables leave this file; never a comparable's row.
 */

type Row = Record<string, unknown>;
/** pg answers { rows }, PGlite too; numerics may come as strings from pg. */
const rowsOf = <T = Row>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The subject's row as both drivers answer it (pg gives numerics as strings). */
interface SubjectRow {
  id: number | string;
  listing_type: number | string;
  status: number | string;
  subcategory_key: string | null;
  subcategory_name: string | null;
  zip_code: string | null;
  city: string | null;
  floor_area: number | string | null;
  price: number | string | null;
  municipality_code: number | string | null;
  municipality_name: string | null;
}

export interface BenchmarkSubject {
  id: number;
  listingType: number;
  status: number;
  subcategoryKey: string | null;
  subcategoryName: string | null;
  zipCode: string | null;
  city: string | null;
  floorArea: number | null;
  price: number | null;
  municipalityCode: number | null;
  municipalityName: string | null;
}

/** The listing the benchmark is for, with its postal area's municipality and its subcategory's name. */
export async function findBenchmarkSubject(db: DbOrTx, listingId: number): Promise<BenchmarkSubject | undefined> {
  const [row] = rowsOf<SubjectRow>(
    await db.execute(sql`
      select l.id, l.listing_type, l.status, l.fields->>'listingtypeSubcategory' as subcategory_key, s.name as subcategory_name,
             l.zip_code, coalesce(pa.city, l.city) as city, l.floor_area, l.price, pa.municipality_code, pa.municipality_name
      from listings l
      left join postal_areas pa on pa.zip_code = l.zip_code
      left join subcategories s on s.listing_type = l.listing_type and s.key = l.fields->>'listingtypeSubcategory'
      where l.id = ${listingId}`),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    listingType: Number(row.listing_type),
    status: Number(row.status),
    subcategoryKey: row.subcategory_key,
    subcategoryName: row.subcategory_name,
    zipCode: row.zip_code,
    city: row.city,
    floorArea: numberOrNull(row.floor_area),
    price: numberOrNull(row.price),
    municipalityCode: numberOrNull(row.municipality_code),
    municipalityName: row.municipality_name,
  };
}

/**
 * The floor areas and prices a listing form takes (a price of any type: the largest of their limits). A row written
 * before these limits may hold anything from 5e-324 to 1e308, and a price per m² of such can overflow: the benchmark
 * is made only for a listing whose floor area lies in these, and counts only prices in them (the comparables' floor
 * areas lie within a factor of two of the listing's).
 */
export const PLAUSIBLE_AREA = { min: MIN_AMOUNT, max: NUMBER_LIMITS.area };
export const PLAUSIBLE_PRICE = { min: MIN_AMOUNT, max: NUMBER_LIMITS.price };

export interface BenchmarkWindow {
  /** Today in Denmark, 'YYYY-MM-DD', and the instant the figures are taken at. */
  today: string;
  now: Date;
  windowDays: number;
}

/**
 * A listing's activity (alias `l`, active now): days since it last became active, and its visits and leads per
 * week over the window's days it was active, from its running totals at the start of those days and today
 * (three index probes, however much it was visited).
 */
function activity(window: BenchmarkWindow): { joins: SQL; days: SQL; visits: SQL; leads: SQL } {
  const nowAt = sql`${window.now.toISOString()}::timestamptz`;
  const today = sql`${window.today}::date`;
  const joins = sql`
    left join lateral (
      select h.changed_at from listing_status_history h where h.listing_id = l.id order by h.changed_at desc limit 1
    ) since on true
    cross join lateral (
      select greatest(${today} - ${window.windowDays - 1}::int,
                      (coalesce(since.changed_at, l.created_at) at time zone ${COPENHAGEN_TIME_ZONE})::date) as first_day
    ) w
    left join lateral (
      select d.visits_to_date, d.leads_to_date from listing_daily_stats d
      where d.listing_id = l.id and d.day <= ${today} order by d.day desc limit 1
    ) upto on true
    left join lateral (
      select d.visits_to_date, d.leads_to_date from listing_daily_stats d
      where d.listing_id = l.id and d.day < w.first_day order by d.day desc limit 1
    ) before on true`;
  const weeks = sql`(greatest(${today} - w.first_day + 1, 1)::float8 / 7)`;
  return {
    joins,
    days: sql`greatest(extract(epoch from ${nowAt} - coalesce(since.changed_at, l.created_at)) / 86400, 0)::float8`,
    visits: sql`((coalesce(upto.visits_to_date, 0) - coalesce(before.visits_to_date, 0))::float8 / ${weeks})`,
    leads: sql`((coalesce(upto.leads_to_date, 0) - coalesce(before.leads_to_date, 0))::float8 / ${weeks})`,
  };
}

export interface ListingActivity {
  visitsPerWeek: number;
  leadsPerWeek: number;
  daysOnMarket: number;
}

/** The listing's own activity, as its comparables' is counted. */
export async function listingActivity(db: DbOrTx, listingId: number, window: BenchmarkWindow): Promise<ListingActivity | undefined> {
  const a = activity(window);
  const [row] = rowsOf(
    await db.execute(sql`
      select ${a.visits} as visits, ${a.leads} as leads, ${a.days} as days
      from listings l ${a.joins}
      where l.id = ${listingId}`),
  );
  return row ? { visitsPerWeek: Number(row.visits), leadsPerWeek: Number(row.leads), daysOnMarket: Number(row.days) } : undefined;
}

export interface ComparablesQuery {
  listingId: number;
  listingType: number;
  subcategoryKey: string;
  /** Where to look: the listing's postal area, or its municipality. */
  area: { zipCode: string } | { municipalityCode: number };
  /** At most this many, the closest in floor area. */
  maximum: number;
  floorArea: { own: number; min: number; max: number };
  /** Whether the price is compared per m² of floor area. */
  perArea: boolean;
}

export interface ComparablesAnswer {
  count: number;
  /** [p25, median, p75] of each figure; null without comparables. */
  price: number[] | null;
  visitsPerWeek: number[] | null;
  leadsPerWeek: number[] | null;
  daysOnMarket: number[] | null;
}

const quartiles = (value: SQL) => sql`percentile_cont(array[0.25, 0.5, 0.75]::float8[]) within group (order by ${value})`;
const numbers = (v: unknown): number[] | null => (Array.isArray(v) ? v.map(Number) : typeof v === 'string' ? v.slice(1, -1).split(',').map(Number) : null);

/**
 * The comparables' count and quartiles: active public listings of the type and subcategory, with a price and a floor
 * area in the range, in `area`; at most `maximum` of them, the closest to the listing's floor area (by ratio).
 * One statement; the listing itself is never among them.
 */
export async function comparablesOf(db: DbOrTx, q: ComparablesQuery, window: BenchmarkWindow): Promise<ComparablesAnswer> {
  const a = activity(window);
  const price = q.perArea ? sql`l.price / l.floor_area` : sql`l.price`;
  const [row] = rowsOf(
    await db.execute(sql`
      with chosen as (
        -- The closest in floor area (by ratio), so a large market costs no more than a set of this size.
        select l.id from listings l
        where l.status = ${LISTING_STATUSES.active} and not l.off_market
          and l.listing_type = ${q.listingType}
          and (l.fields->>'listingtypeSubcategory') = ${q.subcategoryKey}
          and ${
            'zipCode' in q.area
              ? sql`l.zip_code = ${q.area.zipCode}`
              : sql`l.zip_code in (select zip_code from postal_areas where municipality_code = ${q.area.municipalityCode})`
          }
          and l.floor_area >= ${q.floorArea.min}::float8 and l.floor_area <= ${q.floorArea.max}::float8
          and l.price >= ${PLAUSIBLE_PRICE.min}::float8 and l.price <= ${PLAUSIBLE_PRICE.max}::float8 and l.id <> ${q.listingId}
        order by abs(ln(l.floor_area / ${q.floorArea.own}::float8)), l.id
        limit ${q.maximum}
      )
      select count(l.id)::int as n,
             ${quartiles(price)} as price, ${quartiles(a.visits)} as visits, ${quartiles(a.leads)} as leads, ${quartiles(a.days)} as days
      from chosen c
      join listings l on l.id = c.id
      ${a.joins}`),
  );
  return {
    count: Number(row?.n ?? 0),
    price: numbers(row?.price),
    visitsPerWeek: numbers(row?.visits),
    leadsPerWeek: numbers(row?.leads),
    daysOnMarket: numbers(row?.days),
  };
}
