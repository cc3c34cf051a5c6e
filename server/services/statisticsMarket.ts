import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { CLOSING_REASONS, LISTING_STATUSES } from '../../schemas/enums';
import { COPENHAGEN_TIME_ZONE, copenhagenDay } from '../../schemas/copenhagen';
import {
  addMonths,
  monthOf,
  monthsInPeriod,
  type DemandCell,
  type MarketStatistics,
  type MarketStatisticsQuery,
  type MunicipalitySupplyCell,
  type SupplyCell,
  type TurnoverCell,
} from '../../schemas/statistics';
import { NUMBER_LIMITS } from '../../schemas/listings/limits';
import { badInput } from '../errors';

/*
 * Market statistics, over every account's listings:
 * - supply: the listings that were active (status 2) at some moment of a month, and their floor area, by
 *   listing type and municipality (and so region), from listing_status_history;
 * - turnover: the listings closed as concluded (closing reason 1) in a month, and their floor area, by type;
 *   a listing reopened since is no longer closed and no longer counts;
 * - demand: the visits and leads listings got in a month, by type, from market_monthly_stats.
 * Months are Danish calendar months. A month that has not begun yet has no supply.
 *
 * Supply is counted without a row per listing and month: each active interval becomes the range of the
 * period's months it touches, a listing's later interval starts after the months its earlier ones already
 * counted, and the database sums listings and floor area per range, type and municipality. The ranges are
 * spread over their months here. So 20,000 listings over three years are some thousands of rows, not a few
 * hundred thousand; and the answer names municipalities for one month only (areaMonth), regions for all.
 *
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
/** 'YYYY-MM' as a month number (year * 12 + month - 1). */
const monthNumber = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
/** The sum of the listings' floor areas, those outside the form's limits left out. */
const floorAreaSum = sql`coalesce(sum(l.floor_area) filter (where l.floor_area > 0 and l.floor_area <= ${NUMBER_LIMITS.area}::float8), 0)::float8`;

export interface MarketOptions {
  /** Months after the one `now` falls in have no supply yet. */
  now?: Date;
}

