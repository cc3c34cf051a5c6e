/**
 * `npm run bench:stats`: how fast the statistics answer.
 *
 * First the demo data as `npm start` serves it, on the embedded database (PGlite) and on PostgreSQL: the real
 * server (server/main.ts, a child process) on a fresh database, called over HTTP as the screens call it (the
 * Broker account's 12 months by month, the market's 12 months), from 1 and from 10 clients at once for a few
 * seconds each; p50 and p99 of every call.
 *
 * Then PostgreSQL at realistic sizes: a large account and the whole market (below).
 *
 * Creates its own database (member_area_bench) on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test), migrates and seeds it, and adds:
 *   - an account with 500 listings, active for the last 12 months and more;
 *   - 20,000 other listings over three years with their status histories, 45 % of them closed;
 *   - 1,000,000 listing events over the last 365 days (400,000 on the account's listings), and the daily
 *     (per listing, with running totals, and per account) and monthly rollups the tracking endpoint would have
 *     kept from them.
 * Then it calls the endpoints through the real app (app.inject: routing, access checks, validation and
 * serialisation included) and prints the times: the first call, and the median and slowest of ten more.
 * The data is drawn with a fixed seed (setseed) at dates relative to today, so every run measures the same
 * shape of data.
 *
 * Options: --keep leaves the databases for a look afterwards; --pglite measures only the demo data on PGlite
 * (the target) and stops; --cpu-prof DIR runs the demo servers with `node --cpu-prof` and writes their
 * profiles to DIR (profiling slows them: the figures are for finding where the time goes, not for the table).
 */
import pg from 'pg';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, seconds } from './benchDb';
import { freePort, logInAs, SERVER_SOURCES, startServer, stopServer } from './benchServer';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db';
import { seed } from '../server/db/seed';
import { findUserByEmail } from '../server/repositories/users';
import { logIn } from '../server/services/sessions';
import { PERMISSIONS } from '../schemas/enums';
import { LEAD_ACTIONS, LISTING_ACTIONS } from '../schemas/tracking';
import { addMonths, monthOf } from '../schemas/statistics';
import { copenhagenDay } from '../schemas/copenhagen';

const BENCH_DB = 'member_area_bench';
const DEMO_DB = 'member_area_bench_demo';
const DEMO_SECONDS = 5;
const DEMO_CONNECTIONS = [1, 10];
/** The account statistics on PGlite: p50 at one connection, p99 at ten (ms). */
const DEMO_TARGET = { p50: 10, p99: 100 };
const ACCOUNT_LISTINGS = 500;
const MARKET_LISTINGS = 20_000;
const EVENTS = 1_000_000;
const ACCOUNT_EVENTS = 400_000;
const RUNS = 10;

