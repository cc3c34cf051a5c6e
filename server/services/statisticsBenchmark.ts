import type { DbOrTx } from '../db';
import { LISTING_STATUSES } from '../../schemas/enums';
import { listingTypeById } from '../../schemas/listingTypes';
import { copenhagenDay } from '../../schemas/dates';
import {
  BENCHMARK_AREA_RANGE,
  BENCHMARK_MAX_COMPARABLES,
  BENCHMARK_MIN_COMPARABLES,
  BENCHMARK_WINDOW_DAYS,
  standsOutOf,
  type BenchmarkFigure,
  type ListingBenchmark,
} from '../../schemas/statistics';
import { comparablesOf, findBenchmarkSubject, listingActivity, PLAUSIBLE_AREA, PLAUSIBLE_PRICE, type ComparablesQuery } from '../repositories/benchmark';

/*
 * The market benchmark of one listing: its price (per m² where its type says so), visits and leads per week and
 * days on market against the quartiles of comparable active listings of every account: the same type and
 * subcategory, from half to twice its floor area, in its postal area when that has enough of them, else in its
 * municipality; in a large market the BENCHMARK_MAX_COMPARABLES closest to its floor area. Fewer than
 * BENCHMARK_MIN_COMPARABLES give no figure at all, so no listing of another account can be read from the answer;
 * nor does it name any.
 */

export interface BenchmarkOptions {
  /** The instant the figures are taken at (tests set it). */
  now?: Date;
}

const within = (value: number | null, { min, max }: { min: number; max: number }): value is number => value !== null && value >= min && value <= max;

const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;

function figure(listing: number | null, market: number[] | null, decimals: number): BenchmarkFigure {
  const [p25 = 0, median = 0, p75 = 0] = market ?? [];
  return {
    listing: listing === null ? null : round(listing, decimals),
    market: { p25: round(p25, decimals), median: round(median, decimals), p75: round(p75, decimals) },
  };
}

/** The listing's benchmark; undefined when the listing does not exist. */
export async function listingBenchmark(db: DbOrTx, listingId: number, { now = new Date() }: BenchmarkOptions = {}): Promise<ListingBenchmark | undefined> {
  const subject = await findBenchmarkSubject(db, listingId);
  if (!subject) return undefined;
  const definition = listingTypeById(subject.listingType);
  const answer: ListingBenchmark = {
    listingType: subject.listingType,
    subcategory: subject.subcategoryName ?? subject.subcategoryKey,
    area: null,
    comparables: null,
    missing: 'incomplete',
    figures: null,
    standsOut: null,
  };
  const { subcategoryKey, zipCode, floorArea } = subject;
  // A row written before the limits may hold any number: one the form would refuse now gives no figure.
  if (!definition || subcategoryKey === null || zipCode === null || !within(floorArea, PLAUSIBLE_AREA)) return answer;

  const window = { now, today: copenhagenDay(now), windowDays: BENCHMARK_WINDOW_DAYS };
  const { perArea } = definition.benchmark;
  const inArea = (area: ComparablesQuery['area']) =>
    comparablesOf(
      db,
      {
        listingId,
        listingType: subject.listingType,
        subcategoryKey,
        area,
        maximum: BENCHMARK_MAX_COMPARABLES,
        floorArea: { own: floorArea, min: floorArea * BENCHMARK_AREA_RANGE.min, max: floorArea * BENCHMARK_AREA_RANGE.max },
        perArea,
      },
      window,
    );
  // The postal area when it has enough comparables; else the municipality, when the postal code has one.
  let found = await inArea({ zipCode });
  answer.area = { kind: 'postalArea', code: zipCode, name: `${zipCode} ${subject.city ?? ''}`.trim() };
  if (found.count < BENCHMARK_MIN_COMPARABLES && subject.municipalityCode !== null) {
    found = await inArea({ municipalityCode: subject.municipalityCode });
    answer.area = { kind: 'municipality', code: String(subject.municipalityCode), name: subject.municipalityName ?? '' };
  }
  if (found.count < BENCHMARK_MIN_COMPARABLES) {
    answer.missing = 'fewComparables';
    return answer;
  }

  // The listing's own activity counts only while it is on the market, as its comparables' does.
  const own = subject.status === LISTING_STATUSES.active ? await listingActivity(db, listingId, window) : undefined;
  const ownPrice = within(subject.price, PLAUSIBLE_PRICE) ? (perArea ? subject.price / floorArea : subject.price) : null;
  const figures = {
    price: figure(ownPrice, found.price, 0),
    visitsPerWeek: figure(own?.visitsPerWeek ?? null, found.visitsPerWeek, 1),
    leadsPerWeek: figure(own?.leadsPerWeek ?? null, found.leadsPerWeek, 1),
    daysOnMarket: figure(own === undefined ? null : Math.floor(own.daysOnMarket), found.daysOnMarket, 0),
  };
  return { ...answer, comparables: found.count, missing: null, figures, standsOut: standsOutOf(figures) };
}
