/**
 * `npm run bench:api [-- --sizes 10000,100000,1000000 --connections 1 --duration 5 --keep]`: how the listing
 * index holds up as the listings table grows, against the same SQL run straight through pg.
 *
 * Creates a database per size (member_area_bench_api_<size>) on the PostgreSQL server of BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/), migrates and seeds each, fills its listings table to that many
 * rows (scripts/bench-api-data.ts: one in ten in the demo Broker account) and starts the real server on it
 * (server/main.ts, a child process). Then it times GET /api/v2/listings in the Broker account, as
 * maegler.admin@demo.test, 25 a page, newest update first, for what users reach (REQUESTS) and, printed but
 * not targeted, a deep page by its number.
 *
 * The floor is the statements the API ran for that request (recorded by an in-process app on a recording
 * handle), run straight through pg one after the other. API and floor are timed alike: one request after the
 * other on each of `connections` kept-alive connections, each to the microsecond; every size's API and floor
 * take turns in short slices, so that a change in a shared machine's speed falls on all of them alike.
 * Targets, for every request users reach: p99 at the largest size at most 1.5 × p99 at the smallest, and the
 * API's p99 at most 2 × the floor's. The databases are dropped at the end unless --keep.
 */
import pg from 'pg';
import os from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { adminQuery, seconds } from './benchDb';
import { freePort, logInAs, startServer, stopServer } from './benchServer';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Database } from '../server/db';
import { accounts, listings } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { fillListings, recordingDb, replay, type Statement } from './bench-api-data';

const BENCH_DB = 'member_area_bench_api';
const BIG_ACCOUNT = 'Nordhavn Erhvervsmægler ApS';
const LOGIN = 'maegler.admin@demo.test';
const JWT_SECRET = 'bench-api-secret-'.repeat(3);
const PER_PAGE = 25;
const SCALE_TARGET = 1.5;
const FLOOR_TARGET = 2;
/** Slices each side's time is cut into, taken in turns with every other size's. */
const SLICES = 10;
/** Load before each measurement, so the server's code is compiled and the pages cached. */
const WARM_UP_SECONDS = 2;
/** The deep page by number: the last full page, but no further than this row. */
const DEEP_ROW_LIMIT = 10_000;

/** A listing every size has: one in the Broker account, its case number and its address's street and number. */
const KNOWN_LISTING = 4710;