const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const keep = process.argv.includes('--keep');
const pgliteOnly = process.argv.includes('--pglite');
const cpuProfAt = process.argv.indexOf('--cpu-prof');
const cpuProfDir = cpuProfAt >= 0 ? process.argv[cpuProfAt + 1] : undefined;
if (process.argv.includes('--help')) {
  console.log('npm run bench:stats [-- [--keep] [--pglite] [--cpu-prof DIR]]');
  process.exit(0);
}
const urlOf = (database: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
const benchUrl = urlOf(BENCH_DB);

const admin = (statement: string) => adminQuery(baseUrl, statement);

async function fill(client: pg.Client): Promise<{ accountId: number; listingId: number }> {
  await client.query('select setseed(0.2026)');
  const permissions = JSON.stringify(Object.fromEntries(PERMISSIONS.map((p) => [p, true])));
  const account = await client.query<{ id: number }>(
    `insert into accounts (account_type, name, email, street_name, street_number, zip_code, city, permissions)
     values (1, 'Benchmark Erhverv A/S', 'bench@example.dk', 'Strandgade', '1', '1401', 'København K', $1::jsonb), (1, 'Markedet ApS', 'marked@example.dk', 'Strandgade', '2', '1401', 'København K', $1::jsonb)
     returning id`,
    [permissions],
  );
  const [bench, market] = account.rows.map((r) => r.id) as [number, number];

  // Listings: the account's created 13-24 months ago and active since; the market's over three years, 45 % closed.
  await client.query(
    `with zips as (select array_agg(zip_code order by zip_code) as z, count(*)::int as n from postal_areas),
     src as (
       select g, case when g <= $3::int then $1::int else $2::int end as account_id,
              case when g <= $3::int then now() - interval '395 days' - random() * interval '330 days'
                   else now() - random() * interval '1095 days' end as created,
              random() as r_close, random() as r_reason, random() as r_when
       from generate_series(1, $3::int + $4::int) g
     ),
     timed as (
       select *, case when g > $3::int and r_close < 0.45
                      then created + interval '1 day' + r_when * greatest(now() - created - interval '1 day', interval '0') end as closed
       from src
     )
     insert into listings (account_id, listing_type, status, title, address_text, zip_code, city, floor_area, price,
                           closed_since, closing_reason_id, created_at, updated_at)
     select account_id, 1 + floor(random() * 4)::int, case when closed is null then 2 else 5 end,
            'Benchmarkannonce nummer ' || g, 'Benchmarkvej ' || g, zips.z[1 + floor(random() * zips.n)::int], 'By',
            round((50 + random() * random() * 4000)::numeric, -1)::float8, 0,
            closed, case when closed is null then null when r_reason < 0.55 then 1 else 2 end, created, coalesce(closed, created)
     from timed, zips`,
    [bench, market, ACCOUNT_LISTINGS, MARKET_LISTINGS],
  );
  await client.query(
    `insert into listing_status_history (listing_id, from_status, status, changed_at, ended_at)
     select id, null, 1, created_at, created_at + interval '1 day' from listings where account_id in ($1::int, $2::int)
     union all
     select id, 1, 2, created_at + interval '1 day', closed_since from listings where account_id in ($1::int, $2::int)
     union all
     select id, 2, 5, closed_since, null from listings where account_id in ($1::int, $2::int) and closed_since is not null`,
    [bench, market],
  );
  const ids = await client.query<{ first: number; last: number; account_id: number }>(
    `select min(id) as first, max(id) as last, account_id from listings where account_id in ($1::int, $2::int) group by account_id`,
    [bench, market],
  );
  const range = (accountId: number) => {
    const row = ids.rows.find((r) => r.account_id === accountId);
    if (!row) throw new Error('no bench listings');
    return [row.first, row.last] as const;
  };
  const [b0, b1] = range(bench);
  const [m0, m1] = range(market);

  // Events while each listing was live, within the last 365 days: mostly visits, some leads, promotion and favourites.
  const leads = LEAD_ACTIONS.join(',');
  await client.query(
    `with picks as (
       select g, case when g <= $1::int then $2::int + floor(random() * ($3::int - $2::int + 1))::int else $4::int + floor(random() * ($5::int - $4::int + 1))::int end as listing_id,
              random() as r_action, random() as r_time
       from generate_series(1, $6::int) g
     )
     insert into tracking_events (event, action, listing_id, account_id, session_id, acquisition, user_token, occurred_at, received_at)
     select 'listing',
            case when r_action < 0.85 then ${LISTING_ACTIONS.pageVisit}
                 when r_action < 0.88 then (array[${leads}])[1 + floor(random() * ${LEAD_ACTIONS.length})::int]
                 when r_action < 0.97 then ${LISTING_ACTIONS.promotedImpression}
                 when r_action < 0.985 then ${LISTING_ACTIONS.promotedClick}
                 else ${LISTING_ACTIONS.favorite} end,
            l.id, l.account_id, 'bench-' || g, 'direct', '', t.at, t.at
     from picks p
     join listings l on l.id = p.listing_id
     cross join lateral (
       select greatest(l.created_at, now() - interval '365 days') as starts, coalesce(l.closed_since, now()) as ends
     ) w
     cross join lateral (select w.starts + p.r_time * greatest(w.ends - w.starts, interval '0') as at) t`,
    [ACCOUNT_EVENTS, b0, b1, m0, m1, EVENTS],
  );
  await client.query(
    `insert into listing_daily_stats (listing_id, account_id, day, visits, leads, promoted_impressions, promoted_clicks, favorites)
     select listing_id, account_id, (occurred_at at time zone 'Europe/Copenhagen')::date,
            count(*) filter (where action = ${LISTING_ACTIONS.pageVisit}), count(*) filter (where action in (${leads})),
            count(*) filter (where action = ${LISTING_ACTIONS.promotedImpression}), count(*) filter (where action = ${LISTING_ACTIONS.promotedClick}),
            count(*) filter (where action = ${LISTING_ACTIONS.favorite})
     from tracking_events where session_id like 'bench-%'
     group by 1, 2, 3
     on conflict (listing_id, day) do nothing`,
  );
  await client.query(
    `update listing_daily_stats d set visits_to_date = s.visits, leads_to_date = s.leads, promoted_impressions_to_date = s.impressions,
            promoted_clicks_to_date = s.clicks, favorites_to_date = s.favorites
     from (select listing_id, day, sum(visits) over w as visits, sum(leads) over w as leads, sum(promoted_impressions) over w as impressions,
                  sum(promoted_clicks) over w as clicks, sum(favorites) over w as favorites
           from listing_daily_stats where account_id in ($1::int, $2::int) window w as (partition by listing_id order by day)) s
     where d.listing_id = s.listing_id and d.day = s.day`,
    [bench, market],
  );
  await client.query(
    `insert into account_daily_stats (account_id, day, visits, leads, promoted_impressions, promoted_clicks, favorites)
     select account_id, day, sum(visits), sum(leads), sum(promoted_impressions), sum(promoted_clicks), sum(favorites)
     from listing_daily_stats where account_id in ($1::int, $2::int) group by 1, 2`,
    [bench, market],
  );
  await client.query(
    `insert into market_monthly_stats (month, listing_type, zip_code, visits, leads)
     select date_trunc('month', d.day)::date, l.listing_type, coalesce(l.zip_code, ''), sum(d.visits)::int, sum(d.leads)::int
     from listing_daily_stats d join listings l on l.id = d.listing_id
     where l.account_id in ($1::int, $2::int)
     group by 1, 2, 3
     having sum(d.visits) + sum(d.leads) > 0
     on conflict (month, listing_type, zip_code) do update set
       visits = market_monthly_stats.visits + excluded.visits, leads = market_monthly_stats.leads + excluded.leads`,
    [bench, market],
  );
  await client.query(
    `update listings l set visits = s.visits, leads = s.leads
     from (select listing_id, sum(visits)::int as visits, sum(leads)::int as leads from listing_daily_stats group by listing_id) s
     where l.id = s.listing_id and l.account_id in ($1::int, $2::int)`,
    [bench, market],
  );
  await client.query('analyze');
  return { accountId: bench, listingId: b0 };
}

function summary(times: number[]): { median: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/**
 * The CPU time a process has used (Linux: /proc, in USER_HZ ticks of 10 ms); undefined elsewhere. Unlike
 * latency, the server's CPU time per request hardly moves when other work shares the machine.
 */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** `url` from `connections` clients at once for DEMO_SECONDS, each asking again when answered. */
async function underLoad(url: string, headers: Record<string, string>, connections: number, serverPid: number | undefined) {
  const once = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return { ms: performance.now() - started, kb: body.byteLength / 1024 };
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  let kb = 0;
  const cpuBefore = cpuMsOf(serverPid);
  const end = performance.now() + DEMO_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const answer = await once();
        times.push(answer.ms);
        kb = answer.kb;
      }
    }),
  );
  const cpuAfter = cpuMsOf(serverPid);
  times.sort((a, b) => a - b);
  const cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? NaN : (cpuAfter - cpuBefore) / times.length;
  return { p50: percentile(times, 50), p99: percentile(times, 99), requests: times.length, kb, cpuPerRequest };
}