export async function marketStatistics(db: DbOrTx, query: MarketStatisticsQuery, { now = new Date() }: MarketOptions = {}): Promise<MarketStatistics> {
  const listingType = query.listingType ?? null;
  const regionCode = query.regionCode ?? null;

  const regions = rowsOf(await db.execute(sql`select distinct region_code as code, region_name as name from postal_areas order by region_code`)).map((r) => ({
    code: int(r.code),
    name: String(r.name),
  }));
  if (regionCode !== null && !regions.some((r) => r.code === regionCode)) throw badInput({ regionCode: 'Region skal være korrekt' });
  const municipalities = rowsOf(
    await db.execute(sql`
      select distinct municipality_code as code, municipality_name as name, region_code
      from postal_areas order by municipality_name, municipality_code`),
  ).map((r) => ({ code: int(r.code), name: String(r.name), regionCode: int(r.region_code) }));

  const start = monthStart(query.from);
  const end = monthStart(addMonths(query.to, 1));
  const filters = (alias: 'l' | 's') => sql`
    ${listingType === null ? sql`` : sql`and ${sql.raw(alias)}.listing_type = ${listingType}`}
    ${regionCode === null ? sql`` : sql`and pa.region_code = ${regionCode}`}`;

  // Month i of the period runs from bounds[i] to bounds[i + 1]; width_bucket finds an instant's month
  // by binary search, so no row needs a time zone conversion.
  const months = monthsInPeriod(query.from, query.to);
  const current = monthOf(copenhagenDay(now));
  const lastIndex = Math.min(months.length - 1, monthNumber(current) - monthNumber(query.from));
  const areaMonth = query.areaMonth ?? (current < query.from ? query.from : current < query.to ? current : query.to);
  const areaIndex = monthNumber(areaMonth) - monthNumber(query.from);
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const ranges = rowsOf(
    await db.execute(sql`
      with bounds as (
        select array(
          select m at time zone ${COPENHAGEN_TIME_ZONE}
          from generate_series(${`${query.from}-01`}::timestamp, ${`${addMonths(query.to, 1)}-01`}::timestamp, interval '1 month') as m
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
      where c.first_month <= c.last_month ${filters('l')}
      group by 1, 2, 3, 4, 5`),
  );
  // Spread each range over its months: by region for every month, by municipality for the area month.
  const byRegion = new Map<string, SupplyCell>();
  const byMunicipality = new Map<string, MunicipalitySupplyCell>();
  for (const r of ranges) {
    const listingType = int(r.listing_type);
    const regionCode = intOrNull(r.region_code);
    const municipalityCode = intOrNull(r.municipality_code);
    const listings = int(r.listings);
    const floorArea = Number(r.floor_area ?? 0);
    const from = int(r.first_month);
    const to = int(r.last_month);
    for (let i = from; i <= to; i++) {
      const key = `${i}:${listingType}:${regionCode}`;
      let cell = byRegion.get(key);
      if (!cell) byRegion.set(key, (cell = { month: months[i] ?? '', listingType, regionCode, listings: 0, floorArea: 0 }));
      cell.listings += listings;
      cell.floorArea += floorArea;
    }
    if (from <= areaIndex && areaIndex <= to) {
      const key = `${listingType}:${municipalityCode}`;
      let cell = byMunicipality.get(key);
      if (!cell) byMunicipality.set(key, (cell = { listingType, regionCode, municipalityCode, listings: 0, floorArea: 0 }));
      cell.listings += listings;
      cell.floorArea += floorArea;
    }
  }
  const nullsLast = (v: number | null) => v ?? Number.MAX_SAFE_INTEGER;
  const supply = [...byRegion.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || a.listingType - b.listingType || nullsLast(a.regionCode) - nullsLast(b.regionCode),
  );
  const supplyByMunicipality = [...byMunicipality.values()].sort(
    (a, b) => a.listingType - b.listingType || nullsLast(a.municipalityCode) - nullsLast(b.municipalityCode),
  );

  const turnover: TurnoverCell[] = rowsOf(
    await db.execute(sql`
      select to_char(l.closed_since at time zone ${COPENHAGEN_TIME_ZONE}, 'YYYY-MM') as month, l.listing_type,
             count(*)::float8 as listings, ${floorAreaSum} as floor_area
      from listings l
      left join postal_areas pa on pa.zip_code = l.zip_code
      where l.closing_reason_id = ${CLOSING_REASONS.concluded}
        and l.status in (${LISTING_STATUSES.closed}, ${LISTING_STATUSES.archived}, ${LISTING_STATUSES.deleted})
        and l.closed_since >= ${start} and l.closed_since < ${end}
        ${filters('l')}
      group by 1, 2
      order by 1, 2`),
  ).map((r) => ({ month: String(r.month), listingType: int(r.listing_type), listings: int(r.listings), floorArea: Number(r.floor_area ?? 0) }));

  const demand: DemandCell[] = rowsOf(
    await db.execute(sql`
      select to_char(s.month, 'YYYY-MM') as month, s.listing_type, sum(s.visits)::float8 as visits, sum(s.leads)::float8 as leads
      from market_monthly_stats s
      left join postal_areas pa on pa.zip_code = s.zip_code
      where s.month >= ${`${query.from}-01`}::date and s.month <= ${`${query.to}-01`}::date
        ${filters('s')}
      group by 1, 2
      having sum(s.visits) + sum(s.leads) > 0
      order by 1, 2`),
  ).map((r) => ({ month: String(r.month), listingType: int(r.listing_type), visits: int(r.visits), leads: int(r.leads) }));

  return {
    period: { from: query.from, to: query.to },
    months,
    listingType,
    regionCode,
    supply,
    areaMonth,
    supplyByMunicipality,
    turnover,
    demand,
    regions,
    // The names of the municipalities the area month's table shows.
    municipalities: municipalities.filter((m) => supplyByMunicipality.some((c) => c.municipalityCode === m.code)),
  };
}
