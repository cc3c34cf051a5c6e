/**
 * `npm run bench:enquiries [-- --count 2000 --concurrency 8 --only pglite|postgres]`: enquiries taken per second.
 *
 * Starts the real server (server/main.ts, a child process) on the embedded database (a fresh DATA_DIR with the
 * demo data) and on PostgreSQL (a new database member_area_bench_enquiries on the server of BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/, migrated and seeded), with the enquiry rate limits lifted, and:
 * - posts `count` enquiries from the public site (no login) to the Broker account's active listings, `concurrency`
 *   at a time, each mailed through the outbox and counted as a lead: enquiries per second and the answer's p50 and p99;
 * - reads them back as a CRM polls, by cursor, 100 a page, with an API key: every one exactly once, and the time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { adminQuery, seconds } from './benchDb';
import { freePort, logInAs, startServer, stopServer } from './benchServer';
import { migrateDatabase, openDatabase } from '../server/db';
import { seed } from '../server/db/seed';

const LOGIN = 'maegler.admin@demo.test';
const BROKER = 'Nordhavn Erhvervsmægler ApS';
const JWT_SECRET = 'bench-enquiries-secret-'.repeat(3);
const BENCH_DB = 'member_area_bench_enquiries';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const count = Number(option('count') ?? 2000);
const concurrency = Number(option('concurrency') ?? 8);
const only = option('only');
const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';

interface Result {
  database: string;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  polled: number;
  duplicates: number;
  pollMs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function brokerSetup(base: string, token: string): Promise<{ accountId: number; listingIds: number[]; key: string }> {
  const auth = { authorization: `Bearer ${token}` };
  const mine = (await (await fetch(`${base}/api/v2/accounts?q=${encodeURIComponent(BROKER)}`, { headers: auth })).json()) as { accounts: { id: number }[] };
  const accountId = mine.accounts[0]?.id;
  if (accountId === undefined) throw new Error(`${LOGIN} is not in ${BROKER}`);
  const listed = (await (await fetch(`${base}/api/v2/listings?accountId=${accountId}&status=2&offMarket=false&perPage=50`, { headers: auth })).json()) as {
    listings: { id: number }[];
  };
  const made = await fetch(`${base}/api/v2/accounts/${accountId}/api-keys`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench CRM', role: 3 }),
  });
  const { key } = (await made.json()) as { key: string };
  return { accountId, listingIds: listed.listings.map((l) => l.id), key };
}

async function measure(database: string, env: NodeJS.ProcessEnv): Promise<Result> {
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bench-enquiries-'));
  const port = await freePort();
  const started = performance.now();
  const server = await startServer(
    port,
    {
      ...env,
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-spa'),
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      ENQUIRY_RATE_LIMIT_MAX: '10000000',
      ENQUIRY_LISTING_RATE_LIMIT_MAX: '10000000',
      API_KEY_RATE_LIMIT_MAX: '1000000',
    },
    (base) => fetch(`${base}/readyz`).then((res) => res.ok),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await logInAs(base, LOGIN);
    const { listingIds, key } = await brokerSetup(base, token);
    if (listingIds.length === 0) throw new Error('the broker has no active public listing');
    console.log(`${database}: server up in ${seconds(started)}, ${listingIds.length} listings take enquiries`);
    const since = new Date(Date.now() - 1000).toISOString();
    const latencies: number[] = [];
    let refused = 0;
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const body = {
          listingId: listingIds[i % listingIds.length],
          name: `Bench Person ${i}`,
          email: `bench${i}@kunde.dk`,
          phone: '+45 20 30 40 50',
          message: 'Vi søger kontor til 12 medarbejdere fra februar. Kan vi se lejemålet i næste uge?',
          kind: 'viewing',
          consent: true,
        };
        const at = performance.now();
        const res = await fetch(`${base}/api/v2/enquiries`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        await res.arrayBuffer();
        latencies.push(performance.now() - at);
        if (res.status !== 201) refused += 1;
      }
    };
    const start = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const elapsed = performance.now() - start;
    latencies.sort((a, b) => a - b);
    const perSecond = (count / elapsed) * 1000;
    console.log(`${database}: ${count} enquiries in ${(elapsed / 1000).toFixed(1)} s, ${perSecond.toFixed(0)}/s`);

    const pollStart = performance.now();
    const seen = new Set<number>();
    let duplicates = 0;
    let query = `since=${encodeURIComponent(since)}`;
    for (;;) {
      const res = await fetch(`${base}/api/v2/enquiries?${query}&perPage=100`, { headers: { authorization: `Bearer ${key}` } });
      const page = (await res.json()) as { enquiries: { id: number }[]; nextCursor: string | null };
      for (const { id } of page.enquiries) {
        if (seen.has(id)) duplicates += 1;
        seen.add(id);
      }
      if (page.enquiries.length === 0 || !page.nextCursor) break;
      query = `after=${page.nextCursor}`;
    }
    const pollMs = performance.now() - pollStart;
    return { database, perSecond, p50: percentile(latencies, 50), p99: percentile(latencies, 99), refused, polled: seen.size, duplicates, pollMs };
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresEnv(): Promise<NodeJS.ProcessEnv> {
  await adminQuery(baseUrl, `drop database if exists ${BENCH_DB} with (force)`);
  await adminQuery(baseUrl, `create database ${BENCH_DB}`);
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DB}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(database);
  await seed(database.db);
  await database.close();
  return { DATABASE_URL: url.toString() };
}

async function main() {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`bench:enquiries ${new Date().toISOString()}`);
  console.log(`machine: ${os.cpus()[0]?.model.trim() ?? 'unknown'} × ${os.cpus().length}, load average ${load.join(' ')}; node ${process.version}\n`);
  const results: Result[] = [];
  if (only !== 'postgres') results.push(await measure('PGlite', {}));
  if (only !== 'pglite') {
    try {
      results.push(await measure('PostgreSQL', await postgresEnv()));
    } finally {
      await adminQuery(baseUrl, `drop database if exists ${BENCH_DB} with (force)`);
    }
  }
  console.log(`\n| database | enquiries | at a time | per second | p50 ms | p99 ms | refused | polled back (100 a page) | repeated | poll s |`);
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.database} | ${count} | ${concurrency} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.refused} | ${r.polled} | ${r.duplicates} | ${(r.pollMs / 1000).toFixed(2)} |`,
    );
  }
  const exact = results.every((r) => r.refused === 0 && r.polled === count && r.duplicates === 0);
  console.log(`\n${exact ? 'MET    ' : 'NOT MET'}  every enquiry taken, and polled back exactly once`);
  if (!exact) process.exitCode = 1;
}

await main();
