import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from '../root';
import { copenhagenDay } from '../../schemas/dates';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from './index';
import { seed } from './seed';

/**
 * A first start on the embedded database copies a data directory that is already migrated and seeded with the
 * demo, instead of running initdb, the migrations and the seed. It is made once (`npm run db:prepare`, or the
 * first start that finds none) and kept out of git, beside the installed packages: even compressed it is too large
 * to commit, and it changes with every migration and seed change. Its name is a fingerprint of everything that makes
 * it, so a copy made from other migrations, seed sources, PGlite or on another day (the demo promotions are
 * dated from the day of the seed) is never used.
 */
export const PREPARED_DEMO_CACHE = join(PROJECT_ROOT, 'node_modules', '.cache', 'member-area');
const PREFIX = 'demo-pgdata-';
const BUILDING = 'building-';
/** A half-made directory older than this belongs to a start that died; a younger one may still be in the making. */
const ABANDONED_MS = 60 * 60 * 1000;

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** This file and every source file it imports, directly or not: the seed, the schema, openDatabase's settings. */
export function demoSources(entry = join(PROJECT_ROOT, 'server', 'db', 'preparedDemo.ts')): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = resolve(dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile());
      if (!found) throw new Error(`prepared demo: cannot find ${specifier}, imported by ${file}`);
      visit(found);
    }
  };
  visit(entry);
  return [...seen].sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile())
    .sort();
}

const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The fingerprint of the demo database the current tree makes today. */
export function demoFingerprint(today = copenhagenDay()): string {
  const hash = createHash('sha256');
  hash.update(`${today}\n@electric-sql/pglite ${installedVersion('@electric-sql/pglite')}\ndrizzle-orm ${installedVersion('drizzle-orm')}\n`);
  for (const file of [...filesUnder(MIGRATIONS_FOLDER), ...demoSources()]) {
    hash.update(`${relative(PROJECT_ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export const preparedDemoDir = (cache = PREPARED_DEMO_CACHE): string => join(cache, `${PREFIX}${demoFingerprint()}`);

/**
 * Makes the prepared demo for the current tree, unless it is there already, and removes those of other
 * fingerprints. Answers its directory. It is made aside and renamed into place, so a reader never sees half of it.
 */
export async function prepareDemo(cache = PREPARED_DEMO_CACHE): Promise<string> {
  const dir = preparedDemoDir(cache);
  if (existsSync(dir)) return dir;
  await mkdir(cache, { recursive: true });
  const building = await mkdtemp(join(cache, BUILDING));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: building });
    try {
      await migrateDatabase(database);
      await seed(database.db);
    } finally {
      await database.close();
    }
    // Another start may have made the same one meanwhile; either is the same database.
    if (!existsSync(dir)) await rename(building, dir);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  for (const entry of await readdir(cache)) {
    const path = join(cache, entry);
    const stale = entry.startsWith(PREFIX) && path !== dir;
    const abandoned = entry.startsWith(BUILDING) && Date.now() - (await stat(path)).mtimeMs > ABANDONED_MS;
    if (stale || abandoned) await rm(path, { recursive: true, force: true });
  }
  return dir;
}

/** A plain copy of a directory tree, file by file: Node's fs.cp spends several times as long checking each entry. */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) copyTree(join(from, entry.name), join(to, entry.name));
    else copyFileSync(join(from, entry.name), join(to, entry.name));
  }
}

/**
 * Fills a new PGlite data directory (`dataDir` must not exist or be empty) with a copy of the prepared demo,
 * preparing it first when there is none for the current tree: that start takes the seconds of initdb and the
 * seed, and `warn` says so.
 */
export async function copyPreparedDemo(dataDir: string, warn: (message: string) => void, cache = PREPARED_DEMO_CACHE): Promise<void> {
  let dir = preparedDemoDir(cache);
  if (!existsSync(dir)) {
    warn(`No prepared demo database for these migrations and seed: preparing one in ${cache} (npm run db:prepare)`);
    dir = await prepareDemo(cache);
  }
  // Copied aside and renamed into place, so a start that dies halfway leaves no half database behind.
  await mkdir(dirname(dataDir), { recursive: true });
  const copying = await mkdtemp(join(dirname(dataDir), `${basename(dataDir)}-copying-`));
  try {
    copyTree(dir, copying);
    await rename(copying, dataDir);
  } finally {
    await rm(copying, { recursive: true, force: true });
  }
}