/** What users reach: a request's query (besides account, sort, order and page size), and whether it is targeted. */
interface Request {
  name: string;
  /** The query, given KNOWN_LISTING's address as the bench's fill wrote it. */
  query: (address: string) => string;
  /** Read after page 1 of `query`, by its cursor. */
  byCursor?: boolean;
  /** A deep page by its number: printed, not targeted. */
  deep?: boolean;
}
const ACTIVE_RENTALS = () => 'status=2&listingType=1';
const REQUESTS: Request[] = [
  { name: 'page 1', query: () => '' },
  { name: 'page 1, filtered', query: ACTIVE_RENTALS },
  { name: 'next page by cursor', query: ACTIVE_RENTALS, byCursor: true },
  // The street and the number, as a user types them.
  { name: 'address', query: (address) => `address=${encodeURIComponent(address.split(',')[0] ?? '')}` },
  { name: 'case number', query: () => `caseNumber=B-${KNOWN_LISTING}` },
  { name: 'deep page by number', query: ACTIVE_RENTALS, deep: true },
];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const sizes = (option('sizes') ?? '10000,100000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const connections = Number(option('connections') ?? 1);
const duration = Number(option('duration') ?? 5);
const keep = process.argv.includes('--keep');

const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';
const databaseName = (size: number) => `${BENCH_DB}_${size}`;
const databaseUrl = (size: number) => {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName(size)}`;
  return url.toString();
};
const admin = (statement: string) => adminQuery(baseUrl, statement);

interface Timed {
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

function summary(latencies: number[]): Timed {
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** The real server, as `npm start` runs it (without the SPA), on the database at `url`; any answer (401 without a token) means it listens. */
function startBenchServer(port: number, dataDir: string, url: string): Promise<ChildProcess> {
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-spa'), JWT_SECRET, LOG_LEVEL: 'warn' };
  return startServer(port, env, (base) => fetch(`${base}/api/v2/config`).then(() => true), 60_000);
}

/**
 * A kept-alive HTTP/1.1 connection that sends one ready GET at a time and resolves when the whole answer (by its
 * Content-Length) has arrived: Node's HTTP client would add its own work per request to the API's time.
 */
class HttpConnection {
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;

  private constructor(
    private readonly socket: Socket,
    private readonly request: Buffer,
  ) {
    socket.on('data', (chunk: Buffer) => this.read(chunk));
    socket.on('error', (error) => this.settle(error));
    socket.on('close', () => this.settle(new Error('the server closed the connection')));
  }

  static open(url: string, headers: Record<string, string>): Promise<HttpConnection> {
    const { hostname, port, pathname, search } = new URL(url);
    const lines = [`GET ${pathname}${search} HTTP/1.1`, `host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new HttpConnection(socket, request)));
      socket.setNoDelay(true);
      socket.once('error', reject);
    });
  }

  get(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(this.request);
    });
  }

  close(): void {
    this.waiting = undefined;
    this.socket.destroy();
  }

  private read(chunk: Buffer) {
    this.received = this.received.length > 0 ? Buffer.concat([this.received, chunk]) : chunk;
    const headEnd = this.received.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.received.subarray(0, headEnd).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.settle(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const end = headEnd + 4 + Number(length);
    if (this.received.length < end) return;
    this.received = this.received.subarray(end);
    this.settle(head.slice(9, 12) === '200' ? undefined : new Error(`${head.split('\r\n')[0]}`));
  }

  private settle(error?: Error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (error) waiting?.reject(error);
    else waiting?.resolve();
  }
}

/** `once` one call after the other on each of `connections` new clients for `seconds`, every call but the first timed. */
async function timeSlice<C>(seconds: number, open: () => Promise<C>, once: (client: C) => Promise<void>, close: (client: C) => Promise<void> | void) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    const client = await open();
    try {
      // Untimed: a new PostgreSQL backend reads its catalog first, a new socket has its first round trip.
      await once(client);
      while (performance.now() < deadline) {
        const started = performance.now();
        await once(client);
        latencies.push(performance.now() - started);
      }
    } finally {
      await close(client);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return latencies;
}

const timeApi = (url: string, headers: Record<string, string>, seconds: number) =>
  timeSlice(
    seconds,
    () => HttpConnection.open(url, headers),
    (connection) => connection.get(),
    (connection) => connection.close(),
  );

const timeFloor = (statements: Statement[], url: string, seconds: number) =>
  timeSlice(
    seconds,
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    },
    async (client) => {
      for (const statement of statements) await replay(client, statement);
    },
    (client) => client.end(),
  );

/** One size: its database, filled, and the real server on it. */
interface SizeRun {
  size: number;
  brokerId: number;
  origin: string;
  headers: Record<string, string>;
  server?: ChildProcess;
  /** Each request's path and the statements the API ran for it. */
  recorded: Map<string, { path: string; statements: Statement[]; total: string }>;
}

interface Row {
  size: number;
  request: Request;
  path: string;
  total: string;
  api: Timed;
  floor: Timed;
}

