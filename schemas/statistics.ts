import { z } from 'zod';
import { LISTING_TYPE_MEANING, ListingStatusCode, ListingTypeCode } from './codes';
import { LISTING_TYPES } from './enums';
import { addDays, dayToMs, daysBetween } from './dates';
import { MAX_ID } from './fields';

/*
 * Statistics: the queries and answers of the listing, account and market statistics, and the
 * calendar arithmetic both the server and the SPA use. Days are calendar days in Denmark, written
 * 'YYYY-MM-DD' (schemas/dates); months 'YYYY-MM'.
 */

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The longest period the listing and account statistics answer for (two years and a leap day). */
export const MAX_PERIOD_DAYS = 731;
/** The longest period the market statistics answer for. */
export const MAX_MARKET_MONTHS = 36;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The number of days from `from` to `to`, both included. */
export function daysInPeriod(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** 'YYYY-MM' plus a number of months. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsInPeriod(from: string, to: string): string[] {
  const out: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) out.push(month);
  return out;
}

export interface DayRange {
  start: string;
  end: string;
}

/**
 * The buckets a period is shown in: each day; each ISO week (Monday to Sunday); each calendar month.
 * The first and last bucket are cut to the period, so every day of it lies in exactly one bucket.
 */
export function bucketsOf(from: string, to: string, granularity: Granularity): DayRange[] {
  const out: DayRange[] = [];
  let start = from;
  while (start <= to) {
    let end: string;
    if (granularity === 'day') end = start;
    else if (granularity === 'week') {
      // getUTCDay: 0 is Sunday; a week ends on Sunday.
      const weekday = new Date(dayToMs(start)).getUTCDay();
      end = addDays(start, (7 - weekday) % 7);
    } else end = addDays(`${addMonths(monthOf(start), 1)}-01`, -1);
    if (end > to) end = to;
    out.push({ start, end });
    start = addDays(end, 1);
  }
  return out;
}

/** The period of the same length that ends the day before this one starts. */
export function previousPeriodOf(from: string, to: string): DayRange {
  const length = daysInPeriod(from, to);
  return { start: addDays(from, -length), end: addDays(from, -1) };
}

/** Leads per hundred visits, to two decimals; null without visits. */
export function conversionRate(visits: number, leads: number): number | null {
  return visits > 0 ? Math.round((leads / visits) * 10_000) / 100 : null;
}

/* ---------- queries ---------- */

const day = (label: string) => z.string({ error: `${label} er krævet` }).refine((v) => !Number.isNaN(dayToMs(v)), `${label} skal være en dato (ÅÅÅÅ-MM-DD)`);

const month = (label: string) => z.string({ error: `${label} er krævet` }).regex(MONTH_PATTERN, `${label} skal være en måned (ÅÅÅÅ-MM)`);

/** GET /listings/{id}/statistics and /accounts/{id}/statistics. */
export const StatisticsQuerySchema = z
  .object({
    from: day('Fra-dato'),
    to: day('Til-dato'),
    granularity: z.enum(GRANULARITIES, { error: 'Opdeling skal være dag, uge eller måned' }).default('day'),
  })
  .superRefine((q, ctx) => {
    if (Number.isNaN(dayToMs(q.from)) || Number.isNaN(dayToMs(q.to))) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Til-dato skal være samme dag som eller efter fra-dato' });
    else if (daysInPeriod(q.from, q.to) > MAX_PERIOD_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Fra-dato må højst ligge to år før til-dato' });
    }
  });
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

const LISTING_TYPE_IDS: readonly number[] = Object.values(LISTING_TYPES);

/** GET /market-statistics. */
export const MarketStatisticsQuerySchema = z
  .object({
    from: month('Fra-måned'),
    to: month('Til-måned'),
    listingType: z.coerce
      .number({ error: 'Annoncetype skal være korrekt' })
      .refine((v) => LISTING_TYPE_IDS.includes(v), 'Annoncetype skal være korrekt')
      .meta(LISTING_TYPE_MEANING)
      .optional(),
    regionCode: z.coerce
      .number({ error: 'Region skal være korrekt' })
      .int('Region skal være korrekt')
      .positive('Region skal være korrekt')
      .max(MAX_ID, 'Region skal være korrekt')
      .optional(),
    /** The month of the supply by municipality; default the period's last month that has begun. */
    areaMonth: month('Områdemåned').optional(),
  })
  .superRefine((q, ctx) => {
    if (!MONTH_PATTERN.test(q.from) || !MONTH_PATTERN.test(q.to)) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Til-måned skal være samme måned som eller efter fra-måned' });
    else if (monthsInPeriod(q.from, q.to).length > MAX_MARKET_MONTHS) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: `Perioden må højst være ${MAX_MARKET_MONTHS} måneder` });
    } else if (q.areaMonth !== undefined && MONTH_PATTERN.test(q.areaMonth) && (q.areaMonth < q.from || q.areaMonth > q.to)) {
      ctx.addIssue({ code: 'custom', path: ['areaMonth'], message: 'Områdemåned skal ligge i perioden' });
    }
  });
