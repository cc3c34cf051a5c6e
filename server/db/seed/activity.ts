import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../index';
import { accountDailyStats, listingDailyStats, listingStatusHistory, listings, marketMonthlyStats, trackingEvents } from '../schema';
import { ACCOUNT_TYPES, LISTING_STATUSES, LISTING_TYPES, type ListingStatus } from '../../../schemas/enums';
import { LEAD_ACTIONS, LISTING_ACTIONS } from '../../../schemas/tracking';
import { SEED_ACCOUNTS, SEED_NOW } from './personas';
import type { SeedListingRow } from './listings';
import { Rng } from './random';

/*
 * The demo data's history: when each listing was pending, active, closed..., and twelve months
 * of listing events before SEED_NOW: page visits, contact actions (leads), favourites, and promoted
 * impressions and clicks during promotion periods. Drawn with the seeded PRNG at fixed dates relative to
 * SEED_NOW, so every run gives the same rows; the daily rollup and the listings' totals are then summed
 * from those events, exactly as the tracking endpoint would have counted them.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The events cover the 365 days before SEED_NOW's day. */
export const ACTIVITY_DAYS = 365;
const WINDOW_END = Date.UTC(SEED_NOW.getUTCFullYear(), SEED_NOW.getUTCMonth(), SEED_NOW.getUTCDate());
const WINDOW_START = WINDOW_END - ACTIVITY_DAYS * DAY_MS;

export interface SeedStatusChange {
  listingId: number;
  fromStatus: ListingStatus | null;
  status: ListingStatus;
  changedAt: Date;
  endedAt: Date | null;
}

export interface SeedEvent {
  action: number;
  listingId: number;
  accountId: number;
  sessionId: string;
  acquisition: string;
  source: string | null;
  /** Milliseconds since the epoch. */
  at: number;
}

const { pending, active, inactive, closed, archived } = LISTING_STATUSES;

/** Turns a list of (status, from) steps into intervals, each ended by the next. */
function intervals(listingId: number, steps: [ListingStatus, number][]): SeedStatusChange[] {
  return steps.map(([status, at], i) => {
    const next = steps[i + 1];
    return {
      listingId,
      fromStatus: i === 0 ? null : (steps[i - 1]?.[0] ?? null),
      status,
      changedAt: new Date(at),
      endedAt: next ? new Date(next[1]) : null,
    };
  });
}

/**
 * A status history that ends in the listing's present status at its last change: pending from creation,
 * active an hour to three days later, and then what it is now (closed at closedSince, inactive, in
 * quarantine or deleted at updatedAt, archived a month or more after closing). Some long-running active
 * listings were taken down for a few weeks in between.
 */
function historyOf(rng: Rng, row: SeedListingRow): SeedStatusChange[] {
  const created = row.createdAt.getTime();
  const status = row.status as ListingStatus;
  if (status === pending) return intervals(row.id, [[pending, created]]);
  const last = status === closed || status === archived ? (row.closedSince ?? row.updatedAt).getTime() : row.updatedAt.getTime();
  const activated = Math.min(created + rng.int(1, 72) * HOUR_MS, created + Math.max(0, last - created) / 4);
  const steps: [ListingStatus, number][] = [
    [pending, created],
    [active, activated],
  ];
  if (status === active) {
    const span = last - activated;
    if (span > 90 * DAY_MS && rng.chance(0.15)) {
      const off = activated + rng.float(0.2, 0.6) * span;
      steps.push([inactive, off], [active, off + rng.int(7, 28) * DAY_MS]);
    }
    return intervals(row.id, steps);
  }
  if (status === archived) {
    const archivedAt = Math.min(last + rng.int(30, 89) * DAY_MS, SEED_NOW.getTime());
    steps.push([closed, last], [archived, archivedAt]);
  } else steps.push([status, last]);
  return intervals(row.id, steps);
}

/** A Poisson draw (Knuth); the means here are small. */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = rng.next();
  while (p > limit) {
    k++;
    p *= rng.next();
  }
  return k;
}

