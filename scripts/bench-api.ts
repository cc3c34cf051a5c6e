/**
 * `npm run bench:api [-- --sizes 10000,100000,1000000 --connections 10 --duration 10 --keep --show-sql]`: how the listing
 * index holds up as the listings table grows (issue 9).
 *
 * Creates its own database (member_area_bench_api) on the PostgreSQL server of BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/), migrates and seeds it, then for each size fills the listings table
 * up to that many rows (scripts/bench-api-data.ts: one in ten in the demo Broker account, the rest over
 * accounts of about 100 listings) and loads GET /api/v2/listings on the real server (server/main.ts, a child
 * process on a free port) with autocannon, as maegler.admin@demo.test logged in: the account's active rental
 * listings, 25 a page, newest update first, page 1 and a page far in (the last, at most row 10,000).
 *
 * Beside each, the floor: the very statements the API ran for that request (recorded by an in-process app on
 * a logging Drizzle handle), run straight through pg, one after the other, with the same concurrency.
 * Targets: p99 at the largest size at most 1.5 × p99 at the smallest, and the API at most 1.5 × the floor.
 * The database is dropped at the end unless --keep; --show-sql prints the statements of page 1.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { adminQuery, seconds } from './benchDb';
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Database } from '../server/db';
import { accounts } from '../server/db/schema';
import { seed, DEMO_PASSWORD } from '../server/db/seed';
import { fillListings, recordingDb, type Statement } from './bench-api-data';

const BENCH_DB = 'member_area_bench_api';
const BIG_ACCOUNT = 'Nordhavn Erhvervsmægler ApS';
const LOGIN = 'maegler.admin@demo.test';
const JWT_SECRET = 'bench-api-secret-'.repeat(3);
const PER_PAGE = 25;
/** The deepest page benchmarked: the last one, but no further than row 10,000. */
const DEEP_ROW_LIMIT = 10_000;
const TARGET_RATIO = 1.5;
/** Load before each measurement, so the server's code is compiled and the pages cached. */
const WARM_UP_SECONDS = 3;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const sizes = (option('sizes') ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const connections = Number(option('connections') ?? 10);
const duration = Number(option('duration') ?? 10);
const keep = process.argv.includes('--keep');
const showSql = process.argv.includes('--show-sql');

const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';
const benchUrl = (() => {
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
})();

const admin = (statement: string) => adminQuery(baseUrl, statement);

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The real server, as `npm start` runs it (without the SPA), on the bench database. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: benchUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-spa'),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped with ${child.exitCode}`);
    // Any answer (401 without a token) means it listens.
    const up = await fetch(`http://127.0.0.1:${port}/api/v2/config`).then(() => true, () => false);
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the server did not start within a minute');
}

async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: LOGIN, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return res.text();
}