/** A new database for `size`, migrated, seeded and filled, as autovacuum would leave it; the Broker account's id. */
async function fillDatabase(size: number): Promise<{ database: Database; brokerId: number }> {
  const step = performance.now();
  await admin(`drop database if exists ${databaseName(size)} with (force)`);
  await admin(`create database ${databaseName(size)}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(size) });
  await migrateDatabase(database);
  await seed(database.db);
  const [big] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, BIG_ACCOUNT));
  if (!big) throw new Error(`the seed has no account ${BIG_ACCOUNT}`);
  // The server's catch-up run at start would otherwise match every bench listing against the demo agents.
  await database.db.execute(`update search_agents set active = false`);
  await fillListings(database.db, big.id, size);
  await database.db.execute(`vacuum analyze listings`);
  await database.db.execute(`vacuum analyze accounts`);
  console.log(`${size.toLocaleString('en-US')} listings: filled in ${seconds(step)}`);
  return { database, brokerId: big.id };
}

/** Each request's path at this size and the statements the API ran for it, recorded by an in-process app. */
async function recordRequests(database: Database, run: SizeRun): Promise<void> {
  const recording = recordingDb(database);
  const config = { ...readConfig({ DATABASE_URL: databaseUrl(run.size) }), staticDir: undefined };
  const app = await buildApp({ config, db: recording.db, jwtSecret: new TextEncoder().encode(JWT_SECRET) });
  await app.ready();
  const pathOf = (query: string, page: number, after?: string) =>
    `/api/v2/listings?accountId=${run.brokerId}${query ? `&${query}` : ''}&sort=updatedAt&order=DESC&perPage=${PER_PAGE}&page=${page}` +
    (after === undefined ? '' : `&after=${after}`);
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers: run.headers });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json<{ total: number; totalEstimated: boolean; nextCursor: string | null }>();
  };
  try {
    const [known] = await database.db
      .select({ address: listings.addressText })
      .from(listings)
      .where(eq(listings.caseNumber, `B-${KNOWN_LISTING}`));
    if (!known) throw new Error(`the fill has no listing B-${KNOWN_LISTING}`);
    for (const request of REQUESTS) {
      const query = request.query(known.address);
      let path = pathOf(query, 1);
      const first = await get(path);
      if (first.total === 0) throw new Error(`${path} found nothing`);
      if (request.byCursor) {
        if (first.nextCursor === null) throw new Error(`${path} answered no cursor`);
        path = pathOf(query, 2, first.nextCursor);
      }
      if (request.deep) path = pathOf(query, Math.max(1, Math.min(Math.floor(first.total / PER_PAGE), DEEP_ROW_LIMIT / PER_PAGE)));
      await get(path);
      recording.statements.length = 0;
      await get(path);
      const total = `${first.totalEstimated ? '~' : ''}${first.total.toLocaleString('en-US')}`;
      run.recorded.set(request.name, { path, statements: [...recording.statements], total });
    }
  } finally {
    await app.close();
  }
}

/** Every size's API and floor for `request`, timed in turns. */
async function measure(runs: SizeRun[], request: Request): Promise<Row[]> {
  const sides = runs.map((run) => {
    const recorded = run.recorded.get(request.name);
    if (!recorded) throw new Error(`${request.name} was not recorded at ${run.size}`);
    return { run, recorded, url: `${run.origin}${recorded.path}`, api: [] as number[], floor: [] as number[] };
  });
  for (const side of sides) {
    await timeApi(side.url, side.run.headers, WARM_UP_SECONDS);
    await timeFloor(side.recorded.statements, databaseUrl(side.run.size), WARM_UP_SECONDS);
  }
  const slice = duration / SLICES;
  for (let i = 0; i < SLICES; i++) {
    for (const side of sides) {
      side.api.push(...(await timeApi(side.url, side.run.headers, slice)));
      side.floor.push(...(await timeFloor(side.recorded.statements, databaseUrl(side.run.size), slice)));
    }
  }
  return sides.map((side) => ({
    size: side.run.size,
    request,
    path: side.recorded.path,
    total: side.recorded.total,
    api: summary(side.api),
    floor: summary(side.floor),
  }));
}

const ms = (n: number) => n.toFixed(2);
const ratio = (a: number, b: number) => (b > 0 ? a / b : Infinity);

/** The table (Markdown, for docs/performance.md) and the targets. */
function report(rows: Row[]) {
  console.log('\n| listings | request | total | API p50 | API p99 | floor p50 | floor p99 | API p99 / floor p99 |');
  console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.size.toLocaleString('en-US')} | ${r.request.name} | ${r.total} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${ms(r.floor.p50)} | ${ms(r.floor.p99)} | ${ratio(r.api.p99, r.floor.p99).toFixed(2)} |`,
    );
  }
  console.log(`\n(ms; ${connections} connection(s), ${duration} s a side and size, in ${SLICES} turns; total "~": the planner's estimate)\n`);
  let met = true;
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  for (const request of REQUESTS.filter((r) => !r.deep)) {
    const small = rows.find((r) => r.request === request && r.size === smallest);
    const large = rows.find((r) => r.request === request && r.size === largest);
    if (small && large && small !== large) {
      const scale = ratio(large.api.p99, small.api.p99);
      met &&= scale <= SCALE_TARGET;
      console.log(
        `${scale <= SCALE_TARGET ? 'MET    ' : 'NOT MET'}  ${request.name}: p99 at ${large.size.toLocaleString('en-US')} is ${scale.toFixed(2)} × p99 at ${small.size.toLocaleString('en-US')} (target ≤ ${SCALE_TARGET})`,
      );
    }
    for (const r of rows.filter((row) => row.request === request)) {
      const floor = ratio(r.api.p99, r.floor.p99);
      met &&= floor <= FLOOR_TARGET;
      console.log(
        `${floor <= FLOOR_TARGET ? 'MET    ' : 'NOT MET'}  ${request.name} at ${r.size.toLocaleString('en-US')}: API p99 is ${floor.toFixed(2)} × the floor's (target ≤ ${FLOOR_TARGET})`,
      );
    }
  }
  console.log(met ? '\nEvery target is met.' : '\nNot every target is met.');
}

