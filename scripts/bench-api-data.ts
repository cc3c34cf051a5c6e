/**
 * The data and the SQL of `npm run bench:api`, shared with tests/server/listingsAtScale.test.ts so the test
 * checks the very fill and floor the benchmark measures.
 */
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { schema, type Database, type Db } from '../server/db';
import { PERMISSIONS } from '../schemas/enums';

/** Listings per account, besides the big account's share. */
const LISTINGS_PER_ACCOUNT = 100;
/** Every tenth listing belongs to the big account, at every size. */
const BIG_ACCOUNT_SHARE = 10;

const count = async (db: Db, query: ReturnType<typeof sql>) => {
  // Both drivers answer { rows }; Drizzle's shared type does not say so.
  const result = (await db.execute(query)) as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
};

/** One of a thousand street names, of ten letters each, as different from each other as real ones. */
const street = (g: ReturnType<typeof sql>) => sql`initcap(translate(substr(md5((${g} % 1000)::text), 1, 10), '0123456789', 'ghijklmnop'))`;

/**
 * Fills the listings table up to `total` rows (the seed's own listings included): every tenth new listing
 * in `bigAccountId`, the rest spread over accounts of about 100 listings each, created as needed. Types are
 * even; statuses as in a live market (about half active); updates over the last three years; `fields` is
 * a demo listing's of the same type, so rows are as wide as real ones; addresses on a thousand streets. Fixed seed: the same rows every run.
 * Calling it again with a larger total adds the difference.
 */
export async function fillListings(db: Db, bigAccountId: number, total: number): Promise<void> {
  const current = await count(db, sql`select count(*)::int as n from listings`);
  if (current >= total) return;
  const permissions = JSON.stringify(Object.fromEntries(PERMISSIONS.map((p) => [p, true])));
  const benchAccounts = await count(db, sql`select count(*)::int as n from accounts where email like 'bench-%@example.dk'`);
  const neededAccounts = Math.ceil(total / LISTINGS_PER_ACCOUNT);
  if (neededAccounts > benchAccounts) {
    await db.execute(sql`
      insert into accounts (account_type, name, email, street_name, street_number, zip_code, city, permissions)
      select 1, 'Benchmarkkonto ' || g, 'bench-' || g || '@example.dk', 'Benchmarkvej', g::text, '1401', 'København K', ${permissions}::jsonb
      from generate_series(${benchAccounts + 1}::int, ${neededAccounts}::int) g`);
  }
  await db.execute(sql`select setseed(${(current % 1000) / 1000})`);
  await db.execute(sql`
    with owners as (
      select array_agg(id order by id) as ids, count(*)::int as n from accounts where email like 'bench-%@example.dk'
    ),
    samples as (
      select distinct on (listing_type) listing_type, fields from listings order by listing_type, id
    ),
    drawn as (
      select g, 1 + floor(random() * 4)::int as listing_type, random() as r_status,
             now() - random() * interval '1095 days' as updated
      from generate_series(${current + 1}::int, ${total}::int) g
    )
    insert into listings (account_id, listing_type, status, case_number, title, address_text, zip_code, city,
                          floor_area, price, fields, created_at, updated_at)
    select case when g % ${BIG_ACCOUNT_SHARE} = 0 then ${bigAccountId}::int else owners.ids[1 + g % owners.n] end,
           drawn.listing_type,
           case when r_status < 0.50 then 2 when r_status < 0.62 then 3 when r_status < 0.72 then 1
                when r_status < 0.87 then 5 when r_status < 0.95 then 6 when r_status < 0.99 then 7 else 4 end,
           'B-' || g, 'Benchmarkannonce nummer ' || g, ${street(sql`g`)} || ' ' || g || ', 1401 København K', '1401', 'København K',
           round((50 + random() * 4000)::numeric, -1)::float8, round((100000 + random() * 9000000)::numeric, -3)::float8,
           coalesce(samples.fields, '{}'::jsonb), updated - random() * interval '200 days', updated
    from drawn cross join owners left join samples on samples.listing_type = drawn.listing_type`);
}

/** A statement as the app sent it to the database. */
export interface Statement {
  text: string;
  params: unknown[];
  /** PostgreSQL: the name of a prepared statement (parsed once per connection), as the app sends it. */
  name?: string;
  /** PostgreSQL: rows as arrays, as Drizzle asks for them. */
  rowMode?: 'array';
}

type QueryConfig = { text: string; name?: string; rowMode?: 'array'; values?: unknown[] };

/** What both drivers' clients offer: a query with bind parameters (pg also takes a config with a name). */
export interface QueryClient {
  query(text: string | QueryConfig, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The driver's own client under a Database (a pg Pool, or the PGlite instance). */
export function clientOf(database: Database): QueryClient {
  return (database.db as unknown as { $client: QueryClient }).$client;
}

/** Runs a recorded statement again on `client`, the way the app sent it. */
export function replay(client: QueryClient, statement: Statement) {
  const { text, name, rowMode } = statement;
  return client.query(name || rowMode ? { text, ...(name ? { name } : {}), ...(rowMode ? { rowMode } : {}) } : text, statement.params);
}

/**
 * A second Drizzle handle on the same connection(s) that records every statement it sends: an app built on
 * it runs exactly as the server does, and the record is the SQL of the request, to be run on its own.
 */
export function recordingDb(database: Database): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const client = clientOf(database);
  // The driver's client itself is watched (not Drizzle's logger), so the record keeps a prepared statement's name.
  const recording = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (typeof value !== 'function') return value;
      if (property !== 'query') return value.bind(target) as unknown;
      return (query: string | QueryConfig, params?: unknown[], ...rest: unknown[]) => {
        statements.push(
          typeof query === 'string'
            ? { text: query, params: params ?? [] }
            : {
                text: query.text,
                params: params ?? query.values ?? [],
                ...(query.name ? { name: query.name } : {}),
                ...(query.rowMode ? { rowMode: query.rowMode } : {}),
              },
        );
        return (value as (...args: unknown[]) => unknown).call(target, query, params, ...rest);
      };
    },
  });
  const db = database.kind === 'postgres' ? drizzlePg(recording as unknown as pg.Pool, { schema }) : drizzlePglite(recording as unknown as PGlite, { schema });
  return { db: db, statements };
}