async function loadApi(url: string, headers: Record<string, string>, seconds: number): Promise<Measured> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The statements one after the other on each of `connections` clients, for `duration` seconds. */
async function loadFloor(statements: Statement[]): Promise<Measured> {
  const latencies: number[] = [];
  const deadline = performance.now() + duration * 1000;
  const worker = async () => {
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    try {
      while (performance.now() < deadline) {
        const started = performance.now();
        for (const statement of statements) await client.query(statement.text, statement.params);
        latencies.push(performance.now() - started);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / duration, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

interface Row {
  size: number;
  /** 'first' or 'deep': compared across sizes. */
  page: 'first' | 'deep';
  pageNumber: number;
  api: Measured;
  floor: Measured;
  statements: number;
  total: string;
}

const ms = (n: number) => n.toFixed(1).padStart(7);
const ratio = (a: number, b: number) => (b > 0 ? a / b : Infinity);

function printTable(rows: Row[]) {
  console.log('');
  console.log(
    `${'listings'.padStart(9)}  ${'page'.padEnd(9)} ${'total'.padStart(16)}  ${'API req/s'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}` +
      `   ${'floor req/s'.padStart(11)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'SQL'.padStart(3)}  ${'API/floor p99'.padStart(13)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.size.toLocaleString('en-US').padStart(9)}  ${`${r.page} ${r.pageNumber}`.padEnd(9)} ${r.total.padStart(16)}  ${r.api.requestsPerSecond.toFixed(0).padStart(9)} ${ms(r.api.p50)} ${ms(r.api.p99)}` +
        `   ${r.floor.requestsPerSecond.toFixed(0).padStart(11)} ${ms(r.floor.p50)} ${ms(r.floor.p99)} ${String(r.statements).padStart(3)}  ${ratio(r.api.p99, r.floor.p99).toFixed(2).padStart(13)}`,
    );
  }
  console.log(`(latencies in ms; ${connections} connections, ${duration} s each; the floor runs the request's SQL statements on pg, one after another)`);
}

function printTargets(rows: Row[]) {
  console.log('');
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  let met = true;
  for (const page of [...new Set(rows.map((r) => r.page))]) {
    const small = rows.find((r) => r.size === smallest && r.page === page);
    const large = rows.find((r) => r.size === largest && r.page === page);
    if (small && large && smallest !== undefined && largest !== undefined && smallest !== largest) {
      const scale = ratio(large.api.p99, small.api.p99);
      const ok = scale <= TARGET_RATIO;
      met &&= ok;
      console.log(
        `${ok ? 'MET    ' : 'NOT MET'}  ${page} page (${small.pageNumber} / ${large.pageNumber}): p99 at ${largest.toLocaleString('en-US')} is ${scale.toFixed(2)} × p99 at ${smallest.toLocaleString('en-US')} (target ≤ ${TARGET_RATIO})`,
      );
    }
  }
  for (const r of rows) {
    const p50 = ratio(r.api.p50, r.floor.p50);
    const p99 = ratio(r.api.p99, r.floor.p99);
    const ok = p50 <= TARGET_RATIO && p99 <= TARGET_RATIO;
    met &&= ok;
    console.log(
      `${ok ? 'MET    ' : 'NOT MET'}  ${r.size.toLocaleString('en-US')}, page ${r.pageNumber}: API is ${p50.toFixed(2)} × the floor at p50, ${p99.toFixed(2)} × at p99 (target ≤ ${TARGET_RATIO})`,
    );
  }
  console.log(met ? '\nEvery target is met.' : '\nNot every target is met.');
}

async function main() {
  const started = performance.now();
  const cpus = os.cpus();
  console.log(`bench:api ${new Date().toISOString()}`);
  console.log(`machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`node ${process.version}; PostgreSQL at ${new URL(baseUrl).host}, database ${BENCH_DB}; sizes ${sizes.join(', ')}`);

  await admin(`drop database if exists ${BENCH_DB} with (force)`);
  await admin(`create database ${BENCH_DB}`);
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bench-api-'));
  let database: Database | undefined;
  let server: ChildProcess | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: benchUrl });
    await migrateDatabase(database);
    await seed(database.db);
    const [big] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, BIG_ACCOUNT));
    if (!big) throw new Error(`the seed has no account ${BIG_ACCOUNT}`);
    // The server's catch-up run at start would otherwise match every bench listing against the demo agents.
    await database.db.execute(`update search_agents set active = false`);

    const port = await freePort();
    server = await startServer(port, dataDir);
    const headers = { authorization: `Bearer ${await login(port)}`, 'x-account-id': String(big.id) };
    const recording = recordingDb(database);
    const config = { ...readConfig({ DATABASE_URL: benchUrl }), staticDir: undefined };
    const app = await buildApp({ config, db: recording.db, jwtSecret: new TextEncoder().encode(JWT_SECRET) });
    await app.ready();
    const path = (page: number) =>
      `/api/v2/listings?accountId=${big.id}&status=2&listingType=1&sort=updatedAt&order=DESC&page=${page}&perPage=${PER_PAGE}`;
    /** The request in-process, recording its statements; its total says how far the pages go. */
    const record = async (url: string) => {
      await app.inject({ method: 'GET', url, headers });
      recording.statements.length = 0;
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const body = res.json<{ total: number; totalEstimated?: boolean }>();
      return { statements: [...recording.statements], total: body.total, estimated: body.totalEstimated === true };
    };

    const rows: Row[] = [];
    for (const size of sizes) {
      const step = performance.now();
      await fillListings(database.db, big.id, size);
      // As autovacuum would leave them, and the fill's writes flushed, so no checkpoint runs while we measure.
      await database.db.execute(`vacuum analyze listings`);
      await database.db.execute(`vacuum analyze accounts`);
      await database.db.execute(`checkpoint`);
      console.log(`\n${size.toLocaleString('en-US')} listings: filled in ${seconds(step)}`);
      const first = await record(path(1));
      if (showSql) for (const s of first.statements) console.log(`  ${s.text}  -- ${JSON.stringify(s.params)}`);
      const deepPage = Math.max(1, Math.min(Math.ceil(first.total / PER_PAGE), DEEP_ROW_LIMIT / PER_PAGE));
      for (const [page, label] of [[1, 'first'], [deepPage, 'deep']] as const) {
        const recorded = page === 1 ? first : await record(path(page));
        const url = `http://127.0.0.1:${port}${path(page)}`;
        await loadApi(url, headers, WARM_UP_SECONDS);
        const api = await loadApi(url, headers, duration);
        const floor = await loadFloor(recorded.statements);
        const total = `${recorded.estimated ? '~' : ''}${recorded.total.toLocaleString('en-US')}${recorded.estimated ? ' (est.)' : ''}`;
        rows.push({ size, page: label, pageNumber: page, api, floor, statements: recorded.statements.length, total });
        console.log(`  page ${page}: API ${api.p50.toFixed(1)}/${api.p99.toFixed(1)} ms, floor ${floor.p50.toFixed(1)}/${floor.p99.toFixed(1)} ms (p50/p99)`);
      }
    }
    await app.close();
    printTable(rows);
    printTargets(rows);
  } finally {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server?.once('exit', resolve));
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (!keep) await admin(`drop database if exists ${BENCH_DB} with (force)`);
  }
  console.log(`\nDone in ${seconds(started)}${keep ? `; the database ${BENCH_DB} is kept` : `; the database ${BENCH_DB} is dropped`}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