/** January is busy, July and December quiet (by UTC month of the day). */
const SEASON = [1.15, 1.1, 1.05, 1, 0.95, 0.9, 0.7, 0.95, 1.05, 1.05, 1, 0.75];
/** Sunday first, as getUTCDay counts. */
const WEEKDAY = [0.5, 1.1, 1.1, 1.1, 1.05, 1, 0.6];
const TYPE_INTEREST: Record<number, number> = {
  [LISTING_TYPES.rental]: 1.2,
  [LISTING_TYPES.investment]: 0.7,
  [LISTING_TYPES.sales]: 0.8,
  [LISTING_TYPES.officespace]: 1,
};
const ACQUISITIONS: (readonly [string, number])[] = [
  ['organic search', 38],
  ['direct', 22],
  ['Internal', 22],
  ['referral', 8],
  ['Google Ads', 6],
  ['FB Ads', 3],
  ['Bing Ads', 1],
];
/** Where on the public site a visit came from; null: straight to the listing. */
const SOURCES: (readonly [string | null, number])[] = [
  ['slp', 30],
  ['sar', 20],
  ['slo', 10],
  ['sao', 6],
  ['flo', 6],
  ['blo', 4],
  [null, 24],
];
const LEAD_KINDS: (readonly [number, number])[] = [
  [LISTING_ACTIONS.contact, 40],
  [LISTING_ACTIONS.clickNumber, 25],
  [LISTING_ACTIONS.clickEmail, 20],
  [LISTING_ACTIONS.clickBrokerLink, 15],
];
const PROMOTING_ACCOUNT_TYPES: readonly number[] = [ACCOUNT_TYPES.Broker, ACCOUNT_TYPES.PremiumAdvertiser];

/** A session id like the client's: unique per visit here, as the demo visitors come once. */
function sessionId(rng: Rng): string {
  return `seed-${Math.floor(rng.next() * 2 ** 32)
    .toString(16)
    .padStart(8, '0')}${Math.floor(rng.next() * 2 ** 32)
    .toString(16)
    .padStart(8, '0')}`;
}

/** An instant from `from` to `to` (exclusive). */
function between(rng: Rng, from: number, to: number): number {
  return from + Math.floor(rng.next() * (to - from));
}

/** Events of one listing over the window, on the days it was active. */
function eventsOf(rng: Rng, row: SeedListingRow, history: SeedStatusChange[], promotingAccount: boolean, out: SeedEvent[]): void {
  const activePeriods: [number, number][] = [];
  for (const h of history) {
    if (h.status === active) activePeriods.push([h.changedAt.getTime(), h.endedAt?.getTime() ?? Number.POSITIVE_INFINITY]);
  }
  const firstActive = activePeriods[0]?.[0];
  if (firstActive === undefined) return;
  const popularity =
    Math.exp(rng.float(-1.2, 1.2)) * (TYPE_INTEREST[row.listingType] ?? 1) * (row.offMarket ? 0.15 : 1) * (Number(row.zipCode) < 3000 ? 1.3 : 1);
  const conversion = rng.float(0.015, 0.05);
  // About one in eight listings of an account that may promote was promoted once or twice, four to eight weeks each.
  const promotions: [number, number][] = [];
  if (promotingAccount && !row.offMarket && rng.chance(0.12)) {
    for (let i = rng.int(1, 2); i > 0; i--) {
      const start = WINDOW_START + rng.int(0, ACTIVITY_DAYS - 30) * DAY_MS;
      promotions.push([start, start + rng.int(28, 56) * DAY_MS]);
    }
  }
  const { id: listingId, accountId } = row;
  for (let day = WINDOW_START; day < WINDOW_END; day += DAY_MS) {
    // A day counts when the listing was active at noon; its events fall in Danish daytime (07-22, which is
    // 06-21 UTC in winter: always within the Danish calendar day) while it was active.
    const noon = day + 12 * HOUR_MS;
    const period = activePeriods.find(([from, to]) => from <= noon && noon < to);
    if (!period) continue;
    const opens = Math.max(day + 6 * HOUR_MS, period[0]);
    const closes = Math.min(day + 21 * HOUR_MS, period[1]) - 10 * 60_000;
    if (closes <= opens) continue;
    const date = new Date(day);
    const season = SEASON[date.getUTCMonth()] ?? 1;
    const fresh = 1 + 1.5 * Math.exp(-Math.max(0, noon - firstActive) / (10 * DAY_MS));
    let promoted = false;
    for (const [from, to] of promotions) if (from <= day && day < to) promoted = true;

    if (promoted) {
      const impressions = poisson(rng, 6 * season);
      for (let i = 0; i < impressions; i++) {
        const at = between(rng, opens, closes);
        const session = sessionId(rng);
        const acquisition = rng.weighted(ACQUISITIONS);
        out.push({ action: LISTING_ACTIONS.promotedImpression, listingId, accountId, sessionId: session, acquisition, source: 'slpr', at });
        if (rng.chance(0.06)) {
          out.push({ action: LISTING_ACTIONS.promotedClick, listingId, accountId, sessionId: session, acquisition, source: 'slpr', at: at + 1000 });
          out.push({ action: LISTING_ACTIONS.pageVisit, listingId, accountId, sessionId: session, acquisition, source: 'slpr', at: at + 2000 });
        }
      }
    }
    const visits = poisson(rng, 0.45 * popularity * fresh * season * (WEEKDAY[date.getUTCDay()] ?? 1));
    for (let i = 0; i < visits; i++) {
      const at = between(rng, opens, closes);
      const session = sessionId(rng);
      const acquisition = rng.weighted(ACQUISITIONS);
      const source = acquisition === 'Internal' ? rng.weighted(SOURCES) : null;
      out.push({ action: LISTING_ACTIONS.pageVisit, listingId, accountId, sessionId: session, acquisition, source, at });
      if (rng.chance(conversion)) {
        out.push({ action: rng.weighted(LEAD_KINDS), listingId, accountId, sessionId: session, acquisition, source, at: at + rng.int(20, 600) * 1000 });
      }
      if (rng.chance(0.012)) out.push({ action: LISTING_ACTIONS.favorite, listingId, accountId, sessionId: session, acquisition, source, at: at + 5000 });
    }
  }
}

