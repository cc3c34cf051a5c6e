/**
 * `npm run bench:enquiries [-- --count 2000 --concurrency 8 --only pglite|postgres]`: enquiries taken per second.
 *
 * Starts the real server (server/main.ts, a child process) on the embedded database (a fresh DATA_DIR with the
 * demo data) and on PostgreSQL (a new database member_area_bench_enquiries on the server of BENCH_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/, migrated and seeded), with the enquiry rate limits lifted, and:
 * - posts `count` enquiries from the public site (no login) to the Broker account's active listings, `concurrency`
 *   at a time, each mailed through the outbox and counted as a lead: enquiries per second and the answer's p50 and p99;
 * - reads them back as a CRM polls, by cursor, 100 a page, with an API key: every one exactly once, and the time;
 * - receives them as a CRM's webhook endpoint does (a local HTTP server, signatures checked with standardwebhooks):
 *   the time from an enquiry posted to its `enquiry.created` arriving, p50 and p99, with the job queue's default
 *   polling (JOB_POLL_SECONDS).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { adminQuery, seconds, seededPostgres } from './benchDb';
import { freePort, logInAs, startServer, stopServer } from './benchServer';

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
  hookP50: number;
  hookP99: number;
  /** Enquiries whose webhook never arrived, and webhooks that arrived more than once. */
  hookMissing: number;
  hookRepeated: number;
}

/** A CRM's webhook receiver on loopback: when each enquiry's webhook arrived, checked with the endpoint's secret. */
async function webhookReceiver() {
  const arrived = new Map<number, number>();
  let repeated = 0;
  let secret = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]));
      const event = new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), headers) as { data: { enquiryId: number } };
      if (arrived.has(event.data.enquiryId)) repeated += 1;
      else arrived.set(event.data.enquiryId, at);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    arrived,
    repeated: () => repeated,
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/hooks`,
    setSecret: (value: string) => {
      secret = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The account's webhook endpoint for enquiries, at the receiver; the demo's own endpoint turned off, as its CRM does not exist. */
async function registerWebhook(base: string, token: string, accountId: number, url: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'X-Account-Id': String(accountId) };
  const { webhooks } = (await (await fetch(`${base}/api/v2/webhooks`, { headers })).json()) as { webhooks: { id: number }[] };
  for (const { id } of webhooks) await fetch(`${base}/api/v2/webhooks/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ enabled: false }) });
  const made = await fetch(`${base}/api/v2/webhooks`, { method: 'POST', headers, body: JSON.stringify({ url, events: ['enquiry.created'] }) });
  if (made.status !== 201) throw new Error(`webhook: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { secret: string }).secret;
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
  const receiver = await webhookReceiver();
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
      // The webhook receiver is on loopback.
      IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true',
    },
    (base) => fetch(`${base}/readyz`).then((res) => res.ok),
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const token = await logInAs(base, LOGIN);
    const { accountId, listingIds, key } = await brokerSetup(base, token);
    receiver.setSecret(await registerWebhook(base, token, accountId, receiver.url));
    const postedAt = new Map<number, number>();
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
        const answer = (await res.json()) as { id?: number };
        latencies.push(performance.now() - at);
        if (res.status !== 201) refused += 1;
        else if (answer.id !== undefined) postedAt.set(answer.id, at);
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

    // Every enquiry's webhook, or a minute more for the last of them.
    const waitUntil = performance.now() + 60_000;
    while (receiver.arrived.size < postedAt.size && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 100));
    const hookLatencies = [...postedAt].flatMap(([id, at]) => {
      const arrived = receiver.arrived.get(id);
      return arrived === undefined ? [] : [arrived - at];
    });
    hookLatencies.sort((a, b) => a - b);
    console.log(`${database}: ${hookLatencies.length} of ${postedAt.size} webhooks arrived`);
    return {
      database,
      perSecond,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      refused,
      polled: seen.size,
      duplicates,
      pollMs,
      hookP50: percentile(hookLatencies, 50),
      hookP99: percentile(hookLatencies, 99),
      hookMissing: postedAt.size - hookLatencies.length,
      hookRepeated: receiver.repeated(),
    };
  } finally {
    await receiver.close();
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const load = os.loadavg().map((n) => n.toFixed(1));
  console.log(`bench:enquiries ${new Date().toISOString()}`);
  console.log(`machine: ${os.cpus()[0]?.model.trim() ?? 'unknown'} × ${os.cpus().length}, load average ${load.join(' ')}; node ${process.version}\n`);
  const results: Result[] = [];
  if (only !== 'postgres') results.push(await measure('PGlite', {}));
  if (only !== 'pglite') {
    try {
      results.push(await measure('PostgreSQL', await seededPostgres(baseUrl, BENCH_DB)));
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
  console.log(`\n| database | enquiry to its webhook: p50 ms | p99 ms | never arrived | arrived twice |`);
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(`| ${r.database} | ${r.hookP50.toFixed(0)} | ${r.hookP99.toFixed(0)} | ${r.hookMissing} | ${r.hookRepeated} |`);
  const exact = results.every((r) => r.refused === 0 && r.polled === count && r.duplicates === 0);
  const hooked = results.every((r) => r.hookMissing === 0);
  console.log(`\n${exact ? 'MET    ' : 'NOT MET'}  every enquiry taken, and polled back exactly once`);
  console.log(`${hooked ? 'MET    ' : 'NOT MET'}  every enquiry's webhook arrived`);
  if (!exact || !hooked) process.exitCode = 1;
}

await main();
