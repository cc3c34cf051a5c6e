import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { is, type Logger } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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
  /**
   * Runs `work` while no other server process runs work through this (migrating and seeding as several
   * instances start at once): a PostgreSQL advisory lock; PGlite is one process already.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** How the job queue reaches this database: its own pool on PostgreSQL, this one connection on PGlite. */
  jobQueue: { connectionString: string } | { pglite: PGlite };
}

/** A fixed key of this application's advisory lock around start-up work. */
const START_UP_LOCK = 7_402_166_311;

export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');

export type DatabaseConfig = (
  | /** poolMax: the process's connections, 10 unless said. */
    { kind: 'postgres'; url: string; poolMax?: number }
    /** dataDir undefined: in memory. loadDataDir: a dump to start from (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & {
  /** Told every statement Drizzle runs (tests count them). */
  logger?: Logger;
};

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax ?? 10 });
    // An idle connection the server ends (a restart, a dropped database) is removed from the pool by pg;
    // without a listener its error would crash the process. Once the pool is closing, a connection the server
    // ends before it has read the goodbye is expected, not lost.
    pool.on('error', (error) => {
      if (!pool.ending) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema, ...(config.logger ? { logger: config.logger } : {}) });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      async exclusively(work) {
        // A lock held by a transaction of its own, which the work itself does not run in: a transaction keeps
        // its server connection through PgBouncer's transaction pooling too, where a session lock would not.
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock($1)', [START_UP_LOCK]);
          try {
            return await work();
          } finally {
            await client.query('commit');
          }
        } finally {
          client.release();
        }
      },
      jobQueue: { connectionString: config.url },
    };
  }
  // PGlite is a single connection that queues queries and transactions itself, one at a time.
  // Durability stays at its default (fsync on commit) so an acknowledged write survives a crash.
  const client = new PGliteTakingTurns({
    // The listing index's text filters search by trigrams (migration 0014).
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers would be WebAssembly memory held by this process; the demo and a
    // small office's data fit in a quarter of it, and the operating system caches the files beneath.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, ...(config.logger ? { logger: config.logger } : {}) });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir('none'),
    exclusively: (work) => work(),
    jobQueue: { pglite: client },
  };
}

/**
 * PGlite runs each query in this thread and settles its promise at once. Without a turn of the event loop
 * between queries, the requests in flight would go from query to query and a request arriving meanwhile would
 * not be read until all of them were done: under load some would wait two rounds and others one. A turn after
 * each query lets a new request take its place in the queue at once, so requests share the database evenly.
 */
class PGliteTakingTurns extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const results = await super.query<T>(query, params, options);
    await new Promise((resolve) => setImmediate(resolve));
    return results;
  }
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

/** Whether the handle is a transaction rather than the database itself. */
export function isTransaction(db: DbOrTx): boolean {
  return is(db, PgTransaction);
}

/** When the newest migration this build knows was made (what drizzle records once it is applied), or 0 for none. */
export function newestKnownMigration(): number {
  return Math.max(0, ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));
}

export function migrateDatabase(database: Database): Promise<void> {
  return database.migrate();
}

export { schema };
