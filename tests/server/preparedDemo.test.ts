import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../../server/db';
import { copyPreparedDemo, demoFingerprint, demoSources, preparedDemoDir } from '../../server/db/preparedDemo';
import { seed } from '../../server/db/seed';
import { PROJECT_ROOT } from '../../server/root';

/** Every table's rows (the migrations' bookkeeping too), as one digest per table. */
async function contents(database: Database): Promise<Record<string, string>> {
  const query = async <T>(statement: SQL) => ((await database.db.execute(statement)) as { rows: T[] }).rows;
  const tables = await query<{ name: string }>(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ digest: string }>(sql.raw(`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`));
    out[name] = row?.digest ?? '';
  }
  return out;
}

// The prepared demo is the embedded database's; on PostgreSQL the server migrates and seeds as before.
describe.skipIf(process.env.TEST_DB === 'postgres')('the prepared demo database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prepared-demo-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is made when there is none for the current tree, replaces one of other sources, and holds what migrating and seeding make', async () => {
    const cache = join(dir, 'cache');
    const stale = join(cache, 'demo-pgdata-0123456789abcdef');
    await mkdir(stale, { recursive: true });
    const warnings: string[] = [];

    const first = join(dir, 'first', 'pgdata');
    await copyPreparedDemo(first, (message) => warnings.push(message), cache);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('npm run db:prepare');
    expect(await readdir(cache)).toEqual([`demo-pgdata-${demoFingerprint()}`]);
    expect(existsSync(stale)).toBe(false);

    // A second new data directory is copied without preparing again.
    const second = join(dir, 'second', 'pgdata');
    await copyPreparedDemo(second, (message) => warnings.push(message), cache);
    expect(warnings).toHaveLength(1);

    // Migrated and seeded the ordinary way, now: the demo promotions count from the day the seed runs.
    const seeded = await openDatabase({ kind: 'pglite' });
    const database = await openDatabase({ kind: 'pglite', dataDir: second });
    try {
      await migrateDatabase(seeded);
      await seed(seeded.db);
      // What the server does on every start; on a prepared copy neither changes anything.
      await migrateDatabase(database);
      await seed(database.db);
      expect(await contents(database)).toEqual(await contents(seeded));
    } finally {
      await database.close();
      await seeded.close();
    }
    expect(existsSync(preparedDemoDir(cache))).toBe(true);
  }, 180_000);

  it('is told apart by the migrations, everything the seed imports, and the day the demo promotions count from', () => {
    const sources = demoSources().map((file) => relative(PROJECT_ROOT, file));
    for (const file of ['server/db/seed/index.ts', 'server/db/seed/activity.ts', 'server/db/schema.ts', 'server/db/index.ts', 'schemas/listingTypes.ts']) {
      expect(sources).toContain(file);
    }
    expect(demoFingerprint('2026-11-25')).not.toBe(demoFingerprint('2026-11-26'));
  });
});
