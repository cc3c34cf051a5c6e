import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../root';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take `Db | Tx` first. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Brings the schema up to date; each driver has its own migrator, which needs its own database type. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start test databases from. */
  dump?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined: in memory. loadDataDir: a dump to start from (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection the server ends (a restart, a dropped database) is removed from the pool by pg;
    // without a listener its error would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    };
  }
  // PGlite is a single connection that queues queries and transactions itself, one at a time.
  // Durability stays at its default (fsync on commit) so an acknowledged write survives a crash.
  const client = await PGlite.create({
    // The listing index's text filters search by trigrams (migration 0014).
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers would be WebAssembly memory held by this process; the demo and a
    // small office's data fit in a quarter of it, and the operating system caches the files beneath.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * A query built and prepared once per database or transaction handle, then run with its placeholders'
 * values: drizzle builds a query's SQL anew on every call otherwise, which the hottest reads need not pay.
 */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}

export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate();
}

export { schema };
