/**
 * `npm run bench:import [-- --rows 10000 --sample 200 --only pglite|postgres --pictures 3]`: a case system's whole
 * feed in one request, against pushing the same listings one at a time.
 *
 * Starts the real server (server/main.ts, a child process) on the embedded database (a fresh DATA_DIR with
 * the demo data, as `npm start` makes it) and on PostgreSQL (a new database member_area_bench_import on the
 * server of BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/, migrated and seeded), logs in as
 * maegler.admin@demo.test and, in the Broker account:
 * - imports `rows` new rental listings in one POST /api/v2/listings/import (JSON), then the same feed again
 *   (every row unchanged), timing the first byte of the answer, the longest silence between two parts of it
 *   and the whole;
 * - the anchor: `sample` other listings of the same shape pushed one at a time by
 *   PUT /api/v2/listings/by-case-number, each a request of its own, scaled to `rows`.
 * - with `--pictures n`: then `rows` other new listings with n pictures a row, each a photo the server fetches by
 *   URL from a local HTTP server here (the demo photos, every one made a different file), timed as the first import
 *   is. The OCR is left to the job queue, as in production. Its anchor is the same import as it was before the
 *   pictures were checked for what they show: the same run on a second server and database (on PostgreSQL
 *   member_area_bench_import_unchecked) with IMAGE_CONTENT_CHECK=false, which fetches and decodes each picture as
 *   it did then; the two take each step in turn.
 * Targets: every row settled in the one request, and no silence in the answer longer than TARGET_SILENCE_S
 * (proxies commonly end a connection idle for 60 s); with pictures, under TARGET_PICTURED times the anchor.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { adminQuery, seconds, seededPostgres } from './benchDb';
import { freePort, logInAs, startServer, stopServer } from './benchServer';
import { DEMO_IMAGE_DIR } from '../server/db/seed/listings';

const LOGIN = 'maegler.admin@demo.test';
const BROKER = 'Nordhavn Erhvervsmægler ApS';
const JWT_SECRET = 'bench-import-secret-'.repeat(3);
const BENCH_DB = 'member_area_bench_import';
const TARGET_SILENCE_S = 10;
/** SPEC 5's checker: a feed with pictures imports in under this many times its time before the checker. */
const TARGET_PICTURED = 2;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const rowCount = Number(option('rows') ?? 10_000);
const sampleSize = Number(option('sample') ?? 200);
const only = option('only');
const picturesPerRow = Number(option('pictures') ?? 0);
const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';

interface Timed {
  status: number;
  firstByteMs: number;
  longestSilenceMs: number;
  totalMs: number;
  counts: Record<string, number>;
}

/** One import, read part by part as the server writes it. */
async function timedImport(base: string, token: string, accountId: number, rows: unknown[]): Promise<Timed> {
  const start = performance.now();
  const res = await fetch(`${base}/api/v2/listings/import?accountId=${accountId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(rows),
  });
  let last = performance.now();
  const firstByteMs = last - start;
  let longestSilenceMs = firstByteMs;
  let text = '';
  const decoder = new TextDecoder();
  const reader = res.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    const now = performance.now();
    longestSilenceMs = Math.max(longestSilenceMs, now - last);
    last = now;
    text += decoder.decode(read.value, { stream: true });
  }
  const totalMs = performance.now() - start;
  const answer = JSON.parse(text) as Record<string, number>;
  const counts = Object.fromEntries(['created', 'updated', 'unchanged', 'refused'].map((key) => [key, answer[key] ?? 0]));
  return { status: res.status, firstByteMs, longestSilenceMs, totalMs, counts };
}

async function listingShape(base: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}/api/v2/addresses?q=${encodeURIComponent('Sundkrogsgade 21')}&limit=1`, { headers: { authorization: `Bearer ${token}` } });
  const { addresses } = (await res.json()) as { addresses: unknown[] };
  return {
    listingType: 1,
    flashline: 'Havudsigt og egen indgang',
    description: 'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.',
    address: addresses[0],
    listingtypeSubcategory: 'kontor',
    floorArea: 250,
    yearlyRent: 450_000,
    contactName: 'Mette Nordahl',
    contactPhone: '+45 33 12 34 56',
    contactEmail: 'mette@nordhavn-erhverv.dk',
  };
}

const feed = (shape: Record<string, unknown>, prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...shape,
    accountOwnerListingIdentifierID: `${prefix}-${i + 1}`,
    title: `Kontorlejemål nr. ${i + 1} i Nordhavn fra sagssystemet`,
  }));

/**
 * A local server of listing photos: /<n>.jpg is the nth demo photo (of the demo set, round) with a comment of its
 * number in its header, so every URL is a different file to the checker (no reading is reused) and looks the same.
 */
