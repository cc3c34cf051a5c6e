/**
 * `npm run bench:scale [-- --seconds 8 --concurrency 16]`: the server behind a load balancer, 1, 2 and 3
 * instances of it on one PostgreSQL database.
 *
 * Starts three instances of the built server (dist-server/main.mjs, as `npm start` runs it) on a new database
 * member_area_bench_scale on the server of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/),
 * which the first migrates and seeds with the demo data. Then, for 1, 2 and 3 of them in rotation (round-robin,
 * as a load balancer spreads requests), `concurrency` clients send for `seconds`:
 * - the listing index: GET /api/v2/listings, 25 per page, in the Broker account as maegler.admin@demo.test;
 * - tracking: POST /api/v2/tracking, one event each, from visitors at many addresses (X-Forwarded-For, as the
 *   load balancer sends it).
 * The rounds run 1, 2, 3, 3, 2, 1 instances, so drift in the machine's speed falls on every count alike; each
 * count's figures are over both its rounds. The anchor is one instance. Target: two instances are not slower
 * than one (on a 2-core machine the clients and PostgreSQL share the cores with the instances; on more cores
 * throughput should grow with instances until PostgreSQL is the limit).
 */
import { Agent, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { adminQuery } from './benchDb';
import { BUILT_SERVER, freePort, logInAs, startServer, stopServer } from './benchServer';

const BENCH_DB = 'member_area_bench_scale';
const JWT_SECRET = 'bench-scale-secret-'.repeat(3);
const COUNTS = [1, 2, 3] as const;
const ROUNDS: (typeof COUNTS)[number][] = [1, 2, 3, 3, 2, 1];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const seconds = Number(option('seconds') ?? 8);
const concurrency = Number(option('concurrency') ?? 16);
const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: concurrency * 3 });

/** One call over a kept-alive connection; resolves with its status once the whole answer is read. */
function send(port: number, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: call.method, path: call.path, headers: call.headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

interface Figures {
  requests: number;
  latencies: number[];
  ms: number;
}

/** `concurrency` clients calling for `seconds`, each call to the next of `ports` in turn. */
async function load(ports: number[], call: () => Call, expected: number): Promise<Figures> {
  const latencies: number[] = [];
  let turn = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const port = ports[turn++ % ports.length];
      if (port === undefined) throw new Error('no instance');
      const sent = performance.now();
      const status = await send(port, call());
      if (status !== expected) throw new Error(`${call().method} ${call().path}: ${status}`);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { requests: latencies.length, latencies, ms: performance.now() - start };
}

function summarise(runs: Figures[]): { perSecond: number; p99: number } {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const ms = runs.reduce((sum, run) => sum + run.ms, 0);
  return { perSecond: (requests * 1000) / ms, p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

async function main() {
  const url = new URL(baseUrl);
  url.pathname = `/${BENCH_DB}`;
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await adminQuery(baseUrl, `CREATE DATABASE ${BENCH_DB}`);
  const dataDir = await mkdtemp(join(os.tmpdir(), 'bench-scale-'));
  const servers: ChildProcess[] = [];
  const ports: number[] = [];
  try {
    for (let i = 0; i < 3; i++) {
      const port = await freePort();
      const env = {
        DATABASE_URL: url.toString(),
        DATA_DIR: join(dataDir, String(i)),
        STATIC_DIR: join(dataDir, 'no-spa'),
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        // As behind a load balancer: the client's address comes in X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        TRACKING_RATE_LIMIT_MAX: '100000000',
      };
      // One after the other: the first migrates and seeds.
      servers.push(await startServer(port, env, (base) => fetch(`${base}/readyz`).then((res) => res.ok), 180_000, BUILT_SERVER));
      ports.push(port);
    }
    const base = `http://127.0.0.1:${String(ports[0])}`;
    const token = await logInAs(base, 'maegler.admin@demo.test');
    const me = (await (await fetch(`${base}/api/v2/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      user: { accounts: { id: number; name: string }[] };
    };
    const broker = me.user.accounts.find((account) => account.name === 'Nordhavn Erhvervsmægler ApS')?.id;
    if (!broker) throw new Error('no Broker account for maegler.admin@demo.test');
    const index: Call = {
      method: 'GET',
      path: `/api/v2/listings?accountId=${broker}&sort=updatedAt&order=DESC&perPage=25&page=1`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    };
    let event = 0;
    const tracking = (): Call => ({
      method: 'POST',
      path: '/api/v2/tracking',
      // Visitors from many addresses, each counted by the rate limit apart, as on the public site.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${(event >> 8) % 256}.${event % 256}` },
      body: JSON.stringify({
        rawData: Buffer.from(
          JSON.stringify({ event: 'user', action: 4, SessionID: `bench-scale-${event++}`, SessionAcquisition: 'direct', UserToken: '' }),
        ).toString('base64'),
      }),
    });

    // Warm every instance: its prepared statements, pools and JIT.
    for (const port of ports) {
      await load([port], () => index, 200);
      await load([port], tracking, 202);
    }
    const figures = {
      1: { index: [] as Figures[], tracking: [] as Figures[] },
      2: { index: [] as Figures[], tracking: [] as Figures[] },
      3: { index: [] as Figures[], tracking: [] as Figures[] },
    };
    for (const instances of ROUNDS) {
      const used = ports.slice(0, instances);
      figures[instances].index.push(await load(used, () => index, 200));
      figures[instances].tracking.push(await load(used, tracking, 202));
      console.log(`  ${instances} instance(s): round done`);
    }

    const one = figures[1];
    const anchor = { index: summarise(one.index).perSecond, tracking: summarise(one.tracking).perSecond };
    const fmt = (n: number) => n.toFixed(0);
    console.log(`\nbench:scale: ${concurrency} clients, ${seconds} s per round, rounds ${ROUNDS.join(', ')}; ${os.cpus().length} cores`);
    console.log('| instances | listing index req/s | p99 ms | × 1 instance | POST /tracking req/s | p99 ms | × 1 instance |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const instances of COUNTS) {
      const { index: i, tracking: t } = figures[instances];
      const a = summarise(i);
      const b = summarise(t);
      console.log(
        `| ${instances} | ${fmt(a.perSecond)} | ${a.p99.toFixed(1)} | ${(a.perSecond / anchor.index).toFixed(2)} | ${fmt(b.perSecond)} | ${b.p99.toFixed(1)} | ${(b.perSecond / anchor.tracking).toFixed(2)} |`,
      );
    }
    const two = figures[2];
    const met = summarise(two.index).perSecond >= anchor.index * 0.95 && summarise(two.tracking).perSecond >= anchor.tracking * 0.95;
    console.log(`\nTarget (2 instances not slower than 1, within 5 % noise): ${met ? 'met' : 'NOT met'}`);
  } finally {
    for (const server of servers) await stopServer(server);
    agent.destroy();
    await rm(dataDir, { recursive: true, force: true });
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
