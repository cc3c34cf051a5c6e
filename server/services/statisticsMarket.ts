import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { CLOSING_REASONS, LISTING_STATUSES } from '../../schemas/enums';
import {
  addMonths,
  monthsInPeriod,
  STATISTICS_TIME_ZONE,
  type DemandCell,
  type MarketStatistics,
  type MarketStatisticsQuery,
  type SupplyCell,
  type TurnoverCell,
} from '../../schemas/statistics';
import { badInput } from '../errors';

/*
 * Market statistics (issue 7), over every account's listings:
 * - supply: the listings that were active (status 2) at some moment of a month, and their floor area, by
 *   listing type and municipality (and so region), from listing_status_history;
 * - turnover: the listings closed as concluded (closing reason 1) in a month, and their floor area, by type;
 *   a listing reopened since is no longer closed and no longer counts;
 * - demand: the visits and leads listings got in a month, by type, from the daily rollup of the events.
 * Months are Danish calendar months. A month that has not begun yet has no supply.
 */

/** Rows of raw SQL come back as plain records; pg answers numerics as strings, PGlite as numbers. */
type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const int = (v: unknown): number => Number(v ?? 0);
const intOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The instant a Danish calendar month begins. */
const monthStart = (month: string): SQL => sql`(${`${month}-01`}::timestamp at time zone ${STATISTICS_TIME_ZONE})`;

export interface MarketOptions {
  /** Months after the one `now` falls in have no supply yet. */
  now?: Date;
}

export async function marketStatistics(
  db: DbOrTx,
  query: MarketStatisticsQuery,
  { now = new Date() }: MarketOptions = {},
): Promise<MarketStatistics> {
  const listingType = query.listingType ?? null;
  const regionCode = query.regionCode ?? null;

  const regions = rowsOf(
    await db.execute(sql`select distinct region_code as code, region_name as name from postal_areas order by region_code`),
  ).map((r) => ({ code: int(r.code), name: String(r.name) }));
  if (regionCode !== null && !regions.some((r) => r.code === regionCode)) throw badInput({ regionCode: 'Region skal være korrekt' });
  const municipalities = rowsOf(
    await db.execute(sql`
      select distinct municipality_code as code, municipality_name as name, region_code
      from postal_areas order by municipality_name, municipality_code`),
  ).map((r) => ({ code: int(r.code), name: String(r.name), regionCode: int(r.region_code) }));

  const start = monthStart(query.from);
  const end = monthStart(addMonths(query.to, 1));
  const filters = sql`
    ${listingType === null ? sql`` : sql`and l.listing_type = ${listingType}`}
    ${regionCode === null ? sql`` : sql`and pa.region_code = ${regionCode}`}`;

  const supply: SupplyCell[] = rowsOf(
    await db.execute(sql`
      with months as (
        select m as month,
               m at time zone ${STATISTICS_TIME_ZONE} as starts,
               (m + interval '1 month') at time zone ${STATISTICS_TIME_ZONE} as ends
        from generate_series(${`${query.from}-01`}::timestamp, ${`${query.to}-01`}::timestamp, interval '1 month') as m
        where m at time zone ${STATISTICS_TIME_ZONE} <= ${now.toISOString()}::timestamptz
      ),
      active as (
        select distinct mo.month, h.listing_id
        from listing_status_history h
        join months mo on h.changed_at < mo.ends and (h.ended_at is null or h.ended_at > mo.starts)
        where h.status = ${LISTING_STATUSES.active}
          and h.changed_at < ${end} and (h.ended_at is null or (h.ended_at > ${start} and h.ended_at > h.changed_at))
      )
      select to_char(a.month, 'YYYY-MM') as month, l.listing_type, pa.region_code, pa.municipality_code,
             count(*)::int as listings, coalesce(sum(l.floor_area), 0)::float8 as floor_area
      from active a
      join listings l on l.id = a.listing_id
      left join postal_areas pa on pa.zip_code = l.zip_code
      where true ${filters}
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4`),
  ).map((r) => ({
    month: String(r.month),
    listingType: int(r.listing_type),
    regionCode: intOrNull(r.region_code),
    municipalityCode: intOrNull(r.municipality_code),
    listings: int(r.listings),
    floorArea: Number(r.floor_area ?? 0),
  }));

  const turnover: TurnoverCell[] = rowsOf(
    await db.execute(sql`
      select to_char(l.closed_since at time zone ${STATISTICS_TIME_ZONE}, 'YYYY-MM') as month, l.listing_type,
             count(*)::int as listings, coalesce(sum(l.floor_area), 0)::float8 as floor_area
      from listings l
      left join postal_areas pa on pa.zip_code = l.zip_code
      where l.closing_reason_id = ${CLOSING_REASONS.concluded}
        and l.status in (${LISTING_STATUSES.closed}, ${LISTING_STATUSES.archived}, ${LISTING_STATUSES.deleted})
        and l.closed_since >= ${start} and l.closed_since < ${end}
        ${filters}
      group by 1, 2
      order by 1, 2`),
  ).map((r) => ({ month: String(r.month), listingType: int(r.listing_type), listings: int(r.listings), floorArea: Number(r.floor_area ?? 0) }));

  const demand: DemandCell[] = rowsOf(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM') as month, l.listing_type,
             coalesce(sum(d.visits), 0)::int as visits, coalesce(sum(d.leads), 0)::int as leads
      from listing_daily_stats d
      join listings l on l.id = d.listing_id
      left join postal_areas pa on pa.zip_code = l.zip_code
      where d.day >= ${`${query.from}-01`}::date and d.day < ${`${addMonths(query.to, 1)}-01`}::date
        ${filters}
      group by 1, 2
      having sum(d.visits) + sum(d.leads) > 0
      order by 1, 2`),
  ).map((r) => ({ month: String(r.month), listingType: int(r.listing_type), visits: int(r.visits), leads: int(r.leads) }));

  return {
    period: { from: query.from, to: query.to },
    months: monthsInPeriod(query.from, query.to),
    listingType,
    regionCode,
    supply,
    turnover,
    demand,
    regions,
    municipalities,
  };
}