export type MarketStatisticsQuery = z.infer<typeof MarketStatisticsQuerySchema>;

/* ---------- answers ---------- */

/** What is counted per listing and day (listing_daily_stats), and the conversion rate of it. */
export const MetricsSchema = z.object({
  /** Page visits (listing action 6). */
  visits: z.number().int(),
  /** Contact actions: broker link, number, e-mail, contact form (LEAD_ACTIONS). */
  leads: z.number().int(),
  /** Leads per hundred visits; null without visits. */
  conversionRate: z.number().nullable(),
  promotedImpressions: z.number().int(),
  promotedClicks: z.number().int(),
  favorites: z.number().int(),
});
export type Metrics = z.infer<typeof MetricsSchema>;

export const BucketSchema = MetricsSchema.extend({ start: z.string(), end: z.string() });
export type Bucket = z.infer<typeof BucketSchema>;

const PeriodSchema = z.object({ from: z.string(), to: z.string() });

const SeriesSchema = z.object({
  granularity: z.enum(GRANULARITIES),
  period: PeriodSchema,
  totals: MetricsSchema,
  /** The period of the same length just before. */
  previousTotals: MetricsSchema,
  series: z.array(BucketSchema),
  /** The previous period's buckets: the period's shifted back by its length, so they line up one for one. */
  previousSeries: z.array(BucketSchema),
});

const ListingIdentitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  listingType: ListingTypeCode,
  status: ListingStatusCode,
  caseNumber: z.string().nullable(),
  /** Had promoted impressions or clicks in the period or the one before. */
  promoted: z.boolean(),
});

export const ListingStatisticsSchema = SeriesSchema.extend({ listing: ListingIdentitySchema });
export type ListingStatistics = z.infer<typeof ListingStatisticsSchema>;

export const AccountListingStatisticsSchema = ListingIdentitySchema.extend({
  totals: MetricsSchema,
  previousTotals: MetricsSchema,
});
export type AccountListingStatistics = z.infer<typeof AccountListingStatisticsSchema>;

export const AccountStatisticsSchema = SeriesSchema.extend({
  /** Some listing was promoted in the period or the one before. */
  promoted: z.boolean(),
  /** The account's listings that are not deleted, and deleted ones with activity in either period. */
  listings: z.array(AccountListingStatisticsSchema),
  /** The quality scores of the listings it works on (pending, active, inactive, in quarantine), now. */
  quality: z.object({
    /** Their average score, rounded; null without any. */
    average: z.number().int().nullable(),
    listings: z.number().int(),
    /** The lowest-scored, lowest first. */
    weakest: z.array(
      z.object({ id: z.number().int(), title: z.string(), listingType: ListingTypeCode, status: ListingStatusCode, qualityScore: z.number().int() }),
    ),
  }),
});
export type AccountStatistics = z.infer<typeof AccountStatisticsSchema>;

/** Active listings in a month, per type and region (null: a zip code outside the postal areas). */
export const SupplyCellSchema = z.object({
  month: z.string(),
  listingType: ListingTypeCode,
  regionCode: z.number().int().nullable(),
  listings: z.number().int(),
  floorArea: z.number(),
});
export type SupplyCell = z.infer<typeof SupplyCellSchema>;

/** Active listings in one month (areaMonth), per type and municipality. */
export const MunicipalitySupplyCellSchema = z.object({
  listingType: ListingTypeCode,
  regionCode: z.number().int().nullable(),
  municipalityCode: z.number().int().nullable(),
  listings: z.number().int(),
  floorArea: z.number(),
});
export type MunicipalitySupplyCell = z.infer<typeof MunicipalitySupplyCellSchema>;

/** Listings closed as concluded (closing reason 1) in a month, per type. */
export const TurnoverCellSchema = z.object({
  month: z.string(),
  listingType: ListingTypeCode,
  listings: z.number().int(),
  floorArea: z.number(),
});
export type TurnoverCell = z.infer<typeof TurnoverCellSchema>;

/** Visits and leads on listings in a month, per type. */
export const DemandCellSchema = z.object({
  month: z.string(),
  listingType: ListingTypeCode,
  visits: z.number().int(),
  leads: z.number().int(),
});
export type DemandCell = z.infer<typeof DemandCellSchema>;

export const RegionSchema = z.object({ code: z.number().int(), name: z.string() });
export const MunicipalityAreaSchema = RegionSchema.extend({ regionCode: z.number().int() });

export const MarketStatisticsSchema = z.object({
  period: PeriodSchema,
  months: z.array(z.string()),
  listingType: ListingTypeCode.nullable(),
  regionCode: z.number().int().nullable(),
  supply: z.array(SupplyCellSchema),
  /** The month supplyByMunicipality is for. */
  areaMonth: z.string(),
  supplyByMunicipality: z.array(MunicipalitySupplyCellSchema),
  turnover: z.array(TurnoverCellSchema),
  demand: z.array(DemandCellSchema),
  regions: z.array(RegionSchema),
  /** The municipalities of supplyByMunicipality. */
  municipalities: z.array(MunicipalityAreaSchema),
});
export type MarketStatistics = z.infer<typeof MarketStatisticsSchema>;