export interface GeneratedActivity {
  history: SeedStatusChange[];
  events: SeedEvent[];
}

/** The status histories and events of the demo listings, the same on every call. */
export function generateActivity(rows: readonly SeedListingRow[]): GeneratedActivity {
  const rng = new Rng(7_2026_1101);
  const promoting = new Set(SEED_ACCOUNTS.filter((a) => PROMOTING_ACCOUNT_TYPES.includes(a.accountType)).map((a) => a.id));
  const history: SeedStatusChange[] = [];
  const events: SeedEvent[] = [];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const own = historyOf(rng, row);
    history.push(...own);
    eventsOf(rng, row, own, promoting.has(row.accountId), events);
  }
  return { history, events };
}

const BATCH = 25_000;

/**
 * Loads the activity: the histories (when `history`), the events, the daily rollups summed from them, and
 * each listing's visit and lead totals from the rollup. `unnest` over one array per column: Drizzle's
 * bulk insert builder would spend longer building the statement than the database spends loading it.
 */
export async function seedActivity(db: DbOrTx, rows: readonly SeedListingRow[], { history = true } = {}): Promise<void> {
  const activity = generateActivity(rows);
  if (history) {
    const h = activity.history;
    for (let i = 0; i < h.length; i += BATCH) {
      const batch = h.slice(i, i + BATCH);
      await db.execute(sql`
        insert into ${listingStatusHistory} (listing_id, from_status, status, changed_at, ended_at)
        select listing_id, from_status, status, to_timestamp(changed_at), to_timestamp(ended_at)
        from unnest(
          ${sql.param(batch.map((c) => c.listingId))}::int[], ${sql.param(batch.map((c) => c.fromStatus))}::int[],
          ${sql.param(batch.map((c) => c.status))}::int[], ${sql.param(batch.map((c) => c.changedAt.getTime() / 1000))}::float8[],
          ${sql.param(batch.map((c) => (c.endedAt ? c.endedAt.getTime() / 1000 : null)))}::float8[]
        ) as t(listing_id, from_status, status, changed_at, ended_at)`);
    }
  }
  const e = activity.events;
  for (let i = 0; i < e.length; i += BATCH) {
    const batch = e.slice(i, i + BATCH);
    await db.execute(sql`
      insert into ${trackingEvents} (event, action, listing_id, account_id, session_id, acquisition, user_token, source, occurred_at, received_at)
      select 'listing', action, listing_id, account_id, session_id, acquisition, '', source, to_timestamp(at), to_timestamp(at)
      from unnest(
        ${sql.param(batch.map((x) => x.action))}::int[], ${sql.param(batch.map((x) => x.listingId))}::int[],
        ${sql.param(batch.map((x) => x.accountId))}::int[], ${sql.param(batch.map((x) => x.sessionId))}::text[],
        ${sql.param(batch.map((x) => x.acquisition))}::text[], ${sql.param(batch.map((x) => x.source))}::text[],
        ${sql.param(batch.map((x) => x.at / 1000))}::float8[]
      ) as t(action, listing_id, account_id, session_id, acquisition, source, at)`);
  }
  // The daily rollup, counted here rather than by a GROUP BY over the events: the same sums, in a
  // fraction of the time on PGlite. Seeded events lie in Danish daytime, so the UTC date is the Danish one.
  const days = new Map<string, { listingId: number; accountId: number; day: string; counts: number[] }>();
  const counter = new Map<number, number>([
    [LISTING_ACTIONS.pageVisit, 0],
    ...LEAD_ACTIONS.map((a): [number, number] => [a, 1]),
    [LISTING_ACTIONS.promotedImpression, 2],
    [LISTING_ACTIONS.promotedClick, 3],
    [LISTING_ACTIONS.favorite, 4],
  ]);
  for (const event of e) {
    const index = counter.get(event.action);
    if (index === undefined) continue;
    const day = new Date(event.at).toISOString().slice(0, 10);
    const key = `${event.listingId}:${day}`;
    let row = days.get(key);
    if (!row) days.set(key, (row = { listingId: event.listingId, accountId: event.accountId, day, counts: [0, 0, 0, 0, 0] }));
    row.counts[index] = (row.counts[index] ?? 0) + 1;
  }
  // Each day also carries the listing's running totals up to it, and the account's days sum the listings'.
  const daily = [...days.values()].sort((a, b) => a.listingId - b.listingId || a.day.localeCompare(b.day));
  const toDate: number[][] = [];
  const accountDays = new Map<string, { accountId: number; day: string; counts: number[] }>();
  daily.forEach((row, i) => {
    const before = i > 0 && daily[i - 1]?.listingId === row.listingId ? toDate[i - 1] : undefined;
    toDate.push(row.counts.map((n, k) => n + (before?.[k] ?? 0)));
    const key = `${row.accountId}:${row.day}`;
    let account = accountDays.get(key);
    if (!account) accountDays.set(key, (account = { accountId: row.accountId, day: row.day, counts: [0, 0, 0, 0, 0] }));
    row.counts.forEach((n, k) => (account.counts[k] = (account.counts[k] ?? 0) + n));
  });
  for (let i = 0; i < daily.length; i += BATCH) {
    const batch = daily.slice(i, i + BATCH);
    const totals = toDate.slice(i, i + BATCH);
    const count = (n: number) => sql.param(batch.map((d) => d.counts[n] ?? 0));
    const total = (n: number) => sql.param(totals.map((t) => t[n] ?? 0));
    await db.execute(sql`
      insert into ${listingDailyStats} (listing_id, account_id, day, visits, leads, promoted_impressions, promoted_clicks, favorites,
        visits_to_date, leads_to_date, promoted_impressions_to_date, promoted_clicks_to_date, favorites_to_date)
      select * from unnest(
        ${sql.param(batch.map((d) => d.listingId))}::int[], ${sql.param(batch.map((d) => d.accountId))}::int[],
        ${sql.param(batch.map((d) => d.day))}::date[], ${count(0)}::int[], ${count(1)}::int[], ${count(2)}::int[], ${count(3)}::int[], ${count(4)}::int[],
        ${total(0)}::int8[], ${total(1)}::int8[], ${total(2)}::int8[], ${total(3)}::int8[], ${total(4)}::int8[]
      )`);
  }
  const accountRows = [...accountDays.values()];
  const accountCount = (n: number) => sql.param(accountRows.map((d) => d.counts[n] ?? 0));
  await db.execute(sql`
    insert into ${accountDailyStats} (account_id, day, visits, leads, promoted_impressions, promoted_clicks, favorites)
    select * from unnest(
      ${sql.param(accountRows.map((d) => d.accountId))}::int[], ${sql.param(accountRows.map((d) => d.day))}::date[],
      ${accountCount(0)}::int[], ${accountCount(1)}::int[], ${accountCount(2)}::int[], ${accountCount(3)}::int[], ${accountCount(4)}::int[]
    )`);
  // The market's demand by month, type and zip code, from the same events.
  const typeAndZip = new Map(rows.map((r) => [r.id, { listingType: r.listingType, zipCode: r.zipCode ?? '' }]));
  const months = new Map<string, { month: string; listingType: number; zipCode: string; visits: number; leads: number }>();
  for (const row of daily) {
    const listing = typeAndZip.get(row.listingId);
    const visits = row.counts[0] ?? 0;
    const leadCount = row.counts[1] ?? 0;
    if (!listing || visits + leadCount === 0) continue;
    const month = `${row.day.slice(0, 7)}-01`;
    const key = `${month}:${listing.listingType}:${listing.zipCode}`;
    let cell = months.get(key);
    if (!cell) months.set(key, (cell = { month, ...listing, visits: 0, leads: 0 }));
    cell.visits += visits;
    cell.leads += leadCount;
  }
  const demand = [...months.values()];
  await db.execute(sql`
    insert into ${marketMonthlyStats} (month, listing_type, zip_code, visits, leads)
    select * from unnest(
      ${sql.param(demand.map((d) => d.month))}::date[], ${sql.param(demand.map((d) => d.listingType))}::int[],
      ${sql.param(demand.map((d) => d.zipCode))}::text[], ${sql.param(demand.map((d) => d.visits))}::int[], ${sql.param(demand.map((d) => d.leads))}::int[]
    )
    on conflict (month, listing_type, zip_code) do update set
      visits = ${marketMonthlyStats.visits} + excluded.visits, leads = ${marketMonthlyStats.leads} + excluded.leads`);
  // A listing's totals are what its days add up to.
  await db.execute(sql`
    update ${listings} l set visits = coalesce(s.visits, 0), leads = coalesce(s.leads, 0)
    from ${listings} x
    left join (select listing_id, sum(visits)::int as visits, sum(leads)::int as leads from ${listingDailyStats} group by listing_id) s
      on s.listing_id = x.id
    where l.id = x.id`);
}
