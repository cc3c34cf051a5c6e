/**
 * `npm run bench:start`: how long the server takes, as `npm start` runs it on the embedded database, from
 * launch to its first 200 (GET /login, the built SPA), and how much memory it then holds idle: on an empty
 * DATA_DIR (the database is created, migrated and seeded) and on a restart over that directory. Three
 * rounds; prints each and the median beside the targets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROUNDS = 3;
const IDLE_MS = 3000;
const TARGET = { freshSeconds: 6, idleMb: 300 };
const staticDir = resolve('dist');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The resident memory of a process in MB, from /proc. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server on `dataDir`; answers the seconds to its first 200 and its memory after IDLE_MS. */
async function start(dataDir: string): Promise<{ seconds: number; idleMb: number }> {
  const port = await freePort();
  const begun = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server stopped with ${child.exitCode}`);
      if (performance.now() - begun > 120_000) throw new Error('the server gave no 200 within two minutes');
      const status = await fetch(`http://127.0.0.1:${port}/login`).then(
        (res) => res.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    const seconds = (performance.now() - begun) / 1000;
    await new Promise((done) => setTimeout(done, IDLE_MS));
    if (child.pid === undefined) throw new Error('the server has no pid');
    return { seconds, idleMb: residentMb(child.pid) };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error('no build in dist: run `npm run build` first');
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
  console.log(row('fresh: empty DATA_DIR', fresh));
  console.log(row('restart', restart));
  console.log(`| target for the fresh start | ≤ ${TARGET.freshSeconds} | ≤ ${TARGET.idleMb} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