async function pictureServer(): Promise<{ server: Server; base: string }> {
  const names = (await readdir(DEMO_IMAGE_DIR)).filter((name) => name.endsWith('.jpg') && !name.startsWith('plantegning')).sort();
  const photos = await Promise.all(names.map((name) => readFile(join(DEMO_IMAGE_DIR, name))));
  const server = createServer((req, res) => {
    const n = Number(/^\/(\d+)\.jpg$/.exec(req.url ?? '')?.[1] ?? NaN);
    const photo = photos[n % photos.length];
    if (!photo) {
      res.writeHead(404).end();
      return;
    }
    const comment = Buffer.from(`bench picture ${String(n)}`);
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
    // After the start-of-image marker: a JPEG comment segment, which no decoder shows.
    const body = Buffer.concat([photo.subarray(0, 2), segment, photo.subarray(2)]);
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address for the picture server');
  return { server, base: `http://127.0.0.1:${String(address.port)}` };
}

/** The feed with `count` pictures a row, three different photos (never the same twice in a row), each its own file. */
const withPictures = (rows: Record<string, unknown>[], pictureBase: string, count: number) =>
  rows.map((row, i) => ({ ...row, images: Array.from({ length: count }, (_, k) => ({ url: `${pictureBase}/${String(i * count + k)}.jpg` })) }));

/** The anchor: listings pushed one request at a time; milliseconds per listing. */
async function onePerRequest(base: string, token: string, accountId: number, rows: Record<string, unknown>[]): Promise<number> {
  const start = performance.now();
  for (const row of rows) {
    const res = await fetch(`${base}/api/v2/listings/by-case-number/${encodeURIComponent(String(row['accountOwnerListingIdentifierID']))}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...row, accountId }),
    });
    if (res.status !== 201) throw new Error(`PUT by case number: ${res.status} ${await res.text()}`);
  }
  return (performance.now() - start) / rows.length;
}

interface Result {
  database: string;
  first: Timed;
  again: Timed;
  anchorMsPerRow: number;
  pictured?: Timed;
  /** The same import with pictures on a server that does not check what they show. */
  picturedUnchecked?: Timed;
}

interface Running {
  name: string;
  base: string;
  token: string;
  accountId: number;
  shape: Record<string, unknown>;
  stop: () => Promise<void>;
}

/** A server of its own on the database `env` names (a fresh DATA_DIR for the embedded one), logged in. */
async function open(name: string, env: NodeJS.ProcessEnv, withPictureHosts: boolean): Promise<Running> {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bench-import-'));
  const port = await freePort();
  const started = performance.now();
  const server = await startServer(
    port,
    {
      ...env,
      ...(withPictureHosts && { IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' }),
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-spa'),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    // Ready, not only answering: the server answers 503 while it migrates the database.
    (base) => fetch(`${base}/readyz`).then((res) => res.ok),
  );
  const stop = async () => {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await logInAs(base, LOGIN);
    const mine = (await (await fetch(`${base}/api/v2/accounts?q=${encodeURIComponent(BROKER)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      accounts: { id: number }[];
    };
    const accountId = mine.accounts[0]?.id;
    if (accountId === undefined) throw new Error(`${LOGIN} is not in ${BROKER}`);
    console.log(`${name}: server up in ${seconds(started)}`);
    return { name, base, token, accountId, shape: await listingShape(base, token), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The run, and with pictures its anchor: each on a server and a database of its own (`database` makes one by its
 * suffix), step by step in turn, so that a change in the machine's load falls on both alike.
 */
async function measure(name: string, database: (suffix: string) => Promise<NodeJS.ProcessEnv>): Promise<Result> {
  const pictures = picturesPerRow > 0 ? await pictureServer() : null;
  const servers: Running[] = [];
  try {
    servers.push(await open(name, await database(''), pictures !== null));
    if (pictures) servers.push(await open(`${name}, IMAGE_CONTENT_CHECK=false`, { ...(await database('_unchecked')), IMAGE_CONTENT_CHECK: 'false' }, true));
    const each = async <T>(step: (server: Running) => Promise<T>, order = servers): Promise<T[]> => {
      const results: T[] = [];
      for (const server of order) results.push(await step(server));
      return results;
    };
    const [anchorMsPerRow = NaN] = await each(async (server) => {
      const ms = await onePerRequest(server.base, server.token, server.accountId, feed(server.shape, 'ENKELT', sampleSize));
      console.log(`${server.name}: ${sampleSize} listings one at a time, ${ms.toFixed(1)} ms each`);
      return ms;
    });
    const importFeed = (label: string, rows: (server: Running) => unknown[]) => async (server: Running) => {
      const timed = await timedImport(server.base, server.token, server.accountId, rows(server));
      console.log(`${server.name}: ${label} in ${(timed.totalMs / 1000).toFixed(1)} s`);
      return timed;
    };
    const plain = (server: Running) => feed(server.shape, 'FEED', rowCount);
    const [first] = await each(importFeed(`import of ${rowCount.toLocaleString('en')}`, plain));
    const [again] = await each(importFeed('the same again', plain));
    if (!first || !again) throw new Error('no import was timed');
    if (!pictures) return { database: name, first, again, anchorMsPerRow };
    // The anchor first: the checking server's OCR has work only once its own import with pictures has ended.
    const [picturedUnchecked, pictured] = await each(
      importFeed(`import of ${rowCount.toLocaleString('en')} with ${picturesPerRow} pictures a row`, (server) =>
        withPictures(feed(server.shape, 'BILLEDER', rowCount), pictures.base, picturesPerRow),
      ),
      [...servers].reverse(),
    );
    return { database: name, first, again, anchorMsPerRow, pictured, picturedUnchecked };
  } finally {
    for (const server of servers) await server.stop();
    pictures?.server.close();
  }
}

const s = (ms: number) => (ms / 1000).toFixed(1);

async function main() {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`bench:import ${new Date().toISOString()}`);
  console.log(`machine: ${os.cpus()[0]?.model.trim() ?? 'unknown'} × ${os.cpus().length}, load average ${load.join(' ')}; node ${process.version}\n`);
  const results: Result[] = [];
  // The embedded database is a fresh DATA_DIR on each start.
  if (only !== 'postgres') results.push(await measure('PGlite', () => Promise.resolve({})));
  if (only !== 'pglite') {
    try {
      results.push(await measure('PostgreSQL', (suffix) => seededPostgres(baseUrl, `${BENCH_DB}${suffix}`)));
    } finally {
      for (const name of [BENCH_DB, `${BENCH_DB}_unchecked`]) await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    }
  }

  console.log(
    '\n| database | feed | rows | status | created / unchanged / refused | first byte s | longest silence s | total s | ms a row | one at a time, ms a row |',
  );
  console.log('| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { database, first, again, anchorMsPerRow, pictured, picturedUnchecked } of results) {
    for (const [name, run] of [
      ['new', first],
      ['same again', again],
      ...(pictured ? ([[`new, ${picturesPerRow} pictures a row`, pictured]] as const) : []),
      ...(picturedUnchecked ? ([[`new, ${picturesPerRow} pictures a row, IMAGE_CONTENT_CHECK=false`, picturedUnchecked]] as const) : []),
    ] as const) {
      const { created = 0, unchanged = 0, refused = 0 } = run.counts;
      console.log(
        `| ${database} | ${name} | ${rowCount.toLocaleString('en')} | ${run.status} | ${created} / ${unchanged} / ${refused} | ${s(run.firstByteMs)} | ` +
          `${s(run.longestSilenceMs)} | ${s(run.totalMs)} | ${(run.totalMs / rowCount).toFixed(1)} | ${name === 'new' ? anchorMsPerRow.toFixed(1) : ''} |`,
      );
    }
  }
  console.log('');
  let met = true;
  for (const { database, first, again } of results) {
    const settled = first.status === 200 && first.counts['created'] === rowCount && again.counts['unchanged'] === rowCount;
    const silence = Math.max(first.longestSilenceMs, again.longestSilenceMs) / 1000;
    const ok = settled && silence <= TARGET_SILENCE_S;
    met &&= ok;
    console.log(
      `${ok ? 'MET    ' : 'NOT MET'}  ${database}: ${rowCount.toLocaleString('en')} listings in one request, every row settled: ${settled ? 'yes' : 'no'}; ` +
        `longest silence ${silence.toFixed(1)} s (target ≤ ${TARGET_SILENCE_S})`,
    );
  }
  for (const { database, pictured, picturedUnchecked } of results) {
    if (!pictured || !picturedUnchecked) continue;
    const ratio = pictured.totalMs / picturedUnchecked.totalMs;
    const settled = [pictured, picturedUnchecked].every((run) => run.status === 200 && run.counts['created'] === rowCount);
    const ok = settled && ratio < TARGET_PICTURED;
    met &&= ok;
    console.log(
      `${ok ? 'MET    ' : 'NOT MET'}  ${database}: with ${picturesPerRow} pictures a row ${s(pictured.totalMs)} s against ${s(picturedUnchecked.totalMs)} s ` +
        `with the pictures not checked for what they show (as before the checker), ${ratio.toFixed(2)} × (target < ${TARGET_PICTURED}); every row settled: ${settled ? 'yes' : 'no'}`,
    );
  }
  if (!met) process.exitCode = 1;
}

await main();
