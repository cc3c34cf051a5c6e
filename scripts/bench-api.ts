/**
 * `npm run bench:api [-- --sizes 10000,100000,1000000 --connections 1,10 --duration 10 --keep --show-sql]`: how the listing
 * index holds up as the listings table grows (issue 9).
 *
 * Creates a database per size (member_area_bench_api_<size>) on the PostgreSQL server of BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/), migrates and seeds each, fills its listings table to that many
 * rows (scripts/bench-api-data.ts: one in ten in the demo Broker account, the rest over accounts of about 100
 * listings) and starts the real server on it (server/main.ts, a child process on a free port). Then it loads GET
 * /api/v2/listings on each with autocannon, as maegler.admin@demo.test logged in: the account's active rental
 * listings, 25 a page, newest update first: page 1, the smallest size's last full page (the same request at
 * every size), a page far in (the last full one, at most row 10,000), that one twice: as the SPA reads it after the page
 * before it (`after`, that page's cursor: a seek by the index) and as a jump to its number (the server seeks a
 * deep page by number from the start of the month of last update it falls in, or the list's nearer end, and walks
 * past the rows between), and the middle page by its number (the farthest from either end).
 *
 * Beside each, the floor: the very statements the API ran for that request (recorded by an in-process app on
 * a recording handle, with their prepared-statement names), run straight through pg, one after the other,
 * with the same concurrency. Each is loaded with 1 connection (the latency of one request alone) and with 10
 * (the machine's CPU shared by the load, the server and PostgreSQL). autocannon gives the load's requests per
 * second and its p50 and p99 in whole milliseconds, too coarse to compare at 1-2 ms; so the API is also timed
 * the way the floor is, request by request to the microsecond on kept-alive sockets. Every size's API and floor
 * take turns (twenty slices each), so that a change in the machine's speed falls on all of them alike, and the
 * targets compare those: p99 at the largest size at most 1.5 × p99 at the smallest, and the API at most 1.5 ×
 * the floor.
 * The databases are dropped at the end unless --keep; --show-sql prints the statements of page 1; --profile runs the
 * servers under V8's CPU profiler and prints where their CPU went (scripts/cpuProfile.ts; the profiler's own cost
 * falls on the API's figures); --bare also times a bare node:http server running the floor's statements
 * (scripts/bench-api-bare.ts), in turns with the others: what any Node server pays over the floor here.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { adminQuery, seconds } from './benchDb';
import os from 'node:os';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateDatabase, openDatabase, type Database } from '../server/db';
import { accounts } from '../server/db/schema';
import { seed, DEMO_PASSWORD } from '../server/db/seed';
import { fillListings, recordingDb, replay, type Statement } from './bench-api-data';
import { cpuByPart } from './cpuProfile';

/** Each size's database is this, its size appended. */
const BENCH_DB = 'member_area_bench_api';
const BIG_ACCOUNT = 'Nordhavn Erhvervsmægler ApS';
const LOGIN = 'maegler.admin@demo.test';
const JWT_SECRET = 'bench-api-secret-'.repeat(3);
const PER_PAGE = 25;
/**
 * The deepest page benchmarked: the last full one (25 rows at every size, as the request asks: a partial last page
 * of 2 rows answers in less time than a full one, and compared with it a full page deep in a larger table looked
 * slower for its rows, not its depth), but no further than row 10,000.
 */
const DEEP_ROW_LIMIT = 10_000;
const TARGET_RATIO = 1.5;
/**
 * The API and the floor take turns this many times in each measurement: slices of half a second (at the default
 * duration), short enough that a few seconds of the machine's other work fall on every size and side alike, and
 * that no server's pool sits idle long enough (pg's 10 s) to close its connections between its slices (with five
 * slices of 2 s and three sizes, each of the API's slices began on new PostgreSQL backends).
 */
const SLICES = 20;
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
const connectionCounts = (option('connections') ?? '1,10')
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const duration = Number(option('duration') ?? 10);
const keep = process.argv.includes('--keep');
const showSql = process.argv.includes('--show-sql');
const profile = process.argv.includes('--profile');
const bare = process.argv.includes('--bare');

