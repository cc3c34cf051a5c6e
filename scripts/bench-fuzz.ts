/**
 * `npm run bench:fuzz`: thousands of invalid requests to every write endpoint, from the same generator
 * as tests/server/fuzz.test.ts (tests/server/fuzzInputs.ts, fuzzTargets.ts). Each must be a Danish 4xx
 * that stores nothing. Prints, per endpoint, the cases run, the 4xx, the 5xx, the cases that stored
 * something or were answered wrongly, and the time; then the first problems with their cases. Exits 1
 * when there is a problem.
 *
 * Runs on an embedded database of its own (migrated and seeded in memory). Options: --runs N cases per
 * endpoint (default 100), --seed S (default 20261122; a problem is replayed with the same seed).
 */
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrateDatabase, openDatabase } from '../server/db';
import { seed as seedDatabase } from '../server/db/seed';
import { findUserByEmail } from '../server/repositories/users';
import { logIn } from '../server/services/sessions';
import { buildTargets, runCase, StoreWatch, targetCases, uncovered, type FuzzApp } from '../tests/server/fuzzTargets';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = option('runs', 100);
const SEED = option('seed', 20261122);

const uploadDir = mkdtempSync(join(tmpdir(), 'bench-fuzz-'));
const started = performance.now();
const database = await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
await seedDatabase(database.db);
const config = {
  ...readConfig({
    UPLOAD_DIR: uploadDir,
    LOGIN_RATE_LIMIT_MAX: '1000000',
    TRACKING_RATE_LIMIT_MAX: '1000000',
    ENQUIRY_RATE_LIMIT_MAX: '1000000',
    ENQUIRY_LISTING_RATE_LIMIT_MAX: '1000000',
  }),
  staticDir: undefined,
};
const app = await buildApp({ config, db: database.db, jwtSecret: new TextEncoder().encode('bench-fuzz-secret-'.repeat(3)) });
await app.ready();

const tokens = new Map<string, string>();
const f: FuzzApp = {
  app,
  db: database.db,
  async tokenFor(email) {
    const cached = tokens.get(email);
    if (cached) return cached;
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no seeded user ${email}`);
    const token = await logIn(database.db, app.tokens, user);
    tokens.set(email, token);
    return token;
  },
};
const targets = await buildTargets(f);
console.log(`database and app ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${targets.length} targets, ${RUNS} cases each, seed ${SEED}\n`);

const missing = uncovered(app, targets);
if (missing.length > 0) console.log(`NOT FUZZED (no target): ${missing.join(', ')}\n`);

const problems: string[] = [];
const totals = { cases: 0, client: 0, server: 0, stored: 0, other: 0, ms: 0 };
const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log(`${'endpoint'.padEnd(56)} ${pad('cases', 6)} ${pad('4xx', 6)} ${pad('5xx', 5)} ${pad('stored', 6)} ${pad('other', 5)} ${pad('ms', 7)}`);
for (const [index, target] of targets.entries()) {
  const seed = SEED + index;
  const cases = fc.sample(targetCases(target), { seed, numRuns: RUNS });
  const watch = await StoreWatch.start(f.db);
  const row = { cases: 0, client: 0, server: 0, stored: 0, other: 0 };
  const begin = performance.now();
  for (const c of cases) {
    const { res, problem } = await runCase(f, watch, target, c);
    row.cases++;
    if (res.statusCode >= 500) row.server++;
    else if (res.statusCode >= 400) row.client++;
    if (problem?.startsWith('stored')) row.stored++;
    else if (problem && res.statusCode < 500) row.other++;
    if (problem) problems.push(`${target.endpoint} (seed ${seed}) ${fc.stringify(c)}\n    ${problem.slice(0, 300)}`);
  }
  const ms = performance.now() - begin;
  totals.cases += row.cases;
  totals.client += row.client;
  totals.server += row.server;
  totals.stored += row.stored;
  totals.other += row.other;
  totals.ms += ms;
  console.log(
    `${target.endpoint.padEnd(56)} ${pad(row.cases, 6)} ${pad(row.client, 6)} ${pad(row.server, 5)} ${pad(row.stored, 6)} ${pad(row.other, 5)} ${pad(ms.toFixed(0), 7)}`,
  );
}
console.log(
  `${'total'.padEnd(56)} ${pad(totals.cases, 6)} ${pad(totals.client, 6)} ${pad(totals.server, 5)} ${pad(totals.stored, 6)} ${pad(totals.other, 5)} ${pad(totals.ms.toFixed(0), 7)}`,
);
console.log(
  `\n${totals.cases} cases in ${(totals.ms / 1000).toFixed(1)} s (${(totals.ms / totals.cases).toFixed(1)} ms a case); ${totals.server} 5xx, ${totals.stored} stored on error, ${totals.other} other problems`,
);
if (problems.length > 0) console.log(`\nfirst problems:\n${problems.slice(0, 30).join('\n')}`);

await app.close();
await database.close();
rmSync(uploadDir, { recursive: true, force: true });
process.exit(problems.length > 0 || missing.length > 0 ? 1 : 0);