/* ---------- the market benchmark of one listing ---------- */

/** No figure of the market from fewer comparable listings than this, so no one listing can be read from it. */
export const BENCHMARK_MIN_COMPARABLES = 5;
/** At most this many comparables, the closest in floor area: a large market costs no more than a set of this size. */
export const BENCHMARK_MAX_COMPARABLES = 200;
/** Comparables have from half to twice the listing's floor area. */
export const BENCHMARK_AREA_RANGE = { min: 0.5, max: 2 } as const;
/** Visits and leads per week are counted over the last four weeks, or the part of them a listing has been active. */
export const BENCHMARK_WINDOW_DAYS = 28;

export const BENCHMARK_METRICS = ['price', 'visitsPerWeek', 'leadsPerWeek', 'daysOnMarket'] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

/** The comparables' lower quartile, median and upper quartile of one figure; never a single listing's value. */
export const QuartilesSchema = z.object({ p25: z.number(), median: z.number(), p75: z.number() });

const BenchmarkFigureSchema = z.object({
  /** The listing's own figure; null when it has none (no price, or not active). */
  listing: z.number().nullable(),
  market: QuartilesSchema,
});
export type BenchmarkFigure = z.infer<typeof BenchmarkFigureSchema>;

export const ListingBenchmarkSchema = z.object({
  listingType: ListingTypeCode,
  /** The listing's subcategory name (Danish), as comparables share it. */
  subcategory: z.string().nullable(),
  /** Where the comparables are: the listing's postal area when it has enough of them, else its municipality. */
  area: z.object({ kind: z.enum(['postalArea', 'municipality']), code: z.string(), name: z.string() }).nullable(),
  /**
   * The number of comparable active listings; null when there are fewer than BENCHMARK_MIN_COMPARABLES, or the
   * listing lacks what comparables are found by (subcategory, postal code, floor area): then no figures either.
   */
  comparables: z.number().int().nullable(),
  /** Why there are no figures. */
  missing: z.enum(['fewComparables', 'incomplete']).nullable(),
  figures: z
    .object({
      /** The type's price (its registry's price field), per m² of floor area where the type says so. */
      price: BenchmarkFigureSchema,
      visitsPerWeek: BenchmarkFigureSchema,
      leadsPerWeek: BenchmarkFigureSchema,
      daysOnMarket: BenchmarkFigureSchema,
    })
    .nullable(),
  /** The figure furthest from the comparables' median, in percent of it (positive: above); null when none differs. */
  standsOut: z.object({ metric: z.enum(BENCHMARK_METRICS), percent: z.number().int() }).nullable(),
});
export type ListingBenchmark = z.infer<typeof ListingBenchmarkSchema>;

/** A figure's distance from the median in whole percent of it; null when either is missing or the median is 0. */
export function percentFromMedian(figure: BenchmarkFigure): number | null {
  const { listing } = figure;
  const { median } = figure.market;
  if (listing === null || median === 0) return null;
  return Math.round(((listing - median) / median) * 100);
}

/**
 * How far from the median a figure must be, besides the percent, to be worth a sentence: a listing with no
 * visit in a market of 0.3 a week is 100 % under it, and says nothing.
 */
const NOTABLE_DIFFERENCE: Record<BenchmarkMetric, number> = { price: 0, visitsPerWeek: 1, leadsPerWeek: 0.5, daysOnMarket: 7 };

/**
 * What stands out: the figure furthest from its median, in percent; the price when two are as far. Nothing
 * when none is at least `threshold` percent (and its notable difference) away.
 */
export function standsOutOf(figures: NonNullable<ListingBenchmark['figures']>, threshold = 5): ListingBenchmark['standsOut'] {
  let best: ListingBenchmark['standsOut'] = null;
  for (const metric of BENCHMARK_METRICS) {
    const { listing, market } = figures[metric];
    const percent = percentFromMedian(figures[metric]);
    if (listing === null || percent === null || Math.abs(percent) < threshold) continue;
    if (Math.abs(listing - market.median) < NOTABLE_DIFFERENCE[metric]) continue;
    if (!best || Math.abs(percent) > Math.abs(best.percent)) best = { metric, percent };
  }
  return best;
}

/**
 * The comparables' name in Danish from the type's template: '%{subcategory}lejemål' with 'Kontor' is
 * 'kontorlejemål'. A compound takes a linking s after the endings that have one in Danish (butikslejemål,
 * produktionslejemål); a name of several words is not compounded but put after the type's word.
 */
export function comparablesName(template: { da: string; en: string; compound: boolean }, subcategory: string, locale: 'da' | 'en'): string {
  if (locale === 'en') return template.en.replace('%{subcategory}', subcategory.toLowerCase());
  const name = subcategory.toLowerCase();
  if (!template.compound) return template.da.replace('%{subcategory}', name);
  if (/\s/.test(name)) return `${template.da.replace('%{subcategory}', '')} (${name})`;
  const linked = /(ik|tion|sted|hed|ing|else|skab|dom)$/.test(name) ? `${name}s` : name;
  return template.da.replace('%{subcategory}', linked);
}