const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';
const databaseName = (size: number) => `${BENCH_DB}_${size}`;
const databaseUrl = (size: number) => {
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName(size)}`;
  return url.toString();
};

const admin = (statement: string) => adminQuery(baseUrl, statement);

/** autocannon's figures: its percentiles are whole milliseconds. */
interface Loaded {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** A timed loop's figures, to the microsecond. */
interface Timed extends Loaded {
  mean: number;
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

/**
 * The real server, as `npm start` runs it (without the SPA), on the database at `url`: with its young
 * generation at 32 MB a semi-space, as package.json's start script gives it.
 */
async function startServer(port: number, dataDir: string, url: string): Promise<ChildProcess> {
  const profiler = profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir(dataDir)}`] : [];
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...profiler, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
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

/** The bare reference server (scripts/bench-api-bare.ts) for one request's statements, on the database at `url`. */
async function startBare(port: number, statementsFile: string, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'scripts/bench-api-bare.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), BARE_STATEMENTS: statementsFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the bare server stopped with ${code}`)));
  });
  return child;
}

const profileDir = (dataDir: string) => join(dataDir, 'profile');

async function stopServer(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/** Where a server's CPU went over the whole run (its profile is written when it stops). */
async function printProfile(dataDir: string, size: number) {
  const [file] = await readdir(profileDir(dataDir));
  if (!file) throw new Error('the server wrote no CPU profile');
  const { busyMs, parts } = await cpuByPart(join(profileDir(dataDir), file));
  console.log(`\nThe ${size.toLocaleString('en-US')} listings server's CPU over the run (V8's profiler, ${(busyMs / 1000).toFixed(1)} s busy):`);
  for (const [part, share] of parts) console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${part}`);
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

async function loadApi(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Loaded> {
  const result = await autocannon({ url, headers, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * How the API and the floor are compared: `once` one call after the other on each of `connections` new
 * clients for `seconds`, each call but the first timed to the microsecond.
 */
async function timeSlice<C>(
  connections: number,
  seconds: number,
  open: () => Promise<C>,
  once: (client: C) => Promise<void>,
  close: (client: C) => Promise<void>,
): Promise<number[]> {
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

function summary(latencies: number[], seconds: number): Timed {
  latencies.sort((a, b) => a - b);
  const mean = latencies.reduce((sum, l) => sum + l, 0) / latencies.length;
  return { requestsPerSecond: latencies.length / seconds, mean, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** One size's part in a measurement: the API's request, the floor's statements and database, the bare server. */
interface Contender {
  url: string;
  headers: Record<string, string>;
  statements: Statement[];
  databaseUrl: string;
  bareUrl?: string | undefined;
}

/**
 * Every size's API and floor (and bare server) timed in turns, `SLICES` slices of each (`duration` seconds in
 * all per side), so that a change in the machine's speed falls on all alike: on a shared virtual machine the
 * same work takes a fifth more or less from one minute to the next. Timing one side whole after the other made
 * the API's ratio to the floor swing more than any change to the server did, and timing one size after the
 * other (the table grown in between) made p99 at 1 million swing from 0.9 × to 2 × p99 at 10 thousand.
 */
async function timeInTurns(contenders: Contender[], connections: number) {
  const seconds = duration / SLICES;
  const times = contenders.map(() => ({ api: [] as number[], floor: [] as number[], bare: [] as number[] }));
  for (let slice = 0; slice < SLICES; slice++) {
    for (const [i, c] of contenders.entries()) {
      times[i]?.api.push(...(await timeApiSlice(c.url, c.headers, connections, seconds)));
      if (c.bareUrl) times[i]?.bare.push(...(await timeApiSlice(c.bareUrl, {}, connections, seconds)));
      times[i]?.floor.push(...(await timeFloorSlice(c.statements, c.databaseUrl, connections, seconds)));
    }
  }
  return times.map(({ api, floor, bare: bareTimes }) => ({
    api: summary(api, duration),
    floor: summary(floor, duration),
    ...(bareTimes.length > 0 ? { bare: summary(bareTimes, duration) } : {}),
  }));
}

/**
 * A kept-alive HTTP/1.1 connection that sends one prepared GET at a time and resolves when the whole answer
 * (by its Content-Length) has arrived: what autocannon does, without Node's HTTP client, whose own work per
 * request (more than pg's client spends on the floor's statements) would be timed as the API's.
 */
class HttpConnection {
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;

  private constructor(private readonly socket: Socket, private readonly request: Buffer) {
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
    if (length === undefined) return this.settle(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
    const end = headEnd + 4 + Number(length);
    if (this.received.length < end) return;
    this.received = this.received.subarray(end);
    const status = head.slice(9, 12);
    this.settle(status === '200' ? undefined : new Error(`${head.split('\r\n')[0]}`));
  }

  private settle(error?: Error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (error) waiting?.reject(error);
    else waiting?.resolve();
  }
}

/** The API, timed as the floor is: the request one after the other on each of `connections` sockets. */
const timeApiSlice = (url: string, headers: Record<string, string>, connections: number, seconds: number) =>
  timeSlice(
    connections,
    seconds,
    () => HttpConnection.open(url, headers),
    (connection) => connection.get(),
    async (connection) => connection.close(),
  );

/** The request's statements one after the other on each of `connections` pg clients. */
const timeFloorSlice = (statements: Statement[], databaseUrl: string, connections: number, seconds: number) =>
  timeSlice(
    connections,
    seconds,
    async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    },
    async (client) => {
      for (const statement of statements) await replay(client, statement);
    },
    (client) => client.end(),
  );

/**
 * Page 1; the smallest size's last full page; the deep page by its number; the middle page by its number (the
 * farthest from either end of the list: the longest walk a page by number takes); the deep page read after the
 * one before it.
 */
const PAGE_KINDS = ['first', 'same', 'jump', 'middle', 'deep'] as const;
type PageKind = (typeof PAGE_KINDS)[number];

/** A page benchmarked at one size: by its number, or (`after`) by the cursor of the page before it. */
interface RecordedPage {
  number: number;
  after?: string | undefined;
  /** The statements the API ran for it: the floor. */
  statements: Statement[];
  total: string;
}

type PageAddress = Pick<RecordedPage, 'number' | 'after'>;

/** One size: its own database, filled, and the real server on it. */
interface SizeRun {
  size: number;
  databaseUrl: string;
  dataDir: string;
  server?: ChildProcess;
  /** The server's address, and a page's path on it. */
  origin: string;
  path: (page: PageAddress) => string;
  headers: Record<string, string>;
  pages: Map<PageKind, RecordedPage>;
}

const urlOf = (run: SizeRun, page: PageAddress) => `${run.origin}${run.path(page)}`;

interface Row {
  size: number;
  /** What the page is, compared across sizes. */
  kind: PageKind;
  pageNumber: number;
  byCursor: boolean;
  connections: number;
  /** autocannon's load. */
  load: Loaded;
  /** The API timed as the floor is; the targets compare these. */
  api: Timed;
  floor: Timed;
  /** The bare server (--bare), timed as the API is. */
  bare?: Timed;
  statements: number;
  total: string;
}

/** The rows by size, then page, then connections. */
const inTableOrder = (rows: Row[]) =>
  [...rows].sort((a, b) => a.size - b.size || PAGE_KINDS.indexOf(a.kind) - PAGE_KINDS.indexOf(b.kind) || a.connections - b.connections);

const ms = (n: number) => n.toFixed(1).padStart(7);
const ratio = (a: number, b: number) => (b > 0 ? a / b : Infinity);

function printTable(rows: Row[]) {
  console.log('');
  const side = (name: string) => `${name.padStart(9)} ${'mean'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}`;
  const figures = (m: Timed) => `${m.requestsPerSecond.toFixed(0).padStart(9)} ${ms(m.mean)} ${ms(m.p50)} ${ms(m.p99)}`;
  const loaded = (m: Loaded) => `${m.requestsPerSecond.toFixed(0).padStart(9)} ${ms(m.p50)} ${ms(m.p99)}`;
  console.log(
    `${'listings'.padStart(9)}  ${'page'.padEnd(14)} ${'conn'.padStart(4)} ${'total'.padStart(16)}  ${'autocannon'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}` +
      `   ${side('API r/s')}   ${side('floor r/s')} ${'SQL'.padStart(3)}${bare ? `   ${side('bare r/s')}` : ''}`,
  );
  for (const r of inTableOrder(rows)) {
    console.log(
      `${r.size.toLocaleString('en-US').padStart(9)}  ${`${r.kind} ${r.pageNumber}${r.byCursor ? ' after' : ''}`.padEnd(14)} ${String(r.connections).padStart(4)} ${r.total.padStart(16)}  ${loaded(r.load)}` +
        `   ${figures(r.api)}   ${figures(r.floor)} ${String(r.statements).padStart(3)}${r.bare ? `   ${figures(r.bare)}` : ''}`,
    );
  }
  console.log(
    `(latencies in ms, ${duration} s each: autocannon's load (whole ms), the API timed request by request, and the floor: the request's SQL statements on pg, one after another, timed the same way, every size's API and floor in turns${bare ? ', and the bare node:http server running those statements, timed as the API is, in the same turns' : ''})`,
  );
}

function printTargets(rows: Row[]) {
  console.log('');
  const smallest = sizes[0];
  const largest = sizes.at(-1);
  let met = true;
  for (const connections of connectionCounts) {
    for (const page of PAGE_KINDS) {
      const small = rows.find((r) => r.size === smallest && r.kind === page && r.connections === connections);
      const large = rows.find((r) => r.size === largest && r.kind === page && r.connections === connections);
      if (small && large && smallest !== undefined && largest !== undefined && smallest !== largest) {
        const scale = ratio(large.api.p99, small.api.p99);
        const ok = scale <= TARGET_RATIO;
        met &&= ok;
        console.log(
          `${ok ? 'MET    ' : 'NOT MET'}  ${page} page (${small.pageNumber} / ${large.pageNumber}${large.byCursor ? ', after the page before' : ''}), ${connections} conn.: p99 at ${largest.toLocaleString('en-US')} is ${scale.toFixed(2)} × p99 at ${smallest.toLocaleString('en-US')} (target ≤ ${TARGET_RATIO})`,
        );
      }
    }
  }
  for (const r of inTableOrder(rows)) {
    const mean = ratio(r.api.mean, r.floor.mean);
    const p50 = ratio(r.api.p50, r.floor.p50);
    const p99 = ratio(r.api.p99, r.floor.p99);
    const ok = mean <= TARGET_RATIO && p50 <= TARGET_RATIO && p99 <= TARGET_RATIO;
    met &&= ok;
    console.log(
      `${ok ? 'MET    ' : 'NOT MET'}  ${r.size.toLocaleString('en-US')}, ${r.kind} page ${r.pageNumber}${r.byCursor ? ' (after)' : ''}, ${r.connections} conn.: API is ${mean.toFixed(2)} × the floor's mean, ${p50.toFixed(2)} × at p50, ${p99.toFixed(2)} × at p99 (target ≤ ${TARGET_RATIO})` +
        (r.bare ? `; the bare server ${ratio(r.bare.mean, r.floor.mean).toFixed(2)} × at mean, ${ratio(r.bare.p50, r.floor.p50).toFixed(2)} × at p50` : ''),
    );
  }
  console.log(met ? '\nEvery target is met.' : '\nNot every target is met.');
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

/**
 * The pages benchmarked at one size, each with the statements the API ran for it, recorded by an in-process app
 * on a recording handle. `samePage` is the smallest size's last full page, unless this is the smallest size.
 */
async function recordPages(database: Database, run: SizeRun, samePage: number | undefined): Promise<void> {
  const recording = recordingDb(database);
  const config = { ...readConfig({ DATABASE_URL: run.databaseUrl }), staticDir: undefined };
  const app = await buildApp({ config, db: recording.db, jwtSecret: new TextEncoder().encode(JWT_SECRET) });
  await app.ready();
  try {
    const record = async (number: number, after?: string): Promise<RecordedPage & { nextCursor: string | null; count: number }> => {
      const url = run.path({ number, after });
      await app.inject({ method: 'GET', url, headers: run.headers });
      recording.statements.length = 0;
      const res = await app.inject({ method: 'GET', url, headers: run.headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const body = res.json<{ total: number; totalEstimated?: boolean; nextCursor: string | null }>();
      const estimated = body.totalEstimated === true;
      const total = `${estimated ? '~' : ''}${body.total.toLocaleString('en-US')}${estimated ? ' (est.)' : ''}`;
      return { number, after, statements: [...recording.statements], total, nextCursor: body.nextCursor, count: body.total };
    };
    const first = await record(1);
    if (showSql) for (const s of first.statements) console.log(`  ${s.text}  -- ${JSON.stringify(s.params)}`);
    const deepPage = Math.max(1, Math.min(Math.floor(first.count / PER_PAGE), DEEP_ROW_LIMIT / PER_PAGE));
    const middlePage = Math.floor(Math.max(0, first.count - PER_PAGE) / 2 / PER_PAGE) + 1;
    run.pages.set('first', first);
    run.pages.set('same', await record(samePage ?? deepPage));
    run.pages.set('jump', await record(deepPage));
    run.pages.set('middle', await record(middlePage));
    if (deepPage > 1) {
      const before = await record(deepPage - 1);
      if (before.nextCursor === null) throw new Error(`page ${deepPage - 1} answered no cursor`);
      run.pages.set('deep', await record(deepPage, before.nextCursor));
    }
  } finally {
    await app.close();
  }
}

/** The bare server for one request's statements, on a free port. */
async function startBareFor(run: SizeRun, statements: Statement[]) {
  const file = join(run.dataDir, 'bare-statements.json');
  await writeFile(file, JSON.stringify(statements));
  const barePort = await freePort();
  return { child: await startBare(barePort, file, run.databaseUrl), url: `http://127.0.0.1:${barePort}/` };
}

async function main() {
  const started = performance.now();
  const cpus = os.cpus();
  console.log(`bench:api ${new Date().toISOString()}`);
  console.log(`machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`node ${process.version}; PostgreSQL at ${new URL(baseUrl).host}, databases ${sizes.map(databaseName).join(', ')}\n`);

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
        const run: SizeRun = {
          size,
          databaseUrl: databaseUrl(size),
          dataDir: join(dataDir, String(size)),
          origin: `http://127.0.0.1:${port}`,
          path: (page) =>
            `/api/v2/listings?accountId=${brokerId}&status=2&listingType=1&sort=updatedAt&order=DESC&page=${page.number}&perPage=${PER_PAGE}` +
            (page.after === undefined ? '' : `&after=${page.after}`),
          headers: {},
          pages: new Map(),
        };
        runs.push(run);
        await mkdir(run.dataDir);
        run.server = await startServer(port, run.dataDir, run.databaseUrl);
        run.headers = { authorization: `Bearer ${await login(port)}`, 'x-account-id': String(brokerId) };
        await recordPages(database, run, runs[0]?.pages.get('same')?.number);
      }
    } finally {
      await Promise.all(filled.map(({ database }) => database.close()));
    }

    const rows: Row[] = [];
    for (const kind of PAGE_KINDS) {
      const measured = runs.flatMap((run) => {
        const page = run.pages.get(kind);
        return page ? [{ run, page }] : [];
      });
      if (measured.length === 0) continue;
      const bareServers = bare ? await Promise.all(measured.map(({ run, page }) => startBareFor(run, page.statements))) : [];
      try {
        for (const connections of connectionCounts) {
          const loads: Loaded[] = [];
          for (const [i, { run, page }] of measured.entries()) {
            await loadApi(urlOf(run, page), run.headers, connections, WARM_UP_SECONDS);
            const bareUrl = bareServers[i]?.url;
            if (bareUrl) await loadApi(bareUrl, {}, connections, WARM_UP_SECONDS);
            loads.push(await loadApi(urlOf(run, page), run.headers, connections, duration));
          }
          const contenders = measured.map(({ run, page }, i) => ({
            url: urlOf(run, page),
            headers: run.headers,
            statements: page.statements,
            databaseUrl: run.databaseUrl,
            bareUrl: bareServers[i]?.url,
          }));
          const timed = await timeInTurns(contenders, connections);
          for (const [i, { run, page }] of measured.entries()) {
            const load = loads[i];
            const times = timed[i];
            if (!load || !times) continue;
            rows.push({ size: run.size, kind, pageNumber: page.number, byCursor: page.after !== undefined, connections, load, ...times, statements: page.statements.length, total: page.total });
            const figures = (t: Timed) => `${t.mean.toFixed(2)}/${t.p50.toFixed(2)}/${t.p99.toFixed(2)} ms`;
            console.log(
              `  ${run.size.toLocaleString('en-US')}, ${kind} page ${page.number}${page.after === undefined ? '' : ' (after)'}, ${connections} conn.: autocannon ${load.requestsPerSecond.toFixed(0)} req/s; ` +
                `API ${figures(times.api)}, floor ${figures(times.floor)}${times.bare ? `, bare ${figures(times.bare)}` : ''} (mean/p50/p99)`,
            );
          }
        }
      } finally {
        await Promise.all(bareServers.map(({ child }) => stopServer(child)));
      }
    }
    printTable(rows);
    printTargets(rows);
    if (profile) {
      for (const run of runs) {
        if (run.server) await stopServer(run.server);
        await printProfile(run.dataDir, run.size);
      }
    }
  } finally {
    await Promise.all(runs.map((run) => (run.server ? stopServer(run.server) : undefined)));
    await rm(dataDir, { recursive: true, force: true });
    if (!keep) for (const size of sizes) await admin(`drop database if exists ${databaseName(size)} with (force)`);
  }
  const names = sizes.map(databaseName).join(', ');
  console.log(`\nDone in ${seconds(started)}; the databases ${names} are ${keep ? 'kept' : 'dropped'}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
