/**
 * Every write endpoint fuzzed with input that breaks its schema (tests/server/fuzzInputs.ts),
 * sent by a caller allowed to write. Each case must be answered with a 4xx and the Danish
 * `{ code, message, fields? }` body, never a 5xx, and store nothing (every table's rows compared).
 * Fixed seeds: a failure prints the seed, the path and the case, and `FUZZ_SEED=<seed>` replays it.
 * `npm run bench:fuzz` runs thousands of the same cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './harness';
import { buildTargets, namesField, runCase, StoreWatch, targetCases, uncovered, type FuzzApp, type FuzzTarget } from './fuzzTargets';
import { typesOf, type JsonSchema } from './fuzzInputs';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Cases per target; about 45 targets. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const uploadDir = mkdtempSync(join(tmpdir(), 'fuzz-uploads-'));
let t: TestApp;
let f: FuzzApp;
let targets: FuzzTarget[];

beforeAll(async () => {
  t = await createTestApp({
    UPLOAD_DIR: uploadDir,
    TRACKING_RATE_LIMIT_MAX: '100000',
    ENQUIRY_RATE_LIMIT_MAX: '100000',
    ENQUIRY_LISTING_RATE_LIMIT_MAX: '100000',
  });
  f = { app: t.app, db: t.database.db, tokenFor: t.tokenFor };
  targets = await buildTargets(f);
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('fuzzing the write endpoints', () => {
  it('covers every write endpoint of the OpenAPI document', () => {
    expect(uncovered(t.app, targets)).toEqual([]);
  });

  it('draws lone surrogates, huge, non-finite and tiny numbers, bytes that are no UTF-8, malformed escapes and private IPv6 URLs wherever an endpoint takes them', () => {
    const hasNumber = (schema: JsonSchema | undefined): boolean =>
      !!schema && (typesOf(schema).some((type) => type === 'number' || type === 'integer') || Object.values(schema.properties ?? {}).some(hasNumber));
    const hasAmount = (schema: JsonSchema | undefined): boolean =>
      !!schema && ((typesOf(schema).includes('number') && (schema.minimum ?? 0) > 0) || Object.values(schema.properties ?? {}).some(hasAmount));
    const missing: string[] = [];
    for (const [index, target] of targets.entries()) {
      const drawn = fc.sample(targetCases(target), { seed: SEED + index, numRuns: 500 }).map((c) => c.what);
      const wants = (what: string, pattern: RegExp) => {
        if (!drawn.some((w) => pattern.test(w))) missing.push(`${target.endpoint}: ${what}`);
      };
      // A feed (an array body) is broken as a whole here: a broken row of it is a refused row in a 200, and each
      // row goes through the validation of POST /listings, which is fuzzed field by field.
      const jsonBody = target.base.body !== undefined && !Buffer.isBuffer(target.base.body) && !Array.isArray(target.base.body);
      if (jsonBody) wants('a lone surrogate in the body', /"\\ud[89a-f][0-9a-f]{2}/);
      if (jsonBody && hasNumber(target.schemas.body)) {
        wants('a huge number', / is -?(1e\+308|9223372036854776000)\b/);
        wants('a number JSON.parse reads as Infinity', /±Infinity/);
      }
      if (jsonBody && hasAmount(target.schemas.body)) wants('a number below its minimum, down to 5e-324', / is (5e-324|1e-300) /);
      if (jsonBody && JSON.stringify(target.base.body).includes('":"')) wants('bytes that are no UTF-8 in a text', /no UTF-8$/);
      if (Object.keys(target.schemas.params).length > 0) {
        wants('a path parameter escaping no UTF-8', /params\.\w+ is "(1?%ED%[AB]0%80|%FF|%C0%AF)"/);
        wants('a path parameter with a malformed escape', /params\.\w+ is "(1?%|%E0%A4%A|%zz|%u0031)"/);
      }
      if (target.fetchedUrls) wants('a private address spelled in IPv6', /\[(::ffff:127\.0\.0\.1|::1|fd00::1)\].*a private address/);
    }
    expect(missing).toEqual([]);
  });

  it('answers every invalid request with a Danish 4xx and stores nothing', async () => {
    const failures: string[] = [];
    const watch = await StoreWatch.start(f.db);
    for (const [index, target] of targets.entries()) {
      let fieldCases = 0;
      let named = 0;
      const seed = SEED + index;
      try {
        await fc.assert(
          fc.asyncProperty(targetCases(target), async (c) => {
            const { res, problem } = await runCase(f, watch, target, c);
            if (c.field && c.kind === 'invalid') fieldCases++;
            if (namesField(c, res)) named++;
            if (problem) throw new Error(problem);
          }),
          { seed, numRuns: RUNS, endOnFailure: true },
        );
      } catch (error) {
        const { message, cause } = error as Error;
        const report = message.split('\n').filter((line) => /seed|Counterexample/.test(line));
        failures.push(`${target.endpoint}: ${report.join('\n')}\n${((cause as Error | undefined)?.message ?? message).slice(0, 400)}`);
        continue;
      }
      // The cases reached the validation, not a wall of 403s: a 400 named the body field a case broke.
      if (fieldCases >= 3 && named === 0) {
        failures.push(`${target.endpoint} (seed ${seed}): no 400 named the field a case broke`);
      }
    }
    expect(failures.join('\n\n')).toBe('');
  }, 300_000);

  it('sees an update, a delete and an insert however small, so a stored case cannot slip by', async () => {
    const watch = await StoreWatch.start(f.db);
    await f.db.execute(sql`update accounts set name = name where id = (select min(id) from accounts)`);
    expect(await watch.changed()).toEqual(['accounts']);
    // Deleted and put back as it was: the count is the same again, the row is not.
    await f.db.execute(sql`create temporary table removed as select * from favorites where id = (select min(id) from favorites)`);
    await f.db.execute(sql`delete from favorites where id in (select id from removed)`);
    expect(await watch.changed()).toEqual(['favorites']);
    await f.db.execute(sql`insert into favorites select * from removed`);
    expect(await watch.changed()).toEqual(['favorites']);
  });
});