/** The demo data on a fresh database of `kind`, served by the real server and called over HTTP. */
async function demoOverHttp(kind: 'PGlite' | 'PostgreSQL'): Promise<{ p50At1: number; p99At10: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-stats-'));
  if (kind === 'PostgreSQL') {
    await admin(`drop database if exists ${DEMO_DB} with (force)`);
    await admin(`create database ${DEMO_DB}`);
  }
  const port = await freePort();
  const server = await startServer(
    port,
    { DATABASE_URL: kind === 'PostgreSQL' ? urlOf(DEMO_DB) : '', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-spa') },
    (base) => fetch(`${base}/api/v2/config`).then(() => true),
    undefined,
    cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir, ...SERVER_SOURCES] : SERVER_SOURCES,
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await logInAs(base, 'maegler.admin@demo.test');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { accounts: number[] };
    const accountId = claims.accounts[0];
    if (accountId === undefined) throw new Error('maegler.admin@demo.test is in no account');
    // As a browser asks: compressed answers accepted.
    const headers = { authorization: `Bearer ${token}`, 'x-account-id': String(accountId), 'accept-encoding': 'br, gzip' };
    const today = copenhagenDay(new Date());
    const yearAgo = copenhagenDay(new Date(Date.now() - 364 * 86_400_000));
    const thisMonth = monthOf(today);
    const cases: [string, string][] = [
      ['account, 12 months by month', `${base}/api/v2/accounts/${accountId}/statistics?from=${yearAgo}&to=${today}&granularity=month`],
      ['market, 12 months, all of Denmark', `${base}/api/v2/market-statistics?from=${addMonths(thisMonth, -11)}&to=${thisMonth}`],
    ];
    const account = { p50At1: NaN, p99At10: NaN };
    for (const [name, url] of cases) {
      for (const connections of DEMO_CONNECTIONS) {
        const timed = await underLoad(url, headers, connections, server.pid);
        console.log(
          `| ${kind} | ${name} | ${connections} | ${timed.p50.toFixed(1)} | ${timed.p99.toFixed(1)} | ${timed.cpuPerRequest.toFixed(1)} | ${timed.requests} | ${timed.kb.toFixed(0)} |`,
        );
        if (name.startsWith('account') && connections === 1) account.p50At1 = timed.p50;
        if (name.startsWith('account') && connections === 10) account.p99At10 = timed.p99;
      }
    }
    return account;
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'PostgreSQL' && !keep) await admin(`drop database if exists ${DEMO_DB} with (force)`);
  }
}

