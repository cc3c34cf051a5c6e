/**
 * `npm run bench:start`: how long the server takes, as `npm start` runs it (built) on the embedded database,
 * from launch to its first 200 (GET /login, the built SPA), and how much memory it then holds idle: on an empty
 * DATA_DIR (a copy of the prepared demo database) and on a restart over that directory, three rounds, each and
 * the median beside the targets. Before them, once, the first start with no prepared demo (a fresh clone, or
 * after a change to the migrations or the seed): it removes the prepared demo and times what `npm start` then
 * does, making it (`npm run db:prepare -- --if-first-start`, a process of its own) and starting the server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preparedDemoDir } from '../server/db/preparedDemo';
import { BUILT_SERVER, freePort, startServer, stopServer } from './benchServer';

const ROUNDS = 3;
const IDLE_MS = 3000;
const TARGET = { freshSeconds: 6, idleMb: 300 };
const staticDir = resolve('dist');

/** The resident memory of a process in MB, from /proc. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

/** Starts the server on `dataDir`; answers the seconds to its first 200 and its memory after IDLE_MS. */
async function start(dataDir: string): Promise<{ seconds: number; idleMb: number }> {
  const port = await freePort();
  const begun = performance.now();
  const child = await startServer(
    port,
    { DATABASE_URL: '', DATA_DIR: dataDir, STATIC_DIR: staticDir },
    (base) => fetch(`${base}/login`).then((res) => res.status === 200),
    120_000,
    BUILT_SERVER,
  );
  try {
    const seconds = (performance.now() - begun) / 1000;
    await new Promise((done) => setTimeout(done, IDLE_MS));
    if (child.pid === undefined) throw new Error('the server has no pid');
    return { seconds, idleMb: residentMb(child.pid) };
  } finally {
    await stopServer(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error('no build in dist: run `npm run build` first');
  if (!existsSync(BUILT_SERVER[0] ?? '')) throw new Error('no built server: run `npm run build:server` first');
  rmSync(preparedDemoDir(), { recursive: true, force: true });
  const firstDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const prepareBegun = performance.now();
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-prepare.ts', '--if-first-start'], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: firstDir },
    stdio: 'ignore',
  });
  const prepareSeconds = (performance.now() - prepareBegun) / 1000;
  const first = await start(firstDir).finally(() => rmSync(firstDir, { recursive: true, force: true }));
  console.log(
    `first start, no prepared demo: preparing it ${prepareSeconds.toFixed(1)} s, then ${first.seconds.toFixed(1)} s to the first 200, ${first.idleMb.toFixed(0)} MB idle`,
  );
  const fresh: { seconds: number; idleMb: number }[] = [];
  const restart: { seconds: number; idleMb: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    try {
      fresh.push(await start(dataDir));
      restart.push(await start(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const [f, r] = [fresh.at(-1), restart.at(-1)];
    console.log(
      `round ${round}: fresh ${f?.seconds.toFixed(1)} s, ${f?.idleMb.toFixed(0)} MB idle; restart ${r?.seconds.toFixed(1)} s, ${r?.idleMb.toFixed(0)} MB idle`,
    );
  }
  const row = (name: string, runs: { seconds: number; idleMb: number }[]) =>
    `| ${name} | ${median(runs.map((r) => r.seconds)).toFixed(1)} | ${median(runs.map((r) => r.idleMb)).toFixed(0)} |`;
  console.log(`\n| start (median of ${ROUNDS}) | to the first 200 (s) | idle memory (MB) |\n| --- | ---: | ---: |`);
  console.log(`| first start, no prepared demo: preparing it (once) | ${prepareSeconds.toFixed(1)} | |`);
  console.log(`| first start, no prepared demo: then the server | ${first.seconds.toFixed(1)} | ${first.idleMb.toFixed(0)} |`);
  console.log(row('fresh: empty DATA_DIR', fresh));
  console.log(row('restart', restart));
  console.log(`| target for the fresh start | ≤ ${TARGET.freshSeconds} | ≤ ${TARGET.idleMb} |`);
  const [seconds, idleMb] = [median(fresh.map((r) => r.seconds)), median(fresh.map((r) => r.idleMb))];
  const verdict = (met: boolean) => (met ? 'MET    ' : 'NOT MET');
  console.log(`\n${verdict(seconds <= TARGET.freshSeconds)}  fresh start: ${seconds.toFixed(1)} s to the first 200 (target ≤ ${TARGET.freshSeconds})`);
  console.log(`${verdict(idleMb <= TARGET.idleMb)}  fresh start: ${idleMb.toFixed(0)} MB idle (target ≤ ${TARGET.idleMb})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
