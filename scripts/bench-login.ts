/**
 * `npm run bench:login`: how long a real user's login takes while logins of users that do not exist flood the
 * server from many addresses, beside the same login with no flood, in one run of the real server
 * (`server/main.ts` on a copy of the demo database). The flood: FLOOD_ADDRESSES clients, each from an address
 * of its own (X-Forwarded-For from a trusted proxy), each sending one login after another for FLOOD_SECONDS.
 * Meanwhile, and before it, maegler.admin@demo.test logs in every REAL_EVERY_MS from an address of its own.
 * Target: every real login during the flood succeeds within TARGET_SECONDS. Beside it, the time an unknown user
 * and a known user with a wrong password are answered in with no flood: they should be alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, stopServer } from './benchServer';

const FLOOD_ADDRESSES = 64;
const FLOOD_SECONDS = 20;
const REAL_LOGINS = 5;
const REAL_EVERY_MS = 3000;
const TARGET_SECONDS = 3;

interface Attempt {
  status: number;
  ms: number;
}

async function logIn(base: string, address: string, username: string, password: string): Promise<Attempt> {
  const started = performance.now();
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const statuses = (attempts: Attempt[]) => {
  const counts = new Map<number, number>();
  for (const { status } of attempts) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
};

/** The real user's logins, one every REAL_EVERY_MS, each from an address not used before. */
async function realLogins(base: string, round: string): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (let i = 0; i < REAL_LOGINS; i++) {
    const next = performance.now() + REAL_EVERY_MS;
    attempts.push(await logIn(base, `198.51.100.${round}${String(i)}`, 'maegler.admin@demo.test', 'demo1234'));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  return attempts;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-login-'));
  const port = await freePort();
  const server = await startServer(
    port,
    { DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-spa'), TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' },
    (base) => fetch(`${base}/readyz`).then((res) => res.ok),
  );
  const base = `http://127.0.0.1:${String(port)}`;
  try {
    // One of each first, so that neither pays for the first hash.
    await logIn(base, '192.0.2.1', 'maegler.admin@demo.test', 'demo1234');
    const unknown: Attempt[] = [];
    const wrong: Attempt[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await logIn(base, `192.0.2.${String(10 + i)}`, `findes-ikke-${String(i)}@demo.test`, 'forkert'));
      wrong.push(await logIn(base, `192.0.2.${String(20 + i)}`, 'maegler.bruger@demo.test', 'forkert'));
    }
    const quiet = await realLogins(base, '1');

    let flooding = true;
    const flood: Attempt[] = [];
    const flooders = Array.from({ length: FLOOD_ADDRESSES }, async (_, client) => {
      for (let i = 0; flooding; i++) {
        flood.push(await logIn(base, `203.0.113.${String(client + 1)}`, `ukendt-${String(client)}-${String(i)}@demo.test`, 'gæt-1234'));
      }
    });
    const stopFlood = setTimeout(() => (flooding = false), FLOOD_SECONDS * 1000);
    // Let the flood fill the server before the first real login.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const flooded = await realLogins(base, '2');
    await Promise.all(flooders);
    clearTimeout(stopFlood);

    const met = flooded.every((a) => a.status === 200 && a.ms <= TARGET_SECONDS * 1000);
    console.log(`\nA real user's login (s; ${String(REAL_LOGINS)} logins, one every ${String(REAL_EVERY_MS / 1000)} s):\n`);
    console.log('| when                                                     | answers | median |  max |');
    console.log('| -------------------------------------------------------- | ------- | -----: | ---: |');
    console.log(
      `| no flood                                                 | ${statuses(quiet)} | ${seconds(median(quiet.map((a) => a.ms)))} | ${seconds(Math.max(...quiet.map((a) => a.ms)))} |`,
    );
    console.log(
      `| during ${String(FLOOD_ADDRESSES)} addresses' flood of unknown users | ${statuses(flooded)} | ${seconds(median(flooded.map((a) => a.ms)))} | ${seconds(Math.max(...flooded.map((a) => a.ms)))} |`,
    );
    console.log(`\nTarget: every login during the flood 200 within ${String(TARGET_SECONDS)} s: ${met ? 'MET' : 'NOT MET'}`);
    console.log(
      `The flood: ${String(flood.length)} logins in ${String(FLOOD_SECONDS)} s (${statuses(flood)}), median ${seconds(median(flood.map((a) => a.ms)))} s`,
    );
    console.log(
      `No flood, answered in (median of 5): unknown user ${seconds(median(unknown.map((a) => a.ms)))} s, known user with a wrong password ${seconds(median(wrong.map((a) => a.ms)))} s`,
    );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