async function main() {
  const started = performance.now();
  const cpus = os.cpus();
  console.log(`bench:api ${new Date().toISOString()}`);
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`node ${process.version}; PostgreSQL at ${new URL(baseUrl).host}\n`);

  const dataDir = await mkdtemp(join(os.tmpdir(), 'bench-api-'));
  const runs: SizeRun[] = [];
  try {
    // Every database filled before any server starts, so that no server runs through another size's fill.
    const filled: { size: number; database: Database; brokerId: number }[] = [];
    try {
      for (const size of sizes) filled.push({ size, ...(await fillDatabase(size)) });
      // The fills' writes flushed, so no checkpoint runs while we measure.
      await filled[0]?.database.db.execute(`checkpoint`);
      for (const { size, database, brokerId } of filled) {
        const port = await freePort();
        const run: SizeRun = { size, brokerId, origin: `http://127.0.0.1:${port}`, headers: {}, recorded: new Map() };
        runs.push(run);
        const serverDir = join(dataDir, String(size));
        await mkdir(serverDir);
        run.server = await startBenchServer(port, serverDir, databaseUrl(size));
        run.headers = { authorization: `Bearer ${await logInAs(`http://127.0.0.1:${port}`, LOGIN)}`, 'x-account-id': String(brokerId) };
        await recordRequests(database, run);
      }
    } finally {
      await Promise.all(filled.map(({ database }) => database.close()));
    }
    const rows: Row[] = [];
    for (const request of REQUESTS) {
      const measured = await measure(runs, request);
      for (const r of measured)
        console.log(`  ${r.size.toLocaleString('en-US')}, ${request.name}: API p99 ${ms(r.api.p99)} ms, floor p99 ${ms(r.floor.p99)} ms`);
      rows.push(...measured);
    }
    rows.sort((a, b) => a.size - b.size || REQUESTS.indexOf(a.request) - REQUESTS.indexOf(b.request));
    report(rows);
  } finally {
    await Promise.all(runs.flatMap((run) => (run.server ? [stopServer(run.server)] : [])));
    await rm(dataDir, { recursive: true, force: true });
    if (!keep) for (const size of sizes) await admin(`drop database if exists ${databaseName(size)} with (force)`);
  }
  console.log(`\nDone in ${seconds(started)}; the databases are ${keep ? 'kept' : 'dropped'}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
