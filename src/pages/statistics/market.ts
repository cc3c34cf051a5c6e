import type { MarketStatistics } from 'schemas/statistics';

/*
 * The market answer is a list of cells (month × type × municipality); the page shows it summed up by
 * month and type, and by area for one month. Pure functions, so the sums are tested on their own.
 */

export interface Pair {
  a: number;
  b: number;
}

export interface MonthRow {
  month: string;
  byType: Record<number, Pair>;
  total: Pair;
}

const empty = (): Pair => ({ a: 0, b: 0 });

/** Sums two measures (a, b) of cells by month and listing type, with every month and type present. */
export function byMonthAndType<C extends { month: string; listingType: number }>(
  months: readonly string[],
  types: readonly number[],
  cells: readonly C[],
  measures: (cell: C) => Pair,
): MonthRow[] {
  const rows = new Map<string, MonthRow>(months.map((month) => [month, { month, byType: Object.fromEntries(types.map((t) => [t, empty()])), total: empty() }]));
  for (const cell of cells) {
    const row = rows.get(cell.month);
    const slot = row?.byType[cell.listingType];
    if (!row || !slot) continue;
    const { a, b } = measures(cell);
    slot.a += a;
    slot.b += b;
    row.total.a += a;
    row.total.b += b;
  }
  return [...rows.values()];
}

export type AreaLevel = 'region' | 'municipality';

export interface AreaRow {
  /** null: listings whose zip code is not in the postal areas. */
  code: number | null;
  name: string | null;
  byType: Record<number, number>;
  listings: number;
  floorArea: number;
}

/** The supply of the answer's area month by region or municipality, largest first. */
export function supplyByArea(stats: MarketStatistics, level: AreaLevel, types: readonly number[]): AreaRow[] {
  const names = new Map<number, string>(level === 'region' ? stats.regions.map((r) => [r.code, r.name]) : stats.municipalities.map((m) => [m.code, m.name]));
  const cells =
    level === 'region'
      ? stats.supply.filter((c) => c.month === stats.areaMonth).map((c) => ({ ...c, code: c.regionCode }))
      : stats.supplyByMunicipality.map((c) => ({ ...c, code: c.municipalityCode }));
  const rows = new Map<number | null, AreaRow>();
  for (const cell of cells) {
    let row = rows.get(cell.code);
    if (!row) {
      row = {
        code: cell.code,
        name: cell.code === null ? null : (names.get(cell.code) ?? String(cell.code)),
        byType: Object.fromEntries(types.map((t) => [t, 0])),
        listings: 0,
        floorArea: 0,
      };
      rows.set(cell.code, row);
    }
    row.byType[cell.listingType] = (row.byType[cell.listingType] ?? 0) + cell.listings;
    row.listings += cell.listings;
    row.floorArea += cell.floorArea;
  }
  return [...rows.values()].sort((x, y) => y.listings - x.listings || (x.name ?? '').localeCompare(y.name ?? '', 'da'));
}
