import type { DbOrTx } from '../db';
import { copenhagenDay } from '../../schemas/dates';
import {
  monthOf,
  monthsInPeriod,
  type DemandCell,
  type MarketStatistics,
  type MarketStatisticsQuery,
  type MunicipalitySupplyCell,
  type SupplyCell,
  type TurnoverCell,
} from '../../schemas/statistics';
import { badInput } from '../errors';
import {
  concludedByMonth,
  demandByMonth,
  listMunicipalitiesWithRegion,
  listRegions,
  supplyRanges,
  type MarketSelection,
} from '../repositories/marketStatistics';

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
 * A floor area outside what the form allows counts as unknown (repositories/marketStatistics.ts).
 */

/** 'YYYY-MM' as a month number (year * 12 + month - 1). */
const monthNumber = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export interface MarketOptions {
  /** Months after the one `now` falls in have no supply yet. */
  now?: Date;
}

export async function marketStatistics(db: DbOrTx, query: MarketStatisticsQuery, { now = new Date() }: MarketOptions = {}): Promise<MarketStatistics> {
  const listingType = query.listingType ?? null;
  const regionCode = query.regionCode ?? null;
  const selection: MarketSelection = { from: query.from, to: query.to, listingType, regionCode };

  const regions = await listRegions(db);
  if (regionCode !== null && !regions.some((r) => r.code === regionCode)) throw badInput({ regionCode: 'Region skal være korrekt' });
  const municipalities = await listMunicipalitiesWithRegion(db);

  const months = monthsInPeriod(query.from, query.to);
  const current = monthOf(copenhagenDay(now));
  const lastIndex = Math.min(months.length - 1, monthNumber(current) - monthNumber(query.from));
  const areaMonth = query.areaMonth ?? (current < query.from ? query.from : current < query.to ? current : query.to);
  const areaIndex = monthNumber(areaMonth) - monthNumber(query.from);
  const ranges = await supplyRanges(db, selection, lastIndex, now);
  // Spread each range over its months: by region for every month, by municipality for the area month.
  const byRegion = new Map<string, SupplyCell>();
  const byMunicipality = new Map<string, MunicipalitySupplyCell>();
  for (const { listingType, regionCode, municipalityCode, listings, floorArea, firstMonth: from, lastMonth: to } of ranges) {
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

  const turnover: TurnoverCell[] = await concludedByMonth(db, selection);
  const demand: DemandCell[] = await demandByMonth(db, selection);

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
