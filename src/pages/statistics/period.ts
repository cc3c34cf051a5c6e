import { addDays, addMonths, endOfYear, format, startOfYear, subYears } from 'date-fns';
import { copenhagenDay, isIsoDate } from 'schemas/dates';
import { LISTING_TYPE_IDS } from 'schemas/listingTypes';
import {
  addMonths as addCalendarMonths,
  daysInPeriod,
  GRANULARITIES,
  MAX_MARKET_MONTHS,
  MAX_PERIOD_DAYS,
  monthsInPeriod,
  type Granularity,
} from 'schemas/statistics';

/*
 * The period a statistics page shows, kept in the page's URL (?period=last_30_days&granularity=day), so a
 * reload or a shared link shows the same. Presets count back from today as the statistics count days, in
 * Copenhagen (`danishDay`).
 */

/**
 * Copenhagen's calendar day at `now`, as midnight of that date in the browser's calendar (what date-fns counts
 * from): a browser in another time zone, or in UTC just after Danish midnight, sees today's visits in "Seneste 7
 * dage", as the server counts them.
 */
export function danishDay(now: Date = new Date()): Date {
  // A date and time without an offset is the browser's local time.
  return new Date(`${copenhagenDay(now)}T00:00:00`);
}

export const PERIOD_PRESETS = ['last_7_days', 'last_30_days', 'last_3_months', 'last_12_months', 'this_year', 'last_year', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface StatisticsView {
  preset: PeriodPreset;
  from: string;
  to: string;
  granularity: Granularity;
  compare: boolean;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');
export const DEFAULT_PRESET: PeriodPreset = 'last_12_months';

/** The days a preset covers, ending today (last year: all of it). */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: Date): { from: string; to: string } {
  switch (preset) {
    case 'last_7_days':
      return { from: day(addDays(today, -6)), to: day(today) };
    case 'last_30_days':
      return { from: day(addDays(today, -29)), to: day(today) };
    case 'last_3_months':
      return { from: day(addDays(addMonths(today, -3), 1)), to: day(today) };
    case 'last_12_months':
      return { from: day(addDays(addMonths(today, -12), 1)), to: day(today) };
    case 'this_year':
      return { from: day(startOfYear(today)), to: day(today) };
    case 'last_year': {
      const last = subYears(today, 1);
      return { from: day(startOfYear(last)), to: day(endOfYear(last)) };
    }
  }
}

/** Days up to a month, weeks up to half a year, months beyond. */
export function defaultGranularity(from: string, to: string): Granularity {
  const days = daysInPeriod(from, to);
  return days <= 31 ? 'day' : days <= 183 ? 'week' : 'month';
}

export function isValidPeriod(from: string | null, to: string | null): boolean {
  if (!from || !to || !isIsoDate(from) || !isIsoDate(to)) return false;
  return from <= to && daysInPeriod(from, to) <= MAX_PERIOD_DAYS;
}

const isPreset = (v: string | null): v is PeriodPreset => (PERIOD_PRESETS as readonly (string | null)[]).includes(v);
const isGranularity = (v: string | null): v is Granularity => (GRANULARITIES as readonly (string | null)[]).includes(v);

/** The view a URL asks for; anything missing or wrong falls back to the last 12 months by month. */
export function readView(params: URLSearchParams, today: Date): StatisticsView {
  const asked = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  let preset: PeriodPreset = isPreset(asked) ? asked : DEFAULT_PRESET;
  // A custom period that is not a valid one is the default period.
  if (preset === 'custom' && !isValidPeriod(from, to)) preset = DEFAULT_PRESET;
  const period = preset === 'custom' ? { from: from ?? '', to: to ?? '' } : presetPeriod(preset, today);
  const granularity = params.get('granularity');
  return {
    preset,
    ...period,
    granularity: isGranularity(granularity) ? granularity : defaultGranularity(period.from, period.to),
    compare: params.get('compare') !== '0',
  };
}

export function writeView(view: StatisticsView): URLSearchParams {
  const params = new URLSearchParams({ period: view.preset });
  if (view.preset === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  params.set('granularity', view.granularity);
  if (!view.compare) params.set('compare', '0');
  return params;
}

/* ---------- the market: whole months ---------- */

export const MARKET_PRESETS = ['last_12_months', 'last_24_months', 'this_year', 'last_year', 'custom'] as const;
export type MarketPreset = (typeof MARKET_PRESETS)[number];

export interface MarketView {
  preset: MarketPreset;
  from: string;
  to: string;
  listingType: number | null;
  regionCode: number | null;
  /** The month of the supply by area; null: the server's choice (the last month that has begun). */
  areaMonth: string | null;
}

const month = (date: Date) => format(date, 'yyyy-MM');
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months a preset covers: the current month counts as one of the last twelve. */
export function marketPresetPeriod(preset: Exclude<MarketPreset, 'custom'>, today: Date): { from: string; to: string } {
  const now = month(today);
  switch (preset) {
    case 'last_12_months':
      return { from: addCalendarMonths(now, -11), to: now };
    case 'last_24_months':
      return { from: addCalendarMonths(now, -23), to: now };
    case 'this_year':
      return { from: `${now.slice(0, 4)}-01`, to: now };
    case 'last_year': {
      const year = Number(now.slice(0, 4)) - 1;
      return { from: `${year}-01`, to: `${year}-12` };
    }
  }
}

/** The months offered for a market period of one's own: the last ten years, newest first. */
export function pickableMonths(today: Date): string[] {
  const now = month(today);
  return monthsInPeriod(addCalendarMonths(now, -119), now).reverse();
}

export function isValidMonths(from: string | null, to: string | null): boolean {
  if (!from || !to || !MONTH.test(from) || !MONTH.test(to) || from > to) return false;
  return monthsInPeriod(from, to).length <= MAX_MARKET_MONTHS;
}

const isMarketPreset = (v: string | null): v is MarketPreset => (MARKET_PRESETS as readonly (string | null)[]).includes(v);
const positiveInt = (v: string | null): number | null => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function readMarketView(params: URLSearchParams, today: Date): MarketView {
  const asked = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  let preset: MarketPreset = isMarketPreset(asked) ? asked : 'last_12_months';
  if (preset === 'custom' && !isValidMonths(from, to)) preset = 'last_12_months';
  const period = preset === 'custom' ? { from: from ?? '', to: to ?? '' } : marketPresetPeriod(preset, today);
  const listingType = positiveInt(params.get('type'));
  const areaMonth = params.get('month');
  return {
    preset,
    ...period,
    listingType: listingType !== null && LISTING_TYPE_IDS.includes(listingType) ? listingType : null,
    regionCode: positiveInt(params.get('region')),
    areaMonth: areaMonth !== null && MONTH.test(areaMonth) && areaMonth >= period.from && areaMonth <= period.to ? areaMonth : null,
  };
}

export function writeMarketView(view: MarketView): URLSearchParams {
  const params = new URLSearchParams({ period: view.preset });
  if (view.preset === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  if (view.listingType !== null) params.set('type', String(view.listingType));
  if (view.regionCode !== null) params.set('region', String(view.regionCode));
  if (view.areaMonth !== null) params.set('month', view.areaMonth);
  return params;
}