async function main() {
  const started = performance.now();
  console.log(`The demo data over HTTP, ${DEMO_SECONDS} s a call and load (ms; the server process's CPU time per request; answer size uncompressed)\n`);
  console.log('| database | call | connections | p50 | p99 | server CPU | requests | answer KB |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const onPglite = await demoOverHttp('PGlite');
  if (!pgliteOnly) await demoOverHttp('PostgreSQL');
  const verdict = (met: boolean) => (met ? 'MET    ' : 'NOT MET');
  console.log(
    `\n${verdict(onPglite.p50At1 <= DEMO_TARGET.p50)}  account statistics on PGlite, p50 at 1 connection: ${onPglite.p50At1.toFixed(1)} ms (target ≤ ${DEMO_TARGET.p50})`,
  );
  console.log(
    `${verdict(onPglite.p99At10 <= DEMO_TARGET.p99)}  account statistics on PGlite, p99 at 10 connections: ${onPglite.p99At10.toFixed(1)} ms (target ≤ ${DEMO_TARGET.p99})\n`,
  );
  if (pgliteOnly) return;

  console.log(`PostgreSQL: ${new URL(baseUrl).host}, database ${BENCH_DB}`);
  await admin(`drop database if exists ${BENCH_DB} with (force)`);
  await admin(`create database ${BENCH_DB}`);
  const database = await openDatabase({ kind: 'postgres', url: benchUrl });
  const client = new pg.Client({ connectionString: benchUrl });
  try {
    await migrateDatabase(database);
    await seed(database.db);
    await client.connect();
    let step = performance.now();
    const { accountId, listingId } = await fill(client);
    const counts = await client.query<{ events: string; days: string; listings: string; history: string }>(
      `select (select count(*) from tracking_events) as events, (select count(*) from listing_daily_stats) as days,
              (select count(*) from listings) as listings, (select count(*) from listing_status_history) as history`,
    );
    const c = counts.rows[0];
    if (!c) throw new Error('no counts');
    console.log(
      `Filled in ${seconds(step)}: ${Number(c.events).toLocaleString('da-DK')} events, ${Number(c.days).toLocaleString('da-DK')} daily rows, ` +
        `${Number(c.listings).toLocaleString('da-DK')} listings, ${Number(c.history).toLocaleString('da-DK')} status changes`,
    );

    const config = { ...readConfig({ TRACKING_RATE_LIMIT_MAX: '1000000' }), staticDir: undefined };
    const app = await buildApp({ config, db: database.db, jwtSecret: new TextEncoder().encode('bench-secret-'.repeat(4)) });
    await app.ready();
    const staff = await findUserByEmail(database.db, 'staff@demo.test');
    if (!staff) throw new Error('the seed has no staff user');
    const token = await logIn(database.db, app.tokens, staff);
    const headers = { authorization: `Bearer ${token}`, 'x-account-id': String(accountId) };

    const today = copenhagenDay(new Date());
    const yearAgo = copenhagenDay(new Date(Date.now() - 364 * 86_400_000));
    const thisMonth = monthOf(today);
    const cases: [string, string][] = [
      ['account, 500 listings, 12 months by month', `/api/v2/accounts/${accountId}/statistics?from=${yearAgo}&to=${today}&granularity=month`],
      ['account, 500 listings, 12 months by week', `/api/v2/accounts/${accountId}/statistics?from=${yearAgo}&to=${today}&granularity=week`],
      ['account, 500 listings, 12 months by day', `/api/v2/accounts/${accountId}/statistics?from=${yearAgo}&to=${today}&granularity=day`],
      ['listing, 12 months by day', `/api/v2/listings/${listingId}/statistics?from=${yearAgo}&to=${today}&granularity=day`],
      ['market, 12 months, all of Denmark', `/api/v2/market-statistics?from=${addMonths(thisMonth, -11)}&to=${thisMonth}`],
      ['market, 12 months, rental, Hovedstaden', `/api/v2/market-statistics?from=${addMonths(thisMonth, -11)}&to=${thisMonth}&listingType=1&regionCode=1084`],
      ['market, 36 months, all of Denmark', `/api/v2/market-statistics?from=${addMonths(thisMonth, -35)}&to=${thisMonth}`],
    ];
    console.log('');
    console.log(`${'call'.padEnd(44)} ${'first'.padStart(8)} ${'median'.padStart(8)} ${'slowest'.padStart(8)}  (ms, ${RUNS} runs after the first)`);
    for (const [name, url] of cases) {
      const time = async () => {
        const t = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return performance.now() - t;
      };
      const first = await time();
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await time());
      const { median, max } = summary(runs);
      console.log(`${name.padEnd(44)} ${first.toFixed(0).padStart(8)} ${median.toFixed(0).padStart(8)} ${max.toFixed(0).padStart(8)}`);
    }

    // Ingest: events through the endpoint, one after the other (each stores the event and moves the rollups).
    const INGEST = 2_000;
    const rawData = Buffer.from(
      JSON.stringify({
        event: 'listing',
        action: LISTING_ACTIONS.pageVisit,
        target_listing_id: listingId,
        SessionID: 'bench-ingest-0001',
        SessionAcquisition: 'direct',
        UserToken: '',
      }),
    ).toString('base64');
    step = performance.now();
    for (let i = 0; i < INGEST; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/v2/tracking', payload: { rawData } });
      if (res.statusCode !== 202) throw new Error(`tracking: ${res.statusCode} ${res.body}`);
    }
    const perSecond = INGEST / ((performance.now() - step) / 1000);
    console.log(`\nPOST /api/v2/tracking, one at a time: ${perSecond.toFixed(0)} events/s`);
    await app.close();
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    if (!keep) await admin(`drop database if exists ${BENCH_DB} with (force)`);
  }
  console.log(`\nDone in ${seconds(started)}${keep ? `; the database ${BENCH_DB} is kept` : ''}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
